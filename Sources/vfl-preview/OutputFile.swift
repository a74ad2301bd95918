#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Layout
import Preview
import VFLPreviewFiles
import VFLPreviewSupport

/// Writes output so that a reader never sees a partial file: bytes go to a temporary file in the
/// destination's folder, which is then renamed over the destination. An input is never replaced:
/// inputs are compared by identity (device and inode), not by spelling.
enum OutputFile {
  /// Why an output was not written.
  enum WriteError: UserFacingError {
    case wouldOverwriteInput(path: String)
    case folderMissing(path: String, folder: String)
    case folderIsAFile(path: String, folder: String)
    case isDirectory(path: String)
    case writeFailed(AtomicFileWriter.Failure)
    /// Standard output refused the bytes (a full disk, a closed stream).
    case standardOutputFailed(String)

    var message: String {
      let shown = FileSystemName.displayed
      switch self {
      case .wouldOverwriteInput(let path): return "\(shown(path)): refusing to overwrite an input file"
      case .folderMissing(let path, let folder): return "\(shown(path)): the folder \(shown(folder)) does not exist"
      case .folderIsAFile(let path, let folder): return "\(shown(path)): \(shown(folder)) is a file, not a folder"
      case .isDirectory(let path): return "\(shown(path)): is a directory"
      case .writeFailed(let failure): return failure.description
      case .standardOutputFailed(let reason): return "cannot write to standard output: \(reason)"
      }
    }

    var failureKind: FailureKind { .unwritableOutput }
  }

  /// Writes to `path` exactly as the kernel resolves it (`link/../out.png` is beside the link's
  /// target, not `./out.png`), or to standard output for `-`. No file the run reads
  /// (``RunInputs``) is ever replaced.
  /// - Parameters:
  ///   - inputs: more files that must never be replaced.
  ///   - createFolders: create the missing folders of `path` (batch outputs), so that a folder
  ///     appears only when a file is written into it.
  ///   - batch: a batch's writer, which makes its files durable and puts them in place in groups
  ///     (`path` is then in its folder).
  static func write(
    _ bytes: [UInt8], to path: String, protecting inputs: Set<FileIdentity> = [],
    createFolders: Bool = false, batch: AtomicBatchWriter? = nil
  ) throws(WriteError) {
    let inputs = inputs.union(RunInputs.identities)
    if path == "-" {
      if let reason = StandardStream.output.write(bytes) { throw .standardOutputFailed(reason) }
      return
    }
    let (folder, name) = AtomicFileWriter.split(path)
    if !createFolders {
      guard let status = FileSystemName.status(of: folder) else {
        // Only a folder that is not there is "missing"; a loop of symbolic links or a folder
        // the user may not enter gets the system's own words.
        let code = errno
        guard code == ENOENT else {
          throw .writeFailed(AtomicFileWriter.Failure(path: path, kind: .system(String(cString: strerror(code)))))
        }
        throw .folderMissing(path: path, folder: folder)
      }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw .folderIsAFile(path: path, folder: folder)
      }
    }
    if name.isEmpty || name == "." || name == ".." || FileSystemName.isDirectory(path) {
      throw .isDirectory(path: path)
    }
    do {
      if let batch {
        try batch.write(bytes, to: path, protecting: inputs)
      } else {
        try AtomicFileWriter.write(bytes, to: path, createDirectories: createFolders, protecting: inputs)
      }
    } catch {
      if error.kind == .wouldReplaceProtectedFile { throw .wouldOverwriteInput(path: path) }
      throw .writeFailed(error)
    }
  }
}
