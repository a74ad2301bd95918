@testable import Layout
import Testing

/// The constraints a view that translates its autoresizing mask gets, as UIKit logs them
/// (`h=--& v=--&`): they keep its frame where it is, and say which parts follow the superview.
/// The view sits at (20, 30), 100 × 40 points, in a superview 300 × 200 points.
@Suite struct AutoresizingConstraintsTests {
  func constraints(_ horizontal: (Bool, Bool, Bool), _ vertical: (Bool, Bool, Bool) = (false, false, true)) -> [String] {
    AutoresizingConstraints(
      view: "v", superview: "s", frame: Frame(x: 20, y: 30, width: 100, height: 40),
      superviewSize: Size(width: 300, height: 200), horizontal: horizontal, vertical: vertical
    ).constraints().map(\.description)
  }

  @Test func noFlexibilityPinsTheTopLeftCornerAndTheSize() {
    #expect(constraints((false, false, false), (false, false, false)) == [
      "'h=--& v=--&' v.left == s.left + 20",
      "'h=--& v=--&' v.width == 100",
      "'h=--& v=--&' v.top == s.top + 30",
      "'h=--& v=--&' v.height == 40",
    ])
  }

  @Test func aFlexibleWidthKeepsBothMargins() {
    #expect(constraints((false, true, false)).prefix(2) == [
      "'h=-&- v=--&' v.left == s.left + 20",
      "'h=-&- v=--&' v.right == s.right - 180",
    ])
  }

  @Test func aFlexibleLeftMarginKeepsTheRightOne() {
    #expect(constraints((true, false, false)).prefix(2) == [
      "'h=&-- v=--&' v.right == s.right - 180",
      "'h=&-- v=--&' v.width == 100",
    ])
  }

  @Test func aFlexibleWidthBesideAFlexibleMarginGrowsByItsShare() {
    // Of the 280 flexible points (100 wide, 180 of right margin), the width has 100: it grows by
    // 100/280 of any change of the superview's width.
    #expect(constraints((false, true, true)).prefix(2) == [
      "'h=-&& v=--&' v.left == s.left + 20",
      "'h=-&& v=--&' v.width == 0.357143 * s.width - 7.142857",
    ])
  }

  @Test func bothMarginsFlexibleKeepTheCentreWhereItIs() {
    #expect(constraints((true, false, true)).prefix(2) == [
      "'h=&-& v=--&' v.centerX == s.centerX - 80",
      "'h=&-& v=--&' v.width == 100",
    ])
  }

  @Test func everyConstraintHoldsAtTheSavedFrame() {
    let flags = [false, true]
    for a in flags { for b in flags { for c in flags {
      let generator = AutoresizingConstraints(
        view: "v", superview: "s", frame: Frame(x: 20, y: 30, width: 100, height: 40),
        superviewSize: Size(width: 300, height: 200), horizontal: (a, b, c), vertical: (c, a, b))
      for constraint in generator.constraints() {
        func value(_ anchor: IBGeneratedConstraint.Anchor) -> Double {
          let isView = anchor.item == .view("v")
          let frame = isView ? Frame(x: 20, y: 30, width: 100, height: 40) : Frame(x: 0, y: 0, width: 300, height: 200)
          switch anchor.attribute {
          case .left: return frame.x
          case .right: return frame.maxX
          case .top: return frame.y
          case .bottom: return frame.maxY
          case .centerX: return frame.midX
          case .centerY: return frame.midY
          case .width: return frame.width
          case .height: return frame.height
          default: return .nan
          }
        }
        let right = constraint.second.map { constraint.multiplier * value($0) } ?? 0
        #expect(abs(value(constraint.first) - right - constraint.constant) < 1e-9, "\(constraint)")
      }
    } } }
  }
}
