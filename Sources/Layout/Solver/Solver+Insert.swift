/// Turning a constraint into a tableau row and choosing its basic symbol.
extension Solver {
  /// Inserts the row of `constraint` (not yet optimised). Throws only for an infeasible required constraint,
  /// leaving the journal to undo partial work.
  mutating func insert(_ constraint: LinearConstraint, tag: Int32) throws(SolverFailure) {
    var row = expression(of: constraint)
    // `a <= 0` is `-a >= 0`: from here on inequalities read `row >= 0`.
    if constraint.relation == .lessThanOrEqual { row.scale(by: -1) }
    let tolerance = feasibilityTolerance

    guard constraint.isRequired else {
      insertOptional(row, relation: constraint.relation, priority: constraint.priority, tag: tag)
      return
    }
    if constraint.relation == .equal && keepsMarkers {
      let marker = makeSymbol(.marker, tag: tag)
      row.symbols.append(marker)
      row.coefficients.append(1)
    }
    if row.symbols.allSatisfy({ kinds[Int($0)] == .marker }) {
      // Every variable is already determined: the constraint is redundant or contradicts earlier ones.
      let holds = constraint.relation == .equal ? abs(row.constant) <= tolerance : row.constant >= -tolerance
      if holds {
        redundantCount += 1
        return
      }
      failingRow = row
      throw .unsatisfiable
    }
    if constraint.relation != .equal {
      let slack = makeSymbol(.slack, tag: tag)
      row.symbols.append(slack)
      row.coefficients.append(-1)
      if let subject = chooseExternal(in: row) {
        install(subject, from: row)
      } else if row.constant >= -tolerance {
        row.constant = max(row.constant, 0)
        install(slack, from: row)
      } else {
        try phaseOne(row)
      }
      return
    }
    if let subject = chooseExternal(in: row) {
      install(subject, from: row)
    } else if abs(row.constant) <= tolerance {
      // `0 = Σ aᵢsᵢ` over restricted symbols: any of them can be basic at value 0 without hurting feasibility.
      row.constant = 0
      install(chooseRestricted(in: row), from: row)
    } else {
      try phaseOne(row)
    }
  }

  /// Optional constraints never fail: their new error symbols always give a feasible subject.
  private mutating func insertOptional(
    _ input: SparseRow, relation: LayoutRelation, priority: Double, tag: Int32
  ) {
    var row = input
    let level = self.level(of: priority)
    let fallback: Int32
    let unit = [LevelCost(priority: levelPriorities[level], value: 1)]
    if relation == .equal {
      // row = e⁺ − e⁻, minimising e⁺ + e⁻ = |row|.
      let plus = makeSymbol(.error, tag: tag, priority: priority)
      let minus = makeSymbol(.error, tag: tag, priority: priority)
      row.symbols.append(contentsOf: [plus, minus])
      row.coefficients.append(contentsOf: [-1, 1])
      setCosts(plus, unit)
      setCosts(minus, unit)
      fallback = row.constant >= 0 ? plus : minus
    } else {
      // row − slack + error = 0: the error is the violation of `row >= 0`.
      let slack = makeSymbol(.slack, tag: tag)
      let error = makeSymbol(.error, tag: tag, priority: priority)
      row.symbols.append(contentsOf: [slack, error])
      row.coefficients.append(contentsOf: [-1, 1])
      setCosts(error, unit)
      fallback = row.constant >= 0 ? slack : error
    }
    install(chooseExternal(in: row) ?? fallback, from: row)
  }

