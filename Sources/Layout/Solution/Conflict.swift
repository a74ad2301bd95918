/// A required constraint that was broken (dropped) because it could not be satisfied together with
/// earlier required constraints, as Apple's "Unable to simultaneously satisfy constraints".
public struct Conflict: Sendable {
  /// The constraint that was dropped.
  public var broken: LayoutConstraint
  /// A minimal set of earlier required constraints it conflicts with: together with `broken` they
  /// cannot all hold, and removing any one of them resolves the conflict.
  public var conflicting: [LayoutConstraint]
  /// `false` when the explanation limit was reached before this conflict: `conflicting` is empty.
  public var isExplained: Bool

  public init(broken: LayoutConstraint, conflicting: [LayoutConstraint], isExplained: Bool = true) {
    self.broken = broken
    self.conflicting = conflicting
    self.isExplained = isExplained
  }

  /// The views involved, in first-mention order.
  public var views: [String] {
    // A set beside the list: a conflict with a chain of thousands of views searched the list for each.
    var names: [String] = []
    var seen: Set<String> = []
    for constraint in [broken] + conflicting {
      for name in constraint.views where seen.insert(name).inserted { names.append(name) }
    }
    return names
  }

  /// How many of the conflicting constraints (and of the views) a report lists at most: a conflict
  /// with a whole chain is printed with its first ones and the count, so that a thousand pins against
  /// one chain of a thousand views do not print a million lines.
  public static let maximumListed = 20
}
