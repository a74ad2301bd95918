#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import VFLPreviewSupport

/// Which file a path names, as the kernel resolves it. Comparing spellings is not enough: with
/// `link` a symbolic link to `sub/`, `link/../spec.json` is `sub/../spec.json` to the kernel,
/// the spec itself, while a lexical normalisation makes it `./spec.json`. An existing file is
/// known by its device and inode (which also catches hard links); a name that does not exist yet
/// by the device and inode of its folder, and the name.
package enum FileIdentity: Hashable, Sendable {
  case file(device: UInt64, inode: UInt64)
  case newEntry(folderDevice: UInt64, folderInode: UInt64, name: [UInt8])

  /// The identity of `path` (following symbolic links, as opening it would); `nil` when neither
  /// the file nor its folder exists.
  package init?(path: String) {
    var status = stat()
    if FileSystemName.withCString(path, { stat($0, &status) }) == 0 {
      self = .file(status)
      return
    }
    let (folder, name) = AtomicFileWriter.split(path)
    guard FileSystemName.withCString(folder, { stat($0, &status) }) == 0,
      status.st_mode & S_IFMT == S_IFDIR
    else { return nil }
    self = .newEntry(
      folderDevice: UInt64(status.st_dev), folderInode: UInt64(status.st_ino),
      name: FileSystemName.bytes(of: name))
  }

  /// The file open as `descriptor`.
  package init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self = .file(status)
  }

  /// `name` in the folder open as `folder`: the file it names if it exists, else the new entry.
  init?(name: String, inFolder folder: Int32) {
    var status = stat()
    if FileSystemName.withCString(name, { fstatat(folder, $0, &status, 0) }) == 0 {
      self = .file(status)
      return
    }
    guard fstat(folder, &status) == 0 else { return nil }
    self = .newEntry(
      folderDevice: UInt64(status.st_dev), folderInode: UInt64(status.st_ino),
      name: FileSystemName.bytes(of: name))
  }

  static func file(_ status: stat) -> FileIdentity {
    .file(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }
}
