import VFLPreviewSupport

/// A constraint the import writes into a spec, before views have their spec names: the
/// document's own constraints, and those UIKit and AppKit make themselves (autoresizing masks,
/// stack views, layout guides), named as the frameworks name them (`UISV-spacing`).
///
/// `first.attribute REL multiplier × second.attribute + constant @priority`.
struct IBGeneratedConstraint: Sendable, Equatable, CustomStringConvertible {
  /// Something a constraint can relate, by object id.
  enum Item: Hashable, Sendable {
    /// A view, or a layout guide drawn as a view of its own.
    case view(String)
    /// A view's layout margins guide.
    case margins(String)
    /// The screen's safe area (the root view fills the screen).
    case safeArea
    /// The screen itself, which the root view fills (`superview` of the root view).
    case canvas
  }

  struct Anchor: Hashable, Sendable {
    var item: Item
    var attribute: LayoutAttribute
    init(_ item: Item, _ attribute: LayoutAttribute) {
      self.item = item
      self.attribute = attribute
    }
  }

  var first: Anchor
  var relation: LayoutRelation
  var second: Anchor?
  var multiplier = 1.0
  var constant = 0.0
  var priority = 1000.0
  /// The document's constraint id, for constraints the document has.
  var id: String?
  /// The name UIKit or AppKit gives a constraint it makes (`UISV-spacing`, `h=--&`), or the
  /// document's `identifier`.
  var identifier: String?
  /// Where in the file what made it is: the document's `<constraint>`, or the view whose stack,
  /// grid or autoresizing mask UIKit or AppKit makes it for.
  var origin: Int?

  init(
    _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, id: String? = nil, identifier: String? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.id = id
    self.identifier = identifier
  }

  /// `'UISV-spacing' b.leading == a.trailing + 8`, with the items' ids as names: how tests and
  /// documentation show what a framework makes.
  var description: String {
    let prefix = identifier.map { "'\($0)' " } ?? ""
    return prefix + expression { item in
      switch item {
      case .view(let id): return id
      case .margins(let id): return "\(id).margins"
      case .safeArea: return "safeArea"
      case .canvas: return "superview"
      }
    }
  }

  /// The constraint as an expression, each item written by `name`: `a.leading == b.trailing + 8 @750`.
  func expression(naming name: (Item) -> String) -> String {
    var text = "\(name(first.item)).\(first.attribute.rawValue) \(relation.rawValue) "
    if let second {
      if multiplier != 1 { text += "\(NumberFormatting.format(multiplier)) * " }
      text += "\(name(second.item)).\(second.attribute.rawValue)"
      if constant > 0 { text += " + \(NumberFormatting.format(constant))" }
      if constant < 0 { text += " - \(NumberFormatting.format(-constant))" }
    } else {
      text += NumberFormatting.format(constant)
    }
    if priority < 1000 { text += " @\(NumberFormatting.format(priority))" }
    return text
  }

  /// Why the expression parser would refuse the constraint, as Apple's API refuses it; `nil`
  /// when it is one a spec can hold. The import writes only identifiers and known attributes, so
  /// what is left to check is how the attributes pair and how large the numbers are.
  var problem: String? {
    guard abs(constant) <= SpecLimits.maximumMagnitude, abs(multiplier) <= SpecLimits.maximumMagnitude else {
      return "its constant or multiplier is beyond ±1e9"
    }
    if first.item == .safeArea || first.item == .canvas { return "the screen's guides cannot be its first item" }
    if isGuide(first.item) && first.attribute.isBaseline { return "a layout guide has no baseline" }
    guard let second else {
      return first.attribute.isSize ? nil : "a position cannot equal a constant"
    }
    if isGuide(second.item) && second.attribute.isBaseline { return "a layout guide has no baseline" }
    if first.attribute.isSize != second.attribute.isSize {
      return "Invalid pairing of layout attributes: \(first.attribute.rawValue) and \(second.attribute.rawValue)"
    }
    let directional: Set<LayoutAttribute> = [.leading, .trailing]
    let absolute: Set<LayoutAttribute> = [.left, .right]
    if (directional.contains(first.attribute) && absolute.contains(second.attribute))
      || (absolute.contains(first.attribute) && directional.contains(second.attribute))
    {
      return "leading and trailing cannot be related to left and right"
    }
    if multiplier == 0 && !first.attribute.isSize { return "a position cannot have a multiplier of 0" }
    return nil
  }

  private func isGuide(_ item: Item) -> Bool {
    if case .view = item { return false }
    return true
  }

  /// The same relation with the items swapped (`a = m·b + c` is `b = a/m − c/m`), for when the
  /// first item cannot stand on the left of an expression (the screen's safe area).
  var swapped: IBGeneratedConstraint? {
    guard let second, multiplier != 0 else { return nil }
    var result = self
    result.first = second
    result.second = first
    result.multiplier = 1 / multiplier
    result.constant = -constant / multiplier
    if multiplier > 0 {
      switch relation {
      case .lessThanOrEqual: result.relation = .greaterThanOrEqual
      case .greaterThanOrEqual: result.relation = .lessThanOrEqual
      case .equal: break
      }
    }
    return result
  }
}
