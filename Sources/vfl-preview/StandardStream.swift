#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import VFLPreviewFiles
import VFLPreviewSupport

/// Writes to standard output and standard error with `write(2)`, so that a full disk
/// (`> /dev/full`) or a closed stream is an error the tool reports and exits on, not a trap
/// inside `FileHandle.write`. A reader that goes away (`| head`) still ends the process through
/// SIGPIPE, quietly, as for any Unix filter.
enum StandardStream {
  case output, error

  var descriptor: Int32 {
    switch self {
    case .output: return STDOUT_FILENO
    case .error: return STDERR_FILENO
    }
  }

  /// Writes every byte; the reason when the stream refuses them.
  func write(_ bytes: [UInt8]) -> String? {
    AtomicFileWriter.writeAll(bytes, to: descriptor)
  }
}
