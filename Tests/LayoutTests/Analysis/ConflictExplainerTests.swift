import Testing
@testable import Layout

/// Broken required constraints and their minimal conflicting sets (Apple's "mutually exclusive constraints").
@Suite struct ConflictExplainerTests {
  /// Views as variables: a.x = 0, a.w = 1, b.x = 2, b.w = 3; the canvas width 200 is a constant.
  let ax = V(0), aw = V(1), bx = V(2), bw = V(3)

  @Test func twoViewsThatDoNotFitTheCanvas() throws {
    let solution = try solve(4, [ax == 0, aw == 100, bx == ax + aw + 20, bw == 100, 200.0 == bx + bw])
    #expect(solution.conflicts == [LinearConflict(broken: 4, conflictingSet: [0, 1, 2, 3])])
  }

  @Test func constraintsNotNeededForTheConflictAreExcluded() throws {
    let solution = try solve(6, [
      ax == 0, aw == 100,
      ax >= 0,  // implied by ax == 0: redundant, not part of a minimal set
      V(4) == ax + 10,  // same component, unrelated to the conflict
      bx == ax + aw + 20, bw == 100, bw >= 50, aw <= 150, V(5) == 3,
      200.0 == bx + bw,
    ])
    #expect(solution.conflicts == [LinearConflict(broken: 9, conflictingSet: [0, 1, 4, 5])])
  }

  @Test func inequalitiesTakePartInConflicts() throws {
    let solution = try solve(4, [ax >= 10, aw >= 100, bx >= ax + aw + 8, (bx == 50).at(500), bx <= 100])
    #expect(solution.conflicts == [LinearConflict(broken: 4, conflictingSet: [0, 1, 2])])
    #expect(close(solution.values[2], 118))
  }

