import Layout

/// Builds the linear system of already expanded constraints, mapping attributes onto x/y/width/height
/// variables the way the layout engine does, so the solve stage times exactly what kiwisolver is given:
/// `item.attribute REL multiplier × item.attribute + constant @priority` → linear system → frames.
/// (`kiwi_solve.py` does the same mapping in Python.) The result is checked against the engine's frames.
struct SystemBuilder {
  let spec: LayoutSpec
  let labelMetrics: [String: LabelMetrics]
  private let viewIndex: [String: Int]

  init(spec: LayoutSpec, textMeasurer: (any TextMeasuring)?) {
    self.spec = spec
    var index: [String: Int] = [:]
    for (position, view) in spec.views.enumerated() { index[view.name] = position }
    viewIndex = index
    var metrics: [String: LabelMetrics] = [:]
    if let textMeasurer {
      for view in spec.views {
        if let label = view.label { metrics[view.name] = textMeasurer.intrinsicSize(ofLabel: label) }
      }
    }
    labelMetrics = metrics
  }

  func system(_ constraints: [LayoutConstraint]) -> LinearSystem {
    var linear: [LinearConstraint] = []
    linear.reserveCapacity(constraints.count)
    for constraint in constraints {
      var (terms, constant) = expression(constraint.firstItem, constraint.firstAttribute)
      if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
        let (otherTerms, otherConstant) = expression(second, attribute)
        terms += otherTerms.map { LinearTerm($0.variable, -constraint.multiplier * $0.coefficient) }
        constant -= constraint.multiplier * otherConstant
      } else if !constraint.firstAttribute.isSize, case .view(let name) = constraint.firstItem {
        // A position against a constant is measured from the parent's origin.
        let parent = spec.views[viewIndex[name] ?? 0].parent.map { LayoutItem.view($0) } ?? .canvas
        let origin: LayoutAttribute =
          constraint.firstAttribute == .leading || constraint.firstAttribute == .trailing
          ? .leading : (constraint.firstAttribute.axis == .horizontal ? .left : .top)
        let (originTerms, originConstant) = expression(parent, origin)
        terms += originTerms.map { LinearTerm($0.variable, -$0.coefficient) }
        constant -= originConstant
      }
      constant -= constraint.constant
      linear.append(LinearConstraint(
        terms: terms, constant: constant, relation: constraint.relation, priority: constraint.priority.value))
    }
    return LinearSystem(variableCount: spec.views.count * 4, constraints: linear)
  }

  private func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> ([LinearTerm], Double) {
    let rightToLeft = spec.layoutDirection == .rightToLeft
    guard case .view(let name) = item, let view = viewIndex[name] else {
      let width = spec.canvas.width
      let height = spec.canvas.height
      switch attribute {
      case .left, .top: return ([], 0)
      case .right, .width: return ([], width)
      case .bottom, .baseline, .firstBaseline, .lastBaseline, .height: return ([], height)
      case .centerX: return ([], width / 2)
      case .centerY: return ([], height / 2)
      case .leading: return ([], rightToLeft ? -width : 0)
      case .trailing: return ([], rightToLeft ? 0 : width)
      }
    }
    let x = Variable(view * 4)
    let y = Variable(view * 4 + 1)
    let w = Variable(view * 4 + 2)
    let h = Variable(view * 4 + 3)
    switch attribute {
    case .left: return ([LinearTerm(x, 1)], 0)
    case .right: return ([LinearTerm(x, 1), LinearTerm(w, 1)], 0)
    case .top: return ([LinearTerm(y, 1)], 0)
    case .bottom: return ([LinearTerm(y, 1), LinearTerm(h, 1)], 0)
    case .width: return ([LinearTerm(w, 1)], 0)
    case .height: return ([LinearTerm(h, 1)], 0)
    case .centerX: return ([LinearTerm(x, 1), LinearTerm(w, 0.5)], 0)
    case .centerY: return ([LinearTerm(y, 1), LinearTerm(h, 0.5)], 0)
    case .leading:
      return rightToLeft ? ([LinearTerm(x, -1), LinearTerm(w, -1)], 0) : ([LinearTerm(x, 1)], 0)
    case .trailing:
      return rightToLeft ? ([LinearTerm(x, -1)], 0) : ([LinearTerm(x, 1), LinearTerm(w, 1)], 0)
    case .baseline, .firstBaseline, .lastBaseline:
      if let metrics = labelMetrics[name] {
        return ([LinearTerm(y, 1), LinearTerm(h, 0.5)], metrics.baselineFromCenter)
      }
      return ([LinearTerm(y, 1), LinearTerm(h, 1)], 0)
    }
  }

  /// Views whose solved frame differs from the engine's by more than 1e-6.
  func mismatches(_ solution: LinearSolution, _ frames: Solution) -> Int {
    var count = 0
    for (position, view) in spec.views.enumerated() {
      guard let frame = frames.frames[view.name] else { continue }
      let values = (0..<4).map { solution.values[position * 4 + $0] }
      let expected = [frame.x, frame.y, frame.width, frame.height]
      if zip(values, expected).contains(where: { abs($0 - $1) > 1e-6 * max(1, abs($1)) }) { count += 1 }
    }
    return count
  }
}
