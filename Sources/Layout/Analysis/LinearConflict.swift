/// A required constraint that could not hold together with earlier required constraints, and why.
public struct LinearConflict: Hashable, Sendable {
  /// Index (in ``LinearSystem/constraints``) of the required constraint that was dropped.
  public var broken: Int
  /// Indices, ascending, of earlier accepted required constraints that together with `broken` form a
  /// minimal infeasible set: removing any one of them (or `broken`) makes the set feasible. Empty when
  /// `broken` is infeasible on its own (such as `0 == 5`), or when ``SolveOptions/explainConflicts`` is off.
  public var conflictingSet: [Int]
  /// `false` when the conflict was not explained because the conflicts before it in its component had
  /// already named ``ConflictExplainer/maximumExplainedMembers`` constraints; `conflictingSet` is
  /// then empty.
  public var isExplained: Bool

  public init(broken: Int, conflictingSet: [Int], isExplained: Bool = true) {
    self.broken = broken
    self.conflictingSet = conflictingSet
    self.isExplained = isExplained
  }
}
