/// Locating a 1-based line and column, as libxml2 reports them, in the bytes of a file.
extension SourceText {
  /// The byte offset of a line and character column; `nil` past the end of the file.
  func offset(line: Int, column: Int) -> Int? {
    guard var index = offset(ofLine: line) else { return nil }
    var characters = 1
    while characters < column, index < bytes.count, bytes[index] != 0x0A {
      index += 1
      while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
      characters += 1
    }
    return index
  }

  /// The text of a line (shortened around the column when long) and the caret's column in it:
  /// what a diagnostic at that line and column shows under its message.
  public func line(_ line: Int, column: Int) -> (text: String, caret: Int)? {
    offset(line: line, column: column).map { lineText(aroundOffset: $0) }
  }
}
