/// One constraint as a console log describes it, in either of Apple's forms, reduced to Apple's model
/// `first.attribute REL multiplier × second.attribute + constant` with the parts a log adds: the
/// constraint's class and address, its identifier, an autoresizing mask, its state and what `|`
/// stands for.
public struct LogConstraint: Hashable, Sendable {
  /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `_UILayoutSupportConstraint`, …
  public var className: String
  /// The constraint's address: its identity in the log and in the imported spec's `id`.
  public var address: String
  /// The quoted identifier before the body (`UIView-Encapsulated-Layout-Width`, `UISV-spacing`).
  public var identifier: String?
  /// An autoresizing mask as printed (`h=--&`, `v=-&-`): left margin, size, right margin, each
  /// `-` fixed or `&` flexible.
  public var mask: String?
  public var firstItem: LogItem
  /// The attribute as printed (`leading`, `leadingMargin`, `centerXWithinMargins`, `width`); the
  /// frame attributes of autoresizing constraints (`minX`, `midY`) as the attributes they are
  /// (`left`, `centerY`).
  public var firstAttribute: String
  public var relation: LayoutRelation
  public var secondItem: LogItem?
  /// The second item's attribute; without a second item, the superview's attribute a constant
  /// alone is measured from, when it is not the first attribute's own (an autoresizing `midY == 70`
  /// is `centerY == superview.top + 70`).
  public var secondAttribute: String?
  public var multiplier: Double
  public var constant: Double
  public var priority: Double
  /// `false` for `(inactive)`; `nil` when the log does not say (older logs).
  public var isActive: Bool?
  /// The description as printed, between `<` and `>`.
  public var text: String
  /// Where the description starts: 1-based line and column in the log.
  public var line: Int
  public var column: Int
  /// Where the description starts in ``ConsoleLog/text``, in UTF-8 bytes.
  public var offset: Int

  public init(
    className: String, address: String, identifier: String? = nil, mask: String? = nil,
    firstItem: LogItem, firstAttribute: String, relation: LayoutRelation, secondItem: LogItem? = nil,
    secondAttribute: String? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: Double = 1000, isActive: Bool? = nil, text: String = "", line: Int = 1, column: Int = 1,
    offset: Int = 0
  ) {
    self.className = className
    self.address = address
    self.identifier = identifier
    self.mask = mask
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.isActive = isActive
    self.text = text
    self.line = line
    self.column = column
    self.offset = offset
  }
}
