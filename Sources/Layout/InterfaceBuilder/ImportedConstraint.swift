/// One `<constraint>` of an imported document as the document states it, by the object ids of
/// what it relates (after its size-class variations are applied): what a review of two versions
/// of a document compares, constraint by constraint.
///
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant @priority`
public struct ImportedConstraint: Sendable, Equatable {
  /// The constraint's object id (`id="Q4l-GC-1vN"`), which its spec entry keeps as its `id`.
  public var id: String
  /// The first item's object id: a view or a layout guide (the view the constraint is installed
  /// on when the document leaves it out, as Interface Builder does).
  public var firstItem: String
  /// Interface Builder's attribute name: `leading`, `topMargin`, `firstBaseline`, `baseline`.
  public var firstAttribute: String
  public var relation: LayoutRelation
  public var secondItem: String?
  public var secondAttribute: String?
  public var multiplier: Double
  public var constant: Double
  /// 1 to 1000; 1000 is required.
  public var priority: Double
  /// The constraint's `identifier`, as a console log shows it.
  public var identifier: String?
  /// 1-based line and column of the `<constraint>` element.
  public var line: Int
  public var column: Int

  public init(
    id: String, firstItem: String, firstAttribute: String, relation: LayoutRelation,
    secondItem: String? = nil, secondAttribute: String? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, identifier: String? = nil, line: Int = 0,
    column: Int = 0
  ) {
    self.id = id
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.line = line
    self.column = column
  }
}
