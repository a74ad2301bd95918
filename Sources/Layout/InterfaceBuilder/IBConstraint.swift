/// One `<constraint>` of a document, after its size-class variations are applied:
/// `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant`.
struct IBConstraint: Sendable, Equatable {
  /// The `id`, which the imported spec keeps as the constraint's `id`.
  var id: String
  /// The first item's object id; the view the constraint is installed on when the document leaves
  /// it out, as Interface Builder does.
  var firstItem: String
  /// Interface Builder's attribute name (`leading`, `topMargin`, `firstBaseline`, `baseline`).
  var firstAttribute: String
  var relation: LayoutRelation
  var secondItem: String?
  var secondAttribute: String?
  var multiplier: Double
  var constant: Double
  var priority: Double
  /// The constraint's `identifier` (shown in console logs).
  var identifier: String?
  /// Where its element starts in the file.
  var offset: Int
}
