/// The incremental simplex core that ``LinearSystem/solve(options:)`` is built on.
///
/// A Cassowary-style tableau without dummy markers (one-shot use never removes constraints): externals are
/// unrestricted, slacks, errors and artificials are `≥ 0`. Restricted rows never contain externals, so the
/// restricted part is a self-contained LP. Optional constraints are optimised strictly lexicographically: each
/// symbol's reduced cost is a sparse vector over the distinct priorities (``LevelCost``), highest first.
/// Every ``add(_:)`` is a transaction: a journal of changes (whole rows, or the cells edited in a long row) is
/// undone when the constraint is rejected.
///
/// External rows may be kept *relative* (``defersClosedSubstitution``): an external that becomes basic with a
/// definition free of non-basic externals (a "closed" external, such as `x₂ = x₁ + w₁ + 8` once `w₁` is decided)
/// is not substituted into the external rows that mention it; they keep it as a *reference*, expanded on demand
/// (``expanded(_:)``). Along a chain each view's `x` then stays relative to the previous `x` instead of holding
/// one symbol per earlier width, so the tableau grows linearly instead of as N². Nothing else changes: the
/// non-basic externals of every row and the column counts that choose subjects are exactly those of full
/// substitution, and the restricted rows and pivots are too, up to rounding: only the order of the
/// floating-point operations on external rows moves (`ReferenceRowTests` compares both modes).
struct Solver: Sendable {
  /// Pivots allowed over the solver's lifetime.
  var maxPivots: Int
  var pivotCount = 0

  // Symbols, indexed by symbol id.
  var kinds: [SymbolKind] = []
  /// The constraint tag for slacks and errors, the variable index for externals, -1 for artificials.
  var tags: [Int32] = []
  /// The priority of error symbols (0 for others).
  var priorities: [Double] = []
  /// Row slots that may contain the symbol (lazy: entries can be stale or repeated; rows are checked).
  var columns: [[Int32]] = []
  /// The slot of the row of a basic symbol, -1 when non-basic.
  var slotOfSymbol: [Int32] = []
  /// The symbol of each variable index, -1 when the variable has not been seen.
  var symbolOfVariable: [Int32] = []
  /// Keep closed externals as references instead of substituting them into other external rows (`false`
  /// builds the fully substituted tableau, the reference the tests compare against).
  var defersClosedSubstitution = true
  /// For a basic external kept as a reference (deferred), its position in `deferredSymbols`; -1 for other
  /// symbols. A deferred row only references externals deferred before it, so expanding the highest rank
  /// first finishes each reference's coefficient before its own definition is used.
  var deferralRank: [Int32] = []
  /// The deferred externals in the order they were installed.
  var deferredSymbols: [Int32] = []

  // Tableau rows by slot.
  var rows: [SparseRow] = []
  /// The basic symbol of each slot, -1 for a free slot.
  var basicOfSlot: [Int32] = []
  var freeSlots: [Int32] = []

  // Lexicographic objective.
  /// Distinct optional priorities, descending; level 0 is the most important.
  var levelPriorities: [Double] = []
  /// `costs[symbol]`: the non-zero reduced costs of a non-basic symbol, most important level first.
  var costs: [[LevelCost]] = []
  /// The objective's value at each level (parallel to `levelPriorities`).
  var objectiveConstants: [Double] = []

  /// Symbols whose reduced costs changed since they were last seen non-negative; entering candidates.
  var dirty: [Int32] = []
  var isDirty: [Bool] = []

  /// The largest constant magnitude seen, for relative feasibility tests.
  var magnitude: Double = 1
  var journal: [SolverJournalEntry] = []
  var constraintCount = 0
  /// Explanation mode: required equalities carry a marker, so a failing row names the constraints it came from.
  var keepsMarkers = false
  /// Explanation mode: the tags of the constraints (other than the rejected one) whose markers or slacks
  /// appear in the row that proved the last rejected constraint infeasible.
  var lastExplanation: [Int] = []
  /// Required constraints whose row reduced to a constant that holds (implied by earlier ones).
  var redundantCount = 0

