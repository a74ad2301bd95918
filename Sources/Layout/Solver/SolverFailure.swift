/// Why ``Solver/add(_:)`` rejected a constraint. The solver is left exactly as before the call.
enum SolverFailure: Error, Hashable, Sendable {
  /// The required constraint cannot hold together with the required constraints already added.
  case unsatisfiable
  /// More than the allowed number of pivots.
  case iterationLimitExceeded(pivots: Int)
  /// A coefficient, constant or priority is NaN, infinite, or a priority is not above 0.
  case invalidConstraint
  /// Rounding made the objective unbounded.
  case numericalFailure
}
