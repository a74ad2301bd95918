/// Something in a console log the import could not read, with where it is: the rest is still
/// imported.
public struct ConsoleLogIssue: Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// 1-based line and column in the log.
  public var line: Int
  public var column: Int
  /// The text to show under the message (the log's line, or the description in question).
  public var sourceLine: String
  /// The 0-based character column of the caret in ``sourceLine``.
  public var caret: Int

  public init(message: String, line: Int, column: Int, sourceLine: String, caret: Int? = nil) {
    self.message = message
    self.line = line
    self.column = column
    self.sourceLine = sourceLine
    self.caret = caret ?? max(0, column - 1)
  }

  public var description: String { "\(line):\(column): \(message)" }
}