  /// The row that proved the constraint being added infeasible.
  var failingRow = SparseRow()
  /// The expansion of a reference, by symbol, once a constraint has expanded it (``expanded(_:)`` uses
  /// it instead of walking the reference's chain again: a thousand pins on the last view of a
  /// thousand-view chain walked it a thousand times). An expansion is an identity over symbols that
  /// existed before, with no references; later pivots only make some of its restricted symbols
  /// basic, which expanding refreshes anyway. Kept outside the tableau and the journal, so a rejected
  /// constraint leaves the tableau exactly as it was and still shortens the chains it walked.
  var expansions: [Int32: SparseRow] = [:]

  init(maxPivots: Int = 5_000_000, keepsMarkers: Bool = false, defersClosedSubstitution: Bool = true) {
    self.maxPivots = maxPivots
    self.keepsMarkers = keepsMarkers
    self.defersClosedSubstitution = defersClosedSubstitution
  }

  /// The tags of the markers and required slacks in `row`, ascending.
  private func explanation(of row: SparseRow) -> [Int] {
    var tagsFound: [Int] = []
    for symbol in row.symbols {
      let kind = kinds[Int(symbol)]
      if kind == .marker || kind == .slack { tagsFound.append(Int(tags[Int(symbol)])) }
    }
    return Array(Set(tagsFound)).sorted()
  }

  /// Adds `constraint` (tagged with the number of constraints added before it).
  ///
  /// A required constraint that cannot hold throws ``SolverFailure/unsatisfiable`` and leaves the solver
  /// exactly as before; a redundant one is accepted and changes nothing.
  mutating func add(_ constraint: LinearConstraint) throws(SolverFailure) {
    try add(constraint, tag: constraintCount)
  }

  /// Adds `constraint`; `tag` names it in ``symbols(ownedBy:)`` and ambiguity reports.
  mutating func add(_ constraint: LinearConstraint, tag: Int) throws(SolverFailure) {
    guard constraint.constant.isFinite, constraint.priority.isFinite, constraint.priority > 0,
      constraint.terms.allSatisfy({ $0.coefficient.isFinite && $0.variable.index >= 0 })
    else { throw .invalidConstraint }
    let saved = Checkpoint(
      symbolCount: kinds.count, slotCount: rows.count, variableCount: symbolOfVariable.count,
      freeSlots: freeSlots, pivotCount: pivotCount, magnitude: magnitude, deferredCount: deferredSymbols.count)
    journal.removeAll(keepingCapacity: true)
    failingRow = SparseRow()
    do {
      try insert(constraint, tag: Int32(truncatingIfNeeded: tag))
      try optimize()
    } catch {
      if error == .unsatisfiable { lastExplanation = explanation(of: failingRow) }
      rollBack(to: saved)
      throw error
    }
    journal.removeAll(keepingCapacity: true)
    constraintCount += 1
  }

  /// The current value of `variable`: its row's constant when basic, 0 when it is a free parameter or unseen.
  ///
  /// A row with references evaluates every deferred external first; use ``values(count:)`` for many variables.
  func value(of variable: Variable) -> Double {
    let symbol = self.symbol(of: variable)
    guard symbol >= 0 else { return 0 }
    let slot = slotOfSymbol[Int(symbol)]
    guard slot >= 0 else { return 0 }
    var references = rows[Int(slot)].symbols.contains { isReference($0) } ? referenceValues() : []
    return references.withUnsafeMutableBufferPointer { evaluate(slot, references: $0) }
  }

  /// The values of variables `0..<count`, as ``value(of:)`` gives them, evaluating each reference once.
  func values(count: Int) -> [Double] {
    var references = referenceValues()
    var values = [Double](repeating: 0, count: count)
    references.withUnsafeMutableBufferPointer { known in
      for index in 0..<min(count, symbolOfVariable.count) {
        let symbol = Int(symbolOfVariable[index])
        guard symbol >= 0 else { continue }
        if deferralRank[symbol] >= 0 {
          values[index] = known[symbol]
        } else if slotOfSymbol[symbol] >= 0 {
          values[index] = evaluate(slotOfSymbol[symbol], references: known)
        }
      }
    }
    return values
  }

  /// The value of every deferred external, indexed by symbol (0 elsewhere); empty when there are none.
  private func referenceValues() -> [Double] {
    guard !deferredSymbols.isEmpty else { return [] }
    var values = [Double](repeating: 0, count: kinds.count)
    values.withUnsafeMutableBufferPointer { known in
      // Rank order: a deferred row only references externals deferred before it.
      for symbol in deferredSymbols {
        known[Int(symbol)] = evaluate(slotOfSymbol[Int(symbol)], references: known)
      }
    }
    return values
  }

