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
  /// Frames outside the canvas or of negative size, and labels compressed or truncated, in spec
  /// order, then the spec's strings that make no constraint: found once, for the command line, the
  /// JSON and the legend.
  public var warnings: [LayoutWarning]
  /// The frame of every layout guide a constraint uses, and of the canvas's safe area when the
  /// spec gives one: the owner's frame inset by the guide's insets.
  public var guides: [LayoutGuide: Frame] = [:]
  /// Views declared as layout guides (`"guide": true`): drawn as outlines, never as boxes.
  public var guideViews: Set<String> = []
  /// What the picture calls each view that has a `title`.
  public var titles: [String: String] = [:]
  /// The document identifier of each view that has an `id` (an imported view's object id).
  public var ids: [String: String] = [:]

  /// - Parameter labels: what each view with a label needs, for the label warnings.
  public init(
    canvas: Size, viewNames: [String], frames: [String: Frame], parents: [String: String],
    constraints: [LayoutConstraint], conflicts: [Conflict], ambiguities: [Ambiguity],
    labels: [String: LabelNeeds] = [:]
  ) {
    self.canvas = canvas
    self.viewNames = viewNames
    self.frames = frames
    self.parents = parents
    self.constraints = constraints
    self.conflicts = conflicts
    self.ambiguities = ambiguities
    self.warnings = Self.warnings(canvas: canvas, viewNames: viewNames, frames: frames, labels: labels)
  }

  /// What the picture and reports call a view: its title, else its name.
  public func displayName(of name: String) -> String { titles[name] ?? name }

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
