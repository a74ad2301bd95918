/// A compiler-style message about a spec: `spec.json:12:7: error: …`, the offending text, and a
/// caret line under the exact place.
public struct Diagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable {
    case error, warning, note
  }

  /// What a diagnostic about no particular file is reported against: `vfl-preview: error: …`.
  public static let toolName = "vfl-preview"

  public var severity: Severity
  /// The file as the user named it (`spec.json`, or `<stdin>`), or ``toolName``.
  public var fileName: String
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
    severity: Severity, fileName: String, line: Int? = nil, column: Int? = nil, message: String,
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

  /// The diagnostic as printed on standard error.
  public var rendered: String {
    var location = fileName
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    var text = "\(location): \(severity.rawValue): \(Diagnostic.shortened(message))\n"
    if let snippet {
      text += "    \(snippet)\n"
      if let caret {
        text += "    " + String(repeating: " ", count: max(0, caret)) + "^"
          + String(repeating: "~", count: max(0, highlightLength - 1)) + "\n"
      }
    }
    for note in notes { text += "note: \(Diagnostic.shortened(note))\n" }
    return text
  }

  /// Messages quote what the user wrote (an unknown key, a view name), which can be a megabyte
  /// long; past this many characters the middle is left out.
  static let maximumMessageLength = 600

  static func shortened(_ message: String) -> String {
    guard message.count > maximumMessageLength else { return message }
    let half = maximumMessageLength / 2
    return "\(message.prefix(half))…\(message.suffix(half))"
  }
}
