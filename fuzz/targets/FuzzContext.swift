// Shared by the VFL and expression fuzz targets. The targets link the library built with the
// fuzzer's instrumentation and use only its public API: they exercise what a caller can reach.

import Layout

/// The views and metrics the fuzzed strings may name: every name the test suites, the samples and
/// the source documents use, so mutations of the seeds stay meaningful, plus a small hierarchy so
/// `superview` and "views of one line must share a superview" are reachable.
enum FuzzContext {
  static let canvasViews = [
    "a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField", "maroonView",
    "blueView", "button1", "button2", "flexibleButton", "find", "findNext", "findField",
    "backgroundBox", "whiteBox1", "whiteBox2", "blackBox4", "redBox", "view", "view1", "view2",
    "firstView", "secondView", "control1", "control2", "v1", "v2", "card", "title", "field",
  ]

  static let nestedViews: [(String, String)] = [
    ("subview", "view1"), ("child", "card"), ("grandchild", "child"), ("inner", "card"),
  ]

  static let metrics: [String: Double] = [
    "padding": 12, "blackWidth": 50, "high": 750, "tooHigh": 1001, "zero": 0, "negative": -4,
    "margin": 10, "myVar": 0.5, "huge": 1e9, "tiny": 1e-9, "buttonWidth": 80,
  ]

  static let context: ConstraintContext = {
    var parents: [String: LayoutItem] = [:]
    for name in canvasViews { parents[name] = .canvas }
    for (name, parent) in nestedViews { parents[name] = .view(parent) }
    return ConstraintContext(parents: parents, metrics: metrics)
  }()

  /// Checks what the CLI relies on when it prints a constraint: spans and carets inside the string.
  static func checkSpan(_ span: Range<Int>?, in text: String) {
    guard let span else { return }
    let count = text.count
    precondition(span.lowerBound >= 0 && span.upperBound <= count, "span \(span) outside 0...\(count)")
  }

  static func checkCaret(_ position: Int?, in text: String) {
    guard let position else { return }
    precondition(position >= 0 && position <= text.count, "caret \(position) outside 0...\(text.count)")
  }

  /// Formats a constraint the ways the tool prints it, so formatting bugs surface too.
  static func describe(_ constraint: LayoutConstraint) -> Int {
    constraint.description.utf8.count + constraint.equationDescription.utf8.count
  }
}
