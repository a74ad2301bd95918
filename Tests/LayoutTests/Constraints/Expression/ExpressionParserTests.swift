import Testing

@testable import Layout

/// What the linear-expression dialects mean: each example of the source documents and the exact
/// constraint it becomes.
@Suite struct ExpressionParserTests {
  typealias F = ExpressionFixtures

  /// The valid examples of `constraintWithExpressionFormat:` (001), in its `=` dialect.
  @Test(arguments: [
    ("view1.left = 10", F.constraint("view1", .left, .equal, .canvas, .left, constant: 10)),
    ("view1.width = superview.width", F.constraint("view1", .width, .equal, .canvas, .width)),
    (
      "view1.width = superview.width * 0.9",
      F.constraint("view1", .width, .equal, .canvas, .width, multiplier: 0.9)
    ),
    (
      "view1.width = superview.width * myVar",
      F.constraint("view1", .width, .equal, .canvas, .width, multiplier: 0.5)
    ),
    (
      "view1.width = view2.width - 20",
      F.constraint("view1", .width, .equal, .view("view2"), .width, constant: -20)
    ),
    (
      "view1.width = view2.width * 0.9 + 5",
      F.constraint("view1", .width, .equal, .view("view2"), .width, multiplier: 0.9, constant: 5)
    ),
    ("view1.trailing >= 20", F.constraint("view1", .trailing, .greaterThanOrEqual, .canvas, .trailing, constant: 20)),
    // From docs/spec-format.md's prose.
    ("view.left = 10", F.constraint("view", .left, .equal, .canvas, .left, constant: 10)),
    ("view.top = 10", F.constraint("view", .top, .equal, .canvas, .top, constant: 10)),
    ("view.width = 200", F.constraint("view", .width, .equal, constant: 200)),
    ("view.width = 44", F.constraint("view", .width, .equal, constant: 44)),
    ("view.left = margin", F.constraint("view", .left, .equal, .canvas, .left, constant: 10)),
    ("view.top = margin", F.constraint("view", .top, .equal, .canvas, .top, constant: 10)),
    (
      "view2.left = view1.right + 10",
      F.constraint("view2", .left, .equal, .view("view1"), .right, constant: 10)
    ),
    ("view.centerX = superview.centerX", F.constraint("view", .centerX, .equal, .canvas, .centerX)),
  ])
  func expressionFormatExamples(text: String, expected: LayoutConstraint) throws {
    let constraint = try #require(F.parse(text))
    F.expect(constraint, matches: expected)
  }

  /// The valid examples of PLXVisualAttributeConstraints (003), with `==` and constant-only sides.
  @Test(arguments: [
    (
      "secondView.left >= firstView.left * 2 + 10",
      F.constraint(
        "secondView", .left, .greaterThanOrEqual, .view("firstView"), .left, multiplier: 2,
        constant: 10)
    ),
    (
      "secondView.left <= firstView.left - 10",
      F.constraint("secondView", .left, .lessThanOrEqual, .view("firstView"), .left, constant: -10)
    ),
    (
      "secondView.right >= firstView.right + 10",
      F.constraint(
        "secondView", .right, .greaterThanOrEqual, .view("firstView"), .right, constant: 10)
    ),
    (
      "secondView.top == firstView.bottom * 2.5 + 5",
      F.constraint(
        "secondView", .top, .equal, .view("firstView"), .bottom, multiplier: 2.5, constant: 5)
    ),
    (
      "control1.top >= control2.bottom + 20",
      F.constraint(
        "control1", .top, .greaterThanOrEqual, .view("control2"), .bottom, constant: 20)
    ),
    (
      "control1.top <= control2.bottom - 20.5",
      F.constraint(
        "control1", .top, .lessThanOrEqual, .view("control2"), .bottom, constant: -20.5)
    ),
    (
      "control1.top == control2.bottom * 2.3 + 4.5",
      F.constraint(
        "control1", .top, .equal, .view("control2"), .bottom, multiplier: 2.3, constant: 4.5)
    ),
    (
      "control1.top >= control2.bottom * 2 - 10",
      F.constraint(
        "control1", .top, .greaterThanOrEqual, .view("control2"), .bottom, multiplier: 2,
        constant: -10)
    ),
    ("control1.width >= 100", F.constraint("control1", .width, .greaterThanOrEqual, constant: 100)),
    ("control1.width == 100.5", F.constraint("control1", .width, .equal, constant: 100.5)),
    // A location against a constant (docs/spec-format.md, Expressions): the superview's same attribute, as in 001.
    ("control1.top == 50", F.constraint("control1", .top, .equal, .canvas, .top, constant: 50)),
  ])
  func visualAttributeExamples(text: String, expected: LayoutConstraint) throws {
    let constraint = try #require(F.parse(text))
    F.expect(constraint, matches: expected)
  }

