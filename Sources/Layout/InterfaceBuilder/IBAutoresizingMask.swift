/// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES" …/>`: which
/// of a view's margins and sizes follow its superview's size. UIKit's names map onto AppKit's
/// (`flexibleMinX` is the left margin on both; `flexibleMinY` the top margin on iOS and the
/// bottom one in an AppKit superview that is not flipped).
struct IBAutoresizingMask: Sendable, Equatable {
  var flexibleMinX = false
  var widthSizable = false
  var flexibleMaxX = false
  var flexibleMinY = false
  var heightSizable = false
  var flexibleMaxY = false

  /// Nothing flexible: the frame is fixed at its top-left corner.
  static let none = IBAutoresizingMask()

  /// As a console log prints it: `h=--& v=-&-` (left margin, width, right margin; top margin,
  /// height, bottom margin, in the superview's own y direction).
  var logDescription: String {
    func mark(_ flexible: Bool) -> String { flexible ? "&" : "-" }
    return "h=\(mark(flexibleMinX))\(mark(widthSizable))\(mark(flexibleMaxX)) "
      + "v=\(mark(flexibleMinY))\(mark(heightSizable))\(mark(flexibleMaxY))"
  }
}
