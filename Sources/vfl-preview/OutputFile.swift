import Foundation
import Preview
import VFLPreviewSupport

/// Writes output so that a reader never sees a partial file: bytes go to a temporary file in the
/// destination's folder, which is then renamed over the destination. An input is never replaced.
enum OutputFile {
  enum WriteError: Error {
    case failed(String)
    var message: String {
      switch self {
      case .failed(let message): return message
      }
    }
  }

  /// Writes to `path`, or to standard output for `-`.
  /// - Parameter protecting: resolved paths of inputs that must never be overwritten.
  static func write(_ bytes: [UInt8], to path: String, protecting inputs: [String] = [])
    throws(WriteError)
  {
    if path == "-" {
      FileHandle.standardOutput.write(Data(bytes))
      return
    }
    let destination = URL(fileURLWithPath: path).standardizedFileURL
    let resolved = destination.resolvingSymlinksInPath().path
    for input in inputs
    where input == destination.path || URL(fileURLWithPath: input).resolvingSymlinksInPath().path == resolved {
      throw .failed("\(path): refusing to overwrite an input file")
    }
    let directory = destination.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
      throw .failed("\(path): the folder \(directory.path) does not exist")
    }
    guard isDirectory.boolValue else {
      throw .failed("\(path): \(directory.path) is a file, not a folder")
    }
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .failed("\(path): is a directory")
    }
    do {
      try AtomicFileWriter.write(bytes, to: destination.path)
    } catch {
      throw .failed(error.description)
    }
  }
}
