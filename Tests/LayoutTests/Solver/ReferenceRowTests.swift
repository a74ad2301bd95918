import Testing
@testable import Layout

/// Relative external rows (``Solver/defersClosedSubstitution``): a closed external stays a reference in the
/// rows that mention it instead of being substituted into them. The tableau must be the one full substitution
/// builds once references are expanded, so the results are the same; along a chain the rows stay short.
///
/// Only the order of floating-point operations differs, so values may differ in the last bits where the
/// arithmetic is inexact (thirds, 0.9). The one visible consequence: where the optimum is not unique and two
/// candidates tie exactly, rounding noise breaks the tie in both modes, possibly differently — another
/// equally optimal value of a variable reported ambiguous.
@Suite struct ReferenceRowTests {
  /// Chains of views (`x` and `width` per view, like one axis of a VFL line) with width constraints at tied
  /// and distinct priorities, fractional gaps and multipliers, cross constraints, trailing pins that conflict,
  /// views left ambiguous, and sometimes the width constraints interleaved with the chain.
  static func chainSystem(seed: UInt64) -> (variables: Int, constraints: [LinearConstraint]) {
    var random = SolverOracleTests.Generator(state: seed &* 104_729 &+ 3)
    let views = random.int(2...30)
    func x(_ view: Int) -> Variable { Variable(2 * view) }
    func width(_ view: Int) -> Variable { Variable(2 * view + 1) }
    let priorities: [Double] = [1000, 1000, 999, 750, 500, 500, 251, 250, 1]
    func priority() -> Double { priorities[random.int(0...priorities.count - 1)] }
    func value() -> Double { Double(random.int(0...80)) / (random.int(0...3) == 0 ? 2 : 1) }
    func relation() -> LayoutRelation { [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)] }
    func constraint(_ terms: [(Variable, Double)], _ constant: Double, _ relation: LayoutRelation, _ priority: Double)
      -> LinearConstraint
    {
      LinearConstraint(terms: terms.map { LinearTerm($0.0, $0.1) }, constant: constant, relation: relation, priority: priority)
    }

    var chain: [LinearConstraint] = []
    if random.int(0...5) > 0 { chain.append(constraint([(x(0), 1)], -20, .equal, 1000)) }
    let gaps: [Double] = [8, 8, 0, 20, 7.5]
    for view in 0..<(views - 1) {
      // x(i+1) = x(i) + width(i) + gap, with the terms in a random order.
      var terms = [(x(view + 1), 1.0), (x(view), -1.0), (width(view), -1.0)]
      if random.int(0...1) == 0 { terms.reverse() }
      chain.append(constraint(terms, -gaps[random.int(0...gaps.count - 1)], .equal, 1000))
    }
    var widths: [LinearConstraint] = []
    for view in 0..<views where random.int(0...7) > 0 {
      for _ in 0..<random.int(1...3) {
        widths.append(constraint([(width(view), 1)], -value(), relation(), priority()))
      }
    }
    for _ in 0..<random.int(0...4) {
      let first = random.int(0...views - 1)
      let second = random.int(0...views - 1)
      let multiplier = [1, 1, 0.5, 1.5, 0.9][random.int(0...4)]
      switch random.int(0...3) {
      case 0:  // first.width == multiplier × second.width + c
        widths.append(constraint([(width(first), 1), (width(second), -multiplier)], -value(), relation(), priority()))
      case 1:  // trailing pin: first.trailing <= canvas
        widths.append(constraint([(x(first), 1), (width(first), 1)], -40 * Double(views), relation(), priority()))
      case 2:  // centres aligned
        widths.append(constraint(
          [(x(first), 1), (width(first), 0.5), (x(second), -1), (width(second), -0.5)], 0, .equal, priority()))
      default:  // leading against a constant
        widths.append(constraint([(x(first), 1)], -value() * Double(first), relation(), priority()))
      }
    }
    var constraints: [LinearConstraint]
    switch random.int(0...2) {
    case 0: constraints = chain + widths
    case 1: constraints = widths + chain
    default:
      // Interleaved, keeping each part's order.
      constraints = []
      var (i, j) = (0, 0)
      while i < chain.count || j < widths.count {
        if j == widths.count || i < chain.count && random.int(0...1) == 0 {
          constraints.append(chain[i])
          i += 1
        } else {
          constraints.append(widths[j])
          j += 1
        }
      }
    }
    return (2 * views, constraints)
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

  static func sameRows(_ a: SparseRow, _ b: SparseRow) -> Bool {
    a.symbols == b.symbols && close(a.constant, b.constant)
      && zip(a.coefficients, b.coefficients).allSatisfy { close($0, $1) }
  }

