/// A product on the right side: `view2.width * 0.9`, `2 * v2.top`, `view2.left`, or a lone constant.
/// At most one item and one constant factor; the reader rejects anything more as it reads it.
struct ExpressionTerm: Hashable, Sendable {
  /// The view.attribute, when the term has one.
  var item: ExpressionOperand?
  /// The multiplier of ``item``, or the whole term when there is no item.
  var factor: ExpressionOperand?
  /// Where the term starts, for messages.
  var start: Int
  /// The term as written (`2 * v2.top`), for rewrite suggestions.
  var text: String
}
