/// Finds a minimal conflicting set for a broken required constraint.
struct ConflictExplainer: Sendable {
  var component: SystemComponent
  /// Positions (within the component) of all broken constraints.
  var broken: [Int]
  var maxPivots: Int

  /// Positions of earlier accepted required constraints that, with the one at `brokenPosition`, form a
  /// minimal infeasible set; ascending.
  func minimalConflict(for brokenPosition: Int) throws(SolverError) -> [Int] {
    []
  }
}