  /// Layout-like chains in both modes: the same conflicts (with their sets), ambiguity reports and values,
  /// those of ambiguous variables included.
  @Test(arguments: 0..<400)
  func relativeRowsSolveLikeFullSubstitution(seed: Int) throws {
    let (variables, constraints) = Self.chainSystem(seed: UInt64(seed))
    let system = LinearSystem(variableCount: variables, constraints: constraints)
    var reference = SolveOptions()
    reference.defersClosedSubstitution = false
    let expected = try system.solve(options: reference)
    let actual = try system.solve()
    #expect(actual.conflicts == expected.conflicts, "seed \(seed)")
    #expect(actual.ambiguities == expected.ambiguities, "seed \(seed)")
    for (index, value) in actual.values.enumerated() {
      #expect(Self.close(value, expected.values[index]), "seed \(seed) v\(index): \(value) ≠ \(expected.values[index])")
    }
  }

  /// The random small systems of the brute-force oracle (integer coefficients up to 3, so thirds, and many
  /// exact ties), in both modes: same conflicts and ambiguity reports, same values for determined variables;
  /// a variable reported ambiguous may take another value of the optimal set (see above), so there both
  /// solutions must be equally good at every priority level.
  @Test(arguments: [2, 3, 4], 0..<300)
  func oracleSystemsSolveLikeFullSubstitution(dimension: Int, seed: Int) throws {
    let constraints = SolverOracleTests.randomSystem(seed: UInt64(seed), dimension: dimension)
    let system = LinearSystem(variableCount: dimension, constraints: constraints)
    var reference = SolveOptions()
    reference.defersClosedSubstitution = false
    let expected = try system.solve(options: reference)
    let actual = try system.solve()
    let label = Comment(rawValue: "dimension \(dimension) seed \(seed)")
    #expect(actual.conflicts == expected.conflicts, label)
    #expect(actual.ambiguities == expected.ambiguities, label)
    let ambiguous = Set(actual.ambiguities.map { Int($0.variable.index) })
    for (index, value) in actual.values.enumerated() where !ambiguous.contains(index) {
      #expect(Self.close(value, expected.values[index]), label)
    }
    let optional = constraints.filter { !$0.isRequired }
    let levels = SolverOracleTests.levels
    let actualErrors = SolverOracleTests.objective(optional, actual.values)
    let expectedErrors = SolverOracleTests.objective(optional, expected.values)
    for level in levels.indices {
      #expect(abs(actualErrors[level] - expectedErrors[level]) <= 1e-6 * max(1, abs(expectedErrors[level])), label)
    }
    let broken = Set(actual.conflicts.map(\.broken))
    for (index, constraint) in constraints.enumerated() where constraint.isRequired && !broken.contains(index) {
      #expect(SolverOracleTests.violation(constraint, actual.values) <= 1e-6, label)
    }
  }

