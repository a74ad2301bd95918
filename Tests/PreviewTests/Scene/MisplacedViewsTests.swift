import Layout
import Testing

@testable import Preview

/// A view whose document saved another frame than its constraints give is marked as Xcode's canvas
/// marks a misplaced view: a dashed outline where it was saved, and a legend entry naming the view
/// and how far apart the two frames are.
@Suite struct MisplacedViewsTests {
  func scene(_ json: String) throws -> Scene {
    let spec = try SpecDecoder.decode(Array(json.utf8))
    let measurer = FixedWidthMeasurer()
    let solution = try LayoutEngine(textMeasurer: measurer).solve(spec)
    return SceneBuilder(options: RenderOptions(scale: 1, theme: .light), measurer: measurer)
      .scene(for: spec, solution: solution)
  }

  func outlines(_ scene: Scene) -> [SceneBox] {
    scene.items.compactMap { item in
      if case .box(let box) = item, case .misplaced = box.role { return box }
      return nil
    }
  }

  static let card = """
    {"canvas": {"width": 300, "height": 200},
     "views": {
       "card": {"savedFrame": {"x": 20, "y": 20, "width": 200, "height": 100}},
       "avatar": {"parent": "card", "misplaced": true,
                  "savedFrame": {"x": 10, "y": 40, "width": 40, "height": 40}}},
     "constraints": ["H:|-20-[card(200)]", "V:|-20-[card(100)]", "H:|-10-[avatar(40)]", "V:|-10-[avatar(40)]"]}
    """

  @Test func aViewSavedElsewhereIsOutlinedWhereItWasSaved() throws {
    let scene = try scene(Self.card)
    let outline = try #require(outlines(scene).first)
    // Saved 40 below the card's top, not the solved 10: 30 points lower than the avatar's box
    // (the picture starts at its own corner, so positions are compared with the box).
    let box = try #require(scene.items.lazy.compactMap { item -> SceneBox? in
      if case .box(let box) = item, box.role == .view("avatar") { return box }
      return nil
    }.first)
    #expect(outline.rect == Rect(x: box.rect.x, y: box.rect.y + 30, width: 40, height: 40))
    #expect(outline.dash)
    #expect(outline.stroke == Theme.light.ambiguity)
    #expect(outline.role == .misplaced("avatar"))
    #expect(outlines(scene).count == 1)
  }

  @Test func theLegendNamesTheViewAndTheOffset() throws {
    let entry = try #require(try scene(Self.card).legend.first { $0.kind == .misplaced })
    #expect(entry.title == "avatar: saved 30 pt lower: y 60, not 30")
    #expect(entry.details == ["dashed: the frame the document saved; Xcode flags it misplaced"])
  }

  @Test func aDifferenceOfAPointOrLessIsNotMarked() throws {
    let scene = try scene("""
      {"canvas": {"width": 300, "height": 200},
       "views": {"a": {"savedFrame": {"x": 20.8, "y": 19.5, "width": 100, "height": 50.6}}},
       "constraints": ["H:|-20-[a(100)]", "V:|-20-[a(50)]"]}
      """)
    #expect(outlines(scene).isEmpty)
    #expect(scene.legend.isEmpty)
  }

  @Test func sizesAndSidewaysMovesAreNamed() {
    let view = MisplacedViews.View(
      name: "b", saved: Frame(x: 0, y: 10, width: 112, height: 30), solved: Frame(x: 8, y: 10, width: 100, height: 30),
      isFlagged: false)
    #expect(MisplacedViews.difference(view) == "saved 8 pt left, 12 pt wider: x 0, not 8; width 112, not 100")
  }
}
