import Layout

/// A scene's warnings (conflicts, ambiguity, frames off the screen) located in the document, as
/// the import's own are: `Main.storyboard:42:29:` at the `<constraint>` or the view's element,
/// with that line of XML and a caret under the element, never the spec's entries, which the user
/// never saw. A constraint is named by its document id (`[id: Stk-tp-001]`).
extension InterfaceBuilderDocument {
  /// The warnings of a solve of `spec` (one of this document's scenes), each prefixed with the
  /// scene's name when several are reported together.
  func diagnostics(
    for spec: LayoutSpec, solution: Solution, scene: String?, fileName: String? = nil
  ) -> [Diagnostic] {
    WarningReport(fileName: fileName ?? name, spec: spec, source: source).diagnostics(for: solution)
      .map { located($0, scene: scene) }
  }

  /// A diagnostic of the scene's spec, at the document's line: the line of XML under it, and the
  /// spec's own location (`constraints[3]: `, `views.title: `) left out of the message.
  func located(_ diagnostic: Diagnostic, scene: String?) -> Diagnostic {
    var located = diagnostic
    located.message = Self.withoutSpecLocation(diagnostic.message)
    located.highlightLength = 1
    if let line = diagnostic.line, let column = diagnostic.column, let text = source.line(line, column: column) {
      located.snippet = text.text
      located.caret = text.caret
    } else {
      located.snippet = nil
      located.caret = nil
    }
    if let scene { located.message = "\(scene): " + located.message }
    return located
  }

  /// `constraints[3]: conflicts with …` → `conflicts with …`; `views.title: …` → `…`.
  static func withoutSpecLocation(_ message: String) -> String {
    for prefix in ["constraints[", "views."] where message.hasPrefix(prefix) {
      guard let end = message.firstRange(of: ": ") else { break }
      let location = message[message.startIndex..<end.lowerBound]
      // A spec location is one word: `constraints[12]`, `views.label2`.
      guard !location.contains(" ") else { break }
      return String(message[end.upperBound...])
    }
    return message
  }
}
