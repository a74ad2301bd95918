import Testing

@testable import Layout

/// Margins and the safe area as guides: `card.margins.leading`, `safeArea.top`, UIKit's
/// `leadingMargin`, in both layout directions.
@Suite struct LayoutGuideTests {
  static func frames(_ json: String) throws -> [String: Frame] {
    try LayoutEngine().solve(SpecDecoder.decode(Array(json.utf8))).frames
  }

  @Test func aViewsMarginsAreItsFrameInsetByItsLayoutMargins() throws {
    let frames = try Self.frames("""
      {"canvas": {"width": 400, "height": 300},
       "views": {"card": {"layoutMargins": {"top": 10, "leading": 16, "bottom": 10, "trailing": 12}},
                 "title": {"parent": "card"}},
       "constraints": ["H:|-20-[card(200)]", "V:|-20-[card(100)]",
         "title.leading = card.margins.leading", "title.trailing = card.trailingMargin",
         "title.top = card.topMargin", "title.height = 20"]}
      """)
    #expect(frames["title"] == Frame(x: 36, y: 30, width: 172, height: 20))
  }

  @Test func theCanvasMarginsAreMeasuredFromItsSafeArea() throws {
    let frames = try Self.frames("""
      {"canvas": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34},
                  "layoutMargins": {"leading": 16, "trailing": 16}},
       "views": {"button": {}},
       "constraints": ["button.leading = superview.margins.leading", "button.trailing = superview.margins.trailing",
         "button.bottom = safeArea.bottom - 20", "button.height = 50"]}
      """)
    #expect(frames["button"] == Frame(x: 16, y: 740, width: 358, height: 50))
  }

  @Test func leadingMarginsFollowTheLayoutDirection() throws {
    let frames = try Self.frames("""
      {"canvas": {"width": 300, "height": 100, "layoutMargins": {"leading": 30, "trailing": 10}},
       "layoutDirection": "rightToLeft",
       "views": {"a": {}},
       "constraints": ["a.leading = superview.leadingMargin", "a.width = 50", "a.top = 0", "a.height = 10"]}
      """)
    // Leading is the right edge: 30 points in from it.
    #expect(frames["a"] == Frame(x: 220, y: 0, width: 50, height: 10))
  }

  @Test func centerWithinMarginsIsTheCentreOfTheMarginsGuide() throws {
    let frames = try Self.frames("""
      {"canvas": {"width": 300, "height": 100, "layoutMargins": {"leading": 40, "trailing": 0}},
       "views": {"a": {}},
       "constraints": ["a.centerX = superview.centerXWithinMargins", "a.width = 20", "a.top = 0", "a.height = 10"]}
      """)
    #expect(frames["a"] == Frame(x: 160, y: 0, width: 20, height: 10))
  }

  @Test func aGuideViewHasNoIntrinsicSizeAndNonNegativeSizesMakeAConflict() throws {
    let solution = try LayoutEngine().solve(SpecDecoder.decode(Array("""
      {"canvas": {"width": 100, "height": 100}, "nonNegativeSizes": true,
       "views": {"box": {}, "guide": {"guide": true, "parent": "box"}},
       "constraints": ["box.height = 0", "V:|-8-[guide]-8-|"]}
      """.utf8)))
    #expect(solution.guideViews == ["guide"])
    #expect(solution.conflicts.count == 1, "the guide would need a height of -16")
  }

  @Test func anAssumedConstraintMustBeOptional() {
    #expect(throws: LayoutError.self) {
      _ = try LayoutEngine().solve(SpecDecoder.decode(Array("""
        {"canvas": {"width": 100, "height": 100}, "views": {"a": {}},
         "constraints": [{"expr": "a.width = 10", "assumed": true}]}
        """.utf8)))
    }
  }
}
