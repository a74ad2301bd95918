/// The bytes of a spec file, with the arithmetic that turns byte offsets into what a person reads:
/// 1-based lines, character columns and a short excerpt to put a caret under.
public struct SourceText: Sendable {
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The 1-based line and character column of a byte offset.
  public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    let end = min(max(0, offset), bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, characterCount(from: lineStart, to: end) + 1)
  }

  /// The line containing `offset` (shortened around the caret when very long) and the caret's
  /// character column in the returned text.
  public func lineText(aroundOffset offset: Int) -> (text: String, caret: Int) {
    let clamped = min(max(0, offset), bytes.count)
    var start = clamped
    while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
    var end = clamped
    while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
    let line = String(decoding: bytes[start..<end], as: UTF8.self)
    let caret = characterCount(from: start, to: clamped)
    let window = SourceText.window(of: line, around: caret)
    return (window.text, caret - window.start)
  }

  /// Whether `offset` is the opening quote of a JSON string.
  func stringStartsAt(_ offset: Int) -> Bool {
    offset < bytes.count && bytes[offset] == UInt8(ascii: "\"")
  }

  /// Whether the first `length` characters of the string at `offset` appear in the file exactly as
  /// they are in the decoded string (no escapes), so a column inside it can be computed.
  func isVerbatimString(at offset: Int, length: Int) -> Bool {
    var index = offset + 1
    var characters = 0
    while characters < length {
      guard index < bytes.count, bytes[index] != UInt8(ascii: "\\"), bytes[index] != UInt8(ascii: "\"")
      else { return false }
      if bytes[index] & 0xC0 != 0x80 { characters += 1 }
      index += 1
    }
    return true
  }

  private func characterCount(from start: Int, to end: Int) -> Int {
    var count = 0
    var index = start
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// At most ~120 characters of `text` around `position`, so a 10 MB string prints as one line.
  static func window(of text: String, around position: Int, radius: Int = 60) -> (
    text: String, start: Int
  ) {
    let characters = Array(text)
    guard characters.count > radius * 2 else { return (text, 0) }
    let start = max(0, min(position - radius, characters.count - radius * 2))
    let end = min(characters.count, start + radius * 2)
    var excerpt = String(characters[start..<end])
    var shift = start
    if start > 0 {
      excerpt = "…" + excerpt
      shift -= 1
    }
    if end < characters.count { excerpt += "…" }
    return (excerpt, shift)
  }
}
