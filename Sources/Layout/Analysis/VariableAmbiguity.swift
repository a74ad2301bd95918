/// A variable whose value is one of several optimal ones (Apple's "ambiguous layout").
public struct VariableAmbiguity: Hashable, Sendable {
  public var variable: Variable
  public var reason: Reason

  /// Why the value is not unique.
  public enum Reason: Hashable, Sendable {
    /// No constraint mentions the variable at all.
    case unconstrained
    /// Constraints mention the variable but leave it a free direction (such as only `a.x + a.w == 100`).
    case underdetermined
    /// Optional constraints of equal priority compete: moving the variable trades the error of one for the
    /// error of another at no cost. The associated value lists those constraints' indices, ascending, by
    /// group: constraints that trade errors with each other, directly or through a shared constraint,
    /// form one group, and the variable is listed with every group that moves it. Variables moved by the
    /// same group share one array.
    case competingConstraints([Int])
  }

  public init(variable: Variable, reason: Reason) {
    self.variable = variable
    self.reason = reason
  }
}
