/// Insets from each edge of a rectangle, in points, named by layout direction as
/// `NSDirectionalEdgeInsets` is: `leading` is the left edge in left-to-right layouts and the right
/// edge in right-to-left ones.
public struct EdgeInsets: Sendable, Equatable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No inset at all.
  public static let zero = EdgeInsets()

  /// UIKit's default `layoutMargins` of a view: 8 points on each side.
  public static let defaultLayoutMargins = EdgeInsets(all: 8)

  /// The inset of the left edge for a layout direction.
  public func left(rightToLeft: Bool) -> Double { rightToLeft ? trailing : leading }

  /// The inset of the right edge for a layout direction.
  public func right(rightToLeft: Bool) -> Double { rightToLeft ? leading : trailing }

  /// Both insets added edge by edge: the margins of a root view are measured from its safe area.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading, bottom: lhs.bottom + rhs.bottom,
      trailing: lhs.trailing + rhs.trailing)
  }
}
