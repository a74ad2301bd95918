import Layout
import Testing

@testable import Preview

/// Every character is 6 points wide at 12 pt (proportional to the size), so placements are exact.
struct FixedWidthMeasurer: TextMeasuring {
  var labelPointSize: Double { 12 }
  func intrinsicSize(ofLabel text: String) -> LabelMetrics {
    LabelMetrics(width: width(of: text, pointSize: 12) + 16, height: 24, baselineFromCenter: 4)
  }
  func width(of text: String, pointSize: Double) -> Double {
    Double(text.count) * pointSize / 2
  }
}

@Suite struct SceneBuilderTests {
  func solution(
    frames: [(String, Frame)], constraints: [LayoutConstraint] = [], conflicts: [Conflict] = [],
    ambiguities: [Ambiguity] = [], parents: [String: String] = [:]
  ) -> Solution {
    Solution(
      canvas: Size(width: 200, height: 100), viewNames: frames.map(\.0),
      frames: Dictionary(uniqueKeysWithValues: frames), parents: parents,
      constraints: constraints, conflicts: conflicts, ambiguities: ambiguities)
  }

  func build(_ solution: Solution, labels: [String: String] = [:], annotations: Bool = true) -> Scene {
    SceneBuilder(
      options: RenderOptions(scale: 1, theme: .light, showsAnnotations: annotations),
      measurer: FixedWidthMeasurer()
    ).scene(for: solution, labels: labels)
  }

  func boxes(_ scene: Scene, role: SceneRole) -> [SceneBox] {
    scene.items.compactMap { if case .box(let box) = $0, box.role == role { return box } else { return nil } }
  }

  func texts(_ scene: Scene) -> [SceneText] {
    scene.items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
  }

  @Test func eachViewIsABoxAtItsFrameWithItsColour() {
    let scene = build(solution(frames: [("a", Frame(x: 20, y: 10, width: 100, height: 40))]))
    let box = boxes(scene, role: .view("a")).first
    #expect(box?.rect == Rect(x: 20, y: 10, width: 100, height: 40))
    #expect(box?.stroke == Theme.light.color(forViewAt: 0))
    #expect(box?.strokePixels == 1)
    #expect(box?.fill == Theme.light.fill(for: Theme.light.color(forViewAt: 0)))
  }

  @Test func parentsAreDrawnBeforeTheirChildren() {
    let scene = build(solution(
      frames: [("inner", Frame(x: 30, y: 30, width: 10, height: 10)), ("card", Frame(x: 20, y: 20, width: 100, height: 50))],
      parents: ["inner": "card"]))
    let order = scene.items.compactMap { item -> String? in
      if case .box(let box) = item, case .view(let name) = box.role { return name }
      return nil
    }
    #expect(order == ["card", "inner"])
  }

  @Test func aTallBoxShowsItsNameAndSizeCaptionCentred() {
    let scene = build(solution(frames: [("box", Frame(x: 0, y: 0, width: 120, height: 60))]))
    let strings = texts(scene).map(\.string)
    #expect(strings == ["box", "120 × 60"])
    let name = texts(scene)[0]
    #expect(name.x == 60)
    #expect(name.y < 30)
  }

  @Test func aLabelledViewShowsItsTextWithTheNameAsACaption() {
    let scene = build(
      solution(frames: [("ok", Frame(x: 0, y: 0, width: 120, height: 60))]), labels: ["ok": "Done"])
    #expect(texts(scene).map(\.string) == ["ok", "Done", "120 × 60"])
  }

  @Test func aShortBoxShowsOnlyItsName() {
    let scene = build(solution(frames: [("a", Frame(x: 0, y: 0, width: 150, height: 20))]))
    #expect(texts(scene).map(\.string) == ["a"])
    #expect(texts(scene).first?.y == 10)
  }

  @Test func aNameTooWideForItsViewGoesOutsideOnALeaderNeverTruncated() {
    let scene = build(solution(frames: [("averyveryverylongname", Frame(x: 40, y: 40, width: 60, height: 20))]))
    let name = try! #require(texts(scene).first { $0.role == .viewLabel("averyveryverylongname") })
    #expect(!name.isTruncated)
    #expect(name.string == "averyveryverylongname")
    #expect(!name.bounds.intersects(Rect(x: 40, y: 40, width: 60, height: 20)))
  }

