/// The text of a log as pasted: its encoding, its line breaks, and what pasting it through a web
/// page or a word processor did to it.
extension ConsoleLog {
  /// The bytes of a log file as text: UTF-8 (with or without a byte order mark), or UTF-16 with
  /// its byte order mark, little or big endian, as Windows tools save a log. Bytes that are not
  /// valid become U+FFFD.
  public static func text(decoding bytes: [UInt8]) -> String {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let bigEndian = bytes[0] == 0xFE
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var index = 2
      while index + 1 < bytes.count {
        let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        units.append(UInt16(high) << 8 | UInt16(low))
        index += 2
      }
      // An odd byte at the end is half a character.
      if index < bytes.count { units.append(0xFFFD) }
      return String(decoding: units, as: UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
    return String(decoding: body, as: UTF8.self)
  }

  /// The lines of `text` and where each starts (UTF-8 offset), split at `\n`, `\r\n` or a lone `\r`
  /// (old Mac tools): Swift reads `\r\n` as one character, which a split on `"\n"` never finds.
  static func lines(of text: String) -> [(line: Substring, offset: Int)] {
    var result: [(line: Substring, offset: Int)] = []
    let bytes = text.utf8
    var lineStart = bytes.startIndex
    var startOffset = 0
    var offset = 0
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      guard byte == 0x0A || byte == 0x0D else {
        index = bytes.index(after: index)
        offset += 1
        continue
      }
      result.append((text[lineStart..<index], startOffset))
      var next = bytes.index(after: index)
      offset += 1
      if byte == 0x0D, next != bytes.endIndex, bytes[next] == 0x0A {
        next = bytes.index(after: next)
        offset += 1
      }
      index = next
      lineStart = next
      startOffset = offset
    }
    result.append((text[lineStart..<bytes.endIndex], startOffset))
    return result
  }

  /// Typographic quotes (a blog's or a word processor's) as the ASCII ones Apple prints.
  static func straighteningQuotes(_ text: String) -> String {
    // U+2018, U+2019, U+201C and U+201D are E2 80 98/99/9C/9D in UTF-8: a byte scan finds them
    // without walking the text's characters.
    let bytes = text.utf8
    var found = false
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in bytes {
      if previous == (0xE2, 0x80), byte == 0x98 || byte == 0x99 || byte == 0x9C || byte == 0x9D {
        found = true
        break
      }
      previous = (previous.1, byte)
    }
    guard found else { return text }
    return String(text.map { character -> Character in
      switch character {
      case "‘", "’": return "'"
      case "“", "”": return "\""
      default: return character
      }
    })
  }

  /// A description pasted as Markdown (`\<NSLayoutConstraint:0x… H:|-(16)-\[UIImageView:0x…\]\>`),
  /// with the backslashes Markdown puts before punctuation taken out: `\[` is `[`, `\_` is `_`,
  /// `\*` is `*`, `\\` is `\`.
  static func unescapingMarkdown(_ text: Substring) -> String {
    guard text.contains("\\") else { return String(text) }
    var result = ""
    var escaped = false
    for character in text {
      if !escaped, character == "\\" {
        escaped = true
        continue
      }
      if escaped, !(character.isASCII && character.isPunctuationOrSymbol) { result.append("\\") }
      escaped = false
      result.append(character)
    }
    if escaped { result.append("\\") }
    return result
  }
}

extension Character {
  /// ASCII punctuation as CommonMark counts it: what a backslash may escape.
  fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
