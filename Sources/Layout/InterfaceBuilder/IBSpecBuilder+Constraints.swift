/// The document's own constraints, as the spec's: items by view or guide, Interface Builder's
/// attribute names (`leadingMargin`, `baseline`) as the spec's, and the scroll-view rule that a
/// constraint between a scroll view's edges and its content attaches to the content area.
extension IBSpecBuilder {
  /// Translates the document's constraints, in document order (a view's subviews' constraints
  /// come before its own, as the nib loads them).
  mutating func translateConstraints() {
    for constraint in nodes.flatMap(\.view.constraints).sorted(by: { $0.offset < $1.offset }) {
      guard let translated = translate(constraint) else { continue }
      generated.append(translated)
      importedConstraintIDs.append(constraint.id)
      translatedConstraints[constraint.id] = constraint
    }
  }

  /// One constraint, or `nil` (with a warning) when it names something that is not in the scene.
  mutating func translate(_ constraint: IBConstraint) -> IBGeneratedConstraint? {
    guard var first = anchor(constraint.firstItem, constraint.firstAttribute, constraint: constraint) else {
      return nil
    }
    var second: Anchor?
    if let item = constraint.secondItem {
      guard let attributeName = constraint.secondAttribute,
        let anchor = anchor(item, attributeName, constraint: constraint)
      else {
        if constraint.secondAttribute == nil {
          warn("constraint \"\(constraint.id)\" names a second item without an attribute: skipped", at: constraint.offset)
        }
        return nil
      }
      second = anchor
    } else if !first.attribute.isSize {
      warn("constraint \"\(constraint.id)\" sets \(constraint.firstAttribute) to a constant: skipped", at: constraint.offset)
      return nil
    }
    // A scroll view's edges, related to its content, are the edges of its content area.
    if let secondAnchor = second {
      first = contentArea(first, relatedTo: secondAnchor)
      second = contentArea(secondAnchor, relatedTo: first)
    }
    var result = IBGeneratedConstraint(
      first, constraint.relation, second, multiplier: constraint.multiplier, constant: constant(constraint, first, second),
      priority: constraint.priority, id: constraint.id, identifier: constraint.identifier)
    result.origin = constraint.offset
    if first.item == .safeArea {
      guard second?.item != .safeArea, let swapped = result.swapped else {
        warn("constraint \"\(constraint.id)\" relates the safe area to itself: skipped", at: constraint.offset)
        return nil
      }
      result = swapped
    }
    return result
  }

  /// Interface Builder's constant, which on iOS is the spec's. A multiplier relates positions in
  /// the superview's coordinates; the spec's positions are the canvas's, which differ by the
  /// superview's origin, here its saved one.
  func constant(_ constraint: IBConstraint, _ first: Anchor, _ second: Anchor?) -> Double {
    guard constraint.multiplier != 1, let second, !first.attribute.isSize, !second.attribute.isSize,
      let firstIndex = owner(of: first.item), let secondIndex = owner(of: second.item),
      let parent = commonSuperview(firstIndex, secondIndex)
    else { return constraint.constant }
    let origin = first.attribute.axis == .horizontal ? nodes[parent].alignmentFrame.x : nodes[parent].alignmentFrame.y
    return constraint.constant + (1 - constraint.multiplier) * origin
  }

  /// The node an item belongs to (a guide view's owner for guides).
  func owner(of item: Item) -> Int? {
    switch item {
    case .view(let id), .margins(let id):
      if let position = index[id] { return position }
      return guideViews.first { $0.id == id }?.owner
    case .safeArea, .canvas:
      return 0
    }
  }

  /// The view whose coordinates relate the two: the one that contains the other, else their
  /// nearest common superview.
  func commonSuperview(_ a: Int, _ b: Int) -> Int? {
    var ancestors: Set<Int> = []
    var current: Int? = a
    while let position = current {
      ancestors.insert(position)
      current = nodes[position].parent
    }
    current = b
    while let position = current {
      if ancestors.contains(position) { return position }
      current = nodes[position].parent
    }
    return nil
  }

  /// The anchor for an item id and an Interface Builder attribute name.
  mutating func anchor(_ id: String, _ name: String, constraint: IBConstraint) -> Anchor? {
    guard let (attribute, isMargin) = Self.attribute(named: name) else {
      warn("constraint \"\(constraint.id)\" has an unknown attribute \"\(name)\": skipped", at: constraint.offset)
      return nil
    }
    var item: Item
    if index[id] != nil {
      item = isMargin ? .margins(id) : .view(id)
    } else if let guide = guideItems[id] {
      guard !isMargin else {
        warn("constraint \"\(constraint.id)\" names the margins of a layout guide: skipped", at: constraint.offset)
        return nil
      }
      item = guide
    } else {
      warn("constraint \"\(constraint.id)\" names \"\(id)\", which is not in the scene: skipped", at: constraint.offset)
      return nil
    }
    let isGuide: Bool
    switch item {
    case .view(let viewID): isGuide = index[viewID] == nil
    case .margins, .safeArea, .canvas: isGuide = true
    }
    if attribute.isBaseline, isGuide {
      warn("constraint \"\(constraint.id)\" names the baseline of a layout guide: skipped", at: constraint.offset)
      return nil
    }
    return Anchor(item, attribute)
  }

  /// `leading` → (`leading`, no margin); `trailingMargin` → (`trailing`, margin); `baseline` is
  /// the last baseline.
  static func attribute(named name: String) -> (LayoutAttribute, Bool)? {
    if name == "baseline" { return (.lastBaseline, false) }
    if let plain = LayoutAttribute(rawValue: name) { return (plain, false) }
    if let margin = LayoutAttribute(marginAttributeName: name) { return (margin, true) }
    return nil
  }

  /// A scroll view's edge, related to one of its descendants, is its content area's (UIKit); its
  /// centre, width and height stay its frame's (the centre of what it shows, at offset zero).
  mutating func contentArea(_ anchor: Anchor, relatedTo other: Anchor) -> Anchor {
    guard document.platform == .iOS, case .view(let id) = anchor.item, let position = index[id],
      nodes[position].view.element == "scrollView", !anchor.attribute.isSize,
      anchor.attribute != .centerX, anchor.attribute != .centerY,
      let otherOwner = owner(of: other.item), isDescendant(otherOwner, of: position)
    else { return anchor }
    if case .view(let otherID) = other.item, guideViews.contains(where: { $0.id == otherID && $0.owner == position }) {
      return anchor
    }
    return Anchor(contentGuide(of: position), anchor.attribute)
  }
}
