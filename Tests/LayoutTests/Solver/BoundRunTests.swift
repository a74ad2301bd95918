import Testing

@testable import Layout

/// Consecutive required bounds on one variable (`a.width >= 0`, `a.width >= 1`, …) are added
/// tightest first: the same constraints are broken and accepted as in spec order, with one solver row
/// for the whole run instead of one re-expressed per tighter bound (10,000 of them took 40 s).
@Suite struct BoundRunTests {
  let x = V(0), y = V(1)

  @Test func aRunIsConsecutiveBoundsOnOneVariableInOneDirectionTightestFirst() {
    let constraints = [
      x == 0,  // an equality is not a bound
      y >= 1, y >= 3, 2.0 * y >= 4, -1.0 * y <= -3,  // y ≥ 1, 3, 2, 3
      y <= 10,  // another direction: a new run (of one, so none)
      x + y >= 1,  // two terms: not a bound
      x <= 5, x <= 4, (x <= 1).at(500),  // an optional constraint ends the run
    ]
    let runs = BoundRun.runs(in: constraints)
    #expect(runs == [1: BoundRun(positions: [2, 4, 3, 1]), 7: BoundRun(positions: [8, 7])])
  }

  @Test func increasingBoundsOnOneViewTakeOnePivotEach() throws {
    // In spec order every bound re-expressed the slack rows of all the looser ones before it, a
    // pivot for each: 2,000 bounds needed more than 1,000 pivots in one component.
    let constraints = [x == 0] + (0..<2_000).map { y >= Double($0) }
    let solution = try solve(2, constraints, options: SolveOptions(maxPivots: 100))
    #expect(solution.conflicts.isEmpty)
    #expect(solution.values[1] >= 1_999 - 1e-9)
  }

  @Test func theBoundsThatDoNotFitAreBrokenAsInSpecOrder() throws {
    // x ≤ 50 first; then x ≥ 10, 60, 30, 70, 20: 60 and 70 do not fit, in spec order as tightest first.
    let constraints = [x <= 50, x >= 10, x >= 60, x >= 30, x >= 70, x >= 20, y == x]
    let solution = try solve(2, constraints)
    #expect(solution.conflicts == [
      LinearConflict(broken: 2, conflictingSet: [0]),
      LinearConflict(broken: 4, conflictingSet: [0]),
    ])
    #expect(solution.values[0] >= 30 - 1e-9 && solution.values[0] <= 50 + 1e-9)
  }

  @Test func upperBoundsRunTheOtherWay() throws {
    let constraints = [x >= 5, x <= 100, x <= 3, x <= 40, x <= 1, y == x]
    let solution = try solve(2, constraints)
    #expect(solution.conflicts.map(\.broken) == [2, 4])
    #expect(solution.conflicts.allSatisfy { $0.conflictingSet == [0] })
    #expect(solution.values[0] >= 5 - 1e-9 && solution.values[0] <= 40 + 1e-9)
  }
}
