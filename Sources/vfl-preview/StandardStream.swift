#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Writes every byte, retrying when interrupted; the reason when the stream refuses them.
  func write(_ bytes: [UInt8]) -> String? {
    var written = 0
    return bytes.withUnsafeBytes { raw -> String? in
      while written < raw.count, let base = raw.baseAddress {
        #if canImport(Darwin)
          let count = Darwin.write(descriptor, base + written, raw.count - written)
        #else
          let count = Glibc.write(descriptor, base + written, raw.count - written)
        #endif
        if count < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        written += count
      }
      return nil
    }
  }
}