  @Test func aLabelTooWideForItsViewIsTruncatedAsUILabelsDefault() {
    let scene = build(
      solution(frames: [("a", Frame(x: 0, y: 0, width: 60, height: 20))]), labels: ["a": "A long title"])
    let label = texts(scene).first { $0.role == .viewContent("a") }
    #expect(label?.pointSize == 12)
    #expect(label?.maxWidth == 54)
    #expect(label?.isTruncated == true)
  }

  @Test func aMinimumScaleFactorShrinksTextToFitExactly() {
    // 7 characters are 42 points wide at 12 pt; the view leaves 28 for text: 12 × 28 / 42 = 8 pt.
    let builder = SceneBuilder(
      options: RenderOptions(scale: 1, theme: .light, showsAnnotations: false), measurer: FixedWidthMeasurer())
    let frames = [("a", Frame(x: 0, y: 0, width: 34, height: 20))]
    let shrunk = builder.scene(for: solution(frames: frames), labels: ["a": "Sign in"], minimumScaleFactors: ["a": 0.5])
    #expect(texts(shrunk).first { $0.role == .viewContent("a") }?.pointSize == 8)
    // No further than the factor allows: then it is truncated.
    let floored = builder.scene(for: solution(frames: frames), labels: ["a": "Sign in"], minimumScaleFactors: ["a": 0.75])
    #expect(texts(floored).first { $0.role == .viewContent("a") }?.pointSize == 9)
  }

  @Test func theLegendListsTheSolutionsLabelWarningsWithoutOutliningTheView() {
    var solved = solution(frames: [("ok", Frame(x: 10, y: 10, width: 40, height: 30))])
    solved.warnings = [.compressedLabel(view: "ok", axis: .horizontal, intrinsic: 64, solved: 40)]
    let scene = build(solved, labels: ["ok": "Continue"])
    #expect(scene.legend.map(\.title) == ["ok has a label compressed below its intrinsic width (40 < 64)"])
    #expect(boxes(scene, role: .outOfBounds("ok")).isEmpty)
  }

  @Test func aVFLGapGetsADimensionLineWithItsValue() throws {
    var gap = LayoutConstraint(
      firstItem: .view("b"), firstAttribute: .leading, relation: .greaterThanOrEqual,
      secondItem: .view("a"), secondAttribute: .trailing, constant: 20)
    gap.source.kind = .vflConnection(metric: nil, isStandard: false)
    gap.source.index = 0
    let scene = build(solution(
      frames: [("a", Frame(x: 0, y: 10, width: 50, height: 40)), ("b", Frame(x: 80, y: 20, width: 50, height: 40))],
      constraints: [gap]))
    let line = scene.items.compactMap { item -> SceneLine? in
      if case .line(let line) = item, line.role == .annotation(.gap, 0) { return line }
      return nil
    }.first
    // In canvas coordinates (the picture grows where a label sits outside the canvas).
    let origin = scene.canvasOrigin
    #expect(line.map { $0.from.x - origin.x } == 50)
    #expect(line.map { $0.to.x - origin.x } == 80)
    #expect(line.map { $0.from.y - origin.y } == 35)  // the middle of the rows both views share (20…50)
    let pill = scene.items.compactMap { if case .pill(let pill) = $0 { return pill } else { return nil } }.first
    #expect(pill?.text.string == "≥ 20 · 30")  // the bound, and the distance there is
  }

  @Test(arguments: [
    (LayoutRelation.equal, 8.0, nil as String?, true, 1000.0, "8 std"),
    (.equal, 12, "margin", false, 1000, "margin 12"),
    (.greaterThanOrEqual, 20, nil, false, 1000, "≥ 20 · 52"),
    (.lessThanOrEqual, 12, "margin", false, 1000, "≤ margin 12 · 52"),
    (.equal, 20, nil, false, 750, "20 @750"),
  ])
  func gapLabelsSayTheValueWhereItCameFromAndForAnInequalityTheDistance(
    _ relation: LayoutRelation, _ constant: Double, _ metric: String?, _ standard: Bool,
    _ priority: Double, _ expected: String
  ) {
    var constraint = LayoutConstraint(
      firstItem: .view("b"), firstAttribute: .leading, relation: relation, secondItem: .view("a"),
      secondAttribute: .trailing, constant: constant, priority: LayoutPriority(priority))
    constraint.source.kind = .vflConnection(metric: metric, isStandard: standard)
    #expect(SceneNotation.gapLabel(constraint, actual: 52) == expected)
  }

