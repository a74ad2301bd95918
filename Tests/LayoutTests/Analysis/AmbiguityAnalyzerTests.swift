import Testing
@testable import Layout

/// Variables whose values are not uniquely determined by the optimum (Apple's ambiguous layouts), and
/// determined systems that must not be reported.
@Suite struct AmbiguityAnalyzerTests {
  let x = V(0), w = V(1), y = V(2), h = V(3)

  /// Positions along a chain of competing widths each move with every width before them: the
  /// gradients hold n²/2 terms, so past a documented number of terms the analysis stops with an error
  /// that says why, instead of taking the machine's memory (20,000 such views took 7 GB).
  @Test func aChainOfCompetingWidthsBeyondTheGradientLimitIsRefused() throws {
    let count = 40
    let position = { (i: Int) in V(2 * i) }, width = { (i: Int) in V(2 * i + 1) }
    var constraints = [position(0) == 0, position(count) == 1_000]
    for i in 0..<count {
      constraints += [(width(i) == 50).at(500), position(i + 1) == position(i) + width(i)]
    }
    var solver = Solver()
    for (tag, constraint) in constraints.enumerated() { try solver.add(constraint, tag: tag) }
    let variables = 2 * count + 1
    let analyzer = AmbiguityAnalyzer(solver: solver, maxPivots: 1_000_000, variableCount: variables)
    #expect(try analyzer.ambiguities().count > count / 2)
    var limited = analyzer
    limited.maxGradientTerms = count
    #expect(throws: SolverError.analysisTooLarge(limit: count)) { try limited.ambiguities() }
    #expect(!SolverError.analysisTooLarge(limit: count).isInternal)
  }

  @Test func variableNoConstraintMentionsIsUnconstrained() throws {
    let solution = try solve(3, [x == 10, w == 20])
    #expect(solution.ambiguities == [VariableAmbiguity(variable: Variable(2), reason: .unconstrained)])
  }

