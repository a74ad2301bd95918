import VFLPreviewSupport

/// One constraint in Apple's model: `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant`.
///
/// VFL strings expand into several of these (in Apple's order), an expression gives one, and
/// intrinsic content sizes add two per axis. This is the level at which diagnostics speak.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
  public var firstItem: LayoutItem
  public var firstAttribute: LayoutAttribute
  public var relation: LayoutRelation
  /// `nil` for a constant-only constraint such as `a.width >= 100`.
  public var secondItem: LayoutItem?
  /// `nil` exactly when `secondItem` is `nil`.
  public var secondAttribute: LayoutAttribute?
  public var multiplier: Double
  public var constant: Double
  public var priority: LayoutPriority
  /// Where the constraint came from, for diagnostics.
  public var source: ConstraintSource
  /// The Apple log-style description (`H:[a]-(20)-[b]`, `H:[a(100)]`, `a.width == 0.9*b.width + 5`).
  /// Generators set it; when left empty, ``description`` falls back to the equation form.
  public var appleDescription: String

  public init(
    firstItem: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
    secondItem: LayoutItem? = nil, secondAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    source: ConstraintSource = ConstraintSource(), appleDescription: String = ""
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.source = source
    self.appleDescription = appleDescription
  }

  /// The Apple log-style description; the equation form when no generator supplied one.
  public var description: String {
    appleDescription.isEmpty ? equationDescription : appleDescription
  }

  /// `a.width == 0.9*b.width + 5`, `a.left >= 10`, with ` @750` appended below required, as Apple
  /// logs constraints made with `constraintWithItem:…`.
  public var equationDescription: String {
    var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += "\(NumberFormatting.format(multiplier))*" }
      text += "\(secondItem).\(secondAttribute.rawValue)"
      if constant > 0 { text += " + \(NumberFormatting.format(constant))" }
      if constant < 0 { text += " - \(NumberFormatting.format(-constant))" }
    } else {
      text += NumberFormatting.format(constant)
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }

  /// The views this constraint relates (the canvas excluded), first item first.
  public var views: [String] {
    var names: [String] = []
    if let name = firstItem.owningViewName { names.append(name) }
    if let name = secondItem?.owningViewName, !names.contains(name) { names.append(name) }
    return names
  }
}
