import Testing
@testable import Layout

/// The incremental simplex core and `LinearSystem.solve` on small systems with known answers.
@Suite struct SolverTests {
  let x = V(0), y = V(1), z = V(2)

  @Test func requiredEqualitiesDetermineValues() throws {
    var solver = Solver()
    try solver.add(x == 10)
    try solver.add(y == x + 5)
    try solver.add(2.0 * z == x + y)
    #expect(close(solver.value(of: x.variable), 10))
    #expect(close(solver.value(of: y.variable), 15))
    #expect(close(solver.value(of: z.variable), 12.5))
  }

  @Test func oneConstraintAtAHigherPriorityBeatsAnyNumberBelowIt() throws {
    var constraints = (0..<100).map { _ in (x == 0).at(250) }
    constraints.append((x == 10).at(251))
    let solution = try solve(1, constraints)
    #expect(close(solution.values[0], 10))
  }

  /// kiwi #33: with summed weights `x == 10 @10` tips the balance towards `x == 90 @500`.
  @Test func higherPriorityInequalityWinsOverLowerEqualities() throws {
    let solution = try solve(1, [(x >= 100).at(501), (x == 90).at(500), (x == 10).at(10)])
    #expect(close(solution.values[0], 100))
  }

  /// Weights proportional to priority would pick 50 (250 + 249 > 251); Apple's order picks 45.
  @Test func prioritiesAreNotSummedWeights() throws {
    let solution = try solve(1, [(x == 45).at(251), (x == 50).at(250), (x == 50).at(249)])
    #expect(close(solution.values[0], 45))
  }

  /// Within one level the sum of |error| is minimised: the median of three targets.
  @Test func equalPriorityErrorsAreSummedAbsoluteValues() throws {
    let solution = try solve(1, [(x == 0).at(500), (x == 10).at(500), (x == 12).at(500)])
    #expect(close(solution.values[0], 10))
  }

  @Test func optionalInequalityMinimisesItsViolation() throws {
    let solution = try solve(2, [(x <= 40).at(600), (x == 50).at(300), y == x + 1, (y >= 45).at(700)])
    #expect(close(solution.values[0], 44))
    #expect(close(solution.values[1], 45))
  }

  @Test func lowerPriorityStillCountsOnceHigherOnesAreSatisfied() throws {
    let solution = try solve(2, [(x + y == 100).at(750), (x == 30).at(250), (y >= 0).at(999)])
    #expect(close(solution.values[0], 30))
    #expect(close(solution.values[1], 70))
  }

  /// kiwi's tableau is polluted after this sequence (it then reports x = 1).
  @Test func rejectedConstraintLeavesTheSolverUnchanged() throws {
    var solver = Solver()
    try solver.add(x >= 2)
    try solver.add(x + y == 10)
    let before = fingerprint(solver)
    #expect(throws: SolverFailure.unsatisfiable) { try solver.add(y >= 9) }
    #expect(fingerprint(solver) == before)
    #expect(solver.value(of: x.variable) >= 2 - 1e-9)
    #expect(close(solver.value(of: x.variable) + solver.value(of: y.variable), 10))
    // The solver keeps working: x >= 2 is still enforced and new constraints combine with the old ones.
    #expect(throws: SolverFailure.unsatisfiable) { try solver.add(x <= 1) }
    try solver.add(y == 7)
    #expect(close(solver.value(of: x.variable), 3))
    try solver.add(z == 2.0 * x + 1)
    #expect(close(solver.value(of: z.variable), 7))
  }
  /// Rows that a chain has made long are edited in place when a short definition is substituted into them
  /// (the edits, not the rows, are journaled): a rejected constraint must still leave them as they were.
  /// Here the views of `InsertionPlanTests.positionsBeforeChain` sit 8 points apart, so each view's error
  /// row lists the slack of every gap before it; `w5 ≤ 5` then `w5 ≥ 10` pivots that slack in during phase
  /// one, rewriting those rows, before the constraint fails.
  @Test func rejectedConstraintUndoesRowsEditedInPlace() throws {
    var solver = Solver()
    for (tag, constraint) in InsertionPlanTests.positionsBeforeChain(views: 40).constraints.enumerated() {
      try solver.add(constraint, tag: tag)
    }
    let longest = solver.basicOfSlot.indices.filter { solver.basicOfSlot[$0] >= 0 }.map { solver.rows[$0].symbols.count }.max()
    #expect((longest ?? 0) >= 40)
    let width = V(11)
    try solver.add(width <= 5)
    let before = fingerprint(solver)
    #expect(throws: SolverFailure.unsatisfiable) { try solver.add(width >= 10) }
    #expect(fingerprint(solver) == before)
    try solver.add(width >= 2)
    #expect(close(solver.value(of: width.variable), 2) || solver.value(of: width.variable) >= 2)
  }


  @Test func rejectedConstraintAfterPhaseOnePivotsLeavesTheSolverUnchanged() throws {
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(z >= 0)
    try solver.add(x + y + z <= 10)
    try solver.add((x == 8).at(100))
    try solver.add((y == 8).at(50))
    let before = fingerprint(solver)
    let values = [x, y, z].map { solver.value(of: $0.variable) }
    #expect(throws: SolverFailure.unsatisfiable) { try solver.add(x + y >= 11) }
    #expect(fingerprint(solver) == before)
    #expect([x, y, z].map { solver.value(of: $0.variable) } == values)
    try solver.add(x + y >= 9)
    #expect(close(solver.value(of: x.variable), 8))
    #expect(close(solver.value(of: y.variable), 2))
  }

