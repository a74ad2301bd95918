/// Why ``LinearSystem/solve(options:)`` gave no solution at all. Conflicts between required constraints are
/// not errors: they are reported in ``LinearSolution/conflicts``.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The simplex method took more than ``SolveOptions/maxPivots`` pivots (a numerical cycle).
  case iterationLimitExceeded(pivots: Int)
  /// Constraint `constraint` mentions a variable outside `0..<variableCount`.
  case variableOutOfRange(constraint: Int, variable: Variable, variableCount: Int)
  /// Constraint `constraint` has a NaN or infinite coefficient or constant.
  case nonFiniteNumber(constraint: Int)
  /// Constraint `constraint` has a priority that is not a finite number above 0.
  case invalidPriority(constraint: Int, priority: Double)
  /// `variableCount` is negative.
  case invalidVariableCount(Int)
  /// The optimisation met a direction of unbounded improvement, which only rounding errors can cause.
  case numericalFailure(constraint: Int)
  /// Finding the ambiguous variables would build more than `limit` gradient terms (a long chain of
  /// views whose sizes compete); a documented limit, not an internal error.
  case analysisTooLarge(limit: Int)

  /// Whether the error is the solver's own failure rather than a limit the input went beyond.
  public var isInternal: Bool {
    if case .analysisTooLarge = self { return false }
    return true
  }

  /// A human-readable explanation.
  public var message: String {
    switch self {
    case .iterationLimitExceeded(let pivots):
      return "the solver gave up after \(pivots) pivots without reaching an optimum"
    case .variableOutOfRange(let constraint, let variable, let count):
      return "constraint \(constraint) uses variable \(variable.index), but the system has only \(count) variables"
    case .nonFiniteNumber(let constraint):
      return "constraint \(constraint) has a coefficient or constant that is not a finite number"
    case .invalidPriority(let constraint, let priority):
      return "constraint \(constraint) has priority \(priority); priorities must be above 0 (1000 = required)"
    case .invalidVariableCount(let count):
      return "a system cannot have \(count) variables"
    case .numericalFailure(let constraint):
      return "rounding errors made the optimisation unbounded while adding constraint \(constraint)"
    case .analysisTooLarge(let limit):
      return "finding the ambiguous views would take more than \(limit) gradient terms: too many views "
        + "whose sizes compete with equal priorities along one chain; give the competing constraints "
        + "different priorities, or fix the sizes"
    }
  }

  public var description: String { message }
}
