import Layout

/// Where the solution put things, in canvas points: frames of views and guides, the position of
/// an attribute, which view contains which, and whether a constraint holds. Pure functions of the
/// solution, read by every pass.
struct SceneGeometry {
  let solution: Solution
  let layoutDirection: LayoutSpec.LayoutDirection
  /// The canvas: the root view, at the origin.
  let canvasRect: Rect

  init(solution: Solution, layoutDirection: LayoutSpec.LayoutDirection) {
    self.solution = solution
    self.layoutDirection = layoutDirection
    canvasRect = Rect(x: 0, y: 0, width: solution.canvas.width, height: solution.canvas.height)
  }

  /// A frame as the rectangle it spans: a negative size is drawn as that rectangle, hatched, and
  /// reported in the legend.
  static func rect(of frame: Frame) -> Rect {
    Rect(
      x: min(frame.x, frame.maxX), y: min(frame.y, frame.maxY), width: abs(frame.width),
      height: abs(frame.height))
  }

  func rect(of frame: Frame) -> Rect { Self.rect(of: frame) }

  func frame(of item: LayoutItem) -> Frame {
    switch item {
    case .canvas: return canvasRect
    case .view(let name): return solution.frames[name] ?? Frame(x: 0, y: 0, width: 0, height: 0)
    case .guide(let guide): return solution.guides[guide] ?? frame(of: guide.ownerItem)
    }
  }

  /// Where an attribute lies along its axis, in canvas coordinates; `nil` for width and height.
  func position(of item: LayoutItem, _ attribute: LayoutAttribute) -> Double? {
    position(in: frame(of: item), attribute)
  }

  /// Where an attribute lies on `frame` along its axis; `nil` for width and height.
  func position(in frame: Frame, _ attribute: LayoutAttribute) -> Double? {
    let rightToLeft = layoutDirection == .rightToLeft
    switch attribute {
    case .left: return frame.x
    case .right: return frame.maxX
    case .top: return frame.y
    case .bottom, .baseline, .firstBaseline, .lastBaseline: return frame.maxY
    case .centerX: return frame.midX
    case .centerY: return frame.midY
    case .leading: return rightToLeft ? frame.maxX : frame.x
    case .trailing: return rightToLeft ? frame.x : frame.maxX
    case .width, .height: return nil
    }
  }

  /// The solved value of an attribute: a position, or a size.
  func value(of item: LayoutItem, _ attribute: LayoutAttribute) -> Double {
    if let position = position(of: item, attribute) { return position }
    let frame = frame(of: item)
    return attribute == .width ? frame.width : frame.height
  }

  /// The view an item is drawn inside: its parent, or the canvas.
  func container(of name: String) -> LayoutItem {
    guard !solution.parents.isEmpty else { return .canvas }
    return solution.parents[name].map { .view($0) } ?? .canvas
  }

  /// Whether `outer` is the item `inner` is laid out in.
  func isContainer(_ outer: LayoutItem, of inner: LayoutItem) -> Bool {
    guard case .view(let name) = inner else { return false }
    // A guide of the container holds the view as its owner does: `a.top = safeArea.top + 8` is a
    // gap from the safe area's edge.
    return container(of: name) == outer.owningItem
  }

  /// How the constraint is drawn.
  func notation(of constraint: LayoutConstraint) -> ConstraintNotation {
    let rightToLeft = layoutDirection == .rightToLeft
    // The closures hold the parents alone, not the whole solution.
    let parents = solution.parents
    return ConstraintNotation(
      constraint,
      isContainer: { outer, inner in
        guard case .view(let name) = inner else { return false }
        let container: LayoutItem = parents.isEmpty ? .canvas : parents[name].map { .view($0) } ?? .canvas
        return container == outer.owningItem
      },
      side: { FrameSide($0, rightToLeft: rightToLeft) })
  }

  /// The first item's solved value and the value the constraint asks for.
  func actualAndRequested(_ constraint: LayoutConstraint) -> (actual: Double, requested: Double) {
    let actual = value(of: constraint.firstItem, constraint.firstAttribute)
    guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
      return (actual, constraint.constant)
    }
    return (actual, constraint.multiplier * value(of: second, secondAttribute) + constraint.constant)
  }

  /// Whether the solved frames keep the constraint (to half a point).
  func isSatisfied(_ constraint: LayoutConstraint) -> Bool {
    let (actual, requested) = actualAndRequested(constraint)
    switch constraint.relation {
    case .equal: return abs(actual - requested) <= 0.5
    case .greaterThanOrEqual: return actual >= requested - 0.5
    case .lessThanOrEqual: return actual <= requested + 0.5
    }
  }

  /// The middle of the edge (or centre line) an attribute names.
  func markPoint(_ item: LayoutItem, _ attribute: LayoutAttribute) -> (x: Double, y: Double) {
    let frame = rect(of: frame(of: item))
    guard let position = position(of: item, attribute) else {
      return attribute == .width ? (frame.midX, frame.maxY) : (frame.maxX, frame.midY)
    }
    return attribute.axis == .horizontal ? (position, frame.midY) : (frame.midX, position)
  }

  /// Room around frames drawn outside the canvas, for their names and marks.
  static let outsideMargin = 24.0

  /// The canvas, grown with a margin to include every frame that lies outside it (within reason:
  /// a frame far away grows the picture by at most one canvas size each way).
  static func drawingBounds(for solution: Solution) -> Rect {
    let canvas = solution.canvas
    var minX = 0.0
    var minY = 0.0
    var maxX = canvas.width
    var maxY = canvas.height
    for frame in solution.frames.values {
      minX = min(minX, frame.x, frame.maxX)
      minY = min(minY, frame.y, frame.maxY)
      maxX = max(maxX, frame.x, frame.maxX)
      maxY = max(maxY, frame.y, frame.maxY)
    }
    let margin = outsideMargin
    minX = minX < 0 ? max(minX - margin, -canvas.width - margin) : 0
    minY = minY < 0 ? max(minY - margin, -canvas.height - margin) : 0
    maxX = maxX > canvas.width ? min(maxX + margin, 2 * canvas.width + margin) : canvas.width
    maxY = maxY > canvas.height ? min(maxY + margin, 2 * canvas.height + margin) : canvas.height
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
