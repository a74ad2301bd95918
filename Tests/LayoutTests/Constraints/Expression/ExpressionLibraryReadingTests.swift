import Testing

@testable import Layout

/// What the expression libraries behind the source documents accept beyond 001's grammar, and how
/// `constraintWithExpressionFormat:` builds a location against a bare constant.
@Suite struct ExpressionLibraryReadingTests {
  typealias F = ExpressionFixtures

  /// A location against a constant is related to the same attribute of the left view's superview
  /// (a baseline to its top), the constant as written; sizes stay constants.
  @Test(arguments: [
    ("view1.trailing >= 20", F.constraint("view1", .trailing, .greaterThanOrEqual, .canvas, .trailing, constant: 20)),
    ("view.bottom = 0", F.constraint("view", .bottom, .equal, .canvas, .bottom)),
    ("view.right = -10", F.constraint("view", .right, .equal, .canvas, .right, constant: -10)),
    ("view.centerX = 0", F.constraint("view", .centerX, .equal, .canvas, .centerX)),
    ("view.centerY <= margin", F.constraint("view", .centerY, .lessThanOrEqual, .canvas, .centerY, constant: 10)),
    ("view.baseline = 30", F.constraint("view", .baseline, .equal, .canvas, .top, constant: 30)),
    ("view.lastBaseline = 30", F.constraint("view", .lastBaseline, .equal, .canvas, .top, constant: 30)),
    ("child.leading = 8", F.constraint("child", .leading, .equal, .view("card"), .leading, constant: 8)),
    ("grandchild.bottom = -8 @750", F.constraint("grandchild", .bottom, .equal, .view("child"), .bottom, constant: -8, priority: 750)),
    ("view.width = 100", F.constraint("view", .width, .equal, constant: 100)),
    ("view.height >= 44", F.constraint("view", .height, .greaterThanOrEqual, constant: 44)),
  ])
  func aConstantLocationPairsWithTheSuperview(text: String, expected: LayoutConstraint) throws {
    let constraint = try #require(F.parse(text))
    F.expect(constraint, matches: expected)
  }

  /// Such a constraint is described as the pair it is, as Apple logs one made with
  /// `constraintWithItem:…toItem:superview…`.
  @Test(arguments: [
    ("view1.trailing >= 20", "view1.trailing >= superview.trailing + 20"),
    ("view.bottom = -20", "view.bottom == superview.bottom - 20"),
    ("view.centerX = 0", "view.centerX == superview.centerX"),
    ("view.baseline = 30 @500", "view.baseline == superview.top + 30 @500"),
    ("child.left = 8", "child.left == card.left + 8"),
    ("view.width = 100", "view.width == 100"),
  ])
  func aConstantLocationIsDescribedAsAPair(text: String, description: String) throws {
    let constraint = try #require(F.parse(text))
    #expect(constraint.description == description)
  }

  /// `/ c` multiplies by `1/c`, on its own or before a constant.
  @Test(arguments: [
    ("view1.height = view1.width / 1.6", 0.625, 0.0),
    ("view1.width == view2.width/2.0", 0.5, 0),
    ("view1.width = view2.width / 2 + 10", 0.5, 10),
    ("view1.width = view2.width / -4 - 1", -0.25, -1),
    ("view1.width = view2.width / margin", 0.1, 0),
    ("view1.width = view2.width / 3", 1.0 / 3, 0),
  ] as [(String, Double, Double)])
  func divisionMultipliesByTheReciprocal(text: String, multiplier: Double, constant: Double) throws {
    let constraint = try #require(F.parse(text))
    #expect(constraint.multiplier == multiplier)
    #expect(constraint.constant == constant)
  }

  /// `10 + b.width / 2` is offered back in the accepted order.
  @Test func aConstantBeforeADivisionIsRewrittenWithTheDivision() throws {
    let error = try #require(F.error("view1.width = 10 + view2.width / 2"))
    #expect(error.note == "Write 'view2.width / 2 + 10'.")
  }

  /// A number may start with its decimal point, as the expression libraries' scanners read it.
  @Test(arguments: [
    ("view1.width == view2.width *.5", 0.5, 0.0),
    ("view1.width == .25 * view2.width +.5", 0.25, 0.5),
    ("view1.width == view2.width - .5", 1, -0.5),
    ("view1.width == .5", 1, 0.5),
    ("view1.width == view2.width / .5", 2, 0),
  ] as [(String, Double, Double)])
  func aNumberMayStartWithADecimalPoint(text: String, multiplier: Double, constant: Double) throws {
    let constraint = try #require(F.parse(text))
    #expect(constraint.multiplier == multiplier)
    #expect(constraint.constant == constant)
  }

  @Test func aLeadingDecimalPointMayStartAPriority() throws {
    let constraint = try #require(F.parse("view1.width == 10 @.5"))
    #expect(constraint.priority.value == 0.5)
  }

  /// A dot with no digit after it, or two dots, is still no number.
  @Test(arguments: [
    ("view1.width == view2.width *.", 28, "Expected a view.attribute, a number or a metric after '*'."),
    ("view1.width == ..5", 15, "Expected a view.attribute, a number or a metric after '=='."),
    ("view1.width == .", 15, "Expected a view.attribute, a number or a metric after '=='."),
    ("view1.width == .5.5", 17, "A number has at most one decimal point, but '.5.5' has more."),
  ])
  func aDotAloneIsNoNumber(text: String, position: Int, message: String) throws {
    let error = try #require(F.error(text))
    #expect(error.message == message)
    #expect(error.position == position)
  }

  /// A name that is both a metric and a view: before `.attribute` the view, as a constant the metric.
  @Test func aNameThatIsAMetricAndAViewIsTheViewBeforeAnAttribute() throws {
    var context = F.context
    context.metrics["view2"] = 42
    let parser = ExpressionParser(context: context)
    let item = try #require(F.parse("view1.width == view2.width * 0.5 + view2", with: parser))
    F.expect(item, matches: F.constraint("view1", .width, .equal, .view("view2"), .width, multiplier: 0.5, constant: 42))
    let divided = try #require(F.parse("view1.width == view2.width / view2", with: parser))
    #expect(divided.multiplier == 1.0 / 42)
  }
}
