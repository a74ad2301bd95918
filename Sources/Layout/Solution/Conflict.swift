/// A required constraint that was broken (dropped) because it could not be satisfied together with
/// earlier required constraints, as Apple's "Unable to simultaneously satisfy constraints".
public struct Conflict: Sendable {
  /// The constraint that was dropped.
  public var broken: LayoutConstraint
  /// A minimal set of earlier required constraints it conflicts with: together with `broken` they
  /// cannot all hold, and removing any one of them resolves the conflict.
  public var conflicting: [LayoutConstraint]

  public init(broken: LayoutConstraint, conflicting: [LayoutConstraint]) {
    self.broken = broken
    self.conflicting = conflicting
  }

  /// The views involved, in first-mention order.
  public var views: [String] {
    var names: [String] = []
    for constraint in [broken] + conflicting {
      for name in constraint.views where !names.contains(name) { names.append(name) }
    }
    return names
  }
}
