import Testing

@testable import Layout

/// The spec the expression tests parse against: the views and metrics the source documents' examples
/// name, plus a nested hierarchy for `superview`.
enum ExpressionFixtures {
  static let context = ConstraintContext(
    parents: [
      "view": .canvas, "view1": .canvas, "view2": .canvas, "subview": .view("view1"),
      "firstView": .canvas, "secondView": .canvas, "control1": .canvas, "control2": .canvas,
      "v1": .canvas, "v2": .canvas,
      "card": .canvas, "child": .view("card"), "grandchild": .view("child"),
    ],
    metrics: [
      "margin": 10, "myVar": 0.5, "padding": 8, "high": 750, "tooHigh": 1050, "zero": 0,
    ])

  static let parser = ExpressionParser(context: context)

  /// A constraint with the source fields left at their defaults, to compare with a parse result.
  static func constraint(
    _ first: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
  ) -> LayoutConstraint {
    LayoutConstraint(
      firstItem: .view(first), firstAttribute: attribute, relation: relation, secondItem: second,
      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
      priority: LayoutPriority(priority))
  }

  /// Parses `text`, failing the test (and returning `nil`) when it does not parse.
  static func parse(
    _ text: String, with parser: ExpressionParser = parser,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> LayoutConstraint? {
    do {
      return try parser.parse(text, source: ConstraintSource())
    } catch {
      Issue.record("'\(text)' did not parse: \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// Expects every field but the source to match, numbers within a tolerance.
  static func expect(
    _ actual: LayoutConstraint, matches expected: LayoutConstraint,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual.firstItem == expected.firstItem, sourceLocation: sourceLocation)
    #expect(actual.firstAttribute == expected.firstAttribute, sourceLocation: sourceLocation)
    #expect(actual.relation == expected.relation, sourceLocation: sourceLocation)
    #expect(actual.secondItem == expected.secondItem, sourceLocation: sourceLocation)
    #expect(actual.secondAttribute == expected.secondAttribute, sourceLocation: sourceLocation)
    #expect(abs(actual.multiplier - expected.multiplier) < 1e-9, sourceLocation: sourceLocation)
    #expect(abs(actual.constant - expected.constant) < 1e-9, sourceLocation: sourceLocation)
    #expect(
      abs(actual.priority.value - expected.priority.value) < 1e-9, sourceLocation: sourceLocation)
    #expect(actual.appleDescription.isEmpty, sourceLocation: sourceLocation)
  }

  /// The error `text` raises, failing the test (and returning `nil`) when it parses.
  static func error(
    _ text: String, with parser: ExpressionParser = parser,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ExpressionError? {
    do {
      let constraint = try parser.parse(text, source: ConstraintSource())
      Issue.record("'\(text)' parsed as \(constraint)", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }
}
