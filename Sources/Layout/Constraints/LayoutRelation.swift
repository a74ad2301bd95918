/// The relation of a constraint, `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="

  /// The relation with its sides swapped: `a <= b` is `b >= a`.
  public var flipped: LayoutRelation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}