  /// Constraint by constraint, the two tableaux are the same: same symbols, same basis, same restricted rows
  /// and objective, and every external row expands to the fully substituted one.
  static func expectSameTableaux(_ constraints: [LinearConstraint], _ label: String) {
    var relative = Solver()
    var full = Solver(defersClosedSubstitution: false)
    for (index, constraint) in constraints.enumerated() {
      let relativeAccepted = (try? relative.add(constraint, tag: index)) != nil
      let fullAccepted = (try? full.add(constraint, tag: index)) != nil
      #expect(relativeAccepted == fullAccepted, "\(label) constraint \(index)")
      #expect(relative.kinds == full.kinds && relative.basicOfSlot == full.basicOfSlot, "\(label) constraint \(index)")
      guard relative.kinds == full.kinds, relative.basicOfSlot == full.basicOfSlot else { return }
      for (slot, basic) in full.basicOfSlot.enumerated() where basic >= 0 {
        let same =
          full.kinds[Int(basic)] == .external
          ? sameRows(relative.expanded(relative.rows[slot]), full.refreshed(full.rows[slot]))
          : sameRows(relative.rows[slot], full.rows[slot])
        #expect(same, "\(label) constraint \(index) slot \(slot)")
      }
      #expect(relative.levelPriorities == full.levelPriorities)
      #expect(zip(relative.costs, full.costs).allSatisfy { relativeCosts, fullCosts in
        relativeCosts.count == fullCosts.count
          && zip(relativeCosts, fullCosts).allSatisfy { $0.priority == $1.priority && close($0.value, $1.value) }
      })
      // Subjects are chosen by column counts: they must not notice the references.
      for symbol in full.kinds.indices where full.kinds[symbol] == .external && full.slotOfSymbol[symbol] < 0 {
        #expect(relative.columns[symbol].count == full.columns[symbol].count, "\(label) symbol \(symbol)")
      }
    }
  }

  /// Layout-like chains: the tableaux agree after every constraint.
  @Test(arguments: 0..<300)
  func chainTableauxMatchFullSubstitution(seed: Int) {
    Self.expectSameTableaux(Self.chainSystem(seed: UInt64(seed)).constraints, "seed \(seed)")
  }

  /// `H:|-[v0]-[v1]-…` with three competing width constraints per view (the `priorities-N` benchmark): with
  /// references every row keeps a handful of symbols; fully substituted, the last view's `x` holds one per
  /// earlier width, and the tableau fills as N².
  @Test func chainRowsStayShort() throws {
    let views = 300
    let levels: [Double] = [1, 10, 50, 100, 249, 250, 251, 500, 501, 750, 999]
    var constraints = [LinearConstraint(terms: [LinearTerm(Variable(0), 1)], constant: -20, relation: .equal, priority: 1000)]
    for view in 0..<(views - 1) {
      constraints.append(LinearConstraint(
        terms: [LinearTerm(Variable(2 * view), 1), LinearTerm(Variable(2 * view + 1), 1), LinearTerm(Variable(2 * view + 2), -1)],
        constant: 8, relation: .equal, priority: 1000))
    }
    for view in 0..<views {
      let width = [LinearTerm(Variable(2 * view + 1), 1)]
      constraints.append(LinearConstraint(
        terms: width, constant: -Double(40 + 5 * (view % 7)), relation: .greaterThanOrEqual, priority: levels[view % 11]))
      constraints.append(LinearConstraint(
        terms: width, constant: -Double(30 + 5 * (view % 5)), relation: .lessThanOrEqual, priority: levels[(view + 4) % 11]))
      constraints.append(LinearConstraint(
        terms: width, constant: -Double(35 + 10 * (view % 3)), relation: .equal, priority: levels[(view + 8) % 11]))
    }
    func cells(_ solver: Solver) -> (total: Int, longest: Int) {
      let live = solver.basicOfSlot.indices.filter { solver.basicOfSlot[$0] >= 0 }.map { solver.rows[$0].symbols.count }
      return (live.reduce(0, +), live.max() ?? 0)
    }
    var relative = Solver()
    var full = Solver(defersClosedSubstitution: false)
    for constraint in constraints {
      try relative.add(constraint)
      try full.add(constraint)
    }
    let short = cells(relative)
    let long = cells(full)
    #expect(short.longest <= 8)
    #expect(short.total <= 16 * views)
    #expect(long.longest >= views)
    #expect(long.total >= views * views / 2)
    // Same layout: x(i+1) = x(i) + width(i) + 8 from x(0) = 20.
    let values = relative.values(count: 2 * views)
    var x = 20.0
    for view in 0..<views {
      #expect(values[2 * view] == x)
      #expect(Self.close(values[2 * view], full.value(of: Variable(2 * view))))
      #expect(Self.close(values[2 * view + 1], full.value(of: Variable(2 * view + 1))))
      x += values[2 * view + 1] + 8
    }
  }

  /// `H:|[v0(==50@500)][v1(==50@500)]…` in VFL's order: each width is decided (a reference over its error
  /// symbols) before the connection that uses it. The connection keeps `x(i)` and `width(i)` as references;
  /// substituting their rows one level deep made `x(i+1)` collect the error symbols of every earlier width.
  @Test func chainRowsStayShortWhenEachWidthIsDecidedBeforeItsConnection() throws {
    let views = 300
    var constraints = [LinearConstraint(terms: [LinearTerm(Variable(0), 1)], constant: 0, relation: .equal, priority: 1000)]
    for view in 0..<views {
      constraints.append(LinearConstraint(
        terms: [LinearTerm(Variable(2 * view + 1), 1)], constant: -50, relation: .equal, priority: 500))
      constraints.append(LinearConstraint(
        terms: [LinearTerm(Variable(2 * view), 1), LinearTerm(Variable(2 * view + 1), 1), LinearTerm(Variable(2 * view + 2), -1)],
        constant: 0, relation: .equal, priority: 1000))
    }
    var relative = Solver()
    var full = Solver(defersClosedSubstitution: false)
    for constraint in constraints {
      try relative.add(constraint)
      try full.add(constraint)
    }
    let longest = relative.basicOfSlot.indices.filter { relative.basicOfSlot[$0] >= 0 }
      .map { relative.rows[$0].symbols.count }.max() ?? 0
    #expect(longest <= 4)
    let values = relative.values(count: 2 * views + 1)
    for variable in 0...(2 * views) {
      #expect(Self.close(values[variable], full.value(of: Variable(variable))))
    }
    #expect(values[2 * views] == 50 * Double(views))
  }

  /// Pins on the last view of a chain expand the chain's references; the expansion is remembered outside
  /// the tableau, so the next pin does not walk the whole chain again (a thousand pins on a thousand-view
  /// chain walked it a thousand times), and a rejected pin still leaves the tableau exactly as it was.
  @Test func aReferenceIsExpandedOnceForAllTheConstraintsOnIt() throws {
    let views = 200
    var solver = Solver()
    try solver.add(V(0) == 0)
    for view in 0..<views {
      try solver.add(V(2 * view + 1) == 50)
      try solver.add(V(2 * view + 2) == V(2 * view) + V(2 * view + 1))
    }
    let last = V(2 * views)
    let before = fingerprint(solver)
    #expect(throws: SolverFailure.unsatisfiable) { try solver.add(last <= 100) }
    #expect(fingerprint(solver) == before)
    let expansion = try #require(solver.expansions[solver.symbol(of: last.variable)])
    #expect(expansion.symbols.isEmpty && expansion.constant == 50 * Double(views))
    #expect(throws: SolverFailure.unsatisfiable) { try solver.add(last <= 101) }
    try solver.add(last >= 10_000)
    #expect(solver.value(of: last.variable) == 10_000)
  }

  /// A required constraint whose expansion goes through a reference and proves a conflict is rejected without
  /// a trace: same tableau, same references, same values.
  @Test func rejectedConstraintThroughReferencesChangesNothing() throws {
    let x = V(0), y = V(1), z = V(2)
    var solver = Solver()
    try solver.add(y == x + 5)  // y = x + 5
    try solver.add(z == y + 2)  // z = x + 7
    try solver.add(x == 10)  // closed: y and z keep x as a reference
    let xSymbol = solver.symbol(of: x.variable)
    #expect(solver.deferredSymbols == [xSymbol])
    #expect(solver.rows[Int(solver.slotOfSymbol[Int(solver.symbol(of: z.variable))])].symbols == [xSymbol])
    let before = fingerprint(solver)
    // z − 2x − 7 = −x: only the expanded reference shows the row is the constant −10.
    #expect(throws: SolverFailure.unsatisfiable) { try solver.add(z == 2.0 * x + 7) }
    #expect(fingerprint(solver) == before)
    #expect(solver.deferredSymbols == [xSymbol])
    #expect(solver.values(count: 3) == [10, 15, 17])
    #expect(solver.value(of: z.variable) == 17)
    // Redundant through the reference: accepted, nothing added; z's row, now used, is kept expanded (as
    // full substitution keeps every row) while x stays a reference.
    try solver.add(z == 2.0 * x - 3)
    #expect(solver.redundantCount == 1)
    #expect(solver.values(count: 3) == [10, 15, 17])
    let zRow = solver.rows[Int(solver.slotOfSymbol[Int(solver.symbol(of: z.variable))])]
    #expect(zRow.symbols.isEmpty && zRow.constant == 17)
    #expect(solver.rows[Int(solver.slotOfSymbol[Int(solver.symbol(of: y.variable))])].symbols == [xSymbol])
  }

  /// References are expanded latest first, each once with its complete coefficient: a chain of references
  /// collapses to the row full substitution gives.
  @Test func expansionFollowsReferencesLatestFirst() throws {
    let x0 = V(0), w0 = V(1), x1 = V(2), w1 = V(3), x2 = V(4), d = V(5)
    var solver = Solver()
    try solver.add(x0 == 20)
    try solver.add(w0 == x1 - x0 - 8)  // w0 = x1 − 28
    try solver.add(w1 == x2 - x1 - 8)  // w1 = x2 − x1 − 8
    try solver.add(w0 == 30)  // x1 = 58, a reference in the rows of w0 and w1
    try solver.add(w1 == 40)  // x2 = x1 + 48, relative to x1
    try solver.add((d == x2 + w1).at(500))  // d = x2 + 40 + e⁺ − e⁻ (x1 cancels on the way in)
    let symbols = [x0, x1, x2, d].map { solver.symbol(of: $0.variable) }
    #expect(solver.deferredSymbols == symbols)
    let x2Row = solver.rows[Int(solver.slotOfSymbol[Int(symbols[2])])]
    #expect(x2Row.symbols == [symbols[1]] && x2Row.constant == 48)
    let row = solver.expanded(solver.rows[Int(solver.slotOfSymbol[Int(symbols[3])])])
    #expect(row.symbols.count == 2 && row.symbols.allSatisfy { solver.kinds[Int($0)] == .error })
    #expect(row.constant == 146)
    #expect(solver.values(count: 6) == [20, 30, 58, 40, 106, 146])
    #expect(solver.value(of: d.variable) == 146)
  }
}
