#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import CInterruptCleanup
import VFLPreviewSupport

/// Writes files so that readers never see half a file: the bytes go to a temporary file in the
/// destination's folder (same file system), which is then renamed over the destination.
///
/// The folder is opened once and every step works relative to it (`openat`, `fstatat`,
/// `renameat`): the file checked against the protected inputs is the one replaced, even if a
/// symbolic link on the way is swapped in between, and `link/../out.png` is written where the
/// kernel resolves it (`<link's target>/../out.png`), since the path is never normalised as text.
package enum AtomicFileWriter {
  /// Why a write failed, with the path.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
      /// A system call refused (its `strerror` text, or a sentence).
      case system(String)
      /// The destination is one of the files the caller protects (an input).
      case wouldReplaceProtectedFile
    }

    package let path: String
    package let kind: Kind

    package init(path: String, kind: Kind) {
      self.path = path
      self.kind = kind
    }

    init(path: String, reason: String) { self.init(path: path, kind: .system(reason)) }

    package var reason: String {
      switch kind {
      case .system(let reason): return reason
      case .wouldReplaceProtectedFile: return "it is an input"
      }
    }

    package var description: String {
      "\(FileSystemName.displayed(path)): cannot write the file: \(reason)"
    }
  }

  /// The temporary file's name: short and hidden, so that a destination name of 255 bytes (the
  /// usual limit of one name) still leaves room for it, and `ls` does not show it.
  static let temporaryPrefix = ".vfl-"

  /// Writes `bytes` to `path`, creating missing parent directories when `createDirectories`. A
  /// path that names one of the process's streams (`/dev/stdout`) is written into it
  /// (``StreamDestination``).
  /// - Parameter protecting: files that must never be replaced (the inputs of a command): the
  ///   write fails with `.wouldReplaceProtectedFile` when `path` is one of them.
  package static func write(
    _ bytes: [UInt8], to path: String, createDirectories: Bool = false,
    protecting: Set<FileIdentity> = []
  ) throws(Failure) {
    if let descriptor = StreamDestination.descriptor(of: path) {
      try StreamDestination.write(bytes, to: descriptor, path: path, protecting: protecting)
      return
    }
    let directory = split(path).folder
    let name = try fileName(of: path)
    if createDirectories { try makeDirectories(directory, for: path) }
    let folder = openFolder(directory)
    guard folder >= 0 else { throw Failure(path: path, reason: lastError()) }
    defer { close(folder) }
    guard case .replace(let mode) = try prepareDestination(name, in: folder, for: bytes, path: path, protecting: protecting)
    else { return }
    try replace(name, in: folder, with: bytes, mode: mode, path: path)
    // And the rename itself reaches the disk. Some file systems cannot sync a folder (EINVAL),
    // nor can a folder opened without read permission (EBADF, see `openFolder`): the file is
    // written all the same, so that is not a failure.
    _ = fsync(folder)
  }

  /// The last component of `path`, which must name a file.
  static func fileName(of path: String) throws(Failure) -> String {
    let name = split(path).name
    guard !name.isEmpty, name != ".", name != ".." else { throw Failure(path: path, reason: "is a directory") }
    return name
  }

  /// What a write does at its destination.
  enum Destination {
    /// The destination was not a regular file (a device, a FIFO): it has been written, in place.
    case writtenInPlace
    /// A temporary file is to be renamed over it, with the mode of the file it replaces (`nil`
    /// for a new file).
    case replace(mode: mode_t?)
  }

  /// Checks `name` in `folder` before `bytes` are written there: a protected input and a folder
  /// are refused, an existing output that is not a regular file is written in place at once.
  static func prepareDestination(
    _ name: String, in folder: Int32, for bytes: [UInt8], path: String, protecting: Set<FileIdentity>
  ) throws(Failure) -> Destination {
    if let identity = FileIdentity(name: name, inFolder: folder), protecting.contains(identity) {
      throw Failure(path: path, kind: .wouldReplaceProtectedFile)
    }
    var existing = stat()
    guard FileSystemName.withCString(name, { fstatat(folder, $0, &existing, 0) }) == 0 else {
      return .replace(mode: nil)
    }
    switch existing.st_mode & S_IFMT {
    case S_IFREG: return .replace(mode: existing.st_mode & 0o7777 & ~(S_ISUID | S_ISGID))
    case S_IFDIR: throw Failure(path: path, reason: "is a directory")
    default:
      try writeInPlace(bytes, to: name, in: folder, path: path, protecting: protecting)
      return .writtenInPlace
    }
  }

  /// Writes the temporary file and renames it over `name`.
  /// - Parameter mode: the permissions of the file being replaced, kept; a new file gets
  ///   `0666 & ~umask`, like any file a program creates.
  private static func replace(
    _ name: String, in folder: Int32, with bytes: [UInt8], mode: mode_t?, path: String
  ) throws(Failure) {
    let temporary = try createTemporary(in: folder, path: path)
    defer { vfl_temporary_forget(temporary.slot) }
    // The bytes reach the disk before the rename, so that a crash or a power cut leaves the old
    // file or the new one behind the name, never an empty one.
    var failure = fill(temporary.descriptor, with: bytes, mode: mode, syncing: true)
    if failure == nil {
      let renamed = temporary.name.withCString { from in
        FileSystemName.withCString(name) { to in renameat(folder, from, folder, to) }
      }
      if renamed != 0 { failure = lastError() }
    }
    if let failure {
      _ = temporary.name.withCString { unlinkat(folder, $0, 0) }
      throw Failure(path: path, reason: failure)
    }
  }

  /// Creates a new temporary file in `folder`, remembered by the interrupt cleanup before it
  /// exists, so that no instant passes in which an interruption would leave it behind. The caller
  /// forgets `slot` once the file is renamed or removed.
  static func createTemporary(in folder: Int32, path: String) throws(Failure)
    -> (name: String, descriptor: Int32, slot: Int32)
  {
    for _ in 0..<100 {
      let name = temporaryPrefix + randomSuffix()
      let slot = vfl_temporary_remember(folder, name)
      let descriptor = name.withCString {
        openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      }
      vfl_temporary_opened(slot)
      if descriptor >= 0 { return (name, descriptor, slot) }
      let code = errno
      vfl_temporary_forget(slot)
      guard code == EEXIST else { throw Failure(path: path, reason: errorText(code)) }
    }
    throw Failure(path: path, reason: "no free temporary name")
  }

  /// Writes `bytes` to a new temporary file, gives it `mode` (when replacing a file), syncs it when
  /// `syncing`, and closes it; the reason when any step fails.
  static func fill(_ descriptor: Int32, with bytes: [UInt8], mode: mode_t?, syncing: Bool) -> String? {
    var failure = writeAll(bytes, to: descriptor)
    if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = lastError() }
    if failure == nil, syncing, fsync(descriptor) != 0 { failure = lastError() }
    if close(descriptor) != 0, failure == nil { failure = lastError() }
    return failure
  }

  /// Opens a folder for the `*at` calls. Reading it is not needed to write into it (a drop box
  /// is `-wx`), so without read permission Linux's `O_PATH` serves; such a descriptor cannot be
  /// synced, and the folder's `fsync` after the rename is then skipped.
  static func openFolder(_ directory: String) -> Int32 {
    let folder = FileSystemName.withCString(directory) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    #if os(Linux)
      if folder < 0 && errno == EACCES {
        // O_PATH, which Glibc's module leaves out (it needs _GNU_SOURCE); its value on every
        // architecture Swift supports on Linux.
        let pathOnly: Int32 = 0o10_000_000
        return FileSystemName.withCString(directory) { open($0, pathOnly | O_DIRECTORY | O_CLOEXEC) }
      }
    #endif
    return folder
  }

  /// Six random letters and digits, from one 64-bit draw (a draw is a system call: a batch of
  /// 1,000 specs made 6,000 of them).
  static func randomSuffix() -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    var bits = UInt64.random(in: 0...UInt64.max)
    var suffix: [UInt8] = []
    for _ in 0..<6 {
      // 62^6 is under 2^36: the 64 bits leave a bias under 2^-28 on each letter.
      suffix.append(alphabet[Int(bits % UInt64(alphabet.count))])
      bits /= UInt64(alphabet.count)
    }
    return String(decoding: suffix, as: UTF8.self)
  }

  /// The folder and the last component of a path, as the kernel splits it: `a/b/out.png` is
  /// `a/b` and `out.png`, a bare name is in `.`, and nothing is normalised (`link/..` stays).
  package static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    return (parentDirectory(of: path), String(path[path.index(after: slash)...]))
  }

  /// The directory part of a path (`.` for a bare file name).
  package static func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }

  /// Creates `directory` and its missing parents, like `mkdir -p`, with `0777 & ~umask`.
  /// - Parameter path: the file the folders are for, named in the failure (the folder itself when
  ///   `nil`).
  package static func makeDirectories(_ directory: String, for path: String? = nil)
    throws(Failure)
  {
    var current = directory.hasPrefix("/") ? "" : "."
    for component in directory.split(separator: "/") {
      current += "/" + component
      if FileSystemName.withCString(current, { mkdir($0, 0o777) }) != 0 && errno != EEXIST {
        throw Failure(
          path: path ?? directory,
          reason: "cannot create \(FileSystemName.displayed(current)): \(lastError())")
      }
    }
  }

  static func lastError() -> String { errorText(errno) }

  static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// An existing output that is not a regular file (`/dev/null`, a FIFO, a terminal) is opened
  /// and written, never renamed over: renaming would replace the device node with a file, which
  /// as root breaks the whole machine.
  ///
  /// What was opened is checked again: between the check of the name and the open, the device
  /// could have been swapped for a link to an input, which must not be written in place.
  static func writeInPlace(
    _ bytes: [UInt8], to name: String, in folder: Int32, path: String,
    protecting: Set<FileIdentity>
  ) throws(Failure) {
    let descriptor = FileSystemName.withCString(name) {
      openat(folder, $0, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    }
    guard descriptor >= 0 else { throw Failure(path: path, reason: lastError()) }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else { throw Failure(path: path, reason: lastError()) }
    if let identity = FileIdentity(descriptor: descriptor), protecting.contains(identity) {
      throw Failure(path: path, kind: .wouldReplaceProtectedFile)
    }
    guard opened.st_mode & S_IFMT != S_IFREG else {
      throw Failure(path: path, reason: "it was replaced by a regular file while being opened")
    }
    if let failure = writeAll(bytes, to: descriptor) { throw Failure(path: path, reason: failure) }
  }

  /// Writes every byte to an open descriptor, retrying when interrupted; the reason when it
  /// refuses them. Also what the command line writes standard output and standard error with.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var written = 0
    var failure: String?
    bytes.withUnsafeBytes { raw in
      while written < raw.count, let base = raw.baseAddress {
        let count = systemWrite(descriptor, base + written, raw.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failure = lastError()
          return
        }
        written += count
      }
    }
    return failure
  }
}

/// `write(2)`, named so it does not clash with the static `write` above.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
