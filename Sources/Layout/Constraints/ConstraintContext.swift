/// What a constraint parser needs to know about the spec: the declared views and their parents, the
/// metrics, the standard spacings and the layout direction.
public struct ConstraintContext: Sendable {
  /// Every declared view mapped to its parent (`.canvas` for top-level views).
  public var parents: [String: LayoutItem]
  /// Named constants. VFL looks metrics up before views, as Apple does.
  public var metrics: [String: Double]
  /// The standard space between sibling views (`-` in VFL). Apple's documented value is 8.
  public var standardSpacing: Double
  /// The standard space between a view and its superview (`|-` in VFL). Apple's documented value is 20.
  public var superviewSpacing: Double

  public init(
    parents: [String: LayoutItem] = [:], metrics: [String: Double] = [:],
    standardSpacing: Double = 8, superviewSpacing: Double = 20
  ) {
    self.parents = parents
    self.metrics = metrics
    self.standardSpacing = standardSpacing
    self.superviewSpacing = superviewSpacing
  }

  /// `true` when `name` is a declared view.
  public func isView(_ name: String) -> Bool { parents[name] != nil }

  /// The parent of a view, `nil` when the name is not declared.
  public func parent(of name: String) -> LayoutItem? { parents[name] }
}
