import Layout
import Testing

/// The view keys imported documents need, and what they change: a view's document `id` (listed
/// beside its frame), a font given as a point size, and baselines given as distances.
@Suite struct ImportedViewKeysTests {
  func decode(_ views: String) throws -> LayoutSpec {
    try SpecDecoder.decode(Array(#"{"canvas": {"width": 200, "height": 100}, "views": \#(views)}"#.utf8))
  }

  @Test func aViewsIdIsKeptAndPrintedBesideItsFrame() throws {
    let spec = try decode(#"{"box": {"id": "Ze5-6b-2t3", "intrinsicSize": {"width": 50, "height": 20}}}"#)
    #expect(spec.views[0].id == "Ze5-6b-2t3")
    let json = try LayoutEngine().solve(spec).json
    #expect(json.contains(#""box": {\#n      "height": 20,\#n      "id": "Ze5-6b-2t3","#))
  }

  @Test func withoutIdsTheJSONHasNone() throws {
    let json = try LayoutEngine().solve(try decode(#"{"box": {"intrinsicSize": {"width": 50, "height": 20}}}"#)).json
    #expect(!json.contains("\"id\""))
  }

  @Test func aFontIsATextStyleAPointSizeOrASizeAndAWeight() throws {
    let spec = try decode(#"{"a": {"font": "headline"}, "b": {"font": 15}, "c": {"font": {"size": 11, "bold": true}}}"#)
    #expect(spec.views[0].textStyle == .headline && spec.views[0].fontSize == nil)
    #expect(spec.views[1].fontSize == 15 && spec.views[1].isBold == nil)
    #expect(spec.views[2].fontSize == 11 && spec.views[2].isBold == true)
    let style = LabelStyle(of: spec.views[2], in: spec, defaultPointSize: 13)
    #expect(style.pointSize == 11 && style.isBold)
  }

  @Test func aPointSizeMustBePositive() {
    #expect(throws: SpecError.self) { try decode(#"{"a": {"font": 0}}"#) }
    #expect(throws: SpecError.self) { try decode(#"{"a": {"font": {"bold": true}}}"#) }
  }

  @Test func baselinesAreDistancesFromTheTopAndTheBottom() throws {
    let spec = try decode(#"""
      {"label": {"intrinsicSize": {"width": 80, "height": 30}, "baselines": {"first": 16, "last": 4}},
       "first": {"intrinsicSize": {"width": 20, "height": 10}},
       "last": {"intrinsicSize": {"width": 20, "height": 10}}}
      """#)
    var withConstraints = spec
    withConstraints.constraints = [
      ConstraintSpec(body: .expression("label.top == 10")), ConstraintSpec(body: .expression("label.left == 0")),
      ConstraintSpec(body: .expression("first.bottom == label.firstBaseline")),
      ConstraintSpec(body: .expression("first.left == 100")),
      ConstraintSpec(body: .expression("last.bottom == label.lastBaseline")),
      ConstraintSpec(body: .expression("last.left == 150")),
    ]
    let solution = try LayoutEngine().solve(withConstraints)
    #expect(solution.frames["first"]?.maxY == 26)
    #expect(solution.frames["last"]?.maxY == 36)
  }
}
