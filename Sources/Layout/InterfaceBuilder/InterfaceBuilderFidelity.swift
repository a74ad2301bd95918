/// How the solved frames of an imported scene compare with the frames Interface Builder saved,
/// view by view: each in its superview's coordinates, as Interface Builder saves them (so a
/// superview that moved does not make every view inside it differ).
public struct InterfaceBuilderFidelity: Sendable {
  /// One view's saved and solved frames, relative to its superview.
  public struct Comparison: Sendable {
    /// The view's spec name and object id.
    public var view: String
    public var id: String?
    public var saved: Frame
    public var solved: Frame
    /// Neither the view nor an ancestor is flagged misplaced or ambiguous.
    public var isTrusted: Bool
    /// Placed by its autoresizing mask rather than by constraints.
    public var isAutoresizing: Bool
    /// The largest difference of x, y, width and height, in points.
    public var difference: Double {
      max(
        abs(saved.x - solved.x), abs(saved.y - solved.y), abs(saved.width - solved.width),
        abs(saved.height - solved.height))
    }
  }

  /// Every view but the root (which fills the canvas), in spec order.
  public var comparisons: [Comparison]

  /// Compares the saved frames of `scene` with `solution`, a solve of `scene.spec`.
  public init(scene: ImportedScene, solution: Solution) {
    var comparisons: [Comparison] = []
    for view in scene.spec.views where !view.isGuide {
      guard let parent = view.parent, let saved = scene.savedFrames[view.name],
        let solved = solution.frames[view.name], let savedParent = scene.savedFrames[parent],
        let solvedParent = solution.frames[parent]
      else { continue }
      // The superview's frame origin: its alignment rectangle's, less its insets.
      let insets = scene.alignmentInsets[parent] ?? .zero
      func relative(_ frame: Frame, to parent: Frame) -> Frame {
        Frame(
          x: frame.x - (parent.x - insets.leading), y: frame.y - (parent.y - insets.top), width: frame.width,
          height: frame.height)
      }
      comparisons.append(Comparison(
        view: view.name, id: view.id, saved: relative(saved, to: savedParent),
        solved: relative(solved, to: solvedParent), isTrusted: scene.trustedViews.contains(view.name),
        isAutoresizing: scene.autoresizingViews.contains(view.name)))
    }
    self.comparisons = comparisons
  }

  /// The trusted views whose solved frame is within `tolerance` points of the saved one, and the
  /// number of trusted views.
  public func matches(tolerance: Double = 1) -> (matching: Int, trusted: Int) {
    let trusted = comparisons.filter(\.isTrusted)
    return (trusted.filter { $0.difference <= tolerance }.count, trusted.count)
  }
}
