import Foundation

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
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .failed("\(path): the folder \(directory.path) does not exist")
    }
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .failed("\(path): is a directory")
    }
    let temporary = directory.appendingPathComponent(
      ".\(destination.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw .failed("\(path): cannot write to \(directory.path) (\(String(cString: strerror(errno))))")
    }
    var written = 0
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        written += result
      }
    }
    if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    close(descriptor)
    if let failure {
      unlink(temporary.path)
      throw .failed("\(path): write failed (\(failure))")
    }
    if rename(temporary.path, destination.path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw .failed("\(path): cannot replace the file (\(reason))")
    }
  }
}
