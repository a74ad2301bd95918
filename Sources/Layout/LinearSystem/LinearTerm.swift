/// One `coefficient·variable` summand of a ``LinearConstraint``.
public struct LinearTerm: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
