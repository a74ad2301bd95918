import Testing

@testable import Layout

/// What the engine reports when a spec cannot be satisfied or does not determine its layout,
/// in terms of the spec's own constraints.
@Suite struct ConflictAndAmbiguityTests {
  func spec(_ views: String, _ constraints: String, width: Int = 200, height: Int = 100) -> String {
    """
    {"canvas": {"width": \(width), "height": \(height)}, "views": {\(views)}, "constraints": [\(constraints)]}
    """
  }

  @Test func theIssueExampleBreaksTheTrailingPinAndNamesTheFourItFightsWith() throws {
    let solution = try solve(spec(
      #""a": {}, "b": {}"#, #""|[a(100)]-20-[b(100)]", "H:[b]|", "V:|[a(10)]", "V:|[b(10)]""#))
    #expect(solution.conflicts.count == 1)
    let conflict = try #require(solution.conflicts.first)
    #expect(conflict.broken.description == "H:[b]-(0)-|")
    #expect(conflict.broken.source.index == 1)
    #expect(conflict.conflicting.map(\.description) == ["H:|-(0)-[a]", "H:[a(100)]", "H:[a]-(20)-[b]", "H:[b(100)]"])
    #expect(conflict.views == ["b", "a"])
    // The rest of the layout is still solved, as if the broken constraint were not there.
    #expect(solution.frames["b"] == frame(120, 0, 100, 10))
    #expect(solution.ambiguities.isEmpty)
  }

  @Test func independentConflictsAreAllReported() throws {
    let solution = try solve(spec(
      #""a": {}, "b": {}"#,
      #""H:|[a(300)]|", "V:|[a(10)]", "H:|[b(50)]", "V:|[b(200)]|""#))
    #expect(solution.conflicts.map(\.broken.description) == ["H:[a]-(0)-|", "V:[b]-(0)-|"])
    #expect(solution.conflicts[0].conflicting.map(\.description) == ["H:|-(0)-[a]", "H:[a(300)]"])
    #expect(solution.conflicts[1].conflicting.map(\.description) == ["V:|-(0)-[b]", "V:[b(200)]"])
  }

  @Test func theSetIsMinimalExtraConstraintsOnTheSameViewsAreLeftOut() throws {
    let solution = try solve(spec(
      #""a": {}"#,
      #""a.width >= 10", "a.width <= 150", "a.left = 0", "a.width == 120", "V:|[a(10)]", "a.width == 80""#))
    let conflict = try #require(solution.conflicts.first)
    #expect(conflict.broken.description == "a.width == 80")
    #expect(conflict.conflicting.map(\.description) == ["a.width == 120"])
  }

  @Test func aConflictInsideANestedView() throws {
    let solution = try solve(spec(
      #""card": {}, "inner": {"parent": "card"}"#,
      #""|[card(100)]", "V:|[card(50)]", "|-10-[inner(90)]-10-|", "V:|[inner]|""#))
    let conflict = try #require(solution.conflicts.first)
    #expect(conflict.broken.description == "H:[inner]-(10)-|")
    #expect(conflict.conflicting.map(\.description) == ["H:[card(100)]", "H:|-(10)-[inner]", "H:[inner(90)]"])
  }

  @Test func aConflictCreatedByAnAlignmentOption() throws {
    let solution = try solve(spec(
      #""a": {}, "b": {}"#,
      #""V:|[a(10)]", "V:|-50-[b(10)]", {"vfl": "H:|[a(10)][b(10)]", "options": ["alignAllTop"]}"#))
    let conflict = try #require(solution.conflicts.first)
    #expect(conflict.broken.description == "a.top == b.top")
    #expect(conflict.broken.source.kind == .vflAlignment)
    #expect(conflict.conflicting.map(\.description) == ["V:|-(0)-[a]", "V:|-(50)-[b]"])
  }

  @Test func aConflictAmongExpressions() throws {
    let solution = try solve(spec(
      #""a": {}, "b": {}"#,
      #""a.left = 0", "a.width = 50", "b.left = a.right + 10", "b.left = 40", "V:|[a(10)]", "V:|[b(10)]", "b.width = 10""#))
    let conflict = try #require(solution.conflicts.first)
    #expect(conflict.broken.description == "b.left == superview.left + 40")
    #expect(
      conflict.conflicting.map(\.description) == [
        "a.left == superview.left", "a.width == 50", "b.left == a.right + 10",
      ])
  }

  @Test func aRequiredConstraintAgainstAnOptionalOneIsNoConflict() throws {
    let solution = try solve(spec(
      #""a": {}"#, #""|[a(100)]", "V:|[a(10)]", {"expr": "a.width == 150", "priority": 999}"#))
    #expect(solution.conflicts.isEmpty)
    #expect(solution.frames["a"]?.width == 100)
    #expect(solution.ambiguities.isEmpty)
  }

  @Test func aMissingConstraintMakesAViewAmbiguous() throws {
    let solution = try solve(spec(#""a": {}"#, #""|-[a]", "V:|-[a(20)]""#))
    #expect(solution.ambiguities.map(\.view) == ["a"])
    #expect(solution.ambiguities.first?.attributes == [.width])
    #expect(solution.ambiguities.first?.causes == [.unconstrained(.width)])
    #expect(solution.ambiguities.first?.causes == [.unconstrained(.width)])
    #expect(solution.ambiguities.first?.causes.map(\.description) == ["nothing constrains its width"])
  }

  @Test func competingConstraintsAreACauseWithTheirCountAndPriority() throws {
    let solution = try solve(spec(#""a": {}"#, #""|[a(100@750)]", "[a(150@750)]", "V:|[a(10)]""#))
    let causes = solution.ambiguities.first?.causes
    #expect(causes == [.competingConstraints(.width, count: 2, priority: LayoutPriority(750))])
    #expect(
      causes?.map(\.description) == ["its width is decided by 2 competing constraints of equal priority 750"])
  }

  @Test func aViewWithNoConstraintsIsAmbiguousEverywhere() throws {
    let solution = try solve(spec(#""a": {}"#, ""))
    #expect(solution.ambiguities.first?.attributes == [.x, .y, .width, .height])
  }

  @Test func equalPrioritiesThatCompeteAreAmbiguous() throws {
    let solution = try solve(spec(#""a": {}"#, #""|[a(100@500)]", "[a(200@500)]", "V:|[a(10)]""#))
    let ambiguity = try #require(solution.ambiguities.first)
    #expect(ambiguity.attributes == [.width])
    #expect(ambiguity.competing.map(\.description) == ["H:[a(100@500)]", "H:[a(200@500)]"])
    // One valid layout is still drawn.
    let width = try #require(solution.frames["a"]?.width)
    #expect(width >= 100 && width <= 200)
  }

  /// In a chain of views that compete for too little space, every view competes with every
  /// constraint of the chain: each lists the first few (and the count), so that the report grows
  /// with the chain, not with its square.
  @Test func aLongChainOfCompetingConstraintsListsTheFirstFewForEachView() throws {
    let count = 40
    let views = (0..<count).map { "\"v\($0)\": {}" }.joined(separator: ", ")
    let chain = "\"H:|" + (0..<count).map { "[v\($0)(==50@500)]" }.joined() + "|\""
    let heights = (0..<count).map { "\"V:|[v\($0)(10)]\"" }.joined(separator: ", ")
    let text = spec(views, chain + ", " + heights, width: 400)
    let solution = try solve(text)
    #expect(solution.ambiguities.count > count / 2)
    #expect(solution.ambiguities.allSatisfy { $0.competing.count <= Ambiguity.maximumListedCompeting })
    let first = try #require(solution.ambiguities.first)
    #expect(first.competing.count == Ambiguity.maximumListedCompeting)
    #expect(first.competing.map(\.description).first == "H:[v0(50@500)]")
    #expect(first.causes.map(\.description).contains("its width is decided by \(count) competing constraints of equal priority 500"))
    let spec = try SpecDecoder.decode(Array(text.utf8))
    let warning = try #require(
      WarningReport(fileName: "spec.json", spec: spec, source: SourceText(bytes: Array(text.utf8)))
        .diagnostics(for: solution).first)
    #expect(warning.notes.count == Ambiguity.maximumListedCompeting + 1)
    #expect(warning.notes.last == "only the first 10 competing constraints are listed")
  }

  @Test func threeViewsThatAllHugEquallyAreAmbiguous() throws {
    let solution = try solve(spec(
      #""a": {"label": "A"}, "b": {"label": "B"}, "c": {"label": "C"}"#,
      #""|[a][b][c]|", "V:|[a]", "V:|[b]", "V:|[c]""#, width: 300))
    #expect(Set(solution.ambiguities.map(\.view)) == ["a", "b", "c"])
    #expect(solution.ambiguities.allSatisfy { $0.attributes.contains(.width) })
  }

  @Test func oneViewHuggingLessResolvesTheTie() throws {
    let solution = try solve(spec(
      #""a": {"label": "A"}, "b": {"label": "B", "hugging": 249}, "c": {"label": "C"}"#,
      #""|[a][b][c]|", "V:|[a]", "V:|[b]", "V:|[c]""#, width: 300))
    #expect(solution.ambiguities.isEmpty)
    #expect(solution.frames["a"]?.width == 23)
    #expect(solution.frames["b"]?.width == 254)
  }

  @Test func aFullyDeterminedLayoutReportsNothing() throws {
    let solution = try solve(spec(
      #""a": {"label": "OK"}, "b": {"intrinsicSize": {"height": 30}}"#,
      #"{"vfl": "|-[a]-[b(>=20)]-|", "options": ["alignAllCenterY"]}, "V:|-[a]""#, width: 300))
    #expect(solution.conflicts.isEmpty)
    #expect(solution.ambiguities.isEmpty)
  }
}
