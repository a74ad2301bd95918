/// The constraints a `UIStackView` makes for its arranged views, named as UIKit names them
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …).
///
/// Along the axis: the first and last arranged views touch the stack's edges (its margins with
/// `isLayoutMarginsRelativeArrangement`) and each view follows the one before at `spacing`
/// (`>= spacing` when the distribution spreads them); `fillEqually` makes the visible views
/// equal, `fillProportionally` makes each a share of the stack as large as its share of their
/// intrinsic sizes, `equalSpacing` and `equalCentering` put equal gaps (guides) between edges or
/// centres. A hidden view is squeezed to 0 (`UISV-hiding`) and takes no spacing.
///
/// Across: `fill` pins every view to both edges; the other alignments align the views with the
/// first and keep every view inside the stack, which hugs the tallest at priority 51
/// (`UISV-spanning-fit`) while each view's cross size is pulled to 0 at 25
/// (`UISV-ambiguity-suppression`). UIKit bounds the views with a spacer guide that always spans
/// the stack; here the stack's own edges do the same.
struct StackViewConstraints {
  /// One arranged view.
  struct Arranged: Sendable {
    var id: String
    var isHidden = false
    /// Whether its baselines come from text (a label, a button, a field); other views align
    /// their top for `firstBaseline` and their bottom for `lastBaseline`.
    var hasBaseline = false
    /// Its intrinsic size along the axis, for `fillProportionally`.
    var intrinsicLength: Double?
  }

  var stack: String
  var axis: LayoutAxis
  var distribution: IBStackView.Distribution
  var alignment: IBStackView.Alignment
  var spacing: Double
  var arranged: [Arranged]
  var customSpacing: [String: Double] = [:]
  var isBaselineRelative = false
  var isLayoutMarginsRelative = false

  /// A guide the constraints need besides the views: `UISV-distributing` gaps.
  struct Guide: Sendable, Equatable {
    var id: String
    var identifier: String
  }

  init(stack: String, layout: IBStackView, arranged: [Arranged]) {
    self.stack = stack
    axis = layout.axis
    distribution = layout.distribution == .gravityAreas ? .fill : layout.distribution
    alignment = layout.alignment
    spacing = layout.spacing
    self.arranged = arranged
    customSpacing = layout.customSpacing
    isBaselineRelative = layout.isBaselineRelative
    isLayoutMarginsRelative = layout.isLayoutMarginsRelative
  }

  typealias Constraint = IBGeneratedConstraint
  typealias Anchor = IBGeneratedConstraint.Anchor

  /// The constraints, and the gap guides they use.
  func constraints() -> (constraints: [Constraint], guides: [Guide]) {
    guard let first = arranged.first, let last = arranged.last else { return ([], []) }
    var result: [Constraint] = []
    var guides: [Guide] = []
    let canvas: IBGeneratedConstraint.Item = isLayoutMarginsRelative ? .margins(stack) : .view(stack)
    let start: LayoutAttribute = axis == .horizontal ? .leading : .top
    let end: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
    let center: LayoutAttribute = axis == .horizontal ? .centerX : .centerY
    let size: LayoutAttribute = axis == .horizontal ? .width : .height
    let crossStart: LayoutAttribute = axis == .horizontal ? .top : .leading
    let crossEnd: LayoutAttribute = axis == .horizontal ? .bottom : .trailing
    let crossCenter: LayoutAttribute = axis == .horizontal ? .centerY : .centerX
    let crossSize: LayoutAttribute = axis == .horizontal ? .height : .width
    func anchor(_ id: String, _ attribute: LayoutAttribute) -> Anchor { Anchor(.view(id), attribute) }
    func add(
      _ a: Anchor, _ relation: LayoutRelation, _ b: Anchor?, multiplier: Double = 1, constant: Double = 0,
      priority: Double = 1000, _ identifier: String
    ) {
      result.append(Constraint(
        a, relation, b, multiplier: multiplier, constant: constant, priority: priority, identifier: identifier))
    }
    let visible = arranged.filter { !$0.isHidden }
    let spreads = distribution == .equalSpacing || distribution == .equalCentering

    // Along the axis.
    for view in arranged where view.isHidden {
      add(anchor(view.id, size), .equal, nil, "UISV-hiding")
    }
    add(Anchor(canvas, start), .equal, anchor(first.id, start), "UISV-canvas-connection")
    add(anchor(last.id, end), .equal, Anchor(canvas, end), "UISV-canvas-connection")
    for (previous, next) in zip(arranged, arranged.dropFirst()) {
      // The space after a view goes to the next visible one; a hidden view takes none.
      let hasVisibleAfter = arranged.drop { $0.id != previous.id }.dropFirst().contains { !$0.isHidden }
      let gap = previous.isHidden || !hasVisibleAfter ? 0 : customSpacing[previous.id] ?? spacing
      var leading = anchor(next.id, start)
      var trailing = anchor(previous.id, end)
      if isBaselineRelative, axis == .vertical, !next.isHidden, !previous.isHidden {
        leading = anchor(next.id, .firstBaseline)
        trailing = anchor(previous.id, .lastBaseline)
      }
      add(leading, spreads ? .greaterThanOrEqual : .equal, trailing, constant: gap, "UISV-spacing")
    }
    switch distribution {
    case .fillEqually:
      for view in visible.dropFirst() {
        add(anchor(view.id, size), .equal, anchor(visible[0].id, size), "UISV-fill-equally")
      }
    case .fillProportionally:
      let lengths = visible.map { max(0, $0.intrinsicLength ?? 0) }
      let total = lengths.reduce(0, +) + spacing * Double(max(0, visible.count - 1))
      for (index, view) in visible.enumerated() where total > 0 {
        let priority = visible.count == 1 ? 1000 : 999 - Double(index)
        add(
          anchor(view.id, size), .equal, Anchor(canvas, size), multiplier: lengths[index] / total,
          priority: priority, "UISV-fill-proportionally")
      }
    case .equalSpacing, .equalCentering:
      let centering = distribution == .equalCentering
      for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
        let guide = Guide(id: "\(stack)-distributing-\(index + 1)", identifier: "UISV-distributing")
        guides.append(guide)
        add(
          anchor(guide.id, start), .equal, anchor(pair.0.id, centering ? center : end),
          "UISV-distributing-edge")
        add(
          anchor(guide.id, end), .equal, anchor(pair.1.id, centering ? center : start),
          "UISV-distributing-edge")
        // Guides span the stack across, so that they are not ambiguous themselves.
        add(anchor(guide.id, crossStart), .equal, Anchor(canvas, crossStart), "UISV-distributing")
        add(anchor(guide.id, crossEnd), .equal, Anchor(canvas, crossEnd), "UISV-distributing")
        if index > 0 {
          add(
            anchor(guide.id, size), .equal, anchor(guides[0].id, size),
            priority: centering ? 150 - Double(index) : 1000, "UISV-fill-equally")
        }
      }
      if visible.count > 1 { add(Anchor(.view(stack), size), .equal, nil, priority: 49, "UISV-canvas-fit") }
    case .fill, .gravityAreas:
      break
    }

