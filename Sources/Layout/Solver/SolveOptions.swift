/// What ``LinearSystem/solve(options:)`` computes besides the values.
public struct SolveOptions: Sendable {
  /// Compute a minimal conflicting set for every broken required constraint.
  public var explainConflicts: Bool
  /// Report variables whose value is not uniquely determined.
  public var detectAmbiguity: Bool
  /// The most simplex pivots one connected component (or one analysis sub-problem) may take before
  /// ``SolverError/iterationLimitExceeded(pivots:)``; a guard against cycling, never reached by sane specs.
  public var maxPivots: Int
  /// Keep closed externals as references in the solvers' rows (``Solver/defersClosedSubstitution``). Off
  /// gives the fully substituted tableau, the reference the equivalence tests compare against.
  var defersClosedSubstitution = true
  /// The order each component's constraints are added in (``InsertionPlan``); the tests force one.
  var insertionOrder = InsertionPlan.Order.automatic

  public init(explainConflicts: Bool = true, detectAmbiguity: Bool = true, maxPivots: Int = 5_000_000) {
    self.explainConflicts = explainConflicts
    self.detectAmbiguity = detectAmbiguity
    self.maxPivots = maxPivots
  }
}
