import Testing

@testable import Layout

/// Characters 10 points wide, labels padded by 8 on each side and 20 high for one line; further
/// lines add 15 (1.25 × the 12-point label size).
struct WrappingFakeMeasurer: TextMeasuring {
  var labelPointSize: Double { 12 }
  var labelPadding: Double { 8 }
  func width(of text: String, pointSize: Double) -> Double { Double(text.count * 10) }
  func intrinsicSize(ofLabel text: String) -> LabelMetrics {
    LabelMetrics(width: Double(text.count * 10 + 16), height: 20, baselineFromCenter: 4)
  }
}

/// Multi-line labels are laid out as UIKit does: measured, solved, re-measured at the solved width,
/// solved again.
@Suite struct MultilineLayoutTests {
  func solve(_ json: String) throws -> Solution {
    let spec = try SpecDecoder.decode(Array(json.utf8))
    return try LayoutEngine(textMeasurer: WrappingFakeMeasurer()).solve(spec)
  }

  @Test func theHeightFollowsTheTextWrappedAtTheSolvedWidth() throws {
    // Unwrapped the text is 190 points; the layout gives the view 160, so 144 for text: two lines.
    let solution = try solve("""
      {"canvas": {"width": 200, "height": 300},
       "views": {"l": {"label": "aaaa bbbb cccc dddd", "lines": 0}},
       "constraints": ["H:|-20-[l]-20-|", "V:|-20-[l]"]}
      """)
    #expect(solution.frames["l"] == Frame(x: 20, y: 20, width: 160, height: 35))
    #expect(solution.warnings.isEmpty)
  }

  @Test func aSingleLineLabelNeverWraps() throws {
    let solution = try solve("""
      {"canvas": {"width": 200, "height": 300},
       "views": {"l": {"label": "aaaa bbbb cccc dddd"}},
       "constraints": ["H:|-20-[l]-20-|", "V:|-20-[l]"]}
      """)
    #expect(solution.frames["l"]?.height == 20)
  }

  @Test func aLineLimitCapsTheHeight() throws {
    let solution = try solve("""
      {"canvas": {"width": 100, "height": 300},
       "views": {"l": {"label": "aaaa bbbb cccc dddd", "lines": 2}},
       "constraints": ["H:|-20-[l]-20-|", "V:|-20-[l]"]}
      """)
    #expect(solution.frames["l"]?.height == 35)
  }

  @Test func aPreferredMaxLayoutWidthWrapsBeforeLayoutAndSizesTheViewToItsWidestLine() throws {
    // 100 - 2 × 8 = 84 points of text: one word per line, 4 lines, the widest 40 points.
    let solution = try solve("""
      {"canvas": {"width": 400, "height": 300},
       "views": {"l": {"label": "aaaa bbbb cccc dddd", "lines": 0, "preferredMaxLayoutWidth": 100}},
       "constraints": ["H:|-20-[l]", "V:|-20-[l]"]}
      """)
    #expect(solution.frames["l"] == Frame(x: 20, y: 20, width: 56, height: 65))
  }

  @Test func aWideEnoughViewKeepsOneLine() throws {
    let solution = try solve("""
      {"canvas": {"width": 400, "height": 300},
       "views": {"l": {"label": "aaaa bbbb", "lines": 0}},
       "constraints": ["H:|-20-[l]", "V:|-20-[l]"]}
      """)
    #expect(solution.frames["l"] == Frame(x: 20, y: 20, width: 106, height: 20))
  }
}
