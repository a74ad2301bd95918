import Layout
import Testing

@testable import Preview

/// Multi-line labels in the scene: the lines the engine measured, stacked and aligned.
@Suite struct SceneMultilineLabelTests {
  func contentLines(_ json: String) throws -> [SceneText] {
    let spec = try SpecDecoder.decode(Array(json.utf8))
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    let solution = try pipeline.solve(spec)
    let scene = pipeline.scene(
      for: spec, solution: solution, options: RenderPipeline.options(for: spec, showsAnnotations: false))
    return scene.items.compactMap { item in
      if case .text(let text) = item, case .viewContent = text.role { return text }
      return nil
    }
  }

  @Test func eachWrappedLineIsATextItemOneUnderTheOther() throws {
    let lines = try contentLines("""
      {"canvas": {"width": 200, "height": 300},
       "views": {"l": {"label": "The quick brown fox jumps over the lazy dog", "lines": 0}},
       "constraints": ["H:|-20-[l]-20-|", "V:|-20-[l]"]}
      """)
    #expect(lines.count >= 2)
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.y < $1.y })
    #expect(lines.map(\.string).joined(separator: " ") == "The quick brown fox jumps over the lazy dog")
  }

  @Test func naturalAlignmentIsTheTrailingEdgeInARightToLeftLayout() throws {
    let lines = try contentLines("""
      {"canvas": {"width": 200, "height": 100}, "layoutDirection": "rightToLeft",
       "views": {"l": {"label": "שלום", "alignment": "natural"}},
       "constraints": ["H:|-20-[l(120)]", "V:|-20-[l]"]}
      """)
    #expect(lines.first?.alignment == .trailing)
  }

  @Test func justifiedLinesButTheLastFillTheWidth() throws {
    let lines = try contentLines("""
      {"canvas": {"width": 200, "height": 300},
       "views": {"l": {"label": "The quick brown fox jumps over the lazy dog", "lines": 0, "alignment": "justified"}},
       "constraints": ["H:|-20-[l]-20-|", "V:|-20-[l]"]}
      """)
    #expect(lines.dropLast().allSatisfy { $0.justifiedWidth != nil })
    #expect(lines.last?.justifiedWidth == nil)
  }

  @Test func aBoldStyleIsDrawnBold() throws {
    let lines = try contentLines("""
      {"canvas": {"width": 200, "height": 100},
       "views": {"l": {"label": "Title", "font": "headline"}}, "constraints": ["|-[l]", "V:|-[l]"]}
      """)
    #expect(lines.first?.isBold == true && lines.first?.pointSize == 17)
  }
}
