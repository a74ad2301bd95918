/// The constraints UIKit and AppKit make for a view that translates its autoresizing mask into
/// constraints (`NSAutoresizingMaskLayoutConstraint`, logged with the mask as `h=--& v=--&`):
/// two per axis, which keep the view's frame where it is at its superview's current size and
/// say how it follows when the superview grows.
///
/// Per axis the mask says which of the leading margin, the size and the trailing margin are
/// flexible (`&`) or fixed (`-`). A fixed leading margin pins the view's left (top) edge; else a
/// fixed trailing margin pins its right (bottom) edge. A fixed size is a constant; a flexible
/// one grows with the superview by its share of the flexible parts (UIKit splits a change of
/// size among the flexible parts in proportion to their lengths). When both margins are
/// flexible the view keeps its centre where it is relative to the superview's centre (exact at
/// the saved size, and for views centred in their superview).
struct AutoresizingConstraints {
  typealias Constraint = IBGeneratedConstraint
  typealias Anchor = IBGeneratedConstraint.Anchor

  /// The view and its superview, both in the superview's top-down coordinates.
  var view: String
  var superview: String
  var frame: Frame
  var superviewSize: Size
  /// Flexible leading margin, size and trailing margin, horizontally and top-down vertically.
  var horizontal: (Bool, Bool, Bool)
  var vertical: (Bool, Bool, Bool)

  /// The four constraints, horizontal first: position then size.
  func constraints() -> [Constraint] {
    let mask = "h=\(marks(horizontal)) v=\(marks(vertical))"
    return axis(
      .horizontal, origin: frame.x, length: frame.width, available: superviewSize.width, flags: horizontal,
      identifier: mask)
      + axis(
        .vertical, origin: frame.y, length: frame.height, available: superviewSize.height, flags: vertical,
        identifier: mask)
  }

  /// `-&-`; nothing flexible prints as UIKit logs it, `--&`: the trailing margin takes up any
  /// change.
  private func marks(_ flags: (Bool, Bool, Bool)) -> String {
    guard flags.0 || flags.1 || flags.2 else { return "--&" }
    return [flags.0, flags.1, flags.2].map { $0 ? "&" : "-" }.joined()
  }

  private func axis(
    _ axis: LayoutAxis, origin: Double, length: Double, available: Double, flags: (Bool, Bool, Bool),
    identifier: String
  ) -> [Constraint] {
    let start: LayoutAttribute = axis == .horizontal ? .left : .top
    let end: LayoutAttribute = axis == .horizontal ? .right : .bottom
    let center: LayoutAttribute = axis == .horizontal ? .centerX : .centerY
    let size: LayoutAttribute = axis == .horizontal ? .width : .height
    let own = { (attribute: LayoutAttribute) in Anchor(.view(view), attribute) }
    let parent = { (attribute: LayoutAttribute) in Anchor(.view(superview), attribute) }
    let leadingMargin = origin
    let trailingMargin = available - origin - length
    let (flexibleStart, flexibleSize, flexibleEnd) = flags

    var result: [Constraint] = []
    // Position.
    if !flexibleStart {
      result.append(Constraint(own(start), .equal, parent(start), constant: leadingMargin, identifier: identifier))
    } else if !flexibleEnd {
      result.append(Constraint(own(end), .equal, parent(end), constant: -trailingMargin, identifier: identifier))
    } else {
      result.append(Constraint(
        own(center), .equal, parent(center), constant: (leadingMargin - trailingMargin) / 2, identifier: identifier))
    }
    // Size.
    if !flexibleSize {
      result.append(Constraint(own(size), .equal, nil, constant: length, identifier: identifier))
    } else if !flexibleStart && !flexibleEnd {
      result.append(Constraint(own(end), .equal, parent(end), constant: -trailingMargin, identifier: identifier))
    } else {
      // The size's share of the flexible parts follows the superview.
      let flexible = length + (flexibleStart ? leadingMargin : 0) + (flexibleEnd ? trailingMargin : 0)
      let share = flexible > 0 ? length / flexible : 1.0 / Double([flexibleStart, true, flexibleEnd].filter { $0 }.count)
      result.append(Constraint(
        own(size), .equal, parent(size), multiplier: share, constant: length - share * available,
        identifier: identifier))
    }
    return result
  }
}
