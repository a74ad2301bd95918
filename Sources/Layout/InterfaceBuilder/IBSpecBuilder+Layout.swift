/// The constraints the frameworks make themselves: a view's autoresizing mask, and a stack
/// view's arrangement.
extension IBSpecBuilder {
  /// Whether a view is placed by its autoresizing mask: it translates it (or has a fixed frame),
  /// it is not the root, and no stack view arranges it.
  func isAutoresizing(_ position: Int) -> Bool {
    let node = nodes[position]
    guard position != 0, !node.isArranged else { return false }
    return node.view.translatesAutoresizingMask || node.view.hasFixedFrame
  }

  mutating func addAutoresizingConstraints(of position: Int) {
    guard isAutoresizing(position), let parent = nodes[position].parent else { return }
    let node = nodes[position]
    let mask = node.view.autoresizingMask
    let outer = nodes[parent].alignmentFrame
    let inner = node.alignmentFrame
    // In an AppKit superview that is not flipped, the minimum y margin is the bottom one.
    let vertical =
      node.isInUnflippedSuperview
      ? (mask.flexibleMaxY, mask.heightSizable, mask.flexibleMinY)
      : (mask.flexibleMinY, mask.heightSizable, mask.flexibleMaxY)
    let generator = AutoresizingConstraints(
      view: node.view.id, superview: nodes[parent].view.id,
      frame: Frame(x: inner.x - outer.x, y: inner.y - outer.y, width: inner.width, height: inner.height),
      superviewSize: Size(width: outer.width, height: outer.height),
      horizontal: (mask.flexibleMinX, mask.widthSizable, mask.flexibleMaxX), vertical: vertical)
    var constraints = generator.constraints()
    // A row UIKit does not show keeps its size, but nothing places it.
    if node.isOffscreenRow { constraints.removeAll { !$0.first.attribute.isSize && $0.second != nil } }
    generated += constraints
  }

  mutating func addGridConstraints(of position: Int) {
    guard let layout = nodes[position].view.grid else { return }
    let contents = Set(nodes[position].children.map { nodes[$0].view.id })
    let generator = GridViewConstraints(grid: nodes[position].view.id, layout: layout, contents: contents)
    let (constraints, guides) = generator.constraints()
    for guide in guides {
      let suffix = guide.identifier.hasSuffix("column") ? "Column" : "Row"
      _ = addGuideView(id: guide.id, suffix: suffix, title: guide.identifier, owner: position, isDocumentGuide: false)
    }
    generated += constraints
  }

  mutating func addStackConstraints(of position: Int) {
    guard var layout = nodes[position].view.stack else { return }
    var arranged: [StackViewConstraints.Arranged] = []
    for id in layout.arranged {
      guard let child = index[id] else { continue }
      let view = nodes[child].view
      // AppKit lets hidden views keep their place unless the stack detaches them.
      if layout.isAppKit, view.isHidden, layout.detachesHiddenViews { continue }
      let frame = nodes[child].alignmentFrame
      arranged.append(StackViewConstraints.Arranged(
        id: id, isHidden: view.isHidden && !layout.isAppKit,
        hasBaseline: ["label", "button", "textField", "textView"].contains(view.element),
        intrinsicLength: layout.axis == .horizontal ? frame.width : frame.height))
    }
    if layout.isAppKit, layout.distribution == .gravityAreas { layout.distribution = .fill }
    // AppKit's edge insets keep the views inside the stack as UIKit's margins do.
    if layout.isAppKit, layout.edgeInsets != .zero { layout.isLayoutMarginsRelative = true }
    // Interface Builder writes a stack view's margins only when it arranges its views inside them.
    if !layout.isAppKit, nodes[position].view.layoutMargins != nil { layout.isLayoutMarginsRelative = true }
    let generator = StackViewConstraints(stack: nodes[position].view.id, layout: layout, arranged: arranged)
    let (constraints, guides) = generator.constraints()
    for guide in guides {
      _ = addGuideView(
        id: guide.id, suffix: "Distributing", title: guide.identifier, owner: position, isDocumentGuide: false)
    }
    generated += constraints
  }
}