  /// `Σ coefficient·variable + constant` with basic symbols substituted by their (refreshed) rows. References
  /// stay while the row has a non-basic external (it will define one); without one the row belongs to the
  /// restricted part and is fully expanded.
  mutating func expression(of constraint: LinearConstraint) -> SparseRow {
    var pairs: [(symbol: Int32, value: Double)] = []
    pairs.reserveCapacity(constraint.terms.count * 2)
    var constant = constraint.constant
    var constantScale = abs(constant)
    for term in constraint.terms where term.coefficient != 0 {
      let symbol = externalSymbol(of: term.variable)
      let slot = slotOfSymbol[Int(symbol)]
      if slot >= 0 && defersClosedSubstitution && deferralRank[Int(symbol)] >= 0 {
        // A reference stays one: substituting its definition, even one level deep, made each view's `x`
        // along a chain of optional widths hold the error symbols of every width before it (n²/2 terms
        // for n views: 20,000 views took 6 GB). Its expansion has no non-basic external, so the row's
        // non-basic externals, and the subject chosen from them, are those of full substitution.
        pairs.append((symbol, term.coefficient))
        continue
      }
      if slot >= 0 {
        refreshRow(slot)
        if defersClosedSubstitution { expandIfClosed(slot, constantScale: &constantScale) }
        let row = rows[Int(slot)]
        for index in row.symbols.indices {
          pairs.append((row.symbols[index], term.coefficient * row.coefficients[index]))
        }
        let part = term.coefficient * row.constant
        constant += part
        constantScale = max(constantScale, abs(part))
      } else {
        pairs.append((symbol, term.coefficient))
      }
    }
    var row = SparseRow(combining: &pairs, constant: constant, constantScale: constantScale)
    var hasReference = false
    for symbol in row.symbols where kinds[Int(symbol)] == .external {
      if slotOfSymbol[Int(symbol)] < 0 {
        hasReference = false
        break
      }
      hasReference = true
    }
    if hasReference { row = expandedExpression(of: constraint, constantScale: &constantScale) }
    magnitude = max(magnitude, constantScale)
    return row
  }

  /// Replaces the external row in `slot` by its expansion when it references externals and mentions no
  /// non-basic one: the form full substitution keeps it in, so later refreshes round as they did there.
  /// References themselves stay relative (expanding one costs its whole chain).
  private mutating func expandIfClosed(_ slot: Int32, constantScale: inout Double) {
    guard deferralRank[Int(basicOfSlot[Int(slot)])] < 0 else { return }
    let row = rows[Int(slot)]
    var hasReference = false
    for symbol in row.symbols where kinds[Int(symbol)] == .external {
      if slotOfSymbol[Int(symbol)] < 0 { return }
      hasReference = true
    }
    if hasReference { setSlot(slot, row: expanded(row, constantScale: &constantScale), basic: basicOfSlot[Int(slot)]) }
  }

  /// ``expression(of:)`` with every term's row fully expanded before it is scaled by the term's coefficient,
  /// the order in which full substitution multiplies (`c·(a·b)`, not `(c·a)·b`), so rounding matches it
  /// wherever a row references one level deep.
  private mutating func expandedExpression(of constraint: LinearConstraint, constantScale: inout Double) -> SparseRow {
    var pairs: [(symbol: Int32, value: Double)] = []
    var constant = constraint.constant
    for term in constraint.terms where term.coefficient != 0 {
      let symbol = externalSymbol(of: term.variable)
      let slot = slotOfSymbol[Int(symbol)]
      if slot >= 0 {
        let definition = expansions[symbol] ?? rows[Int(slot)]
        let row = expanded(definition, constantScale: &constantScale)
        if deferralRank[Int(symbol)] >= 0 && row.symbols.count <= definition.symbols.count
          && definition.symbols.contains(where: { isReference($0) })
        {
          // Remembered for the next constraint on this reference (see `expansions`), when it is no
          // longer than the row, so memory stays within the tableau's.
          expansions[symbol] = row
        }
        for index in row.symbols.indices {
          pairs.append((row.symbols[index], term.coefficient * row.coefficients[index]))
        }
        let part = term.coefficient * row.constant
        constant += part
        constantScale = max(constantScale, abs(part))
      } else {
        pairs.append((symbol, term.coefficient))
      }
    }
    return SparseRow(combining: &pairs, constant: constant, constantScale: constantScale)
  }

