/// Views named as Apple's console log prints them rather than by identifiers: where each name
/// stands in a constraint string (`UILabel:0x7fb1c8d0a2e0'Title'`, `<UIView:0x7f8a412e8eb0>`, a
/// `names:` key such as `Sample View`), found by the log's reader, which knows that vocabulary.
///
/// Given to ``VFLParser`` or ``ExpressionParser``, it switches them to the log's dialect: each range
/// is read as one view name (the text in it, which the context declares), and the rest of the string
/// with what a log prints beyond a spec: a system spacing as `NSSpace(8)` or
/// `NSLayoutAnchorConstraintSpace(8)`, numbers as `%g` prints them (`1e+06`), the frame attributes of
/// autoresizing constraints (`minX`, `midY`) and a constant written after an item without a sign
/// (`view.bottom NSSpace(0)`). A log has no metrics, no `superview` and no comments.
struct PrintedNames: Sendable {
  /// The names' ranges in the string the parser is given.
  var ranges: [Range<String.Index>]

  init(_ ranges: [Range<String.Index>]) {
    self.ranges = ranges
  }

  /// Each name's end by its start, in UTF-8 offsets of `text` (how ``VFLParser`` counts).
  func utf8Ends(in text: String) -> [Int: Int] {
    var ends: [Int: Int] = [:]
    for range in ranges {
      ends[text.utf8.distance(from: text.startIndex, to: range.lowerBound)] =
        text.utf8.distance(from: text.startIndex, to: range.upperBound)
    }
    return ends
  }

  /// Each name's end by its start, in characters of `text` (how ``ExpressionParser`` counts).
  func characterEnds(in text: String) -> [Int: Int] {
    var ends: [Int: Int] = [:]
    for range in ranges {
      let start = text.distance(from: text.startIndex, to: range.lowerBound)
      ends[start] = start + text.distance(from: range.lowerBound, to: range.upperBound)
    }
    return ends
  }

  /// The system spacings a log prints in place of a number: `NSSpace(8)` (UIKit and AppKit's VFL
  /// form) and `NSLayoutAnchorConstraintSpace(8)` (anchors' `constraint(equalToSystemSpacingAfter:)`).
  static let spacingWrappers = ["NSSpace(", "NSLayoutAnchorConstraintSpace("]

  /// The layout attribute an autoresizing constraint's frame attribute (`minX`, `midY`) stands for,
  /// and the superview's attribute a constant alone is measured from: a frame is in its
  /// superview's coordinates, so `midY == + 70` is `centerY == superview.top + 70`.
  static func frameAttribute(_ name: String) -> (attribute: LayoutAttribute, origin: LayoutAttribute)? {
    switch name {
    case "minX": return (.left, .left)
    case "midX": return (.centerX, .left)
    case "maxX": return (.right, .left)
    case "minY": return (.top, .top)
    case "midY": return (.centerY, .top)
    case "maxY": return (.bottom, .top)
    default: return nil
    }
  }
}
