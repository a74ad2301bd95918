import Foundation
import Testing

@testable import Layout

/// What VFL strings expand into: the examples of Apple's appendix, the undocumented forms Apple
/// accepts, numbers, metrics, priorities, spacing, sources, descriptions and order.
@Suite struct VFLParserTests {
  // MARK: - Apple's appendix, example by example

  struct Example: Sendable, CustomTestStringConvertible {
    var format: String
    var equations: [String]
    var testDescription: String { format }
  }

  @Test(arguments: [
    // Standard Space
    Example(format: "[button]-[textField]", equations: ["textField.leading == button.trailing + 8"]),
    // Width Constraint
    Example(format: "[button(>=50)]", equations: ["button.width >= 50"]),
    // Connection to Superview
    Example(
      format: "|-50-[purpleBox]-50-|",
      equations: [
        "purpleBox.leading == superview.leading + 50",
        "superview.trailing == purpleBox.trailing + 50",
      ]),
    // Vertical Layout
    Example(
      format: "V:[topField]-10-[bottomField]", equations: ["bottomField.top == topField.bottom + 10"]
    ),
    // Flush Views
    Example(format: "[maroonView][blueView]", equations: ["blueView.leading == maroonView.trailing"]),
    // Priority
    Example(format: "[button(100@20)]", equations: ["button.width == 100 @20"]),
    // Equal Widths
    Example(format: "[button1(==button2)]", equations: ["button1.width == button2.width"]),
    // Multiple Predicates
    Example(
      format: "[flexibleButton(>=70,<=100)]",
      equations: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
    // A Complete Line of Layout: [GS] checked these constants (20/8/8/20) against AppKit.
    Example(
      format: "|-[find]-[findNext]-[findField(>=20)]-|",
      equations: [
        "find.leading == superview.leading + 20",
        "findNext.leading == find.trailing + 8",
        "findField.leading == findNext.trailing + 8",
        "findField.width >= 20",
        "superview.trailing == findField.trailing + 20",
      ]),
  ])
  func appendixExample(_ example: Example) throws {
    #expect(try VFLFixture.equations(example.format) == example.equations)
  }

  @Test func completeLineConstraintByConstraint() throws {
    let constraints = try VFLFixture.parse("|-[find]-[findNext]-[findField(>=20)]-|")
    try #require(constraints.count == 5)

    let first = constraints[0]
    #expect(first.firstItem == .view("find") && first.firstAttribute == .leading)
    #expect(first.secondItem == .canvas && first.secondAttribute == .leading)
    #expect(first.relation == .equal && first.multiplier == 1 && first.priority == .required)
    #expect(abs(first.constant - 20) < 1e-9)

    let width = constraints[3]
    #expect(width.firstItem == .view("findField") && width.firstAttribute == .width)
    #expect(width.relation == .greaterThanOrEqual)
    #expect(width.secondItem == nil && width.secondAttribute == nil)
    #expect(abs(width.constant - 20) < 1e-9)

    let last = constraints[4]
    #expect(last.firstItem == .canvas && last.firstAttribute == .trailing)
    #expect(last.secondItem == .view("findField") && last.secondAttribute == .trailing)
    #expect(abs(last.constant - 20) < 1e-9)
  }

  // MARK: - Grammar

  @Test(arguments: [
    ("H:[a][b]", ["b.leading == a.trailing"]),
    ("V:[a][b]", ["b.top == a.bottom"]),
    ("V:|[a]|", ["a.top == superview.top", "superview.bottom == a.bottom"]),
    ("[a]", []),
    ("H:[a(b)]", ["a.width == b.width"]),
    ("V:[a(==b)]", ["a.height == b.height"]),
    ("V:[a(<=b@500)]", ["a.height <= b.height @500"]),
    ("[a]-(>=20,<=50)-[b]", ["b.leading >= a.trailing + 20", "b.leading <= a.trailing + 50"]),
    ("[a]-(20)-[b]", ["b.leading == a.trailing + 20"]),
    ("[a]-(==20)-[b]", ["b.leading == a.trailing + 20"]),
    ("|[a]-(<=8)-|", ["a.leading == superview.leading", "superview.trailing <= a.trailing + 8"]),
    ("[a(>=b,<=300)]", ["a.width >= b.width", "a.width <= 300"]),
    ("[a(b,c)]", ["a.width == b.width", "a.width == c.width"]),
    ("[a(==a)]", ["a.width == a.width"]),
    ("[a(-10)]", ["a.width == -10"]),
  ])
  func grammar(_ format: String, equations: [String]) throws {
    #expect(try VFLFixture.equations(format) == equations)
  }

  /// Apple accepts a relation and a priority in a connection without parentheses, although its
  /// grammar only documents them inside `(…)`.
  @Test(arguments: [
    ("[a]-20@750-[b]", ["b.leading == a.trailing + 20 @750"]),
    ("[a]->=30-[b]", ["b.leading >= a.trailing + 30"]),
    ("[a]-<=30@250-[b]", ["b.leading <= a.trailing + 30 @250"]),
    ("|-padding@high-[a]", ["a.leading == superview.leading + 12 @750"]),
  ])
  func undocumentedAcceptances(_ format: String, equations: [String]) throws {
    #expect(try VFLFixture.equations(format) == equations)
  }

  // MARK: - Numbers

  /// Numbers are whatever `strtod_l` reads in the C locale, starting at a `-` or a digit.
  @Test(arguments: [
    ("[a]-1e2-[b]", 100.0),
    ("[a]-1E+1-[b]", 10),
    ("[a]-2.5-[b]", 2.5),
    ("[a]-5.-[b]", 5),
    ("[a]-007-[b]", 7),
    ("[a]-0x10-[b]", 16),
    ("[a]-0x1p3-[b]", 8),
    ("[a]-(-10)-[b]", -10),
    ("[a]-(-.5)-[b]", -0.5),
    ("[a]-(-1e1)-[b]", -10),
    ("[a]-(>=-8)-[b]", -8),
    ("[a]-0-[b]", 0),
  ])
  func numbersAsStrtodReadsThem(_ format: String, constant: Double) throws {
    let constraints = try VFLFixture.parse(format)
    try #require(constraints.count == 1)
    #expect(abs(constraints[0].constant - constant) < 1e-9)
  }

  /// `strtod` stops at the first character that cannot continue the number; the parser then wants
  /// the closing `-`. `1e` is the number 1 followed by `e`.
  @Test func numberEndsWhereStrtodStops() {
    #expect(VFLFixture.error("[a]-1e-[b]")?.reason == .expectedDash)
    #expect(VFLFixture.error("[a]-1e-[b]")?.position == 5)
    #expect(VFLFixture.error("[a]-0x-[b]")?.position == 5)
  }

  @Test func scannerAgreesWithCOnTheLongestNumber() {
    let cases: [(String, Double?, Int)] = [
      ("12abc", 12, 2), ("-3.25e1x", -32.5, 7), ("1e", 1, 1), ("1e+", 1, 1), ("0x", 0, 1),
      ("0x1.8p1", 3, 7), ("-inf", -.infinity, 4), ("INFINITY", .infinity, 8), ("-", nil, 0),
      ("-.", nil, 0), ("-x", nil, 0), (".5", 0.5, 2), ("1..2", 1, 2),
    ]
    for (text, value, end) in cases {
      let scanned = CNumberScanner.scan(Array(text.utf8), from: 0)
      if let value {
        #expect(scanned?.value == value, "\(text)")
        #expect(scanned?.end == end, "\(text)")
      } else {
        #expect(scanned == nil, "\(text)")
      }
    }
    let nan = CNumberScanner.scan(Array("nan(12)-".utf8), from: 0)
    #expect(nan?.value.isNaN == true && nan?.end == 7)
  }

  // MARK: - Metrics and views

  @Test func metricsAreLookedUpBeforeViews() throws {
    // "b" is both a view and a metric: as a constant it is the metric, in a view position the view.
    var context = VFLFixture.context()
    context.metrics["b"] = 33
    let inPredicate = try VFLFixture.parse("[a(==b)]", context: context)
    #expect(inPredicate.map(\.equationDescription) == ["a.width == 33"])
    #expect(inPredicate.first?.secondItem == nil)

    let inConnection = try VFLFixture.parse("[a]-b-[b]", context: context)
    #expect(inConnection.map(\.equationDescription) == ["b.leading == a.trailing + 33"])
  }

  @Test func metricNamesFlowIntoTheSource() throws {
    let constraints = try VFLFixture.parse("|-padding-[a]-(>=padding,<=negative)-[b]")
    #expect(constraints.map(\.source.kind) == [
      .vflConnection(metric: "padding", isStandard: false),
      .vflConnection(metric: "padding", isStandard: false),
      .vflConnection(metric: "negative", isStandard: false),
    ])
    #expect(constraints.map(\.constant) == [12, 12, -4])
  }

  @Test func metricPriority() throws {
    let constraints = try VFLFixture.parse("[a(>=padding@high)]")
    #expect(constraints.map(\.equationDescription) == ["a.width >= 12 @750"])
    #expect(constraints.first?.source.kind == .vflPredicate)
  }

  @Test func fractionalPriorityIsKept() throws {
    let constraints = try VFLFixture.parse("[a(100@999.5)]")
    #expect(abs((constraints.first?.priority.value ?? 0) - 999.5) < 1e-9)
  }

  // MARK: - Standard spacing and superviews

  @Test func standardSpacingComesFromTheContext() throws {
    let context = VFLFixture.context(standard: 6, superview: 16)
    let constraints = try VFLFixture.parse("V:|-[a]-[b]-|", context: context)
    #expect(constraints.map(\.constant) == [16, 6, 16])
    #expect(
      constraints.map(\.source.kind)
        == Array(repeating: .vflConnection(metric: nil, isStandard: true), count: 3))
  }

  @Test func flushConnectionsAreZeroAndNotStandard() throws {
    let constraints = try VFLFixture.parse("|[a][b]|")
    #expect(constraints.map(\.constant) == [0, 0, 0])
    #expect(
      constraints.map(\.source.kind)
        == Array(repeating: .vflConnection(metric: nil, isStandard: false), count: 3))
  }

  @Test func barIsTheSuperviewOfTheLine() throws {
    let context = ConstraintContext(
      parents: ["card": .canvas, "title": .view("card"), "body": .view("card")])
    let constraints = try VFLParser(context: context).parse(
      "V:|-[title]-[body]-|", source: ConstraintSource())
    #expect(constraints.map(\.equationDescription) == [
      "title.top == card.top + 20", "body.top == title.bottom + 8",
      "card.bottom == body.bottom + 20",
    ])
  }

  // MARK: - Order

  @Test func eachViewsConnectionComesBeforeItsPredicates() throws {
    let equations = try VFLFixture.equations("[a(>=10,<=20)]-[b(30)]-(>=5)-[c(==a)]-|")
    #expect(equations == [
      "a.width >= 10", "a.width <= 20",
      "b.leading == a.trailing + 8", "b.width == 30",
      "c.leading >= b.trailing + 5", "c.width == a.width",
      "superview.trailing == c.trailing + 20",
    ])
  }

  // MARK: - Sources and descriptions

  @Test func sourcesCarryKindSpanAndTheCallersFields() throws {
    let format = "|-(>=8)-[a(100@750)]-[b]"
    let given = ConstraintSource(kind: .expression, index: 3, id: "row", text: "ignored")
    let constraints = try VFLParser(context: VFLFixture.context()).parse(format, source: given)
    try #require(constraints.count == 3)
    for constraint in constraints {
      #expect(constraint.source.index == 3 && constraint.source.id == "row")
      #expect(constraint.source.text == format)
    }
    #expect(constraints[0].source.span == 1..<8)  // -(>=8)-
    #expect(constraints[0].source.kind == .vflConnection(metric: nil, isStandard: false))
    #expect(constraints[1].source.span == 11..<18)  // 100@750
    #expect(constraints[1].source.kind == .vflPredicate)
    #expect(constraints[2].source.span == 20..<21)  // -
    #expect(constraints[2].source.kind == .vflConnection(metric: nil, isStandard: true))
  }

  @Test func flushConnectionSpanIsEmptyBetweenTheItems() throws {
    let constraints = try VFLFixture.parse("[a][b]")
    #expect(constraints.first?.source.span == 3..<3)
  }

  @Test func eachPredicateHasItsOwnSpan() throws {
    let constraints = try VFLFixture.parse("[a(>=50,<=100@750)]")
    #expect(constraints.map(\.source.span) == [3..<7, 8..<17])
  }

  @Test(arguments: [
    ("|-[a]", ["H:|-(20)-[a]"]),
    ("[a]-[b]", ["H:[a]-(8)-[b]"]),
    ("V:[a]-(>=8)-|", ["V:[a]-(>=8)-|"]),
    ("[a]-(20@750)-[b]", ["H:[a]-(20@750)-[b]"]),
    ("[a][b]", ["H:[a]-(0)-[b]"]),
    ("[a]-(-10)-[b]", ["H:[a]-(-10)-[b]"]),
    ("[a(100)]", ["H:[a(100)]"]),
    ("V:[a(>=270)]", ["V:[a(>=270)]"]),
    ("[a(100@750)]", ["H:[a(100@750)]"]),
    ("[a(<=2.5)]", ["H:[a(<=2.5)]"]),
    ("[a(==b)]", ["a.width == b.width"]),
    ("V:[a(b@250)]", ["a.height == b.height @250"]),
  ])
  func appleLogDescriptions(_ format: String, descriptions: [String]) throws {
    #expect(try VFLFixture.parse(format).map(\.description) == descriptions)
  }

  // MARK: - Scale

  /// A 5,000-view chain is one line of ~40,000 characters; parsing must stay linear.
  @Test func longChainParsesInMilliseconds() throws {
    let names = (0..<5_000).map { "view\($0)" }
    let format = "H:|-" + names.map { "[\($0)(>=10)]" }.joined(separator: "-") + "-|"
    let context = VFLFixture.context(views: names)
    let clock = ContinuousClock()
    var constraints: [LayoutConstraint] = []
    let elapsed = try clock.measure {
      constraints = try VFLFixture.parse(format, options: .alignAllCenterY, context: context)
    }
    // 5,001 connections, 5,000 widths, 4,999 alignments.
    #expect(constraints.count == 15_000)
    #expect(constraints.last?.equationDescription == "view4998.centerY == view4999.centerY")
    // Generous for a shared debug build; a quadratic parser takes seconds here.
    #expect(elapsed < .milliseconds(1_500), "took \(elapsed)")
  }
}