  /// Whether `Σ terms` is constant on the solution set of this solver's (required equality) system: every
  /// variable substituted by its row, nothing created. Unseen variables are free, so they make it non-constant.
  func isConstant(_ terms: [LinearTerm]) -> Bool {
    var pairs: [(symbol: Int32, value: Double)] = []
    for term in terms where term.coefficient != 0 {
      let symbol = self.symbol(of: term.variable)
      guard symbol >= 0 else { return false }
      let slot = slotOfSymbol[Int(symbol)]
      if slot >= 0 {
        let row = expanded(rows[Int(slot)])
        for index in row.symbols.indices where kinds[Int(row.symbols[index])] != .marker {
          pairs.append((row.symbols[index], term.coefficient * row.coefficients[index]))
        }
      } else {
        pairs.append((symbol, term.coefficient))
      }
    }
    return SparseRow(combining: &pairs, constant: 0, constantScale: 0).symbols.isEmpty
  }

  /// The non-basic external symbol of `row` with the fewest row occurrences (new variables first), lowest id
  /// on ties. (Basic externals are references.)
  func chooseExternal(in row: SparseRow) -> Int32? {
    var best: Int32 = -1
    var bestCount = Int.max
    for symbol in row.symbols where kinds[Int(symbol)] == .external && slotOfSymbol[Int(symbol)] < 0 {
      let count = columns[Int(symbol)].count
      if count < bestCount {
        best = symbol
        bestCount = count
      }
    }
    return best >= 0 ? best : nil
  }

  /// The symbol of a non-empty row with the fewest row occurrences, lowest id on ties.
  func chooseRestricted(in row: SparseRow) -> Int32 {
    var best = row.symbols[0]
    var bestCount = Int.max
    for symbol in row.symbols where kinds[Int(symbol)] != .marker {
      let count = columns[Int(symbol)].count
      if count < bestCount {
        best = symbol
        bestCount = count
      }
    }
    return best
  }

  /// Phase one for a required row `0 = row` over restricted symbols with no feasible subject: minimise an
  /// artificial `a = row` (constant made positive). A positive minimum means the row cannot hold.
  mutating func phaseOne(_ input: SparseRow) throws(SolverFailure) {
    var row = input
    if row.constant < 0 { row.scale(by: -1) }
    let artificial = makeSymbol(.artificial, tag: -1)
    insertRow(row, basic: artificial)
    let tolerance = feasibilityTolerance
    var degenerateStreak = 0
    while true {
      let slot = slotOfSymbol[Int(artificial)]
      if slot < 0 { break }
      let current = rows[Int(slot)]
      if current.constant <= tolerance { break }
      let bland = degenerateStreak > 50
      var entering: Int32 = -1
      var best = -Tolerance.pivot
      for (index, symbol) in current.symbols.enumerated() where kinds[Int(symbol)] != .marker {
        let coefficient = current.coefficients[index]
        if coefficient < best {
          entering = symbol
          best = coefficient
          if bland { break }
        }
      }
      if entering < 0 { break }
      guard let step = ratioTest(entering, preferring: artificial) else { throw .numericalFailure }
      degenerateStreak = step.ratio <= tolerance ? degenerateStreak + 1 : 0
      try pivot(entering: entering, slot: step.slot)
    }
    let slot = slotOfSymbol[Int(artificial)]
    if slot >= 0 {
      var current = rows[Int(slot)]
      if current.constant > tolerance {
        failingRow = current
        throw .unsatisfiable
      }
      // a = 0 + Σ…: exchanging it with any (non-marker) symbol of its row is a degenerate pivot that keeps
      // feasibility; with markers only, a is identically 0 and its row can go.
      var entering: Int32 = -1
      var largest = 0.0
      for (index, symbol) in current.symbols.enumerated()
      where kinds[Int(symbol)] != .marker && abs(current.coefficients[index]) > largest {
        entering = symbol
        largest = abs(current.coefficients[index])
      }
      if entering < 0 {
        removeRow(slot)
      } else {
        current.constant = 0
        setSlot(slot, row: current, basic: artificial)
        try pivot(entering: entering, slot: slot)
      }
    }
    eliminateNonBasic(artificial)
  }
}
