/// The result of ``LinearSystem/solve(options:)``.
public struct LinearSolution: Sendable {
  /// One value per variable. A variable that is not uniquely determined still gets one deterministic value
  /// (0 for a free parameter), as Apple draws one valid layout.
  public var values: [Double]
  /// One entry per broken required constraint, in the order the broken constraints were met (spec order).
  public var conflicts: [LinearConflict]
  /// The variables whose value is not unique, sorted by variable.
  public var ambiguities: [VariableAmbiguity]
  /// Simplex pivots the solve took, analysis aside: a measure of its work for tests.
  var pivots = 0

  public init(values: [Double], conflicts: [LinearConflict] = [], ambiguities: [VariableAmbiguity] = []) {
    self.values = values
    self.conflicts = conflicts
    self.ambiguities = ambiguities
  }

  /// The value of `variable`, or 0 when it is outside ``values``.
  public func value(of variable: Variable) -> Double {
    let index = Int(variable.index)
    return values.indices.contains(index) ? values[index] : 0
  }
}
