@testable import Layout
import Testing

/// What a `UIStackView` adds for its arranged views, written as UIKit logs it: each case is one of
/// the configurations whose constraints UIKit prints with `UISV-` identifiers.
@Suite struct StackViewConstraintsTests {
  func constraints(
    axis: LayoutAxis = .horizontal, distribution: IBStackView.Distribution = .fill,
    alignment: IBStackView.Alignment = .fill, spacing: Double = 8, views: [StackViewConstraints.Arranged],
    marginsRelative: Bool = false
  ) -> [String] {
    var layout = IBStackView(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
    layout.isLayoutMarginsRelative = marginsRelative
    return StackViewConstraints(stack: "stack", layout: layout, arranged: views).constraints().constraints.map(\.description)
  }

  static let abc = ["a", "b", "c"].map { StackViewConstraints.Arranged(id: $0) }

  @Test func fillPinsTheEndsChainsTheViewsAndAlignsThemWithTheFirst() {
    #expect(constraints(views: Self.abc) == [
      "'UISV-canvas-connection' stack.leading == a.leading",
      "'UISV-canvas-connection' c.trailing == stack.trailing",
      "'UISV-spacing' b.leading == a.trailing + 8",
      "'UISV-spacing' c.leading == b.trailing + 8",
      "'UISV-alignment' a.top == b.top",
      "'UISV-alignment' a.bottom == b.bottom",
      "'UISV-alignment' a.top == c.top",
      "'UISV-alignment' a.bottom == c.bottom",
      "'UISV-canvas-connection' stack.top == a.top",
      "'UISV-canvas-connection' a.bottom == stack.bottom",
    ])
  }

  @Test func fillEquallyMakesEveryVisibleViewAsLongAsTheFirst() {
    let result = constraints(axis: .vertical, distribution: .fillEqually, views: Self.abc)
    #expect(result.filter { $0.hasPrefix("'UISV-fill-equally'") } == [
      "'UISV-fill-equally' b.height == a.height",
      "'UISV-fill-equally' c.height == a.height",
    ])
  }

  @Test func fillProportionallyGivesEachViewItsShareOfTheStackAtFallingPriorities() {
    let views = [
      StackViewConstraints.Arranged(id: "a", intrinsicLength: 160),
      StackViewConstraints.Arranged(id: "b", intrinsicLength: 80),
      StackViewConstraints.Arranged(id: "c", intrinsicLength: 40),
    ]
    let result = constraints(distribution: .fillProportionally, spacing: 0, views: views)
    #expect(result.filter { $0.hasPrefix("'UISV-fill-proportionally'") } == [
      "'UISV-fill-proportionally' a.width == 0.571429 * stack.width @999",
      "'UISV-fill-proportionally' b.width == 0.285714 * stack.width @998",
      "'UISV-fill-proportionally' c.width == 0.142857 * stack.width @997",
    ])
  }

  @Test func equalSpacingPutsEqualGapGuidesBetweenTheViewsAndOnlyAMinimumSpacing() {
    let result = constraints(distribution: .equalSpacing, spacing: 10, views: Self.abc)
    #expect(result.contains("'UISV-spacing' b.leading >= a.trailing + 10"))
    #expect(result.contains("'UISV-distributing-edge' stack-distributing-1.leading == a.trailing"))
    #expect(result.contains("'UISV-distributing-edge' stack-distributing-1.trailing == b.leading"))
    #expect(result.contains("'UISV-fill-equally' stack-distributing-2.width == stack-distributing-1.width"))
  }

  @Test func equalCenteringSpacesTheCentresAtALowPriority() {
    let result = constraints(distribution: .equalCentering, spacing: 0, views: Self.abc)
    #expect(result.contains("'UISV-distributing-edge' stack-distributing-1.leading == a.centerX"))
    #expect(result.contains("'UISV-distributing-edge' stack-distributing-2.trailing == c.centerX"))
    #expect(result.contains("'UISV-fill-equally' stack-distributing-2.width == stack-distributing-1.width @149"))
    #expect(result.contains("'UISV-spacing' c.leading >= b.trailing"))
  }

  @Test func centreAlignmentKeepsEveryViewInsideAndHugsTheTallest() {
    let result = constraints(alignment: .center, views: Self.abc)
    #expect(result.contains("'UISV-alignment' a.centerY == b.centerY"))
    #expect(result.contains("'UISV-canvas-connection' stack.centerY == a.centerY"))
    #expect(result.contains("'UISV-spanning-boundary' stack.top <= b.top"))
    #expect(result.contains("'UISV-spanning-boundary' stack.bottom >= b.bottom"))
    #expect(result.contains("'UISV-spanning-fit' stack.height == 0 @51"))
    #expect(result.contains("'UISV-ambiguity-suppression' c.height == 0 @25"))
  }

  @Test func leadingAlignmentPinsTheTopsAndBoundsOnlyTheBottoms() {
    let result = constraints(axis: .vertical, alignment: .leading, views: Self.abc)
    #expect(result.contains("'UISV-alignment' a.leading == b.leading"))
    #expect(result.contains("'UISV-canvas-connection' stack.leading == a.leading"))
    #expect(result.contains("'UISV-spanning-boundary' stack.trailing >= c.trailing"))
    #expect(!result.contains { $0.contains("stack.leading <=") })
  }

  @Test func baselineAlignmentAlignsTextBaselinesAndOtherViewsTops() {
    let views = [
      StackViewConstraints.Arranged(id: "label", hasBaseline: true),
      StackViewConstraints.Arranged(id: "field", hasBaseline: true),
      StackViewConstraints.Arranged(id: "image"),
    ]
    let result = constraints(alignment: .firstBaseline, views: views)
    #expect(result.contains("'UISV-alignment' label.firstBaseline == field.firstBaseline"))
    #expect(result.contains("'UISV-alignment' label.top == image.top"))
    #expect(result.contains("'UISV-canvas-fit' stack.height == 0 @49"))
  }

  @Test func aHiddenViewIsSqueezedAndTakesNoSpacing() {
    let views = [
      StackViewConstraints.Arranged(id: "a"), StackViewConstraints.Arranged(id: "b", isHidden: true),
      StackViewConstraints.Arranged(id: "c"),
    ]
    let result = constraints(spacing: 10, views: views)
    #expect(result.contains("'UISV-hiding' b.width == 0"))
    // The space after a goes to c, the next visible view; none is left around b.
    #expect(result.contains("'UISV-spacing' b.leading == a.trailing + 10"))
    #expect(result.contains("'UISV-spacing' c.leading == b.trailing"))
  }

  @Test func marginsRelativeArrangementConnectsTheViewsToTheMargins() {
    let result = constraints(views: Self.abc, marginsRelative: true)
    #expect(result.contains("'UISV-canvas-connection' stack.margins.leading == a.leading"))
    #expect(result.contains("'UISV-canvas-connection' a.bottom == stack.margins.bottom"))
  }
}
