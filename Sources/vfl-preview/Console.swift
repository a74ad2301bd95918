import Foundation

/// Standard error output, serialised so messages from parallel renders never interleave.
enum Console {
  private static let lock = NSLock()

  /// Prints a message (adding a final newline when missing).
  static func error(_ message: String) {
    errorRaw(message.hasSuffix("\n") ? message : message + "\n")
  }

  static func errorRaw(_ text: String) {
    lock.withLock { FileHandle.standardError.write(Data(text.utf8)) }
  }
}
