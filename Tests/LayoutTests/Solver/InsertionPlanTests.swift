import Testing
@testable import Layout

/// The order a component's constraints reach the solver (`InsertionPlan`): spec order, or where that takes
/// more pivots than there are constraints, required ones in spec order then optional ones most important
/// first, kept only where the optimum is unique, so every answer is the one spec order gives.
@Suite struct InsertionPlanTests {
  let x = V(0), y = V(1)

  @Test func requiredConstraintsKeepSpecOrderAndOptionalOnesComeMostImportantFirst() {
    let constraints = [(x == 1).at(250), x + y == 10, (y == 2).at(750), y >= 0, y >= 1, (x == 3).at(750)]
    #expect(InsertionPlan(constraints, byPriority: false).steps == [.single(0), .single(1), .single(2), .run([4, 3]), .single(5)])
    #expect(InsertionPlan(constraints, byPriority: true).steps == [.single(1), .run([4, 3]), .single(2), .single(5), .single(0)])
  }

  /// `3x = y` and `x ≥ −6` tie at 250 under `y ≤ 18`: every x in [−6, 6] is optimal. Most important first
  /// lands on (6, 18), spec order on (−6, −18).
  @Test func priorityOrderCanBreakATieDifferently() throws {
    let constraints = [(3.0 * x == y).at(250), (x + 6 >= 0).at(250), y <= 18]
    var byPriority = SolveOptions()
    byPriority.insertionOrder = .priority
    let priorityAnswer = try solve(2, constraints, options: byPriority)
    #expect(close(priorityAnswer.values[0], 6) && close(priorityAnswer.values[1], 18))
    #expect(priorityAnswer.ambiguities.count == 2)
    let solution = try solve(2, constraints)
    #expect(close(solution.values[0], -6) && close(solution.values[1], -18))
  }

  /// Where spec order runs over its pivot budget and the optimum found most important first is not unique
  /// (here `z` may be anywhere in [0, 10]), the component is solved again in spec order: its answer, its
  /// report.
  @Test func aTieInACostlyComponentIsStillBrokenAsInSpecOrder() throws {
    var system = Self.positionsBeforeChain(views: 60)
    let z = Variable(system.variableCount)
    system.variableCount += 1
    system.constraints += [
      LinearConstraint(terms: [LinearTerm(z, 1), LinearTerm(Variable(0), -1)], constant: 1000, relation: .greaterThanOrEqual, priority: 1000),
      LinearConstraint(terms: [LinearTerm(z, 1)], constant: 0, relation: .equal, priority: 0.5),
      LinearConstraint(terms: [LinearTerm(z, 1)], constant: -10, relation: .equal, priority: 0.5),
    ]
    var spec = SolveOptions()
    spec.insertionOrder = .spec
    let expected = try system.solve(options: spec)
    let solution = try system.solve()
    #expect(solution.pivots > expected.pivots)
    #expect(solution.values == expected.values)
    #expect(solution.ambiguities == expected.ambiguities)
    #expect(solution.ambiguities.contains { $0.variable == z })
  }

  /// Where the optimum found most important first is unique, spec order finds the same one.
  static func expectSameAnswersWhereUnique(_ system: LinearSystem, _ label: String) throws {
    var spec = SolveOptions()
    spec.insertionOrder = .spec
    var byPriority = SolveOptions()
    byPriority.insertionOrder = .priority
    let expected = try system.solve(options: spec)
    let actual = try system.solve(options: byPriority)
    #expect(actual.conflicts == expected.conflicts, "\(label)")
    guard actual.ambiguities.isEmpty else { return }
    #expect(expected.ambiguities.isEmpty, "\(label)")
    for (index, value) in actual.values.enumerated() {
      #expect(ReferenceRowTests.close(value, expected.values[index]), "\(label) v\(index): \(value) ≠ \(expected.values[index])")
    }
  }

  /// The brute-force oracle's random systems (many exact ties).
  @Test(arguments: [2, 3, 4], 0..<300)
  func randomSystemsWithAUniqueOptimumSolveAsInSpecOrder(dimension: Int, seed: Int) throws {
    let constraints = SolverOracleTests.randomSystem(seed: UInt64(seed), dimension: dimension)
    try Self.expectSameAnswersWhereUnique(
      LinearSystem(variableCount: dimension, constraints: constraints), "dimension \(dimension) seed \(seed)")
  }

  /// Layout-like chains (`ReferenceRowTests.chainSystem`).
  @Test(arguments: 0..<300)
  func layoutChainsWithAUniqueOptimumSolveAsInSpecOrder(seed: Int) throws {
    let (variables, constraints) = ReferenceRowTests.chainSystem(seed: UInt64(seed))
    try Self.expectSameAnswersWhereUnique(LinearSystem(variableCount: variables, constraints: constraints), "seed \(seed)")
  }

  static func expectSameAnswers(_ system: LinearSystem, _ label: String) throws {
    var spec = SolveOptions()
    spec.insertionOrder = .spec
    let expected = try system.solve(options: spec)
    let actual = try system.solve()
    #expect(actual.conflicts == expected.conflicts, "\(label)")
    #expect(actual.ambiguities == expected.ambiguities, "\(label)")
    for (index, value) in actual.values.enumerated() {
      #expect(ReferenceRowTests.close(value, expected.values[index]), "\(label) v\(index): \(value) ≠ \(expected.values[index])")
    }
  }

