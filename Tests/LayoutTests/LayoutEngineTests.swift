import Testing

@testable import Layout

/// Labels measure 7 points per character plus 16 of padding, 24 high, baseline 4.5 below centre.
struct FakeTextMeasurer: TextMeasuring {
  var labelPointSize: Double { 12 }
  func width(of text: String, pointSize: Double) -> Double { Double(text.count * 7) }
  func intrinsicSize(ofLabel text: String) -> LabelMetrics {
    LabelMetrics(width: Double(text.count * 7 + 16), height: 24, baselineFromCenter: 4.5)
  }
}

func solve(_ json: String) throws -> Solution {
  let spec = try SpecDecoder.decode(Array(json.utf8))
  return try LayoutEngine(textMeasurer: FakeTextMeasurer()).solve(spec)
}

func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Frame {
  Frame(x: x, y: y, width: width, height: height)
}

@Suite struct LayoutEngineTests {
  @Test func standardSpacesAreEightBetweenViewsAndTwentyToTheSuperview() throws {
    // Apple's complete line: |-[find]-[findNext]-[findField(>=20)]-|
    let solution = try solve(
      """
      {"canvas": {"width": 400, "height": 100},
       "views": {"find": {"label": "Find"}, "findNext": {"label": "Find Next"}, "findField": {}},
       "constraints": [{"vfl": "|-[find]-[findNext]-[findField(>=20)]-|", "options": ["alignAllTop"]},
                       "V:|-[find]", "V:[findField(24)]"]}
      """)
    #expect(solution.frames["find"] == frame(20, 20, 44, 24))
    #expect(solution.frames["findNext"] == frame(72, 20, 79, 24))
    #expect(solution.frames["findField"] == frame(159, 20, 221, 24))
    #expect(solution.conflicts.isEmpty)
    #expect(solution.ambiguities.isEmpty)
  }

