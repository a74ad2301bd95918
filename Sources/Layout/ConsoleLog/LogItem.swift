/// One object a console log names: `UILabel:0x7fb1c8d0a2e0'Title'`, `Trust.BrowserNavigationBar:0x…`,
/// `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`.
public struct LogItem: Hashable, Sendable {
  /// The class as printed, module prefix included (`Trust.BrowserNavigationBar`).
  public var className: String
  /// The object's address (`0x7fb1c8d0a2e0`): what identifies it across the log.
  public var address: String
  /// The quoted text after the address: a label's text, an accessibility identifier, or a guide's
  /// identifier (`UIViewLayoutMarginsGuide`).
  public var text: String?

  public init(className: String, address: String, text: String? = nil) {
    self.className = className
    self.address = address
    self.text = text
  }

  /// The class without its module (`BrowserNavigationBar`); a mangled Swift class name
  /// (`_TtGC10ModuleName16RefinedStackViewCSo6UIView_`) by its longest identifier after the module
  /// (`RefinedStackView`).
  public var shortClassName: String {
    if className.hasPrefix("_Tt"), let name = Self.demangledName(className) { return name }
    return className.split(separator: ".").last.map(String.init) ?? className
  }

  /// The identifiers of a mangled name are written with their length first (`16RefinedStackView`).
  static func demangledName(_ mangled: String) -> String? {
    var identifiers: [String] = []
    let characters = Array(mangled)
    var index = 3
    while index < characters.count {
      guard characters[index].isASCII, characters[index].isNumber else {
        index += 1
        continue
      }
      var length = 0
      while index < characters.count, characters[index].isASCII, let digit = characters[index].wholeNumberValue {
        length = length * 10 + digit
        index += 1
      }
      guard length > 0, index + length <= characters.count else { break }
      let identifier = String(characters[index..<(index + length)])
      if identifier.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { identifiers.append(identifier) }
      index += length
    }
    let candidates = identifiers.count > 1 ? Array(identifiers.dropFirst()) : identifiers
    return candidates.max { $0.count < $1.count }
  }

  /// A layout guide or spacer rather than a view: an empty rectangle with no content.
  public var isLayoutGuide: Bool {
    let name = shortClassName
    return name.hasSuffix("LayoutGuide") || name.hasSuffix("LayoutSpacer")
  }

  /// What the picture calls the item: the class and its quoted text, `UILabel 'Title'`.
  public var title: String {
    guard let text, !text.isEmpty else { return shortClassName }
    return "\(shortClassName) '\(text)'"
  }
}
