import Layout
import VFLPreviewSupport

/// A constraint of one scene that two versions of a document do not share as it was: added,
/// removed, or changed under the same id.
public struct ConstraintChange: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case added, removed, changed
  }

  public var kind: Kind
  /// The constraint's document id.
  public var id: String
  /// The constraint in the old and the new document (one of them for an added or removed one).
  public var old: ImportedConstraint?
  public var new: ImportedConstraint?
  /// The constraint as an expression with the scene's view names (`form.top == safeArea.top +
  /// 20`), as the spec and the picture show it: the new one's, else the old one's.
  public var expression: String
  /// What changed, each part as `constant 8 → 16`, in the order of the expression.
  public var differences: [String]

  /// Compares the two versions of a constraint; `nil` when they are the same.
  /// - Parameter names: the view name of each object id, old and new.
  init?(
    old: ImportedConstraint?, new: ImportedConstraint?, oldNames: [String: String], newNames: [String: String],
    expression: String
  ) {
    guard let constraint = new ?? old else { return nil }
    id = constraint.id
    self.old = old
    self.new = new
    self.expression = expression
    switch (old, new) {
    case (nil, _?): kind = .added
    case (_?, nil): kind = .removed
    case (let old?, let new?):
      kind = .changed
      let format = { (value: Double) in NumberFormatting.format(value) }
      func item(_ id: String?, _ attribute: String?, names: [String: String]) -> String {
        guard let id else { return "none" }
        return "\(names[id] ?? id).\(attribute ?? "notAnAttribute")"
      }
      var differences: [String] = []
      let oldFirst = item(old.firstItem, old.firstAttribute, names: oldNames)
      let newFirst = item(new.firstItem, new.firstAttribute, names: newNames)
      if old.firstItem != new.firstItem || old.firstAttribute != new.firstAttribute {
        differences.append("first item \(oldFirst) → \(newFirst)")
      }
      if old.relation != new.relation {
        differences.append("relation \(old.relation.rawValue) → \(new.relation.rawValue)")
      }
      if old.secondItem != new.secondItem || old.secondAttribute != new.secondAttribute {
        differences.append(
          "second item \(item(old.secondItem, old.secondAttribute, names: oldNames)) → \(item(new.secondItem, new.secondAttribute, names: newNames))")
      }
      if old.multiplier != new.multiplier {
        differences.append("multiplier \(format(old.multiplier)) → \(format(new.multiplier))")
      }
      if old.constant != new.constant {
        differences.append("constant \(format(old.constant)) → \(format(new.constant))")
      }
      if old.priority != new.priority {
        differences.append("priority \(format(old.priority)) → \(format(new.priority))")
      }
      if old.identifier != new.identifier {
        differences.append("identifier \(old.identifier.map { "'\($0)'" } ?? "none") → \(new.identifier.map { "'\($0)'" } ?? "none")")
      }
      guard !differences.isEmpty else { return nil }
      self.differences = differences
      return
    case (nil, nil): return nil
    }
    differences = []
  }
}