  /// Apple's example: only `a.x + a.w == 100`; one valid solution is drawn, both values are ambiguous.
  @Test func sumWithoutPinsIsUnderdetermined() throws {
    let solution = try solve(2, [x + w == 100])
    #expect(solution.ambiguities == [
      VariableAmbiguity(variable: Variable(0), reason: .underdetermined),
      VariableAmbiguity(variable: Variable(1), reason: .underdetermined),
    ])
    #expect(close(solution.values[0] + solution.values[1], 100))
  }

  @Test func variablesPlacedRelativeToAFreeOneAreAmbiguousToo() throws {
    let solution = try solve(3, [w == 50, y == x + w + 8])
    #expect(solution.ambiguities.map(\.variable) == [Variable(0), Variable(2)])
    #expect(solution.ambiguities.allSatisfy { $0.reason == .underdetermined })
  }

  @Test func inequalityRangeIsUnderdetermined() throws {
    let solution = try solve(2, [x >= 0, x <= 10, w == 5])
    #expect(solution.ambiguities == [VariableAmbiguity(variable: Variable(0), reason: .underdetermined)])
  }

  @Test func satisfiedOptionalInequalityDoesNotPin() throws {
    let solution = try solve(1, [(x >= 10).at(500)])
    #expect(solution.ambiguities == [VariableAmbiguity(variable: Variable(0), reason: .underdetermined)])
    #expect(solution.values[0] >= 10 - 1e-9)
  }

  /// Any width in [100, 200] costs the same 100 at priority 500.
  @Test func equalPriorityEqualitiesCompete() throws {
    let solution = try solve(1, [(x == 100).at(500), (x == 200).at(500)])
    #expect(solution.ambiguities == [VariableAmbiguity(variable: Variable(0), reason: .competingConstraints([0, 1]))])
    #expect(solution.values[0] >= 100 - 1e-9 && solution.values[0] <= 200 + 1e-9)
  }

  /// Different priorities do not compete: the higher one wins and the value is determined.
  @Test func differentPrioritiesDoNotCompete() throws {
    let solution = try solve(1, [(x == 100).at(501), (x == 200).at(500)])
    #expect(solution.ambiguities.isEmpty)
    #expect(close(solution.values[0], 100))
  }

  /// Three views hugging at 250 in a row that must fill 300 points: which one stretches is arbitrary.
  @Test func huggingViewsFillingARowCompete() throws {
    // x_a = 0, w_a = 1, x_b = 2, w_b = 3, x_c = 4, w_c = 5
    let constraints: [LinearConstraint] = [
      V(0) == 0, V(2) == V(0) + V(1), V(4) == V(2) + V(3), V(4) + V(5) == 300,
      V(1) >= 0, V(3) >= 0, V(5) >= 0,
      (V(1) == 50).at(250), (V(3) == 50).at(250), (V(5) == 50).at(250),
    ]
    let solution = try solve(6, constraints)
    let ambiguous = Dictionary(uniqueKeysWithValues: solution.ambiguities.map { ($0.variable.index, $0.reason) })
    #expect(ambiguous[0] == nil)
    for width in [1, 3, 5] {
      guard case .competingConstraints(let set)? = ambiguous[Int32(width)] else {
        Issue.record("width \(width) should be ambiguous, got \(String(describing: ambiguous[Int32(width)]))")
        continue
      }
      #expect(Set(set).isSubset(of: [7, 8, 9]) && set.count >= 2)
    }
    #expect(close(solution.values[1] + solution.values[3] + solution.values[5], 300))
  }

  /// Compression resistance 750 and hugging 250 around the same intrinsic width: exactly 50.
  @Test func intrinsicSizePairIsDetermined() throws {
    let solution = try solve(2, [(w >= 50).at(750), (w <= 50).at(250), x == 0])
    #expect(solution.ambiguities.isEmpty)
    #expect(close(solution.values[1], 50))
  }

  @Test func intrinsicSizePairsInAPinnedRowAreDetermined() throws {
    // |-8-[a]-8-[b]-8-| in 200 points; a has higher hugging, so b stretches.
    let constraints: [LinearConstraint] = [
      V(0) == 8, V(2) == V(0) + V(1) + 8, V(2) + V(3) + 8 == 200,
      (V(1) >= 60).at(750), (V(1) <= 60).at(251),
      (V(3) >= 40).at(750), (V(3) <= 40).at(250),
    ]
    let solution = try solve(4, constraints)
    #expect(solution.ambiguities.isEmpty)
    #expect(close(solution.values[1], 60))
    #expect(close(solution.values[3], 116))
  }

  @Test func optionalConstraintsSatisfiedExactlyDetermineValues() throws {
    let solution = try solve(4, [(x == 10).at(500), (w == x * 2.0).at(300), (y >= 5).at(750), (y == 3).at(250), h == y])
    #expect(solution.ambiguities.isEmpty)
    #expect(close(solution.values[1], 20))
    #expect(close(solution.values[2], 5))
  }

  /// A chain pinned at both ends with equal widths: every value determined.
  @Test func chainPinnedAtBothEndsIsDetermined() throws {
    var constraints: [LinearConstraint] = [V(0) == 20]
    for view in 1..<10 {
      constraints.append(V(2 * view) == V(2 * view - 2) + V(2 * view - 1) + 8)
      constraints.append(V(2 * view + 1) == V(1))
    }
    constraints.append(V(18) + V(19) + 20 == 500)
    constraints.append(V(1) >= 0)
    let solution = try solve(20, constraints)
    #expect(solution.conflicts.isEmpty)
    #expect(solution.ambiguities.isEmpty)
    #expect(close(solution.values[1], (500 - 40 - 72) / 10))
  }

  @Test func brokenConstraintsDoNotPinAnything() throws {
    // x == 2 is broken; w is determined through x == w + 5 and x == 1.
    let solution = try solve(2, [x == 1, x == w + 5, x == 2])
    #expect(solution.ambiguities.isEmpty)
    #expect(close(solution.values[1], -4))
  }

  @Test func detectionCanBeSwitchedOff() throws {
    let solution = try solve(2, [x + w == 100], options: SolveOptions(detectAmbiguity: false))
    #expect(solution.ambiguities.isEmpty)
  }

  /// Degenerate ties: a zero-cost direction blocked by a row at 0 is not a free direction.
  @Test func degenerateZeroCostDirectionIsNotAmbiguous() throws {
    let solution = try solve(2, [x >= 0, w >= 0, x + w <= 0, (x == 5).at(100)])
    #expect(solution.ambiguities.isEmpty)
    #expect(close(solution.values[0], 0))
  }
}
