import Testing

@testable import Layout

/// Text styles and Dynamic Type sizes, as a spec names them.
@Suite struct TextStyleTests {
  @Test func atTheDefaultSizeTheStylesHaveUIKitsPointSizes() {
    let sizes = Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0, $0.pointSize()) })
    #expect(sizes == [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
      .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ])
    #expect(TextStyle.headline.isBold && !TextStyle.body.isBold)
  }

  @Test func dynamicTypeSizesFollowApplesTable() {
    #expect(TextStyle.body.pointSize(for: .extraSmall) == 14)
    #expect(TextStyle.body.pointSize(for: .extraExtraExtraLarge) == 23)
    #expect(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
    #expect(TextStyle.caption2.pointSize(for: .medium) == 11)
    #expect(TextStyle.largeTitle.pointSize(for: .accessibilityMedium) == 44)
    // Every style grows (or stays) with every step.
    for style in TextStyle.allCases {
      let column = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
      #expect(column == column.sorted(), "\(style)")
    }
  }

  @Test func aSpecNamesTheStyleLinesAlignmentAndContentSize() throws {
    let spec = try SpecDecoder.decode(Array("""
      {"canvas": {"width": 100, "height": 100}, "contentSize": "accessibilityExtraLarge",
       "views": {"a": {"label": "x", "font": "headline", "lines": 0, "alignment": "justified",
                       "preferredMaxLayoutWidth": 80}}}
      """.utf8))
    #expect(spec.contentSize == .accessibilityExtraLarge)
    let view = try #require(spec.view(named: "a"))
    #expect(view.textStyle == .headline && view.lines == 0 && view.alignment == .justified)
    #expect(view.preferredMaxLayoutWidth == 80)
    let style = LabelStyle(of: view, in: spec, defaultPointSize: 13)
    #expect(style == LabelStyle(
      pointSize: 40, isBold: true, lines: 0, alignment: .justified, preferredMaxLayoutWidth: 80))
  }

  @Test func swiftUIsDynamicTypeNamesAreAcceptedToo() {
    #expect(ContentSizeCategory(name: "xxxLarge") == .extraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "accessibility5") == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "huge") == nil)
  }

  @Test func aMisspeltStyleIsAnErrorWithADidYouMean() {
    #expect {
      try SpecDecoder.decode(Array(#"{"canvas": {"width": 1, "height": 1}, "views": {"a": {"font": "bdy"}}}"#.utf8))
    } throws: { error in
      "\(error)".contains("is not a text style") && "\((error as? SpecError)?.notes ?? [])".contains("body")
    }
  }

  @Test func naturalAlignmentFollowsTheLayoutDirection() {
    #expect(TextAlignment.natural.resolved(for: .leftToRight) == .left)
    #expect(TextAlignment.natural.resolved(for: .rightToLeft) == .right)
    #expect(TextAlignment.center.resolved(for: .rightToLeft) == .center)
  }
}