  /// The ConstraintFormat examples (004): multiplier before the item, spaces optional.
  @Test(arguments: [
    ("v1.top = v2.top", F.constraint("v1", .top, .equal, .view("v2"), .top)),
    ("v1.bottom = v2.bottom", F.constraint("v1", .bottom, .equal, .view("v2"), .bottom)),
    ("v1.left = v2.left", F.constraint("v1", .left, .equal, .view("v2"), .left)),
    ("v1.right = v2.right", F.constraint("v1", .right, .equal, .view("v2"), .right)),
    (
      "v1.top = 2 * v2.top + 10",
      F.constraint("v1", .top, .equal, .view("v2"), .top, multiplier: 2, constant: 10)
    ),
    (
      "v1.top=2*v2.top+10",
      F.constraint("v1", .top, .equal, .view("v2"), .top, multiplier: 2, constant: 10)
    ),
    (
      "v1.top=-2*v2.top-10",
      F.constraint("v1", .top, .equal, .view("v2"), .top, multiplier: -2, constant: -10)
    ),
    (
      "v1.height = 0.5 * v2.width",
      F.constraint("v1", .height, .equal, .view("v2"), .width, multiplier: 0.5)
    ),
    ("v1.width=+100", F.constraint("v1", .width, .equal, constant: 100)),
  ])
  func constraintFormatExamples(text: String, expected: LayoutConstraint) throws {
    let constraint = try #require(F.parse(text))
    F.expect(constraint, matches: expected)
  }

  /// Attribute names ignore case; view and metric names do not.
  @Test(arguments: [
    ("view1.centerx == view2.CENTERX", LayoutAttribute.centerX, LayoutAttribute.centerX),
    ("view1.CenterY == view2.centery", .centerY, .centerY),
    ("view1.WIDTH == view2.Height", .width, .height),
    ("view1.firstbaseline == view2.LastBaseline", .firstBaseline, .lastBaseline),
    ("view1.Leading == view2.TRAILING", .leading, .trailing),
    ("view1.baseLine == view2.Top", .baseline, .top),
  ])
  func attributesIgnoreCase(text: String, first: LayoutAttribute, second: LayoutAttribute) throws {
    let constraint = try #require(F.parse(text))
    #expect(constraint.firstAttribute == first)
    #expect(constraint.secondAttribute == second)
  }

