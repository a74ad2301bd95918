import Layout

/// Something a preview has to say about its input, in the order it is said: a diagnostic (a
/// warning located in the spec or the log, or a note), or a line of its own (the summary of an
/// imported console log).
public enum PreviewMessage: Sendable, Equatable {
  case diagnostic(Diagnostic)
  /// A sentence about the input that is not a diagnostic: `log.txt: imported 1 conflict report
  /// with 4 listed constraints`.
  case remark(String)

  /// The message as printed, ending in a newline.
  public var rendered: String {
    switch self {
    case .diagnostic(let diagnostic): return diagnostic.rendered
    case .remark(let text): return text.hasSuffix("\n") ? text : text + "\n"
    }
  }

  /// The diagnostic, when the message is one.
  public var diagnostic: Diagnostic? {
    if case .diagnostic(let diagnostic) = self { return diagnostic }
    return nil
  }
}
