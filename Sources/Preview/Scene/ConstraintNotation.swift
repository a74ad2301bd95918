import Layout

/// How one constraint is drawn, in Interface Builder's notation extended for a static picture: a
/// gap is an I-bar between two edges, a constant size an I-bar along the view, an equal or
/// proportional size a badge naming the reference, an aspect ratio a corner glyph, an alignment a
/// guide across the views, and anything else a numbered mark explained in the legend.
enum ConstraintNotation: Equatable {
  /// The distance from `start`'s edge to `end`'s edge along one axis (the constraint's constant).
  case gap(start: LayoutItem, startAttribute: LayoutAttribute, end: LayoutItem, endAttribute: LayoutAttribute)
  /// A width or height against a constant.
  case size(view: String, axis: LayoutAxis)
  /// A width or height against another item's width or height.
  case relativeSize(view: String, axis: LayoutAxis, reference: LayoutItem, referenceAxis: LayoutAxis)
  /// A view's height against its own width (or the reverse).
  case aspectRatio(view: String)
  /// The same line through two items: edges (`alignment`), centres or baselines.
  case alignment(AnnotationKind, first: LayoutItem, second: LayoutItem, attribute: LayoutAttribute)
  /// Anything else: a mark on the first item's attribute.
  case mark(item: LayoutItem, attribute: LayoutAttribute)

  /// The notation for `constraint`. `isContainer(outer, inner)` says whether `outer` is the item
  /// `inner` is laid out in; `side` where an attribute lies on a frame (leading and trailing
  /// resolved for the layout direction).
  init(
    _ constraint: LayoutConstraint, isContainer: (LayoutItem, LayoutItem) -> Bool,
    side: (LayoutAttribute) -> FrameSide
  ) {
    let first = constraint.firstItem
    let firstAttribute = constraint.firstAttribute
    guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
      if firstAttribute.isSize, let name = first.viewName {
        self = .size(view: name, axis: firstAttribute.axis)
      } else {
        self = .mark(item: first, attribute: firstAttribute)
      }
      return
    }
    if firstAttribute.isSize || secondAttribute.isSize {
      guard firstAttribute.isSize, secondAttribute.isSize, let name = first.viewName else {
        self = .mark(item: first, attribute: firstAttribute)
        return
      }
      if first == second {
        self = firstAttribute == secondAttribute
          ? .mark(item: first, attribute: firstAttribute) : .aspectRatio(view: name)
      } else {
        self = .relativeSize(
          view: name, axis: firstAttribute.axis, reference: second, referenceAxis: secondAttribute.axis)
      }
      return
    }
    let a = side(firstAttribute)
    let b = side(secondAttribute)
    guard constraint.multiplier == 1, firstAttribute.axis == secondAttribute.axis, first != second else {
      self = .mark(item: first, attribute: firstAttribute)
      return
    }
    let nested = isContainer(second, first) || isContainer(first, second)
    switch (a.isEdge, b.isEdge) {
    case (true, true):
      if nested && a == b || !nested && a.opposes(b) {
        self = .gap(start: second, startAttribute: secondAttribute, end: first, endAttribute: firstAttribute)
      } else if !nested && a == b {
        self = .alignment(.alignment, first: first, second: second, attribute: firstAttribute)
      } else {
        self = .mark(item: first, attribute: firstAttribute)
      }
    case (false, false) where a == b:
      self = .alignment(
        a == .baseline ? .baseline : .centering, first: first, second: second, attribute: firstAttribute)
    default:
      self = .mark(item: first, attribute: firstAttribute)
    }
  }

  /// The annotation kind that names this notation in the scene.
  var kind: AnnotationKind {
    switch self {
    case .gap: return .gap
    case .size: return .size
    case .relativeSize: return .relativeSize
    case .aspectRatio: return .aspectRatio
    case .alignment(let kind, _, _, _): return kind
    case .mark: return .mark
    }
  }
}

/// Where an attribute lies on a frame, with leading and trailing resolved.
enum FrameSide: Equatable {
  case minX, maxX, midX, minY, maxY, midY, baseline, size

  var isEdge: Bool {
    switch self {
    case .minX, .maxX, .minY, .maxY: return true
    case .midX, .midY, .baseline, .size: return false
    }
  }

  func opposes(_ other: FrameSide) -> Bool {
    switch (self, other) {
    case (.minX, .maxX), (.maxX, .minX), (.minY, .maxY), (.maxY, .minY): return true
    default: return false
    }
  }

  init(_ attribute: LayoutAttribute, rightToLeft: Bool) {
    switch attribute {
    case .left: self = .minX
    case .right: self = .maxX
    case .leading: self = rightToLeft ? .maxX : .minX
    case .trailing: self = rightToLeft ? .minX : .maxX
    case .top: self = .minY
    case .bottom: self = .maxY
    case .centerX: self = .midX
    case .centerY: self = .midY
    case .baseline, .firstBaseline, .lastBaseline: self = .baseline
    case .width, .height: self = .size
    }
  }
}
