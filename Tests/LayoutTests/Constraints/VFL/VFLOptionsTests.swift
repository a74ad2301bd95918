import Testing

@testable import Layout

/// Layout options: the spec's names, alignment constraints, the orientation rules with Apple's
/// errors, and the direction options that turn leading/trailing into left/right or mirror a line.
@Suite struct VFLOptionsTests {
  // MARK: - Names

  @Test func namesCombineIntoOneSet() throws {
    let options = try VFLOptions(names: ["alignAllTop", "alignAllBottom", "directionRightToLeft"])
    #expect(options == [.alignAllTop, .alignAllBottom, .directionRightToLeft])
  }

  @Test(arguments: [
    ("alignAllLeft", VFLOptions.alignAllLeft), ("alignAllRight", .alignAllRight),
    ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
    ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
    ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
    ("alignAllBaseline", .alignAllLastBaseline), ("alignAllLastBaseline", .alignAllLastBaseline),
    ("alignAllFirstBaseline", .alignAllFirstBaseline),
    ("directionLeadingToTrailing", VFLOptions()), ("directionLeftToRight", .directionLeftToRight),
    ("directionRightToLeft", .directionRightToLeft),
    ("spacingEdgeToEdge", VFLOptions()), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ("NSLayoutFormatAlignAllCenterY", .alignAllCenterY),
  ])
  func everyName(_ name: String, option: VFLOptions) throws {
    #expect(try VFLOptions(names: [name]) == option)
  }

  /// The bits are Apple's `NSLayoutFormatOptions`, so values pasted from Objective-C mean the same.
  @Test func rawValuesAreApples() {
    #expect(VFLOptions.alignAllLeft.rawValue == 1 << 1)
    #expect(VFLOptions.alignAllTrailing.rawValue == 1 << 6)
    #expect(VFLOptions.alignAllCenterX.rawValue == 1 << 9)
    #expect(VFLOptions.alignAllBaseline.rawValue == 1 << 11)
    #expect(VFLOptions.alignAllFirstBaseline.rawValue == 1 << 12)
    #expect(VFLOptions.directionLeadingToTrailing.rawValue == 0)
    #expect(VFLOptions.directionLeftToRight.rawValue == 0x10000)
    #expect(VFLOptions.directionRightToLeft.rawValue == 0x20000)
    #expect(VFLOptions.spacingBaselineToBaseline.rawValue == 0x80000)
  }

  @Test(arguments: [
    ("alignAllCentreY", "alignAllCenterY"),
    ("alignAllcentery", "alignAllCenterY"),
    ("alignAllTops", "alignAllTop"),
    ("directionRightToLft", "directionRightToLeft"),
  ])
  func unknownNameSuggestsTheClosest(_ name: String, suggestion: String) throws {
    let error = try #require(throws: VFLOptionError.self) { try VFLOptions(names: ["alignAllTop", name]) }
    #expect(error.name == name)
    #expect(error.suggestion == suggestion)
    #expect(error.message == "Unknown layout option '\(name)'.")
    #expect(error.note == "did you mean '\(suggestion)'?")
    #expect(error.position == nil)
  }

  @Test func unrelatedNameHasNoSuggestion() throws {
    let error = try #require(throws: VFLOptionError.self) { try VFLOptions(names: ["sideways"]) }
    #expect(error.suggestion == nil && error.note == nil)
  }

  // MARK: - Alignment constraints

