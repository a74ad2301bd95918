/// Breaks a label's text into lines as UILabel's word wrapping does, measuring with the same
/// function that draws, so that the lines a label is measured as are the lines it is drawn as.
///
/// - Paragraphs end at newlines (`\n`, `\r\n`, U+2028, U+2029).
/// - A line may break after a run of spaces, and before or after any Han, Hiragana, Katakana or
///   Hangul character (those scripts do not separate words with spaces). The spaces at a break are
///   dropped.
/// - Greedy: each line takes as many words as fit `width`; a word wider than a whole line is broken
///   between characters, as `byWordWrapping` does.
/// - With a limit of `maximumLines` (0 is none) the last line takes the rest of the text and is
///   truncated at its end with "…", as UILabel's `byTruncatingTail`.
public struct LineBreaker {
  /// The advance width of a string, in the unit of `width`.
  public var measure: (String) -> Double

  public init(measure: @escaping (String) -> Double) {
    self.measure = measure
  }

  /// The lines of `text` at most `width` wide (`nil`: break only at newlines).
  public func lines(of text: String, width: Double?, maximumLines: Int = 0) -> [WrappedLine] {
    var result: [WrappedLine] = []
    for paragraph in Self.paragraphs(of: text) {
      let broken = width.map { wrap(paragraph, width: $0) } ?? [paragraph]
      for (index, line) in broken.enumerated() {
        result.append(WrappedLine(text: line, endsParagraph: index == broken.count - 1))
      }
    }
    guard maximumLines > 0, result.count > maximumLines else { return result }
    // The last line shown holds everything from its start on, joined by spaces, cut with "…".
    var rest = result[(maximumLines - 1)...].map(\.text).joined(separator: " ")
    rest = rest.trimmingSpaces()
    var lines = Array(result.prefix(maximumLines - 1))
    let last = width.map { measure(rest) <= $0 ? rest : truncate(rest, to: $0) } ?? rest
    lines.append(WrappedLine(text: last, endsParagraph: true, isTruncated: last != rest))
    return lines
  }

  /// The longest prefix of `text` (whole characters, trailing spaces dropped) followed by "…" that
  /// fits `width`; "…" alone when no prefix does. Widths grow with the prefix, so it is found by
  /// bisection.
  public func truncate(_ text: String, to width: Double) -> String {
    let characters = Array(text)
    var fits = 0
    var tooLong = characters.count + 1
    while tooLong - fits > 1 {
      let middle = (fits + tooLong) / 2
      let candidate = String(characters[..<min(middle, characters.count)]).trimmingSpaces() + "…"
      if measure(candidate) <= width {
        fits = middle
      } else {
        tooLong = middle
      }
    }
    let prefix = String(characters[..<min(fits, characters.count)]).trimmingSpaces()
    return prefix + "…"
  }

  static func paragraphs(of text: String) -> [String] {
    var paragraphs: [String] = []
    var current = ""
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}"
        || character == "\u{2029}"
      {
        paragraphs.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    paragraphs.append(current)
    return paragraphs
  }

  /// Greedy word wrapping of one paragraph.
  private func wrap(_ paragraph: String, width: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    for token in Self.tokens(of: paragraph) {
      let candidate = line + token
      if measure(candidate.trimmingSpaces()) <= width {
        line = candidate
        continue
      }
      if !line.trimmingSpaces().isEmpty { lines.append(line.trimmingSpaces()) }
      line = ""
      if measure(token.trimmingSpaces()) <= width {
        line = token
        continue
      }
      // A word wider than the line: as many characters as fit on each line.
      for character in token {
        let longer = line + String(character)
        if measure(longer.trimmingSpaces()) <= width || line.trimmingSpaces().isEmpty {
          line = longer
        } else {
          lines.append(line.trimmingSpaces())
          line = String(character)
        }
      }
    }
    if !line.trimmingSpaces().isEmpty || lines.isEmpty { lines.append(line.trimmingSpaces()) }
    return lines
  }

  /// Words with their trailing spaces; each Han, kana or Hangul character is a word of its own.
  static func tokens(of paragraph: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var inSpaces = false
    for character in paragraph {
      // Closing punctuation and small kana never start a line (kinsoku): they stay with the
      // character before them.
      if current.isEmpty, !inSpaces, let last = tokens.indices.last, isNoBreakBefore(character) {
        tokens[last].append(character)
        continue
      }
      if character == " " || character == "\t" {
        current.append(character)
        inSpaces = true
        continue
      }
      if inSpaces || isIdeographic(character) {
        if !current.isEmpty { tokens.append(current) }
        current = ""
        inSpaces = false
      }
      current.append(character)
      if isIdeographic(character) {
        tokens.append(current)
        current = ""
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// Characters a line may not start with in Japanese and Chinese: closing brackets and
  /// punctuation, the prolonged sound mark, iteration marks and small kana.
  static func isNoBreakBefore(_ character: Character) -> Bool {
    "、。，．・：；？！ー）」』】〕〉》〙〗〟’”ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々ゝゞヽヾ)!?,.:;"
      .contains(character)
  }

  /// Characters of scripts written without spaces, where a line may break on either side.
  static func isIdeographic(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    switch value {
    case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
      0xF900...0xFAFF, 0x20000...0x3FFFF:
      return true
    default:
      return false
    }
  }
}

fileprivate extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