  @Test func requiredInequalitiesNeedingPhaseOneAreSolved() throws {
    var solver = Solver()
    try solver.add(x >= 10)
    try solver.add(y >= 10)
    try solver.add(x + y == 30)
    try solver.add(x == y)
    #expect(close(solver.value(of: x.variable), 15))
    #expect(close(solver.value(of: y.variable), 15))
    #expect(throws: SolverFailure.unsatisfiable) { try solver.add(x <= 12) }
    try solver.add(x <= 15)
    #expect(close(solver.value(of: y.variable), 15))
  }

  @Test func redundantConstraintsAreAccepted() throws {
    var solver = Solver()
    try solver.add(x == 10)
    try solver.add(x == 10)
    try solver.add(x + y == 30)
    try solver.add(y == 20)
    try solver.add(x >= 5)
    #expect(close(solver.value(of: y.variable), 20))
  }

  @Test func unseenAndFreeVariablesReadZero() throws {
    var solver = Solver()
    try solver.add(x == y + 100)
    #expect(solver.value(of: z.variable) == 0)
    #expect(close(solver.value(of: x.variable) - solver.value(of: y.variable), 100))
  }

  @Test func brokenConstraintsAreDroppedAndLaterOnesStillCount() throws {
    let solution = try solve(3, [x == 10, x == 20, y == x + 1, y == 5, z == 3, z >= 4, z <= 3])
    #expect(solution.conflicts.map(\.broken) == [1, 3, 5])
    #expect(close(solution.values[0], 10))
    #expect(close(solution.values[1], 11))
    #expect(close(solution.values[2], 3))
  }

  @Test func constantOnlyConstraints() throws {
    let trivial = LinearConstraint(terms: [], constant: 0, relation: .equal, priority: 1000)
    let impossible = LinearConstraint(terms: [], constant: 5, relation: .equal, priority: 1000)
    let optional = LinearConstraint(terms: [], constant: 5, relation: .lessThanOrEqual, priority: 10)
    let solution = try solve(1, [trivial, impossible, optional, x == 1])
    #expect(solution.conflicts == [LinearConflict(broken: 1, conflictingSet: [])])
    #expect(close(solution.values[0], 1))
  }

  @Test func repeatedVariablesAreMergedAndCancelled() throws {
    let solution = try solve(2, [x + x == 10, y - y + x == 5, (y == 3).at(10)])
    #expect(solution.conflicts.isEmpty)
    #expect(close(solution.values[0], 5))
    #expect(close(solution.values[1], 3))
  }

  @Test func sameInputGivesBitIdenticalOutput() throws {
    var constraints: [LinearConstraint] = []
    for index in 1..<30 {
      constraints.append(V(index) >= V(index - 1) + 8)
      constraints.append((V(index) == V(index - 1) + Double(index % 7) * 3).at(Double(100 + index % 3)))
      constraints.append((V(index) == 20.0 * Double(index)).at(Double(50 + index % 4)))
    }
    let first = try solve(30, constraints)
    let second = try solve(30, constraints)
    #expect(first.values.map(\.bitPattern) == second.values.map(\.bitPattern))
    #expect(first.ambiguities == second.ambiguities)
  }

  @Test(arguments: [
    (LinearConstraint(terms: [LinearTerm(Variable(5), 1)], constant: 0, relation: .equal, priority: 1000),
     SolverError.variableOutOfRange(constraint: 0, variable: Variable(5), variableCount: 2)),
    (LinearConstraint(terms: [LinearTerm(Variable(0), .nan)], constant: 0, relation: .equal, priority: 1000),
     SolverError.nonFiniteNumber(constraint: 0)),
    (LinearConstraint(terms: [LinearTerm(Variable(0), 1)], constant: .infinity, relation: .equal, priority: 1000),
     SolverError.nonFiniteNumber(constraint: 0)),
    (LinearConstraint(terms: [LinearTerm(Variable(0), 1)], constant: 0, relation: .equal, priority: 0),
     SolverError.invalidPriority(constraint: 0, priority: 0)),
  ])
  func malformedInputIsAnError(constraint: LinearConstraint, expected: SolverError) {
    #expect(throws: expected) { try solve(2, [constraint]) }
    #expect(!expected.message.isEmpty)
  }

  @Test func independentComponentsAreSolvedSeparately() throws {
    let solution = try solve(4, [x == 1, V(2) == 7, y == x + 1, V(3) >= V(2), (V(3) == 0).at(10)])
    #expect(solution.values.enumerated().allSatisfy { close($0.element, [1, 2, 7, 7][$0.offset]) })
  }

  /// A VFL-like chain: `|-8-[v0(50)]-8-[v1(50)]-…` with x and width per view.
  @Test(arguments: [1, 10, 200])
  func chainOfFixedWidthViews(count: Int) throws {
    var constraints: [LinearConstraint] = [V(0) == 8]
    for view in 0..<count {
      let x = V(2 * view), width = V(2 * view + 1)
      if view > 0 { constraints.append(x == V(2 * view - 2) + V(2 * view - 1) + 8) }
      constraints.append(width == 50)
    }
    let solution = try solve(2 * count, constraints)
    for view in 0..<count {
      #expect(close(solution.values[2 * view], 8 + 58 * Double(view)))
    }
    #expect(solution.conflicts.isEmpty)
    #expect(solution.ambiguities.isEmpty)
  }
}
