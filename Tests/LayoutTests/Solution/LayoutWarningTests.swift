import Layout
import Testing

/// The warnings a solved layout carries (``Solution/warnings``): found once from the frames and the
/// labels' sizes, so the command line, the JSON and the legend show the same list.
@Suite struct LayoutWarningTests {
  @Test func aLayoutThatFitsHasNoWarnings() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 200, "height": 100}, "views": {"ok": {"label": "Continue"}},
       "constraints": ["H:|-[ok]", "V:|-[ok]"]}
      """)
    #expect(solution.warnings.isEmpty)
  }

  @Test func aFramePartlyOrWhollyOutsideTheCanvasIsWarnedAbout() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 200, "height": 100}, "views": {"inside": {}, "edge": {}, "gone": {}},
       "constraints": ["H:|[inside(200)]", "H:|-(150)-[edge(100)]", "H:|-(300)-[gone(10)]",
                       "V:|[inside(100)]", "V:|[edge(10)]", "V:|[gone(10)]"]}
      """)
    #expect(solution.warnings == [
      .outsideCanvas(view: "edge", frame: Frame(x: 150, y: 0, width: 100, height: 10), wholly: false),
      .outsideCanvas(view: "gone", frame: Frame(x: 300, y: 0, width: 10, height: 10), wholly: true),
    ])
    #expect(solution.warnings.map(\.message) == [
      "'edge' has a frame partly outside the canvas (x 150, y 0, 100 × 10)",
      "'gone' has a frame wholly outside the canvas (x 300, y 0, 10 × 10)",
    ])
  }

  @Test func aNegativeSizeIsWarnedAbout() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 200, "height": 100}, "views": {"a": {}},
       "constraints": ["a.left = 50", "a.width = -20", "V:|[a(10)]"]}
      """)
    #expect(solution.warnings.first == .negativeSize(view: "a", axis: .horizontal, value: -20))
    #expect(solution.warnings.first?.finding == "a negative width (-20)")
  }

  @Test func aLabelSqueezedBelowItsIntrinsicSizeIsWarnedAboutOnEachAxis() throws {
    // "Continue" measures 56 points of text, 72 × 24 with padding (the fake measurer).
    let solution = try solve(
      """
      {"canvas": {"width": 200, "height": 100}, "views": {"ok": {"label": "Continue"}},
       "constraints": ["H:|-[ok(64)]", "V:|-[ok(20)]"]}
      """)
    #expect(solution.warnings == [
      .compressedLabel(view: "ok", axis: .horizontal, intrinsic: 72, solved: 64),
      .compressedLabel(view: "ok", axis: .vertical, intrinsic: 24, solved: 20),
    ])
    #expect(solution.warnings.first?.message == "'ok' has a label compressed below its intrinsic width (64 < 72)")
  }

  @Test func aLabelWhoseTextIsWiderThanTheViewIsTruncatedUnlessItMayShrinkEnough() throws {
    let squeezed = try solve(
      """
      {"canvas": {"width": 200, "height": 100}, "views": {"ok": {"label": "Continue"}},
       "constraints": ["H:|-[ok(40)]", "V:|-[ok]"]}
      """)
    #expect(squeezed.warnings.contains(.truncatedLabel(view: "ok", needed: 56, width: 40)))
    let shrinking = try solve(
      """
      {"canvas": {"width": 200, "height": 100}, "views": {"ok": {"label": "Continue", "minimumScaleFactor": 0.5}},
       "constraints": ["H:|-[ok(40)]", "V:|-[ok]"]}
      """)
    #expect(shrinking.warnings == [.compressedLabel(view: "ok", axis: .horizontal, intrinsic: 72, solved: 40)])
  }

  @Test func theJSONListsTheWarningsWithKindViewAndMessage() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 200, "height": 100}, "views": {"gone": {}},
       "constraints": ["H:|-(300)-[gone(10)]", "V:|[gone(10)]"]}
      """)
    #expect(solution.json.hasSuffix(
      """
        "warnings": [
          {
            "kind": "outsideCanvas",
            "message": "'gone' has a frame wholly outside the canvas (x 300, y 0, 10 × 10)",
            "view": "gone"
          }
        ]
      }

      """))
  }
  @Test func aStringThatMakesNoConstraintIsWarnedAboutAtTheString() throws {
    // `[a]` alone is legal VFL and makes no constraint (Apple returns an empty array); so does a
    // vertical one, with options that need a second view.
    let text = """
      {"canvas": {"width": 200, "height": 100}, "views": {"a": {}, "b": {}},
       "constraints": ["H:|-[b(50)]", "[a]", "V:|-[b(20)]",
                       {"vfl": "V:[a]", "options": ["alignAllLeft"]}, "b.top = a.top"]}
      """
    let solution = try solve(text)
    #expect(solution.warnings == [
      .makesNoConstraint(view: "a", entry: 1, text: "[a]"),
      .makesNoConstraint(view: "a", entry: 3, text: "V:[a]"),
    ])
    #expect(solution.warnings.first?.kind == "makesNoConstraint")
    #expect(solution.warnings.first?.message
      == #"constraints[1] "[a]" makes no constraint: it names 'a' and relates it to nothing"#)
    let spec = try SpecDecoder.decode(Array(text.utf8))
    let report = WarningReport(fileName: "spec.json", spec: spec, source: SourceText(bytes: Array(text.utf8)))
      .diagnostics(for: solution).filter { $0.message.contains("makes no constraint") }
    #expect(report.map(\.rendered) == [
      """
      spec.json:2:34: warning: constraints[1]: this string makes no constraint: it names 'a' and relates it to nothing
          [a]
          ^~~
      note: a view on its own in brackets is legal VFL and adds no constraint; connect it (|-[a]) or give it a size ([a(40)])

      """,
      """
      spec.json:3:27: warning: constraints[3]: this string makes no constraint: it names 'a' and relates it to nothing
          V:[a]
          ^~~~~
      note: a view on its own in brackets is legal VFL and adds no constraint; connect it (|-[a]) or give it a size ([a(40)])

      """,
    ])
  }

  @Test func everyStringThatMakesAConstraintIsNotWarnedAbout() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 200, "height": 100}, "views": {"a": {}, "b": {}},
       "constraints": ["|[a][b]|", "[a(40)]", "V:|[a]", "V:|[b(a)]", "a.height = 20"]}
      """)
    #expect(!solution.warnings.contains { $0.kind == "makesNoConstraint" })
  }
}