  @Test func flushViewsAndDisabledAnnotationsDrawNoDimensionLines() {
    var flush = LayoutConstraint(
      firstItem: .view("b"), firstAttribute: .leading, relation: .equal, secondItem: .view("a"),
      secondAttribute: .trailing)
    flush.source.kind = .vflConnection(metric: nil, isStandard: false)
    var gap = flush
    gap.constant = 8
    let frames = [("a", Frame(x: 0, y: 0, width: 50, height: 40)), ("b", Frame(x: 58, y: 0, width: 50, height: 40))]
    let flushScene = build(solution(frames: frames, constraints: [flush]))
    #expect(!flushScene.items.contains { if case .pill = $0 { return true } else { return false } })
    let quiet = build(solution(frames: frames, constraints: [gap]), annotations: false)
    #expect(!quiet.items.contains { if case .pill = $0 { return true } else { return false } })
  }

  @Test func conflictingViewsAreTintedAndTheBrokenConstraintIsNumberedInTheLegend() {
    var broken = LayoutConstraint(
      firstItem: .canvas, firstAttribute: .trailing, relation: .equal, secondItem: .view("b"),
      secondAttribute: .trailing)
    broken.appleDescription = "H:[b]-(0)-|"
    var width = LayoutConstraint(firstItem: .view("b"), firstAttribute: .width, relation: .equal, constant: 100)
    width.appleDescription = "H:[b(100)]"
    let scene = build(solution(
      frames: [("b", Frame(x: 120, y: 10, width: 100, height: 40))],
      constraints: [width, broken], conflicts: [Conflict(broken: broken, conflicting: [width])]))
    let box = boxes(scene, role: .view("b")).first
    #expect(box?.stroke == Theme.light.conflict)
    #expect(box?.strokePixels == 2)
    #expect(box?.fill == Theme.light.conflictTint)
    #expect(scene.legend.count == 2)  // the conflict, and b sticking out of the 200-point canvas
    #expect(scene.legend[0].kind == .conflict)
    #expect(scene.legend[0].title.contains("broke H:[b]-(0)-| (wants 0 · is -20)"))
    #expect(scene.legend[0].details == ["with H:[b(100)]"])
    // The broken constraint is a ghost at the value it asked for, numbered like its legend entry.
    #expect(scene.items.contains { if case .pill(let pill) = $0 { return pill.role == .conflict(0) && pill.text.string.hasPrefix("#1 ✕") } else { return false } })
    #expect(scene.size.height > 100)
  }

  @Test func ambiguousViewsGetAnOrangeDashedOutline() {
    let scene = build(solution(
      frames: [("a", Frame(x: 0, y: 0, width: 50, height: 40))],
      ambiguities: [Ambiguity(view: "a", attributes: [.x], causes: [.unconstrained(.x)])]))
    let outline = boxes(scene, role: .ambiguity("a")).first
    #expect(outline?.dash == true)
    #expect(outline?.stroke == Theme.light.ambiguity)
    #expect(scene.legend.first?.kind == .ambiguity)
  }

  @Test func aLayoutWithoutProblemsHasNoLegend() {
    let scene = build(solution(frames: [("a", Frame(x: 0, y: 0, width: 50, height: 40))]))
    #expect(scene.legend.isEmpty)
    #expect(scene.size == Size(width: 200, height: 100))
  }

  @Test func negativeSizesAndViewsOutsideTheCanvasAreWarnedAbout() {
    let scene = build(solution(frames: [
      ("neg", Frame(x: 30, y: 10, width: -20, height: 10)),
      ("far", Frame(x: 180, y: 10, width: 50, height: 10)),
    ]))
    #expect(scene.legend.map(\.title) == [
      "neg has a negative width (-20)",
      "far has a frame partly outside the canvas (x 180, y 10, 50 × 10)",
    ])
  }

  @Test func viewColoursFollowTheDrawingOrderSoNeighboursDiffer() {
    let scene = build(solution(frames: [
      ("a", Frame(x: 0, y: 0, width: 50, height: 40)), ("b", Frame(x: 50, y: 0, width: 50, height: 40)),
    ]))
    #expect(boxes(scene, role: .view("a")).first?.stroke == Theme.light.color(forViewAt: 0))
    #expect(boxes(scene, role: .view("b")).first?.stroke == Theme.light.color(forViewAt: 1))
    #expect(Theme.light.color(forViewAt: 0) != Theme.light.color(forViewAt: 1))
  }
}

