/// One operand of the right side: a constant (a number or a metric, with its sign) or a
/// view.attribute, with where it was written.
struct ExpressionOperand: Hashable, Sendable {
  enum Value: Hashable, Sendable {
    case constant(Double)
    case item(LayoutItem, LayoutAttribute)
  }

  var value: Value
  /// From the sign (if any) to the end of the number, metric or attribute.
  var range: Range<Int>
  /// The operand as written, for messages: `-20`, `margin`, `superview.width`.
  var text: String
  /// `true` for a number written out, `false` for a metric or an item: only literals can be folded
  /// into a suggested result.
  var isLiteral: Bool
  /// Where an item's attribute name starts: checks on the attribute point there.
  var attributePosition: Int?

  var constantValue: Double? {
    if case .constant(let value) = value { return value }
    return nil
  }

  var isItem: Bool { constantValue == nil }
}
