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

  /// The class without its module (`BrowserNavigationBar`).
  public var shortClassName: String {
    className.split(separator: ".").last.map(String.init) ?? className
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
