/// The relation of a constraint, `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}
