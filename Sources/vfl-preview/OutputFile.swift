import Foundation
import Layout
import Preview
import VFLPreviewSupport

/// Writes output so that a reader never sees a partial file: bytes go to a temporary file in the
/// destination's folder, which is then renamed over the destination. An input is never replaced.
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
      switch self {
      case .wouldOverwriteInput(let path): return "\(path): refusing to overwrite an input file"
      case .folderMissing(let path, let folder): return "\(path): the folder \(folder) does not exist"
      case .folderIsAFile(let path, let folder): return "\(path): \(folder) is a file, not a folder"
      case .isDirectory(let path): return "\(path): is a directory"
      case .writeFailed(let failure): return failure.description
      case .standardOutputFailed(let reason): return "cannot write to standard output: \(reason)"
      }
    }
  }

  /// Writes to `path`, or to standard output for `-`.
  /// - Parameter protecting: resolved paths of inputs that must never be overwritten.
  static func write(_ bytes: [UInt8], to path: String, protecting inputs: [String] = [])
    throws(WriteError)
  {
    if path == "-" {
      if let reason = StandardStream.output.write(bytes) { throw .standardOutputFailed(reason) }
      return
    }
    let destination = URL(fileURLWithPath: path).standardizedFileURL
    let resolved = destination.resolvingSymlinksInPath().path
    for input in inputs
    where input == destination.path || URL(fileURLWithPath: input).resolvingSymlinksInPath().path == resolved {
      throw .wouldOverwriteInput(path: path)
    }
    let directory = destination.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
      throw .folderMissing(path: path, folder: directory.path)
    }
    guard isDirectory.boolValue else {
      throw .folderIsAFile(path: path, folder: directory.path)
    }
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .isDirectory(path: path)
    }
    do {
      try AtomicFileWriter.write(bytes, to: destination.path)
    } catch {
      throw .writeFailed(error)
    }
  }
}
