/// Something in an Interface Builder document the import skipped or read approximately, with
/// where it is: the rest is imported.
public struct InterfaceBuilderWarning: Hashable, Sendable, CustomStringConvertible {
  /// What was skipped and why, in lower case (`constraint "Q4l-GC-1vN" names "abc-12-xyz", which
  /// is not in the scene: skipped`).
  public var message: String
  /// 1-based line and column of the element in question.
  public var line: Int
  public var column: Int

  public init(message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column): \(message)" }

  /// The warning as printed: `Main.storyboard:12:9: warning: …`, the line and a caret.
  public func diagnostic(fileName: String, source: SourceText?) -> Diagnostic {
    var diagnostic = Diagnostic(
      severity: .warning, fileName: fileName, line: line, column: column, message: message)
    if let source, let snippet = source.line(line, column: column) {
      diagnostic.snippet = snippet.text
      diagnostic.caret = snippet.caret
    }
    return diagnostic
  }
}