  @Test func connectionToSuperviewAndFlushViews() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 300, "height": 100}, "views": {"purpleBox": {}, "maroon": {}, "blue": {}},
       "constraints": ["|-50-[purpleBox]-50-|", "V:|[purpleBox(10)][maroon(20)]", "|[maroon(30)][blue(40)]",
                       "V:[blue(==maroon)]", "blue.top = maroon.top"]}
      """)
    #expect(solution.frames["purpleBox"] == frame(50, 0, 200, 10))
    #expect(solution.frames["maroon"] == frame(0, 10, 30, 20))
    #expect(solution.frames["blue"] == frame(30, 10, 40, 20))
  }

  @Test func aConnectionInequalityMeansTheGapIsAtLeastTheConstant() throws {
    // Apple's semantics (autolayout.js gets this inverted): the optional 5 loses to the required >= 20.
    let solution = try solve(
      """
      {"canvas": {"width": 300, "height": 100}, "views": {"a": {}},
       "constraints": ["|-(>=20)-[a(100)]", "|-(5@500)-[a]", "V:|[a(10)]"]}
      """)
    #expect(solution.frames["a"]?.x == 20)
  }

  @Test func priorityOneAboveBeatsAnyNumberBelow() throws {
    var constraints = (0..<100).map { _ in #"{"expr": "a.width == 50", "priority": 250}"# }
    constraints.append(#"{"expr": "a.width == 80", "priority": 251}"#)
    let solution = try solve(
      """
      {"canvas": {"width": 300, "height": 100}, "views": {"a": {}},
       "constraints": ["|[a]", "V:|[a(10)]", \(constraints.joined(separator: ","))]}
      """)
    #expect(solution.frames["a"]?.width == 80)
  }

  @Test func intrinsicSizesHugAndResistAtTheirPriorities() throws {
    // A label hugs at 250 and resists compression at 750: a required 40 wins over both, an
    // optional 40 at 500 beats hugging but a 20 at 500 loses to compression resistance.
    let solution = try solve(
      """
      {"canvas": {"width": 300, "height": 100},
       "views": {"wide": {"label": "OK"}, "loose": {"label": "OK"}, "tight": {"label": "OK"}},
       "constraints": ["|[wide(40)]", "|[loose(40@500)]", "|[tight(20@500)]", "V:|[wide][loose][tight]"]}
      """)
    #expect(solution.frames["wide"]?.width == 40)
    #expect(solution.frames["loose"]?.width == 40)
    #expect(solution.frames["tight"]?.width == 30)
    #expect(solution.frames["wide"]?.height == 24)
  }

  @Test func explicitIntrinsicSizesMayGiveOneDimension() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 300, "height": 100},
       "views": {"a": {"intrinsicSize": {"height": 30}}},
       "constraints": ["|-[a]-|", "V:|-[a]"]}
      """)
    #expect(solution.frames["a"] == frame(20, 20, 260, 30))
  }

  @Test func theExpressionDialectsAgree() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 400, "height": 300}, "metrics": {"myVar": 0.5},
       "views": {"view1": {}, "view2": {}, "firstView": {}, "secondView": {}, "v1": {}, "v2": {}},
       "constraints": [
         "view1.left = 10", "view1.top = 10", "view1.width = superview.width * 0.9", "view1.height = 40",
         "view2.width = view1.width * myVar + 5", "view2.left == view1.left", "view2.top = view1.bottom", "view2.height = 10",
         "firstView.left = 20", "firstView.top = 100", "firstView.width = 10", "firstView.height = 10",
         "secondView.left >= firstView.left * 2 + 10", "secondView.left = 0 @500", "secondView.top = firstView.top",
         "secondView.WIDTH = 10", "secondView.height = 10",
         "v2.left = 100", "v2.top = 200", "v2.width = 50", "v2.height = 20",
         "v1.top = 2 * v2.top - 380", "v1.left = v2.left", "v1.right = v2.right", "v1.height = v2.height"
       ]}
      """)
    #expect(solution.frames["view1"] == frame(10, 10, 360, 40))
    #expect(solution.frames["view2"] == frame(10, 50, 185, 10))
    #expect(solution.frames["secondView"]?.x == 50)
    #expect(solution.frames["v1"] == frame(100, 20, 50, 20))
    #expect(solution.ambiguities.isEmpty)
  }

  @Test func superviewInAnExpressionIsTheLeftViewsParent() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 400, "height": 300},
       "views": {"card": {}, "inner": {"parent": "card"}},
       "constraints": ["|-[card]-|", "V:|-[card(100)]", "inner.width = superview.width * 0.5",
                       "inner.centerX = superview.centerX", "inner.top = superview.top + 10", "inner.height = 20"]}
      """)
    #expect(solution.frames["card"] == frame(20, 20, 360, 100))
    #expect(solution.frames["inner"] == frame(110, 30, 180, 20))
  }

  @Test func aBarInVFLIsTheParentOfTheViewsInTheLine() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 400, "height": 300},
       "views": {"card": {}, "inner": {"parent": "card"}},
       "constraints": ["|-[card]-|", "V:|-[card(100)]", "|-[inner]-|", "V:|-[inner]-|"]}
      """)
    #expect(solution.frames["inner"] == frame(40, 40, 320, 60))
    #expect(solution.parents == ["inner": "card"])
  }

  @Test func rightToLeftPutsLeadingOnTheRight() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 300, "height": 100}, "layoutDirection": "rightToLeft",
       "views": {"a": {}, "b": {}},
       "constraints": ["|-20-[a(50)]-[b(30)]", "V:|[a(10)]", "V:|[b(10)]", "b.trailing <= 0"]}
      """)
    #expect(solution.frames["a"] == frame(230, 0, 50, 10))
    #expect(solution.frames["b"] == frame(192, 0, 30, 10))
    // b.trailing <= superview.trailing: b's trailing (left) edge stays inside the canvas.
    #expect(solution.conflicts.isEmpty)
  }

  @Test func alignmentOptionsRelateAdjacentViews() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 300, "height": 100}, "views": {"a": {}, "b": {}},
       "constraints": [{"vfl": "|-[a(50)]-[b(30)]", "options": ["alignAllCenterY"]}, "V:|[a(40)]", "V:[b(10)]"]}
      """)
    #expect(solution.frames["b"] == frame(78, 15, 30, 10))
  }

  @Test func baselinesOfLabelsSitWhereTheTextDoes() throws {
    let solution = try solve(
      """
      {"canvas": {"width": 300, "height": 100}, "views": {"label": {"label": "Hi"}, "box": {}},
       "constraints": [{"vfl": "|-[label]-[box(30)]", "options": ["alignAllBaseline"]}, "V:|[label]", "V:[box(10)]"]}
      """)
    // label: height 24, baseline at 12 + 4.5; a plain view's baseline is its bottom.
    #expect(solution.frames["box"]?.y == 6.5)
  }

  @Test func constraintsKeepTheirSourceAndAppleDescription() throws {
    let spec = try SpecDecoder.decode(Array(
      """
      {"canvas": {"width": 300, "height": 100}, "views": {"a": {"label": "x"}, "b": {}},
       "constraints": ["H:|[a(100)]-20-[b]", {"expr": "b.width = a.width * 0.5 + 5", "id": "half"}]}
      """.utf8))
    let constraints = try LayoutEngine(textMeasurer: FakeTextMeasurer()).constraints(for: spec)
    #expect(constraints.map(\.description).prefix(5) == [
      "H:|-(0)-[a]", "H:[a(100)]", "H:[a]-(20)-[b]", "b.width == 0.5*a.width + 5",
      "a.width <= 23 @250 (content hugging)",
    ])
    #expect(constraints[3].source.id == "half")
    #expect(constraints[3].source.index == 1)
    #expect(constraints[2].source.span.map { Array("H:|[a(100)]-20-[b]")[$0] }.map { String($0) } == "-20-")
  }

  @Test func theEntryPriorityLowersWhatTheStringLeftRequired() throws {
    let spec = try SpecDecoder.decode(Array(
      """
      {"canvas": {"width": 300, "height": 100}, "views": {"a": {}},
       "constraints": [{"vfl": "|-[a(100@300)]", "priority": 600}]}
      """.utf8))
    let constraints = try LayoutEngine().constraints(for: spec)
    #expect(constraints.map(\.priority.value) == [600, 300])
  }

  @Test func parseErrorsNameTheConstraintAndTheCaretPosition() {
    let spec = try? SpecDecoder.decode(Array(
      #"{"canvas": {"width": 300, "height": 100}, "views": {"blackBox4": {}}, "constraints": ["V:|[blackBox4(>30)]|"]}"#.utf8))
    #expect(throws: LayoutError.self) { try LayoutEngine().solve(spec!) }
    do {
      _ = try LayoutEngine().solve(spec!)
    } catch {
      guard case .spec(.constraint(let index, _, _, let message, let position, _, _)) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(index == 0)
      #expect(message == "Unknown relation. Must be ==, >=, or <=")
      #expect(position == 15)
    }
  }

  @Test func solvedNumbersAreCleanedOfSolverNoise() {
    #expect(ConstraintModel.clean(19.999999999997) == 20)
    #expect(ConstraintModel.clean(-0.0000000001) == 0)
    #expect(ConstraintModel.clean(33.3333333333) == 33.333333)
  }
}

@Suite struct LinearSystemExportTests {
  @Test func theExportedSystemSolvesToTheEnginesFrames() throws {
    let spec = try SpecDecoder.decode(Array(
      """
      {"canvas": {"width": 300, "height": 100}, "views": {"a": {"label": "Hi"}, "b": {}},
       "constraints": [{"vfl": "|-[a]-[b(>=10)]-|", "options": ["alignAllBaseline"]}, "V:|[a]", "V:[b(10)]"]}
      """.utf8))
    let engine = LayoutEngine(textMeasurer: FakeTextMeasurer())
    let constraints = try engine.constraints(for: spec)
    let system = engine.linearSystem(for: spec, constraints: constraints)
    #expect(system.variableCount == 8)
    #expect(system.constraints.count == constraints.count)
    let values = try system.solve().values
    let solution = try engine.solve(spec)
    for (index, name) in ["a", "b"].enumerated() {
      let frame = try #require(solution.frames[name])
      #expect(Array(values[(index * 4)..<(index * 4 + 4)]) == [frame.x, frame.y, frame.width, frame.height])
    }
  }
}
