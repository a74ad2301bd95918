/// Finds the variables of a solved component whose values are not uniquely determined by the optimum.
struct AmbiguityAnalyzer: Sendable {
  var solver: Solver
  var maxPivots: Int

  /// Ambiguities in the solver's own (local) variable numbers, sorted by variable.
  func ambiguities() throws(SolverError) -> [VariableAmbiguity] {
    []
  }
}
