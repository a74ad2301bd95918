@testable import Layout

/// Shared fixtures for the VFL suites: a spec with a few sibling views on the canvas and some
/// metrics, and helpers that print constraints as equations so expectations read like Apple's docs.
enum VFLFixture {
  static let viewNames = [
    "a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField", "maroonView",
    "blueView", "button1", "button2", "flexibleButton", "find", "findNext", "findField",
    "backgroundBox", "whiteBox1", "whiteBox2", "blackBox4", "redBox",
  ]

  static let metrics: [String: Double] = [
    "padding": 12, "blackWidth": 50, "high": 750, "tooHigh": 1001, "zero": 0, "negative": -4,
  ]

  static func context(
    views: [String] = viewNames, metrics: [String: Double] = metrics, standard: Double = 8,
    superview: Double = 20
  ) -> ConstraintContext {
    ConstraintContext(
      parents: Dictionary(uniqueKeysWithValues: views.map { ($0, LayoutItem.canvas) }),
      metrics: metrics, standardSpacing: standard, superviewSpacing: superview)
  }

  static func parse(
    _ format: String, options: VFLOptions = [], context: ConstraintContext = context()
  ) throws(VFLError) -> [LayoutConstraint] {
    try VFLParser(context: context).parse(format, options: options, source: ConstraintSource())
  }

  /// The equations of what `format` generates, in order.
  static func equations(_ format: String, options: VFLOptions = []) throws -> [String] {
    try parse(format, options: options).map(\.equationDescription)
  }

  /// The error `format` raises, or `nil` when it parses.
  static func error(
    _ format: String, options: VFLOptions = [], context: ConstraintContext = context()
  ) -> VFLError? {
    do {
      _ = try parse(format, options: options, context: context)
      return nil
    } catch {
      return error
    }
  }
}
