/// One predicate as written: `>=50`, `100@750`, `==other`, `(>=margin)` inside a connection.
struct VFLPredicate: Sendable {
  var relation: LayoutRelation
  /// The value; 0 when the predicate names a view.
  var constant: Double
  /// The metric the constant came from.
  var metric: String?
  /// The view the predicate relates to (`[a(==b)]`), only ever set inside a view.
  var view: String?
  var priority: Double
  /// The predicate's characters in the format.
  var range: Range<Int>
}
