import VFLPreviewSupport

/// A compiler-style message about a spec: `spec.json:12:7: error: …`, the offending text, and a
/// caret line under the exact place.
public struct Diagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable {
    case error, warning, note
  }

  public var severity: Severity
  /// The file as the user named it (`spec.json`, or `<stdin>`); `nil` for a diagnostic about no
  /// particular file, which a program reports against its own name (`vfl-preview: error: …`).
  public var fileName: String?
  /// 1-based line and column (in characters), when known.
  public var line: Int?
  public var column: Int?
  public var message: String
  /// The text to show under the message (a source line or a constraint string) and the 0-based
  /// character column of the caret in it.
  public var snippet: String?
  public var caret: Int?
  /// How many characters from the caret on belong to the highlighted span (`^~~~`).
  public var highlightLength: Int
  /// Lines printed after the snippet (`note: did you mean 'width'?`).
  public var notes: [String]

  public init(
    severity: Severity, fileName: String?, line: Int? = nil, column: Int? = nil, message: String,
    snippet: String? = nil, caret: Int? = nil, highlightLength: Int = 1, notes: [String] = []
  ) {
    self.severity = severity
    self.fileName = fileName
    self.line = line
    self.column = column
    self.message = message
    self.snippet = snippet
    self.caret = caret
    self.highlightLength = highlightLength
    self.notes = notes
  }

  /// The diagnostic as printed on standard error: `spec.json:3:7: error: …`, or `error: …` when
  /// it is about no particular file.
  public var rendered: String {
    let escape = Diagnostic.escapingControlCharacters
    var text = ""
    if let fileName {
      // A path's bytes that are not UTF-8 as `\xE9`, the user's own text below as it is.
      text = escape(FileSystemName.displayed(fileName))
      if let line {
        text += ":\(line)"
        if let column { text += ":\(column)" }
      }
      text += ": "
    }
    text += "\(severity.rawValue): \(escape(Diagnostic.shortened(message)))\n"
    if let snippet {
      text += "    \(escape(snippet))\n"
      if let caret {
        // The caret and the underline are measured in the escaped text, so they stay under
        // the characters they point at.
        let characters = Array(snippet)
        let start = min(max(0, caret), characters.count)
        let end = min(start + max(1, highlightLength), characters.count)
        let column = escape(String(characters[..<start])).count
        let width = max(1, escape(String(characters[start..<end])).count)
        text += "    " + String(repeating: " ", count: column) + "^"
          + String(repeating: "~", count: width - 1) + "\n"
      }
    }
    for note in notes { text += "note: \(escape(Diagnostic.shortened(note)))\n" }
    return text
  }

  /// Messages quote what the user wrote (an unknown key, a view name), which can be a megabyte
  /// long; past this many characters the middle is left out.
  static let maximumMessageLength = 600

  /// Input text (names, strings, keys) with control characters shown as `\u{1B}`, so that a name
  /// like `"\u001b[2J"` cannot clear the user's terminal or a CI log viewer. The 256 code points
  /// that stand for a file name's raw bytes (``FileSystemName``: U+10FF00 to U+10FFFF, private use
  /// and unprintable) are shown the same way, so that a key written as `"\uDBFF\uDFFF"` is
  /// printed as `\u{10FFFF}`, not mistaken for the byte `\xFF` of a path.
  package static func escapingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value >= 0x10FF00
  }

  static func shortened(_ message: String) -> String {
    guard message.count > maximumMessageLength else { return message }
    let half = maximumMessageLength / 2
    return "\(message.prefix(half))…\(message.suffix(half))"
  }
}
