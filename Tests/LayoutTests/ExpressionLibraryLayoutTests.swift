import Testing

@testable import Layout

/// Frames that the expression libraries' readings give, end to end through `LayoutEngine`: a location
/// against a constant pairs with the superview, `/ c`, `.5`, and a name that is a metric and a view.
@Suite struct ExpressionLibraryLayoutTests {
  /// A 100×50 view on a 400×300 canvas, placed by `constraints`.
  private func frameOfView(_ constraints: String, parent: Bool = false) throws -> Frame? {
    let views = parent ? #""box": {}, "view": {"parent": "box"}"# : #""view": {}"#
    let pin = parent ? #""box.left = 50", "box.top = 40", "box.width = 200", "box.height = 100", "# : ""
    let solution = try solve(
      """
      {"canvas": {"width": 400, "height": 300}, "views": {\(views)},
       "constraints": [\(pin)"view.width = 100", "view.height = 50", \(constraints)]}
      """)
    #expect(solution.conflicts.isEmpty)
    #expect(solution.ambiguities.isEmpty)
    return solution.frames["view"]
  }

  @Test func rightAndBottomAgainstZeroPinTheFarEdges() throws {
    #expect(try frameOfView(#""view.right = 0", "view.bottom = 0""#) == frame(300, 250, 100, 50))
  }

  @Test func centresAgainstZeroCentre() throws {
    #expect(try frameOfView(#""view.centerX = 0", "view.centerY = 0""#) == frame(150, 125, 100, 50))
  }

  /// The constant is added as written, as Apple's `constant` is: `-20` on the far edges is an inset.
  @Test func aNegativeConstantOnTheFarEdgesIsAnInset() throws {
    #expect(try frameOfView(#""view.trailing = -20", "view.bottom = -10""#) == frame(280, 240, 100, 50))
  }

  /// `view1.trailing >= 20`: the trailing edge at least 20 beyond the superview's trailing edge.
  @Test func trailingAtLeastAConstantLiesBeyondTheSuperviewsTrailingEdge() throws {
    #expect(try frameOfView(#""view.trailing >= 20", "view.left = 320 @500", "view.top = 0""#) == frame(320, 0, 100, 50))
  }

  @Test func leftAndTopReadTheSameEitherWay() throws {
    #expect(try frameOfView(#""view.left = 10", "view.top = 20""#) == frame(10, 20, 100, 50))
  }

  /// A baseline against a constant is measured from the superview's top; a plain view's baseline is
  /// its bottom.
  @Test func aBaselineRelatesToTheSuperviewsTop() throws {
    #expect(try frameOfView(#""view.left = 0", "view.baseline = 80""#) == frame(0, 30, 100, 50))
  }

  @Test func aNestedViewPairsWithItsParent() throws {
    #expect(try frameOfView(#""view.right = 0", "view.bottom = -10""#, parent: true) == frame(150, 80, 100, 50))
  }

  @Test func divisionAndLeadingDecimalPointsScaleTheSecondItem() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 400, "height": 300}, "views": {"preview": {}, "a": {}, "b": {}},
       "constraints": ["|[preview]|", "V:|[preview]", "preview.height = preview.width / 1.6",
                       "|[a]", "V:[preview][a]", "a.width = preview.width / 2 + 10", "a.height == .5 * a.width",
                       "[a][b]", "V:[preview][b]", "b.width == a.width/2.0", "b.height = b.width *.5 + .5"]}
      """)
    #expect(solution.conflicts.isEmpty)
    #expect(solution.frames["preview"] == frame(0, 0, 400, 250))
    #expect(solution.frames["a"] == frame(0, 250, 210, 105))
    #expect(solution.frames["b"] == frame(210, 250, 105, 53))
  }

  /// Dividing by zero is refused with the caret on the zero.
  @Test func divisionByZeroIsALocatedError() throws {
    let spec = try SpecDecoder.decode(Array(
      #"{"canvas": {"width": 400, "height": 300}, "views": {"a": {}}, "constraints": ["a.width = superview.width / -0"]}"#
        .utf8))
    do {
      let solution = try LayoutEngine().solve(spec)
      Issue.record("solved as \(solution.frames)")
    } catch {
      guard case .spec(.constraint(_, _, _, let message, let position, _, _)) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(message == "Cannot divide by zero.")
      #expect(position == 28)
    }
  }

  /// Apple's dictionaries may share a key: inside `[b]` the view, in a predicate, a connection or as
  /// an expression's constant the metric; `b.width` the view.
  @Test func aNameThatIsAMetricAndAViewIsEachWhereApplesParserSays() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 400, "height": 300}, "metrics": {"b": 30},
       "views": {"a": {}, "b": {}, "c": {}},
       "constraints": ["|-b-[a(b)]-b-[b(==b)]", "V:|[a(b)]", "V:|[b(40)]",
                       "c.left = b.right", "c.top = b", "c.width = b.width / 2", "c.height = b"]}
      """)
    #expect(solution.conflicts.isEmpty)
    #expect(solution.frames["a"] == frame(30, 0, 30, 30))
    #expect(solution.frames["b"] == frame(90, 0, 30, 40))
    #expect(solution.frames["c"] == frame(120, 30, 15, 30))
  }
}
