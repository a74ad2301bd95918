/// The result of solving a spec: absolute frames, every constraint that took part (with where it
/// came from), and what the analysis found wrong.
public struct Solution: Sendable {
  public var canvas: Size
  /// View names in spec order.
  public var viewNames: [String]
  /// The solved frame of every view.
  public var frames: [String: Frame]
  /// Each view's parent (`nil` for views on the canvas).
  public var parents: [String: String]
  /// Every constraint, in the order it was added: the spec's, expanded, then intrinsic sizes.
  public var constraints: [LayoutConstraint]
  /// Required constraints that could not be satisfied, each with a minimal set it conflicts with.
  public var conflicts: [Conflict]
  /// Views whose frame is not uniquely determined.
  public var ambiguities: [Ambiguity]

  public init(
    canvas: Size, viewNames: [String], frames: [String: Frame], parents: [String: String],
    constraints: [LayoutConstraint], conflicts: [Conflict], ambiguities: [Ambiguity]
  ) {
    self.canvas = canvas
    self.viewNames = viewNames
    self.frames = frames
    self.parents = parents
    self.constraints = constraints
    self.conflicts = conflicts
    self.ambiguities = ambiguities
  }

  /// The views from the root down: every parent comes before its children, siblings in spec order.
  public var drawingOrder: [String] {
    var children: [String: [String]] = [:]
    var roots: [String] = []
    for name in viewNames {
      if let parent = parents[name] { children[parent, default: []].append(name) } else {
        roots.append(name)
      }
    }
    var order: [String] = []
    order.reserveCapacity(viewNames.count)
    var stack = roots.reversed() as [String]
    while let name = stack.popLast() {
      order.append(name)
      stack.append(contentsOf: (children[name] ?? []).reversed())
    }
    return order
  }
}

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

/// A view whose frame is not uniquely determined, with the attributes that are free and why.
public struct Ambiguity: Sendable {
  public enum Attribute: String, Sendable, CaseIterable, Comparable {
    case x, y, width, height

    public static func < (lhs: Attribute, rhs: Attribute) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  public var view: String
  public var attributes: [Attribute]
  /// One sentence per cause, for people: "nothing determines its x position", …
  public var reasons: [String]
  /// Equal-priority optional constraints that compete, when that is the cause.
  public var competing: [LayoutConstraint]

  public init(
    view: String, attributes: [Attribute], reasons: [String], competing: [LayoutConstraint] = []
  ) {
    self.view = view
    self.attributes = attributes
    self.reasons = reasons
    self.competing = competing
  }
}