    // Across the axis.
    func baselineOrEdge(_ view: Arranged, first: Bool) -> LayoutAttribute {
      view.hasBaseline ? (first ? .firstBaseline : .lastBaseline) : (first ? crossStart : crossEnd)
    }
    for view in arranged.dropFirst() {
      switch alignment {
      case .fill:
        add(anchor(first.id, crossStart), .equal, anchor(view.id, crossStart), "UISV-alignment")
        add(anchor(first.id, crossEnd), .equal, anchor(view.id, crossEnd), "UISV-alignment")
      case .leading:
        add(anchor(first.id, crossStart), .equal, anchor(view.id, crossStart), "UISV-alignment")
      case .trailing:
        add(anchor(first.id, crossEnd), .equal, anchor(view.id, crossEnd), "UISV-alignment")
      case .center:
        add(anchor(first.id, crossCenter), .equal, anchor(view.id, crossCenter), "UISV-alignment")
      case .firstBaseline, .lastBaseline:
        let isFirst = alignment == .firstBaseline
        let a = first.hasBaseline && view.hasBaseline ? baselineOrEdge(first, first: isFirst) : (isFirst ? crossStart : crossEnd)
        let b = first.hasBaseline && view.hasBaseline ? baselineOrEdge(view, first: isFirst) : (isFirst ? crossStart : crossEnd)
        add(anchor(first.id, a), .equal, anchor(view.id, b), "UISV-alignment")
      }
    }
    if alignment == .fill {
      add(Anchor(canvas, crossStart), .equal, anchor(first.id, crossStart), "UISV-canvas-connection")
      add(anchor(first.id, crossEnd), .equal, Anchor(canvas, crossEnd), "UISV-canvas-connection")
      return (result, guides)
    }
    switch alignment {
    case .leading:
      add(Anchor(canvas, crossStart), .equal, anchor(first.id, crossStart), "UISV-canvas-connection")
    case .trailing:
      add(anchor(first.id, crossEnd), .equal, Anchor(canvas, crossEnd), "UISV-canvas-connection")
    case .center:
      add(Anchor(canvas, crossCenter), .equal, anchor(first.id, crossCenter), "UISV-canvas-connection")
    default:
      break
    }
    for view in visible {
      if alignment != .leading {
        add(Anchor(canvas, crossStart), .lessThanOrEqual, anchor(view.id, crossStart), "UISV-spanning-boundary")
      }
      if alignment != .trailing {
        add(Anchor(canvas, crossEnd), .greaterThanOrEqual, anchor(view.id, crossEnd), "UISV-spanning-boundary")
      }
    }
    add(Anchor(.view(stack), crossSize), .equal, nil, priority: visible.isEmpty ? 1 : 51, "UISV-spanning-fit")
    if alignment == .firstBaseline || alignment == .lastBaseline {
      add(Anchor(.view(stack), crossSize), .equal, nil, priority: 49, "UISV-canvas-fit")
      if distribution == .fill, visible.count > 1 {
        for view in visible {
          add(
            anchor(view.id, size), .equal, Anchor(.view(stack), size),
            multiplier: 1 / Double(visible.count), priority: 760, "UISV-text-width-disambiguation")
        }
      }
    }
    for view in arranged {
      add(anchor(view.id, crossSize), .equal, nil, priority: 25, "UISV-ambiguity-suppression")
    }
    return (result, guides)
  }
}
