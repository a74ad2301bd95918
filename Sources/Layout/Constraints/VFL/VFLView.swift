/// A parsed `[name(…)]`.
struct VFLView: Sendable {
  var name: String
  var parent: LayoutItem
  /// From `[` through `]`.
  var range: Range<Int>
  /// The view's size predicates, already turned into constraints.
  var sizeConstraints: [LayoutConstraint]

  var item: LayoutItem { .view(name) }
}
