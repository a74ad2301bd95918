import Layout

/// Views whose solved frame is not the frame their document saved (an imported Interface Builder
/// document's `<rect key="frame">`, kept as ``ViewSpec/savedFrame``): Xcode's canvas marks such a
/// view misplaced, and so does the picture, with a dashed outline where the document saved it and a
/// legend entry naming the view and how far apart the two are.
enum MisplacedViews {
  /// One view whose saved and solved frames differ by more than ``tolerance`` on some edge.
  struct View: Equatable {
    var name: String
    /// The saved frame in canvas coordinates: the saved offset from the parent's solved frame, so
    /// that a view inside a misplaced container shows only its own difference.
    var saved: Frame
    var solved: Frame
    /// Whether the document's editor flagged it `misplaced`.
    var isFlagged: Bool
  }

  /// At most this many views are outlined and listed one by one; the rest share one legend entry.
  static let outlined = 12

  /// A difference of up to a point is rounding in the document's numbers or a font's metrics.
  static let tolerance = 1.0

  /// The spec's views whose saved frame differs from the solution's, in the spec's order.
  static func views(in spec: LayoutSpec, solution: Solution) -> [View] {
    var found: [View] = []
    for view in spec.views {
      guard let relative = view.savedFrame, let solved = solution.frames[view.name] else { continue }
      var originX = 0.0
      var originY = 0.0
      if let parent = view.parent {
        guard let parentFrame = solution.frames[parent] else { continue }
        originX = parentFrame.x
        originY = parentFrame.y
      }
      let saved = Frame(x: originX + relative.x, y: originY + relative.y, width: relative.width, height: relative.height)
      let differences = [saved.x - solved.x, saved.y - solved.y, saved.maxX - solved.maxX, saved.maxY - solved.maxY]
      guard differences.contains(where: { abs($0) > tolerance }) else { continue }
      found.append(View(name: view.name, saved: saved, solved: solved, isFlagged: view.isMisplaced))
    }
    return found
  }

  /// How the saved frame differs, in words: `saved 30 pt lower: y 163, not 133`.
  static func difference(_ view: View) -> String {
    let saved = view.saved
    let solved = view.solved
    var moves: [String] = []
    var values: [String] = []
    func compare(_ name: String, _ savedValue: Double, _ solvedValue: Double, more: String, less: String) {
      let delta = savedValue - solvedValue
      guard abs(delta) > tolerance else { return }
      moves.append("\(SceneContext.dimension(abs(delta))) pt \(delta > 0 ? more : less)")
      values.append("\(name) \(SceneContext.dimension(savedValue)), not \(SceneContext.dimension(solvedValue))")
    }
    compare("x", saved.x, solved.x, more: "right", less: "left")
    compare("y", saved.y, solved.y, more: "lower", less: "higher")
    compare("width", saved.width, solved.width, more: "wider", less: "narrower")
    compare("height", saved.height, solved.height, more: "taller", less: "shorter")
    if moves.isEmpty {
      // Only the far edges moved, each by less than a point on its own measure.
      return "saved at x \(SceneContext.dimension(saved.x)), y \(SceneContext.dimension(saved.y)), "
        + "\(SceneContext.dimension(saved.width)) × \(SceneContext.dimension(saved.height))"
    }
    return "saved " + moves.joined(separator: ", ") + ": " + values.joined(separator: "; ")
  }
}
