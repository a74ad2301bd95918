/// Recognises strings that are not expressions at all but another notation users paste by habit:
/// an Objective-C message (`[view1 setLeft:20]`) or a Visual Format Language string (`H:|-[a]-|`).
/// Saying so beats a confusing message about an unexpected `[`.
enum ExpressionForeignSyntax {
  /// Throws when the meaningful part, `characters[start..<limit]`, is in a foreign notation.
  static func check(_ characters: [Character], from start: Int, to limit: Int) throws(ExpressionError)
  {
    let text = characters[start..<limit]
    let first = characters[start]
    if first == "[" {
      if let suggestion = objectiveCMessage(text) {
        throw ExpressionError.objectiveCMessage(at: start, suggestion: suggestion.rewrite)
      }
      throw ExpressionError.visualFormat(at: start)
    }
    if first == "|" { throw ExpressionError.visualFormat(at: start) }
    if text.count >= 2, first == "H" || first == "V", text.dropFirst().first == ":" {
      throw ExpressionError.visualFormat(at: start)
    }
  }

  /// A recognised `[receiver selector…]`.
  private struct Message {
    /// The equivalent expression, for `[view setLeft:20]`.
    var rewrite: String?
  }

  private static func objectiveCMessage(_ text: ArraySlice<Character>) -> Message? {
    // "[ receiver selector" with at least one space between two names.
    let inner = text.dropFirst().drop(while: \.isWhitespace)
    // The receiver may be a key path: [self.view setNeedsLayout].
    let receiver = String(inner.prefix(while: { isNameCharacter($0) || $0 == "." }))
    guard !receiver.isEmpty else { return nil }
    let afterReceiver = inner.dropFirst(receiver.count)
    guard afterReceiver.first?.isWhitespace == true else { return nil }
    let selectorPart = afterReceiver.drop(while: \.isWhitespace)
    let selector = String(selectorPart.prefix(while: isNameCharacter))
    guard !selector.isEmpty else { return nil }
    let afterSelector = selectorPart.dropFirst(selector.count)
    // `[view1 setLeft:20]`: a setter named after an attribute, with one argument.
    guard afterSelector.first == ":", selector.hasPrefix("set"),
      let attribute = LayoutAttribute(caseInsensitiveName: String(selector.dropFirst(3))),
      let close = afterSelector.firstIndex(of: "]")
    else { return Message() }
    let argument = String(afterSelector[afterSelector.index(after: afterSelector.startIndex)..<close])
      .trimmingWhitespace()
    guard !argument.isEmpty else { return Message() }
    return Message(rewrite: "\(receiver).\(attribute.rawValue) = \(argument)")
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "_")
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
