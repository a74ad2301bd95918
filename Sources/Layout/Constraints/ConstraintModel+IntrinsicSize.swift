/// The content-size constraints a view with an intrinsic size (explicit or measured from its label)
/// adds after the spec's own constraints.
extension ConstraintModel {
  /// Per axis with an intrinsic size: `size <= i` at the hugging priority and `size >= i` at the
  /// compression-resistance priority, as UIKit's content-size constraints.
  func intrinsicSizeConstraints() -> [LayoutConstraint] {
    var constraints: [LayoutConstraint] = []
    for view in spec.views where !view.isGuide {
      let measured = labelMetrics[view.name]
      let sizes: [(LayoutAxis, Double?)] = [
        (.horizontal, view.intrinsicWidth ?? measured?.width),
        (.vertical, view.intrinsicHeight ?? measured?.height),
      ]
      for (axis, size) in sizes {
        guard let size else { continue }
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        for hugging in [true, false] {
          let priority = hugging ? view.hugging[axis] : view.compressionResistance[axis]
          var constraint = LayoutConstraint(
            firstItem: .view(view.name), firstAttribute: attribute,
            relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, constant: size,
            priority: priority,
            source: ConstraintSource(kind: .intrinsicSize(view: view.name, axis: axis, hugging: hugging)))
          constraint.appleDescription =
            constraint.equationDescription + (hugging ? " (content hugging)" : " (compression resistance)")
          constraints.append(constraint)
        }
      }
    }
    return constraints
  }

  /// `width >= 0` and `height >= 0` of every view, required, when the spec asks for Apple's rule.
  func nonNegativeSizeConstraints() -> [LayoutConstraint] {
    guard spec.nonNegativeSizes else { return [] }
    var constraints: [LayoutConstraint] = []
    for view in spec.views {
      for (axis, attribute) in [(LayoutAxis.horizontal, LayoutAttribute.width), (.vertical, .height)] {
        var constraint = LayoutConstraint(
          firstItem: .view(view.name), firstAttribute: attribute, relation: .greaterThanOrEqual,
          constant: 0, source: ConstraintSource(kind: .nonNegativeSize(view: view.name, axis: axis)))
        constraint.appleDescription = constraint.equationDescription + " (no negative size)"
        constraints.append(constraint)
      }
    }
    return constraints
  }
}