  @Test func independentConflictsAreAllReportedInOrder() throws {
    let solution = try solve(4, [ax == 0, ax == 1, bx == 5, bw == bx, bw == 6, aw >= ax, aw <= -1])
    #expect(solution.conflicts == [
      LinearConflict(broken: 1, conflictingSet: [0]),
      LinearConflict(broken: 4, conflictingSet: [2, 3]),
      LinearConflict(broken: 6, conflictingSet: [0, 5]),
    ])
  }

  @Test func brokenConstraintsDoNotExplainLaterConflicts() throws {
    // Constraint 1 is broken, so the conflict of constraint 3 can only use 0 and 2.
    let solution = try solve(2, [ax == 0, ax == 10, aw == ax + 5, aw == 10])
    #expect(solution.conflicts == [
      LinearConflict(broken: 1, conflictingSet: [0]),
      LinearConflict(broken: 3, conflictingSet: [0, 2]),
    ])
  }

  @Test func redundantEqualityIsNotAConflict() throws {
    let solution = try solve(2, [ax == 10, aw == 1.0 * ax + 5, ax == 10, aw - ax == 5])
    #expect(solution.conflicts.isEmpty)
  }

  @Test func conflictSetIsMinimalWhenSeveralSubsetsConflict() throws {
    // Both {0, 3} and {1, 2, 3} are infeasible; the additive method returns one irreducible set.
    let solution = try solve(2, [ax <= 5, aw == 2, ax <= aw, ax >= 6])
    let set = try #require(solution.conflicts.first).conflictingSet
    #expect(set == [0] || set == [1, 2])
    #expect(try isInfeasible(set + [3], of: [ax <= 5, aw == 2, ax <= aw, ax >= 6]))
  }

  @Test func explanationCanBeSwitchedOff() throws {
    let solution = try solve(1, [ax == 0, ax == 1], options: SolveOptions(explainConflicts: false))
    #expect(solution.conflicts == [LinearConflict(broken: 1, conflictingSet: [])])
  }

  /// A long chain with one conflict at the end: the set is the whole chain, which must be found quickly.
  @Test func conflictAtTheEndOfALongChain() throws {
    var constraints: [LinearConstraint] = [V(0) == 0]
    let count = 300
    for view in 0..<count {
      if view > 0 { constraints.append(V(2 * view) == V(2 * view - 2) + V(2 * view - 1) + 8) }
      constraints.append(V(2 * view + 1) == 50)
      constraints.append(V(2 * view + 1) >= 10)  // redundant, must stay out of the set
    }
    constraints.append(V(2 * count - 2) + V(2 * count - 1) == 1000)
    let solution = try solve(2 * count, constraints)
    let conflict = try #require(solution.conflicts.first)
    #expect(conflict.broken == constraints.count - 1)
    #expect(conflict.conflictingSet.count == 2 * count)
    #expect(conflict.conflictingSet.allSatisfy { constraints[$0].relation == .equal })
  }

  /// Deletion check: the set with the broken constraint is infeasible and dropping any member makes it feasible.
  @Test func reportedSetsAreIrreducible() throws {
    let constraints = [
      ax >= 0, aw >= 0, bx >= ax + aw, bw >= 0, bx + bw <= 100, aw == 60, bw == 30, ax + 0.5 * bx >= 40,
      ax == 20,
    ]
    let solution = try solve(4, constraints)
    for conflict in solution.conflicts {
      let set = conflict.conflictingSet + [conflict.broken]
      #expect(try isInfeasible(set, of: constraints))
      for member in set {
        #expect(try !isInfeasible(set.filter { $0 != member }, of: constraints))
      }
    }
    #expect(!solution.conflicts.isEmpty)
  }

  /// Thousands of conflicts in one component (a VFL string of 10,000 alternating predicates on one
  /// view) are explained from one marker solve of the component, not one solve of each conflict's
  /// scope, which made the explanation quadratic: every broken constraint gets its certificate from
  /// the single pass, and the sets are those that explaining each conflict alone gives.
  @Test func oneSolveExplainsEveryConflictOfAComponent() throws {
    let constraints = [ax == 0] + (0..<200).map { $0 % 2 == 0 ? aw == 10 : aw == 20 } + [bx == ax + aw, bx == 5]
    let explainer = try explainer(4, constraints)
    #expect(explainer.broken.count == 101)
    #expect(try explainer.certificates().seeds.count == explainer.broken.count)
    let sets = try explainer.minimalConflicts().map { $0 ?? [-1] }
    #expect(sets == explainer.broken.map { try! explainer.minimalConflict(for: $0) })
    #expect(sets.first == [1])
    #expect(sets.last == [0, 1, 201])
  }

  @Test func explainingAllConflictsAtOnceGivesTheSetsOfExplainingEachAlone() throws {
    let systems: [[LinearConstraint]] = [
      [ax == 0, ax == 1, bx == 5, bw == bx, bw == 6, aw >= ax, aw <= -1],
      [ax == 0, ax == 10, aw == ax + 5, aw == 10],
      [ax <= 5, aw == 2, ax <= aw, ax >= 6],
      [ax >= 10, aw >= 100, bx >= ax + aw + 8, (bx == 50).at(500), bx <= 100, bw == bx, bw <= 20],
    ]
    for constraints in systems {
      let explainer = try explainer(4, constraints)
      #expect(!explainer.broken.isEmpty)
      #expect(try explainer.minimalConflicts().map { $0 ?? [-1] } == explainer.broken.map { try! explainer.minimalConflict(for: $0) })
    }
  }

  /// n pins against one chain have n sets of the whole chain: past a number of named constraints the
  /// later conflicts are reported unexplained instead of costing n² in all.
  @Test func conflictsPastTheExplanationLimitAreUnexplained() throws {
    let pins = (0..<10).map { ax + aw <= Double(50 + $0) }
    var explainer = try explainer(4, [ax == 0, aw == 100] + pins)
    explainer.maximumExplainedMembers = 7
    let sets = try explainer.minimalConflicts()
    #expect(sets.count == 10)
    #expect(sets.prefix(3).allSatisfy { $0 == [0, 1] })
    #expect(sets.dropFirst(3).allSatisfy { $0 == nil })
  }

  /// The explainer of a one-component system, with the constraints the main solve breaks.
  private func explainer(_ variables: Int, _ constraints: [LinearConstraint]) throws -> ConflictExplainer {
    let normalized = try LinearSystem(variableCount: variables, constraints: constraints).normalizedConstraints()
    var component = SystemComponent(constraintIndices: Array(normalized.indices))
    var localIndex = [Int32](repeating: -1, count: variables)
    component.localize(normalized, localIndex: &localIndex)
    var solver = Solver()
    var broken: [Int] = []
    for (position, constraint) in component.constraints.enumerated() {
      do { try solver.add(constraint, tag: position) } catch { broken.append(position) }
    }
    return ConflictExplainer(component: component, broken: broken, maxPivots: 5_000_000)
  }

  private func isInfeasible(_ indices: [Int], of constraints: [LinearConstraint]) throws -> Bool {
    try !solve(4, indices.map { constraints[$0] }).conflicts.isEmpty
  }
}