  /// The row in `slot` at the current basic solution: non-basic symbols at 0, basic restricted symbols at
  /// their rows' constants (external rows may still mention them), references at their value in `references`.
  private func evaluate(_ slot: Int32, references: UnsafeMutableBufferPointer<Double>) -> Double {
    let index = Int(slot)
    var value = rows[index].constant
    for position in rows[index].symbols.indices {
      let other = Int(rows[index].symbols[position])
      let otherSlot = slotOfSymbol[other]
      guard otherSlot >= 0 else { continue }
      let part = kinds[other] == .external ? references[other] : rows[Int(otherSlot)].constant
      value = Tolerance.sum(value, rows[index].coefficients[position] * part)
    }
    return value
  }

  /// Whether `symbol` is a basic external, which only appears in rows as a reference.
  @inline(__always)
  func isReference(_ symbol: Int32) -> Bool {
    kinds[Int(symbol)] == .external && slotOfSymbol[Int(symbol)] >= 0
  }

  /// The symbol of `variable`, -1 when unseen.
  func symbol(of variable: Variable) -> Int32 {
    let index = Int(variable.index)
    return symbolOfVariable.indices.contains(index) ? symbolOfVariable[index] : -1
  }

  /// The tolerance under which a row constant counts as 0.
  var feasibilityTolerance: Double { Tolerance.feasibility * magnitude }

  struct Checkpoint {
    var symbolCount: Int
    var slotCount: Int
    var variableCount: Int
    var freeSlots: [Int32]
    var pivotCount: Int
    var magnitude: Double
    var deferredCount: Int
  }

  private mutating func rollBack(to saved: Checkpoint) {
    while let entry = journal.popLast() {
      switch entry {
      case .slot(let slot, let row, let basic):
        let current = basicOfSlot[Int(slot)]
        if current >= 0 && slotOfSymbol[Int(current)] == slot { slotOfSymbol[Int(current)] = -1 }
        basicOfSlot[Int(slot)] = basic
        rows[Int(slot)] = row
        if basic >= 0 { slotOfSymbol[Int(basic)] = slot }
      case .cells(let slot, let constant, let undo):
        rows[Int(slot)].restore(undo, constant: constant)
      case .columnAppend(let symbol):
        columns[Int(symbol)].removeLast()
      case .columnReplace(let symbol, let list):
        columns[Int(symbol)] = list
      case .costs(let symbol, let old):
        costs[Int(symbol)] = old
      case .cost(let symbol, let priority, let old):
        let (index, present) = costPosition(symbol, priority: priority)
        setCost(symbol, at: index, present: present, LevelCost(priority: priority, value: old))
      case .objectiveConstant(let level, let value):
        objectiveConstants[Int(level)] = value
      case .levelInserted(let level):
        levelPriorities.remove(at: Int(level))
        objectiveConstants.remove(at: Int(level))
      case .variableSymbol(let variable, let symbol):
        symbolOfVariable[Int(variable)] = symbol
      }
    }
    for symbol in deferredSymbols[saved.deferredCount...] {
      deferralRank[Int(symbol)] = -1
      expansions[symbol] = nil
    }
    deferredSymbols.removeSubrange(saved.deferredCount...)
    let symbolCount = saved.symbolCount
    kinds.removeSubrange(symbolCount...)
    tags.removeSubrange(symbolCount...)
    priorities.removeSubrange(symbolCount...)
    columns.removeSubrange(symbolCount...)
    slotOfSymbol.removeSubrange(symbolCount...)
    isDirty.removeSubrange(symbolCount...)
    deferralRank.removeSubrange(symbolCount...)
    costs.removeSubrange(symbolCount...)
    rows.removeSubrange(saved.slotCount...)
    basicOfSlot.removeSubrange(saved.slotCount...)
    symbolOfVariable.removeSubrange(saved.variableCount...)
    freeSlots = saved.freeSlots
    pivotCount = saved.pivotCount
    magnitude = saved.magnitude
    for symbol in dirty where Int(symbol) < isDirty.count { isDirty[Int(symbol)] = false }
    dirty.removeAll(keepingCapacity: true)
  }
}
