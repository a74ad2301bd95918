#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import VFLPreviewSupport

/// A one-line progress display on standard error, shown only when it is a terminal.
final class BatchProgress: @unchecked Sendable {
  private let lock = Lock()
  private let total: Int
  private var done = 0
  private let enabled = isatty(STDERR_FILENO) != 0

  init(total: Int) { self.total = total }

  func advance(_ name: String) {
    lock.withLock {
      done += 1
      if enabled { Console.errorRaw("\r\u{1B}[K[\(done)/\(total)] \(name)") }
    }
  }

  func finish() {
    if enabled { Console.errorRaw("\r\u{1B}[K") }
  }
}