  /// Every attribute, in the spelling `LayoutAttribute` uses.
  @Test(arguments: LayoutAttribute.allCases)
  func everyAttribute(attribute: LayoutAttribute) throws {
    let other: LayoutAttribute = attribute.isSize ? .width : .top
    let constraint = try #require(
      F.parse("view1.\(attribute.rawValue) == view2.\(other.rawValue) + 1"))
    #expect(constraint.firstAttribute == attribute)
    #expect(constraint.secondAttribute == other)
  }

  /// `superview` is the superview of the view on the LEFT side: the canvas for a top-level view,
  /// the enclosing view for a nested one.
  @Test(arguments: [
    ("view1.centerX == superview.centerX", LayoutItem.canvas),
    ("child.width == superview.width * 0.5", .view("card")),
    ("grandchild.top == superview.top + 8", .view("child")),
    ("subview.left == superview.left", .view("view1")),
  ])
  func superviewIsTheLeftViewsParent(text: String, parent: LayoutItem) throws {
    let constraint = try #require(F.parse(text))
    #expect(constraint.secondItem == parent)
  }

  /// `superview` keeps its meaning even next to other views on the right.
  @Test func superviewDoesNotFollowTheRightSide() throws {
    let constraint = try #require(F.parse("grandchild.width <= superview.width - margin"))
    #expect(constraint.secondItem == .view("child"))
    #expect(abs(constraint.constant - -10) < 1e-9)
  }

  /// Metrics stand anywhere a number may: multiplier (before or after), constant, priority, signed.
  @Test(arguments: [
    (
      "view1.width == view2.width * myVar - margin",
      F.constraint(
        "view1", .width, .equal, .view("view2"), .width, multiplier: 0.5, constant: -10)
    ),
    (
      "v1.top = myVar * v2.top + padding",
      F.constraint("v1", .top, .equal, .view("v2"), .top, multiplier: 0.5, constant: 8)
    ),
    ("view1.left = -margin", F.constraint("view1", .left, .equal, .canvas, .left, constant: -10)),
    (
      "view1.width == view2.width * -myVar",
      F.constraint("view1", .width, .equal, .view("view2"), .width, multiplier: -0.5)
    ),
    ("view1.width == 100 @high", F.constraint("view1", .width, .equal, constant: 100, priority: 750)),
  ])
  func metrics(text: String, expected: LayoutConstraint) throws {
    let constraint = try #require(F.parse(text))
    F.expect(constraint, matches: expected)
  }

  /// Apple looks metrics up before views, so a metric named like a view is a number.
  @Test func metricsComeBeforeViews() throws {
    var context = F.context
    context.metrics["view2"] = 42
    let constraint = try #require(
      F.parse("view1.width == view2", with: ExpressionParser(context: context)))
    F.expect(constraint, matches: F.constraint("view1", .width, .equal, constant: 42))
  }

  /// `@priority` ends the expression: a number or a metric, 0 < p ≤ 1000, spaces allowed.
  @Test(arguments: [
    ("view1.width == 100 @750", 750.0),
    ("view1.width == 100@250", 250),
    ("view1.width == 100 @ 999.5", 999.5),
    ("view1.width == 100 @1", 1),
    ("view1.width == 100 @1000", 1000),
    ("view1.width == 100 @+500", 500),
    ("view1.width == 100", 1000),
    ("view1.width >= view2.width * 2 + 1 @high", 750),
  ])
  func priorities(text: String, priority: Double) throws {
    let constraint = try #require(F.parse(text))
    #expect(abs(constraint.priority.value - priority) < 1e-9)
  }

  /// Signs: a constant takes one sign of its own, so `+ -20` and `- -20` follow the 001 grammar
  /// (`addExpression = (+|-) constant`, `constant = -? value`).
  @Test(arguments: [
    ("view1.width == view2.width + -20", -20.0, 1.0),
    ("view1.width == view2.width - -20", 20, 1),
    ("view1.width == view2.width - +20", -20, 1),
    ("view1.width == view2.width * -1", 0, -1),
    ("view1.width == -2 * view2.width - 0.5", -0.5, -2),
    ("view1.left == -10", -10, 1),
  ])
  func signs(text: String, constant: Double, multiplier: Double) throws {
    let constraint = try #require(F.parse(text))
    #expect(abs(constraint.constant - constant) < 1e-9)
    #expect(abs(constraint.multiplier - multiplier) < 1e-9)
  }

  /// Whitespace between tokens means nothing: none, several, tabs, newlines.
  @Test(arguments: [
    "view1.width==view2.width*0.9+5",
    "  view1.width  =  view2.width  *  0.9  +  5  ",
    "view1 . width == view2 . width * 0.9 + 5",
    "\tview1.width\n==\tview2.width * 0.9\n+ 5",
  ])
  func whitespaceIsInsignificant(text: String) throws {
    let constraint = try #require(F.parse(text))
    F.expect(
      constraint,
      matches: F.constraint(
        "view1", .width, .equal, .view("view2"), .width, multiplier: 0.9, constant: 5))
  }

  /// A trailing `// comment` is ignored, as the source documents annotate their examples.
  @Test func trailingCommentIsIgnored() throws {
    let constraint = try #require(F.parse("view1.left = 10 // pin to the left edge"))
    F.expect(constraint, matches: F.constraint("view1", .left, .equal, .canvas, .left, constant: 10))
  }

  /// The source keeps the caller's index and id, and records the string and its meaningful span.
  @Test func sourceRecordsTheStringAndSpan() throws {
    let text = "  view1.left = 10  // pin"
    let constraint = try F.parser.parse(
      text, source: ConstraintSource(kind: .vflPredicate, index: 3, id: "pin", text: "old"))
    #expect(constraint.source.kind == .expression)
    #expect(constraint.source.index == 3)
    #expect(constraint.source.id == "pin")
    #expect(constraint.source.text == text)
    #expect(constraint.source.span == 2..<17)
  }

  @Test func spanCoversAWholeStringWithoutPadding() throws {
    let text = "view1.width == view2.width @750"
    let constraint = try F.parser.parse(text, source: ConstraintSource())
    #expect(constraint.source.span == 0..<text.count)
  }

  /// The description is the equation form, as Apple logs a constraint made from an expression.
  @Test(arguments: [
    ("view1.width = view2.width * 0.9 + 5", "view1.width == 0.9*view2.width + 5"),
    ("v1.top = 2 * v2.top - 10", "v1.top == 2*v2.top - 10"),
    ("view1.trailing >= 20", "view1.trailing >= superview.trailing + 20"),
    ("view1.width <= superview.width @750", "view1.width <= superview.width @750"),
    ("child.width <= superview.width @750", "child.width <= card.width @750"),
  ])
  func descriptionIsTheEquation(text: String, description: String) throws {
    let constraint = try #require(F.parse(text))
    #expect(constraint.description == description)
  }

  /// A multiplier of 0 is allowed on a size (Apple ignores the second item then).
  @Test func zeroMultiplierOnASize() throws {
    let constraint = try #require(F.parse("view1.width == view2.width * 0 + 50"))
    #expect(constraint.multiplier == 0)
    #expect(abs(constraint.constant - 50) < 1e-9)
  }

  /// Width against height (an aspect ratio) and a location against a location on the other axis
  /// are pairings Apple accepts.
  @Test(arguments: ["view1.width == view1.height * 2", "view1.top == view2.left", "view1.centerY == view2.centerX"])
  func crossAxisPairingsApplePermits(text: String) throws {
    #expect(F.parse(text) != nil)
  }
}
