/// Parses a single linear-expression constraint, the union of three dialects:
///
/// - `view1.width = superview.width * 0.9 + 5` (`constraintWithExpressionFormat:`, with `superview`
///   meaning the superview of the left view and metrics standing for numbers),
/// - `secondView.left >= firstView.left * 2 + 10` (PLXVisualAttributeConstraints: `==`, case-insensitive
///   attribute names, constant-only right sides such as `control.width >= 100`),
/// - `v1.top = 2 * v2.top + 10` (ConstraintFormat: the multiplier before the item).
///
/// The grammar, with whitespace allowed between any two tokens and a trailing `// comment` ignored:
///
/// ```
/// expression := item relation rightSide priority?
/// item       := NAME "." ATTRIBUTE  |  NAME "." GUIDE "." ATTRIBUTE  |  "safeArea" "." ATTRIBUTE
/// GUIDE      := "margins" | "safeArea"
/// relation   := "=" | "==" | ">=" | "<="
/// rightSide  := term (("+" | "-") constant)?  |  constant
/// term       := item (("*" | "/") constant)?  |  constant "*" item
/// constant   := ("+" | "-")? (NUMBER | METRIC)
/// priority   := "@" constant
/// NUMBER     := [0-9]+ ("." [0-9]+)?  |  "." [0-9]+
/// ```
///
/// Choices where the dialects differ or are silent:
/// - Relations: `=` and `==` both mean equal. `>`, `<`, `=>`, `!=` are errors naming the fix.
/// - Signs: a constant takes one sign of its own (001's `constant = "-"? value`), so `+ -20` is −20
///   and `- -20` is +20; `+` is also accepted (004's `[+-]?`). A sign before an item (`-v.left`) is
///   an error: write `-1 * v.left`.
/// - Numbers follow 001's NUMERAL, and may start with a decimal point (`*.5`) as the libraries'
///   scanners allow. `5.`, `1e2`, `0x10`, `1_000` are errors with the fix.
/// - `/ c` multiplies by `1/c` (`a.width == b.width / 2`); dividing by zero is an error.
/// - `//` starts a comment that runs to the end of the string (the documents annotate examples so).
/// - Names are ASCII. A name may be both a metric and a view, as in Apple's parser: before `.attribute`
///   it is the view, as a constant the metric. `superview.attribute` is always the left view's
///   parent and may not stand on the left.
/// - Apple's construction rules apply once the syntax is right: sizes pair with sizes and locations
///   with locations (`width`/`height` and `top`/`left` across axes are fine, as in Apple),
///   leading/trailing never with left/right, and no zero multiplier on a location. A constant-only
///   location, which Apple rejects, pairs with the superview as 001's implementation does:
///   `a.trailing >= 20` is `a.trailing >= superview.trailing + 20`.
/// - Layout guides: `card.margins.leading` is the leading edge of `card`'s margins guide and
///   `safeArea.top` the top of the canvas's safe area (`superview.safeArea` on a top-level view);
///   UIKit's margin attributes are the margins guide's (`leadingMargin`, `centerXWithinMargins`).
///   Only the canvas has a safe area, and a guide has no baseline.
/// - The leftmost problem is reported; a name is checked when it is read.
public struct ExpressionParser: Sendable {
  /// The declared views (with their parents, for `superview`) and the metrics.
  public var context: ConstraintContext

  public init(context: ConstraintContext) {
    self.context = context
  }

  /// Parses one constraint.
  ///
  /// The result's `source` is `source` with `kind = .expression`, `text` = `text` and `span` = the
  /// meaningful part of `text` (without surrounding whitespace or a trailing `// comment`). Its
  /// `appleDescription` stays empty: the equation form is the description.
  ///
  /// A constant-only right side gives a constraint without a second item for `width` and `height`
  /// only. A location (`a.right = 10`), which Apple refuses against a bare constant, is related to the
  /// same attribute of the left view's superview (a baseline to its top), with the constant as written.
  public func parse(_ text: String, source: ConstraintSource) throws(ExpressionError) -> LayoutConstraint {
    try parse(text, printedNames: nil, source: source)
  }

  /// Parses one constraint as a console log prints it (`UILabel:0x7fb1c8d0a2e0'Title'.leading ==
  /// UIView:0x7fb1c8d0a0b0.leadingMargin + 8`): the views are the printed names, which the context
  /// declares.
  func parse(
    _ text: String, printedNames: PrintedNames?, source: ConstraintSource
  ) throws(ExpressionError) -> LayoutConstraint {
    var reader = ExpressionReader(
      text: text, context: context, printedNameEnds: printedNames?.characterEnds(in: text))
    let parsed = try reader.read()
    var source = source
    source.kind = .expression
    source.text = text
    source.span = parsed.span
    return LayoutConstraint(
      firstItem: parsed.firstItem, firstAttribute: parsed.firstAttribute,
      relation: parsed.relation, secondItem: parsed.secondItem,
      secondAttribute: parsed.secondAttribute, multiplier: parsed.multiplier,
      constant: parsed.constant, priority: LayoutPriority(parsed.priority), source: source)
  }
}
