// FoundationEssentials where it exists: the whole of Foundation (with ICU) cost every run of the
// command line about 2 ms of loading, for nothing it uses.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Layout
import Preview
import VFLPreviewFiles
import VFLPreviewSupport

/// Standard error output, serialised so messages from parallel renders never interleave.
enum Console {
  private static let lock = Lock()

  /// Prints a message (adding a final newline when missing).
  static func error(_ message: String) {
    errorRaw(message.hasSuffix("\n") ? message : message + "\n")
  }

  /// Prints an error as compiler-style diagnostics (every problem of a spec, in one run), located in `fileName` when it is about an
  /// input (with its `source`, for line, column and caret).
  static func report(
    _ error: some UserFacingError, fileName: String? = nil, source: SourceText? = nil
  ) {
    report(error.diagnostics(fileName: fileName, source: source).map(PreviewMessage.diagnostic))
  }

  /// Prints an error that stops the command, and returns the exit status its kind calls for.
  static func fail(_ error: some UserFacingError) -> ExitStatus {
    report(error)
    return ExitStatus(error.failureKind)
  }

  /// Prints what a preview said, in one piece (a batch's parallel specs never interleave); a
  /// diagnostic about no particular file is reported against the tool: `vfl-preview: error: …`.
  static func report(_ messages: [PreviewMessage]) {
    guard !messages.isEmpty else { return }
    errorRaw(
      messages.map { message in
        guard case .diagnostic(var diagnostic) = message, diagnostic.fileName == nil else {
          return message.rendered
        }
        diagnostic.fileName = VFLPreviewCommand.toolName
        return diagnostic.rendered
      }.joined())
  }

  /// Prints why a preview failed: what it said before, then the error.
  static func report(_ failure: PreviewFailure) {
    report(failure.messages + failure.diagnostics.map(PreviewMessage.diagnostic))
  }

  /// Writes to standard error. When standard error itself cannot be written (`2>/dev/full`, a
  /// closed stream, a reader gone) there is nowhere left to report anything, so the tool exits at
  /// once with the status of an unwritable output (removing its temporary files on the way out).
  static func errorRaw(_ text: String) {
    lock.withLock {
      // Paths whose bytes are not UTF-8 are shown with those bytes as `\xE9`.
      if StandardStream.error.write(Array(FileSystemName.displayed(text).utf8)) != nil {
        exit(ExitStatus.invalidInput.rawValue)
      }
    }
  }

  /// Prints a result on standard output (adding a final newline when missing): `--check`'s and
  /// `diff`'s verdicts, the help. When standard output refuses it (`> /dev/full`, `>&-`, a reader
  /// gone), the result is lost, so that is one message and exit 2, never a silent success.
  static func output(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    if let reason = StandardStream.output.write(Array(FileSystemName.displayed(line).utf8)) {
      exit(fail(OutputFile.WriteError.standardOutputFailed(reason)).rawValue)
    }
  }
}