extension SceneBuilderTests {
  /// The scene builder is public: a solution from elsewhere may hold any number. Captions print it
  /// instead of trapping on the conversion to an integer.
  @Test func hugeAndNonFiniteFramesBuildAScene() {
    let scene = build(solution(frames: [
      ("far", Frame(x: 0, y: 0, width: 1e33, height: 40)),
      ("nan", Frame(x: .nan, y: 0, width: 10, height: 10)),
    ]))
    #expect(!scene.items.isEmpty)
    #expect(SceneContext.dimension(1e33) == "1e+33")
    #expect(SceneContext.dimension(33.45) == "33.5" || SceneContext.dimension(33.45) == "33.4")
    #expect(SceneContext.dimension(-0.01) == "0")
  }
}

/// The legend is bounded by what a picture can show, not by the input (issue 14).
extension SceneBuilderTests {
  @Test func thousandsOfWarningsMakeALegendOfBoundedHeight() {
    let frames = (0..<5_000).map { ("v\($0)", Frame(x: 500, y: 10, width: 10, height: 10)) }
    let scene = build(solution(frames: frames))
    #expect(scene.legend.count >= 5_000)
    let lineHeight = SceneBuilder.legendSize * 1.45
    let maximum = Double(SceneLegend.maximumLinesPerColumn) * lineHeight + 2 * SceneBuilder.legendPadding
    #expect(scene.size.height <= 300 + maximum)
    let texts = scene.items.filter { if case .text(let text) = $0 { return text.role == .legend } else { return false } }
    #expect(texts.count <= SceneLegend.maximumLinesPerColumn)
  }

  @Test func aMegabyteNameIsWrappedInBoundedTextNotTruncated() {
    let name = String(repeating: "n", count: 1_000_000)
    let scene = build(solution(frames: [(name, Frame(x: -50, y: 10, width: 20, height: 10))]))
    let legendText = scene.items.compactMap { item -> String? in
      if case .text(let text) = item, text.role == .legend { return text.string }
      return nil
    }
    #expect(!legendText.isEmpty)
    // Two entries name it (its frame outside the canvas, and too small to name there): each is cut
    // to its first thousand characters, whatever the name's length.
    #expect(legendText.map(\.count).reduce(0, +) <= 2 * SceneLegend.maximumEntryLength + 200)
    #expect(scene.items.allSatisfy { if case .text(let text) = $0 { return !text.isTruncated || text.role != .legend } else { return true } })
  }
  @Test func aStringThatMakesNoConstraintIsAccountedForInTheLegend() throws {
    // `[a]` alone makes no constraint: the legend names it (its entry counts as shown), with and
    // without annotations.
    let json = """
      {"canvas": {"width": 200, "height": 100}, "views": {"a": {}},
       "constraints": ["H:|-[a(50)]", "[a]", "V:|-[a(20)]"]}
      """
    let spec = try SpecDecoder.decode(Array(json.utf8))
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    let solution = try pipeline.solve(spec)
    for annotations in [true, false] {
      let scene = pipeline.scene(
        for: spec, solution: solution, options: RenderPipeline.options(for: spec, showsAnnotations: annotations))
      let entry = try #require(scene.legend.first { $0.constraints == [1] })
      #expect(entry.kind == .warning)
      #expect(entry.title == #"constraints[1] "[a]" makes no constraint"#)
      #expect(entry.details == ["it names 'a' and relates it to nothing: a view alone in brackets is legal VFL and adds none"])
      if annotations {
        #expect(SceneLint().constraintsNotShown(in: scene, constraintCount: spec.constraints.count).isEmpty)
        #expect(SceneLint().violations(in: scene).isEmpty)
      }
    }
  }
}
