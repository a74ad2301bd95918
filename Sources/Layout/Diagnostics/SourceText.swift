/// The bytes of a spec file, with the arithmetic that turns byte offsets into what a person reads:
/// 1-based lines, character columns and a short excerpt to put a caret under.
public struct SourceText: Sendable {
  public let bytes: [UInt8]
  /// The line and column at every ``checkpointStride``-th byte, so that locating an offset scans
  /// at most that many bytes. A report with a warning for each of 100,000 views would otherwise
  /// rescan the file from the start for each one: quadratic in the size of the spec.
  private let checkpoints: [Position]

  private struct Position: Sendable {
    var line: Int
    /// Characters between the start of the line and this position.
    var column: Int
  }

  static let checkpointStride = 1024

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var checkpoints: [Position] = []
    checkpoints.reserveCapacity(bytes.count / SourceText.checkpointStride + 1)
    var position = Position(line: 1, column: 0)
    for index in bytes.indices {
      if index % SourceText.checkpointStride == 0 { checkpoints.append(position) }
      SourceText.advance(&position, over: bytes[index])
    }
    if bytes.count % SourceText.checkpointStride == 0 { checkpoints.append(position) }
    self.checkpoints = checkpoints
  }

  private static func advance(_ position: inout Position, over byte: UInt8) {
    if byte == 0x0A {
      position.line += 1
      position.column = 0
    } else if byte & 0xC0 != 0x80 {
      // Columns count characters: every byte but UTF-8 continuation bytes starts one.
      position.column += 1
    }
  }

  /// The 1-based line and character column of a byte offset.
  public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    let end = min(max(0, offset), bytes.count)
    let checkpoint = end / SourceText.checkpointStride
    var position = checkpoints[checkpoint]
    var index = checkpoint * SourceText.checkpointStride
    while index < end {
      SourceText.advance(&position, over: bytes[index])
      index += 1
    }
    return (position.line, position.column + 1)
  }

  /// The byte offset where a 1-based line starts; `nil` past the end of the file. Starts from the
  /// nearest checkpoint before it, so locating many lines of a large file stays linear.
  func offset(ofLine line: Int) -> Int? {
    guard line >= 1, !checkpoints.isEmpty else { return nil }
    // The last checkpoint on an earlier line, or at the start of this one.
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      let position = checkpoints[middle]
      if position.line < line || (position.line == line && position.column == 0) {
        low = middle
      } else {
        high = middle - 1
      }
    }
    var index = low * SourceText.checkpointStride
    var current = checkpoints[low].line
    if current == line && checkpoints[low].column == 0 { return min(index, bytes.count) }
    while current < line {
      guard index < bytes.count, let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
      index = newline + 1
      current += 1
    }
    return index
  }

  /// The line containing `offset` (shortened around the caret when very long) and the caret's
  /// character column in the returned text.
  public func lineText(aroundOffset offset: Int) -> (text: String, caret: Int) {
    let clamped = min(max(0, offset), bytes.count)
    // Only a few hundred characters around the caret are shown, so look no further than this
    // many bytes either way: a minified 60 MB spec is one line.
    let reach = 1024
    var start = clamped
    while start > 0 && bytes[start - 1] != 0x0A && clamped - start < reach { start -= 1 }
    // Start on a character, not inside one.
    while start < clamped && bytes[start] & 0xC0 == 0x80 { start += 1 }
    var end = clamped
    while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D && end - clamped < reach {
      end += 1
    }
    while end > clamped && end < bytes.count && bytes[end] & 0xC0 == 0x80 { end -= 1 }
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
    return window(of: characters, around: position, radius: radius)
  }

  /// ``window(of:around:radius:)`` over a string already split into characters, for callers that
  /// cut many windows from one long string.
  static func window(of characters: [Character], around position: Int, radius: Int = 60) -> (
    text: String, start: Int
  ) {
    guard characters.count > radius * 2 else { return (String(characters), 0) }
    let start = max(0, min(position - radius, characters.count - radius * 2))
    let end = min(characters.count, start + radius * 2)
    // Appended one by one: `String(characters[start..<end])` went through a generic path that cost
    // as much as the whole array, for every window cut from a long string.
    var excerpt = ""
    for character in characters[start..<end] { excerpt.append(character) }
    var shift = start
    if start > 0 {
      excerpt = "…" + excerpt
      shift -= 1
    }
    if end < characters.count { excerpt += "…" }
    return (excerpt, shift)
  }
}