  @Test func oneAlignmentPerAdjacentPairAfterTheLineInAscendingAttributeOrder() throws {
    let equations = try VFLFixture.equations(
      "H:|-[a]-[b(50)]-[c]-|", options: [.alignAllBottom, .alignAllTop])
    #expect(equations == [
      "a.leading == superview.leading + 20",
      "b.leading == a.trailing + 8", "b.width == 50",
      "c.leading == b.trailing + 8",
      "superview.trailing == c.trailing + 20",
      "a.top == b.top", "a.bottom == b.bottom",
      "b.top == c.top", "b.bottom == c.bottom",
    ])
  }

  @Test func alignmentsNeverInvolveTheSuperview() throws {
    let constraints = try VFLFixture.parse("V:|-[a]-|", options: .alignAllCenterX)
    #expect(constraints.allSatisfy { $0.source.kind != .vflAlignment })
  }

  @Test func aConnectionWithSeveralPredicatesAlignsOnce() throws {
    let equations = try VFLFixture.equations("[a]-(>=8,<=20)-[b]", options: .alignAllCenterY)
    #expect(equations == [
      "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20", "a.centerY == b.centerY",
    ])
  }

  @Test func alignmentSourceIsTheSecondViewOfThePair() throws {
    let format = "V:[a]-[b(>=10)]"
    var given = ConstraintSource()
    given.index = 7
    let constraints = try VFLParser(context: VFLFixture.context()).parse(
      format, options: .alignAllLeading, source: given)
    let alignment = try #require(constraints.last)
    #expect(alignment.source.kind == .vflAlignment)
    #expect(alignment.source.span == 6..<15)  // [b(>=10)]
    #expect(alignment.source.index == 7 && alignment.source.text == format)
    #expect(alignment.description == "a.leading == b.leading")
    #expect(alignment.priority == .required && alignment.constant == 0 && alignment.multiplier == 1)
  }

  @Test(arguments: [
    VFLOptions.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllBaseline,
    .alignAllFirstBaseline, .alignAllLastBaseline,
  ])
  func horizontalLinesAlignOnVerticalEdges(_ option: VFLOptions) throws {
    let constraints = try VFLFixture.parse("H:[a]-[b]", options: option)
    #expect(constraints.count == 2)
    #expect(constraints.last?.firstAttribute.axis == .vertical)
  }

  @Test(arguments: [
    VFLOptions.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
  ])
  func verticalLinesAlignOnHorizontalEdges(_ option: VFLOptions) throws {
    let constraints = try VFLFixture.parse("V:[a]-[b]", options: option)
    #expect(constraints.count == 2)
    #expect(constraints.last?.firstAttribute.axis == .horizontal)
  }

  // MARK: - Orientation errors

  /// Apple raises these when it finishes the first view–view connection, so the caret sits just
  /// after the second view of the first pair. The research notes call this an inference from the
  /// decompiled parser ([DEC]); it follows `finishConstraint` running after `parseView` returns.
  @Test(arguments: [
    VFLOptions.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
  ])
  func horizontalEdgesAreRejectedInHorizontalLines(_ option: VFLOptions) throws {
    let error = try #require(VFLFixture.error("H:|-[a]-[b(50)]-|", options: option))
    #expect(error.reason == .alignmentOnHorizontalEdge)
    #expect(
      error.message
        == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    )
    #expect(error.position == 15)  // after [b(50)]
  }

  @Test(arguments: [
    VFLOptions.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllBaseline,
    .alignAllFirstBaseline,
  ])
  func verticalEdgesAreRejectedInVerticalLines(_ option: VFLOptions) throws {
    let error = try #require(VFLFixture.error("V:[a][b]|", options: option))
    #expect(error.reason == .alignmentOnVerticalEdge)
    #expect(
      error.message
        == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    )
    #expect(error.position == 8)
  }

  @Test func aLineWithOneViewNeverChecksAlignment() throws {
    #expect(try VFLFixture.parse("H:|-[a]-|", options: .alignAllLeft).count == 2)
  }

  @Test func oneBadBitAmongGoodOnesFails() {
    #expect(VFLFixture.error("[a][b]", options: [.alignAllTop, .alignAllCenterX])?.reason == .alignmentOnHorizontalEdge)
  }

  // MARK: - Direction

  @Test func leftToRightUsesLeftAndRight() throws {
    let constraints = try VFLFixture.parse("|-[find]-[findNext]-|", options: .directionLeftToRight)
    #expect(constraints.map(\.equationDescription) == [
      "find.left == superview.left + 20",
      "findNext.left == find.right + 8",
      "superview.right == findNext.right + 20",
    ])
    #expect(constraints.map(\.description) == [
      "H:|-(20)-[find](LTR)", "H:[find]-(8)-[findNext](LTR)", "H:[findNext]-(20)-|(LTR)",
    ])
  }

  /// [GS]: right to left mirrors the line; the first view is the rightmost.
  @Test func rightToLeftMirrorsTheLine() throws {
    let constraints = try VFLFixture.parse("|-[find]-[findNext]-|", options: .directionRightToLeft)
    #expect(constraints.map(\.equationDescription) == [
      "superview.right == find.right + 20",
      "find.left == findNext.right + 8",
      "findNext.left == superview.left + 20",
    ])
    #expect(constraints.map(\.description) == [
      "H:[find]-(20)-|(LTR)", "H:[findNext]-(8)-[find](LTR)", "H:|-(20)-[findNext](LTR)",
    ])
  }

  @Test func rightToLeftAlignmentStartsWithTheLaterView() throws {
    let equations = try VFLFixture.equations("[a]-[b]", options: [.directionRightToLeft, .alignAllTop])
    #expect(equations == ["a.left == b.right + 8", "b.top == a.top"])
  }

  @Test func bothDirectionBitsBehaveLikeLeftToRight() throws {
    let both = try VFLFixture.equations("[a]-[b]", options: [.directionLeftToRight, .directionRightToLeft])
    #expect(both == ["b.left == a.right + 8"])
  }

  @Test(arguments: [VFLOptions.directionLeftToRight, .directionRightToLeft])
  func directionDoesNothingToVerticalLines(_ direction: VFLOptions) throws {
    let format = "V:|-[a]-(>=10)-[b(20)]-|"
    #expect(
      try VFLFixture.parse(format, options: direction).map(\.description)
        == VFLFixture.parse(format).map(\.description))
  }

  // MARK: - Baseline-to-baseline spacing

  /// Apple picks each view's edge without looking at the other end, so baselines are used next to
  /// `|` too: the view's first baseline below the top, its last baseline above the bottom.
  @Test func baselineToBaselineSpacesViewsByTheirBaselines() throws {
    let constraints = try VFLFixture.parse("V:|-[a]-[b]-|", options: .spacingBaselineToBaseline)
    #expect(constraints.map(\.equationDescription) == [
      "a.firstBaseline == superview.top + 20",
      "b.firstBaseline == a.lastBaseline + 8",
      "superview.bottom == b.lastBaseline + 20",
    ])
    // No log form exists for baseline gaps; the equation stands in.
    #expect(constraints.map(\.description) == constraints.map(\.equationDescription))
  }

  @Test func baselineToBaselineIsRejectedInHorizontalLines() throws {
    let error = try #require(VFLFixture.error("H:|-[a]-[b]", options: .spacingBaselineToBaseline))
    #expect(error.message == "BaselineToBaseline format option not valid for horizontal layout")
    #expect(error.position == 7)  // after the first connection's view
    // No connection, nothing to check.
    #expect(VFLFixture.error("H:[a(20)]", options: .spacingBaselineToBaseline) == nil)
  }
}