  // MARK: - Console-log shapes (issue 31)

  /// Console-log imports set non-negative sizes: required `width ≥ 0` first, then the log's chain of
  /// required 8-point gaps (`shuffled`: the lines in another order than the chain), then a width and a
  /// position assumed for each view at priorities that grow in the order views are first mentioned.
  static func importedLogChain(views: Int, shuffled: Bool) -> LinearSystem {
    func x(_ view: Int) -> Variable { Variable(2 * view) }
    func width(_ view: Int) -> Variable { Variable(2 * view + 1) }
    var constraints = (0..<views).map { view in
      LinearConstraint(terms: [LinearTerm(width(view), 1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)
    }
    var links = Array(0..<(views - 1))
    if shuffled {
      var random = SolverOracleTests.Generator(state: 7)
      for index in stride(from: links.count - 1, to: 0, by: -1) { links.swapAt(index, random.int(0...index)) }
    }
    var mentioned: [Int] = []
    var isMentioned = Set<Int>()
    for view in links {
      // x(view + 1) = x(view) + width(view) + 8
      constraints.append(LinearConstraint(
        terms: [LinearTerm(x(view), 1), LinearTerm(width(view), 1), LinearTerm(x(view + 1), -1)],
        constant: 8, relation: .equal, priority: 1000))
      for other in [view, view + 1] where isMentioned.insert(other).inserted { mentioned.append(other) }
    }
    for (rank, view) in mentioned.enumerated() {
      constraints.append(LinearConstraint(
        terms: [LinearTerm(width(view), 1)], constant: -120, relation: .equal, priority: 1 + Double(4 * rank + 1) / 1000))
      constraints.append(LinearConstraint(
        terms: [LinearTerm(x(view), 1)], constant: -Double(20 + rank % 3 * 180), relation: .equal,
        priority: 1 + Double(4 * rank + 3) / 1000))
    }
    return LinearSystem(variableCount: 2 * views, constraints: constraints)
  }

  /// Issue 31's spec: non-negative sizes, then each view's `left = 20` at a priority that falls along the
  /// chain, then the chain of required 8-point gaps. The gaps close to 8 points one after the other.
  static func positionsBeforeChain(views: Int) -> LinearSystem {
    func x(_ view: Int) -> Variable { Variable(2 * view) }
    func width(_ view: Int) -> Variable { Variable(2 * view + 1) }
    var constraints = (0..<views).map { view in
      LinearConstraint(terms: [LinearTerm(width(view), 1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)
    }
    for view in 0..<views {
      constraints.append(LinearConstraint(
        terms: [LinearTerm(x(view), 1)], constant: -20, relation: .equal, priority: 1 + Double(views - view) / 1000))
    }
    for view in 0..<(views - 1) {
      constraints.append(LinearConstraint(
        terms: [LinearTerm(x(view), 1), LinearTerm(width(view), 1), LinearTerm(x(view + 1), -1)],
        constant: 8, relation: .equal, priority: 1000))
    }
    return LinearSystem(variableCount: 2 * views, constraints: constraints)
  }

  enum Shape: String, CaseIterable, Sendable {
    case logChain, shuffledLogChain, positionsBeforeChain

    func system(views: Int) -> LinearSystem {
      switch self {
      case .logChain: InsertionPlanTests.importedLogChain(views: views, shuffled: false)
      case .shuffledLogChain: InsertionPlanTests.importedLogChain(views: views, shuffled: true)
      case .positionsBeforeChain: InsertionPlanTests.positionsBeforeChain(views: views)
      }
    }
  }

  /// In spec order each more important assumption moved what the ones before it had settled: the pivots
  /// grew as n² (positions before chain: 9,900 for 100 views, 39,800 for 200; the shuffled log: 1,692 and
  /// 5,547). Now spec order stops at a pivot per constraint and priority order takes a handful more: the
  /// count grows like the system.
  @Test(arguments: Shape.allCases)
  func consoleLogShapesTakePivotsInProportionToTheirSize(shape: Shape) throws {
    let smallSystem = shape.system(views: 100)
    let largeSystem = shape.system(views: 200)
    let small = try smallSystem.solve()
    let large = try largeSystem.solve()
    #expect(small.pivots <= smallSystem.constraints.count + 100, "\(shape): \(small.pivots) pivots for 100 views")
    #expect(large.pivots <= largeSystem.constraints.count + 200, "\(shape): \(large.pivots) pivots for 200 views")
    #expect(Double(large.pivots) <= 2.3 * Double(small.pivots), "\(shape): \(small.pivots) → \(large.pivots) pivots")
    #expect(small.conflicts.isEmpty, "\(shape)")
  }

  /// The same layouts as spec order.
  @Test(arguments: Shape.allCases)
  func consoleLogShapesSolveAsInSpecOrder(shape: Shape) throws {
    try Self.expectSameAnswers(shape.system(views: 60), shape.rawValue)
  }
}
