/// Something in a console log the import could not read, with where it is: the rest is still
/// imported.
public struct ConsoleLogIssue: Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// 1-based line and column in the log.
  public var line: Int
  public var column: Int
  /// The text to show under the message (the log's line, or the description in question): a
  /// slice of the log's text, not a copy, so that thousands of issues on one long line cost nothing.
  public var sourceLine: Substring
  /// The 0-based character column of the caret in ``sourceLine``.
  public var caret: Int

  public init(message: String, line: Int, column: Int, sourceLine: Substring, caret: Int? = nil) {
    self.message = message
    self.line = line
    self.column = column
    self.sourceLine = sourceLine
    self.caret = caret ?? max(0, column - 1)
  }

  public var description: String { "\(line):\(column): \(message)" }

  /// Lines longer than this are shown as a window around the caret.
  static let maximumSnippetLength = 4_096

  /// What to print under the message and where its caret goes: the line, or, for a line longer
  /// than any description (a paste flattened onto one line), about 120 characters around the caret.
  public var snippet: (text: String, caret: Int) {
    guard sourceLine.utf8.count > Self.maximumSnippetLength else { return (String(sourceLine), caret) }
    let start = sourceLine.index(sourceLine.startIndex, offsetBy: max(0, caret - 60), limitedBy: sourceLine.endIndex) ?? sourceLine.endIndex
    let end = sourceLine.index(start, offsetBy: 120, limitedBy: sourceLine.endIndex) ?? sourceLine.endIndex
    var text = String(sourceLine[start..<end])
    var shift = sourceLine.distance(from: sourceLine.startIndex, to: start)
    if start > sourceLine.startIndex {
      text = "…" + text
      shift -= 1
    }
    if end < sourceLine.endIndex { text += "…" }
    return (text, caret - shift)
  }
}
