#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import VFLPreviewSupport

/// The command line's arguments and the files they name, byte for byte (``FileSystemName``).
extension FileSystemName {
  /// The command line's arguments (without the program name), each byte preserved.
  package static var arguments: [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      let length = strlen(argument)
      return argument.withMemoryRebound(to: UInt8.self, capacity: length) {
        decode(UnsafeBufferPointer(start: $0, count: length))
      }
    }
  }

  /// What `stat(2)` says of the file at `path` (following symbolic links), `nil` when there is
  /// none.
  package static func status(of path: String) -> stat? {
    var status = stat()
    return withCString(path, { stat($0, &status) }) == 0 ? status : nil
  }

  /// Whether `path` is a folder (or a symbolic link to one).
  package static func isDirectory(_ path: String) -> Bool {
    status(of: path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
  }
}
