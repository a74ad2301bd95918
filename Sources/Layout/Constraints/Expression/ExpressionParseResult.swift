/// The fields of the constraint an expression describes, before they become a ``LayoutConstraint``.
struct ExpressionParseResult: Hashable, Sendable {
  /// A view, or a guide of a view.
  var firstItem: LayoutItem
  var firstAttribute: LayoutAttribute
  var relation: LayoutRelation
  var secondItem: LayoutItem?
  var secondAttribute: LayoutAttribute?
  var multiplier: Double
  var constant: Double
  var priority: Double
  /// The meaningful part of the string: no surrounding whitespace, no trailing comment.
  var span: Range<Int>
}
