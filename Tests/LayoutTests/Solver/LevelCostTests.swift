import Testing
@testable import Layout

/// A symbol's reduced costs: non-zero entries only, most important level first.
@Suite struct LevelCostTests {
  func costs(_ pairs: [(Double, Double)]) -> [LevelCost] { pairs.map { LevelCost(priority: $0.0, value: $0.1) } }

  @Test func mergingKeepsLevelsInOrderAndDropsWhatCancels() {
    let merged = LevelCost.merged(costs([(750, 1), (500, -2), (250, 1)]), costs([(999, 1), (500, 1), (1, 3)]), times: 2)
    #expect(merged == costs([(999, 2), (750, 1), (250, 1), (1, 6)]))
  }

  @Test func roundingNoiseIsZero() {
    let merged = LevelCost.merged(costs([(500, 0.1 + 0.2)]), costs([(500, -0.3)]), times: 1)
    #expect(merged.isEmpty)
  }

  /// A less important level than any so far is appended: the usual case, optional constraints being added
  /// most important first.
  @Test func aSolverKeepsCostsMostImportantFirst() throws {
    var solver = Solver()
    let x = V(0), y = V(1)
    try solver.add(x + y == 100)
    try solver.add((x == 10).at(750))
    try solver.add((y == 10).at(500))
    try solver.add((x == 40).at(250))
    for list in solver.costs {
      #expect(zip(list, list.dropFirst()).allSatisfy { $0.priority > $1.priority })
      #expect(!list.contains { $0.value == 0 })
    }
    #expect(close(solver.value(of: x.variable), 10))
    #expect(close(solver.value(of: y.variable), 90))
  }
}
