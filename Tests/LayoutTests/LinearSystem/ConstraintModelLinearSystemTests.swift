import Testing

@testable import Layout

/// Layout constraints mapped onto linear equations (`ConstraintModel+LinearSystem.swift`).
@Suite struct ConstraintModelLinearSystemTests {
  /// A location against a bare constant built by hand (no second item) means what the expression
  /// parser's pair means: the same attribute of the view's parent, a baseline measured from its top.
  @Test(arguments: [
    (LayoutAttribute.trailing, "inner.trailing >= 20"), (.bottom, "inner.bottom >= 20"),
    (.centerX, "inner.centerX >= 20"), (.lastBaseline, "inner.lastBaseline >= 20"),
  ])
  func aHandBuiltConstantLocationEqualsTheParsedPair(attribute: LayoutAttribute, text: String) throws {
    let spec = try SpecDecoder.decode(Array(
      #"{"canvas": {"width": 400, "height": 300}, "views": {"card": {}, "inner": {"parent": "card"}}, "constraints": ["\#(text)"]}"#
        .utf8))
    let engine = LayoutEngine()
    let parsed = try #require(try engine.constraints(for: spec).first)
    #expect(parsed.secondItem == .view("card"))
    let handBuilt = LayoutConstraint(
      firstItem: .view("inner"), firstAttribute: attribute, relation: .greaterThanOrEqual, constant: 20)
    let system = engine.linearSystem(for: spec, constraints: [handBuilt, parsed])
    #expect(system.constraints[0] == system.constraints[1])
  }

  /// A position against a bare constant (`v.left = 10`) looked its view up by scanning the view
  /// list, once per constraint: quadratic in the size of the spec.
  @Test func thousandsOfConstantPositionsSolveInLinearTime() throws {
    let count = 20_000
    let views = (0..<count).map { "\"v\($0)\": {}" }.joined(separator: ", ")
    let constraints = (0..<count).map {
      "\"v\($0).left = \($0 % 300)\", \"v\($0).top = 5\", \"v\($0).width = 10\", \"v\($0).height = 10\""
    }.joined(separator: ", ")
    let json = #"{"canvas": {"width": 400, "height": 300}, "views": {"#
      + views + #"}, "constraints": ["# + constraints + "]}"
    let spec = try SpecDecoder.decode(Array(json.utf8))
    let start = ContinuousClock.now
    let solution = try LayoutEngine().solve(spec)
    #expect(ContinuousClock.now - start < .seconds(30))
    #expect(solution.frames["v299"] == Frame(x: 299, y: 5, width: 10, height: 10))
    #expect(solution.frames["v19999"]?.x == Double(19_999 % 300))
    #expect(solution.ambiguities.isEmpty)
  }
}
