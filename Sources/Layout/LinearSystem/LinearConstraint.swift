/// `Σ coefficient·variable + constant  RELATION  0`, at a priority (1000 = required, 0 < p < 1000 optional).
///
/// `x == y + 8` is `terms: [(x, 1), (y, -1)], constant: -8, relation: .equal`.
public struct LinearConstraint: Hashable, Sendable {
  public var terms: [LinearTerm]
  public var constant: Double
  public var relation: LayoutRelation
  /// Apple's priority: 1000 (or more) is required; below that the constraint is optional and higher
  /// priorities win strictly (one constraint at 251 beats any number at 250).
  public var priority: Double

  public init(terms: [LinearTerm], constant: Double, relation: LayoutRelation, priority: Double) {
    self.terms = terms
    self.constant = constant
    self.relation = relation
    self.priority = priority
  }

  /// `true` when the priority is 1000 or more.
  public var isRequired: Bool { priority >= 1000 }
}
