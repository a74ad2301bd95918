/// The mapping from layout constraints to linear equations: each view is four variables (x, y,
/// width, height) in canvas coordinates, the canvas's attributes are constants.
extension ConstraintModel {
  func variable(_ view: Int, _ attribute: Ambiguity.Attribute) -> Int {
    switch attribute {
    case .x: return view * 4
    case .y: return view * 4 + 1
    case .width: return view * 4 + 2
    case .height: return view * 4 + 3
    }
  }

  /// The value of an attribute as `Σ coefficient × variable + constant`.
  func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
    let rightToLeft = spec.layoutDirection == .rightToLeft
    if case .guide(let guide) = item {
      var expression = self.expression(guide.ownerItem, attribute)
      let view = guide.owner.flatMap { viewIndex[$0] }.map { spec.views[$0] }
      expression.constant += Self.offset(
        of: attribute, inset: spec.insets(of: guide, marginsOf: view), rightToLeft: rightToLeft)
      return expression
    }
    guard case .view(let name) = item, let view = viewIndex[name] else {
      // The canvas: fixed at the origin with the spec's size.
      let width = spec.canvas.width
      let height = spec.canvas.height
      let value: Double
      switch attribute {
      case .left, .top: value = 0
      case .right: value = width
      case .bottom, .baseline, .firstBaseline, .lastBaseline: value = height
      case .width: value = width
      case .height: value = height
      case .centerX: value = width / 2
      case .centerY: value = height / 2
      // In right-to-left, leading is the right edge and distances along leading/trailing grow
      // towards the trailing (left) side, so both are measured as negated x.
      case .leading: value = rightToLeft ? -width : 0
      case .trailing: value = rightToLeft ? 0 : width
      }
      return LinearExpression(terms: [], constant: value)
    }
    let x = variable(view, .x)
    let y = variable(view, .y)
    let w = variable(view, .width)
    let h = variable(view, .height)
    switch attribute {
    case .left: return LinearExpression(terms: [(x, 1)])
    case .right: return LinearExpression(terms: [(x, 1), (w, 1)])
    case .top: return LinearExpression(terms: [(y, 1)])
    case .bottom: return LinearExpression(terms: [(y, 1), (h, 1)])
    case .width: return LinearExpression(terms: [(w, 1)])
    case .height: return LinearExpression(terms: [(h, 1)])
    case .centerX: return LinearExpression(terms: [(x, 1), (w, 0.5)])
    case .centerY: return LinearExpression(terms: [(y, 1), (h, 0.5)])
    case .leading:
      return rightToLeft
        ? LinearExpression(terms: [(x, -1), (w, -1)]) : LinearExpression(terms: [(x, 1)])
    case .trailing:
      return rightToLeft
        ? LinearExpression(terms: [(x, -1)]) : LinearExpression(terms: [(x, 1), (w, 1)])
    case .baseline, .firstBaseline, .lastBaseline:
      // Baselines the spec gives (an imported label's, in its own font) are fixed distances from
      // its top and bottom edges.
      if attribute == .firstBaseline, let offset = spec.views[view].firstBaselineOffset {
        return LinearExpression(terms: [(y, 1)], constant: offset)
      }
      if attribute != .firstBaseline, let offset = spec.views[view].lastBaselineOffset {
        return LinearExpression(terms: [(y, 1), (h, 1)], constant: -offset)
      }
      // A label's baseline sits where its centred text puts it; any other view's is its bottom.
      if let metrics = labelMetrics[name] {
        return LinearExpression(terms: [(y, 1), (h, 0.5)], constant: metrics.baselineFromCenter)
      }
      return LinearExpression(terms: [(y, 1), (h, 1)])
    }
  }

  /// How far a guide's attribute lies from its owner's, in the direction the attribute is measured
  /// (leading and trailing grow towards the trailing side).
  static func offset(of attribute: LayoutAttribute, inset: EdgeInsets, rightToLeft: Bool) -> Double {
    switch attribute {
    case .leading: return inset.leading
    case .trailing: return -inset.trailing
    case .left: return inset.left(rightToLeft: rightToLeft)
    case .right: return -inset.right(rightToLeft: rightToLeft)
    case .top: return inset.top
    case .bottom, .baseline, .firstBaseline, .lastBaseline: return -inset.bottom
    case .width: return -(inset.leading + inset.trailing)
    case .height: return -(inset.top + inset.bottom)
    case .centerX: return (inset.left(rightToLeft: rightToLeft) - inset.right(rightToLeft: rightToLeft)) / 2
    case .centerY: return (inset.top - inset.bottom) / 2
    }
  }

  func linearConstraint(_ constraint: LayoutConstraint) -> LinearConstraint {
    var expression = self.expression(constraint.firstItem, constraint.firstAttribute)
    if let secondItem = constraint.secondItem, let secondAttribute = constraint.secondAttribute {
      expression.add(self.expression(secondItem, secondAttribute), scaledBy: -constraint.multiplier)
    } else if let pairing = constraint.firstAttribute.superviewPairing,
      case .view(let name) = constraint.firstItem
    {
      // A position against a bare constant, built by hand (the expression parser already pairs it):
      // the same attribute of the parent, as `a.trailing >= 20` means in expressions.
      // viewIndex, not spec.view(named:): that searches the views, once per constraint.
      let parent = viewIndex[name].flatMap { spec.views[$0].parent }.map { LayoutItem.view($0) } ?? .canvas
      expression.add(self.expression(parent, pairing), scaledBy: -1)
    }
    expression.constant -= constraint.constant
    return LinearConstraint(
      terms: expression.mergedTerms(), constant: expression.constant,
      relation: constraint.relation, priority: constraint.priority.value)
  }

  func linearSystem() -> LinearSystem {
    LinearSystem(
      variableCount: spec.views.count * 4, constraints: constraints.map(linearConstraint))
  }
}
