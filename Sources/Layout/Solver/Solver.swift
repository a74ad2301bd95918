/// The incremental simplex core that ``LinearSystem/solve(options:)`` is built on.
///
/// A Cassowary-style tableau without dummy markers (one-shot use never removes constraints): externals are
/// unrestricted, slacks, errors and artificials are `≥ 0`. Restricted rows never contain externals, so the
/// restricted part is a self-contained LP. Optional constraints are optimised strictly lexicographically: one
/// dense objective row per distinct priority, highest first. Every ``add(_:)`` is a transaction: a journal
/// of changes is undone when the constraint is rejected.
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

  // Tableau rows by slot.
  var rows: [SparseRow] = []
  /// The basic symbol of each slot, -1 for a free slot.
  var basicOfSlot: [Int32] = []
  var freeSlots: [Int32] = []

  // Lexicographic objective.
  /// Distinct optional priorities, descending; level 0 is the most important.
  var levelPriorities: [Double] = []
  /// `objective[level][symbol]`: the reduced cost of a non-basic symbol at that level.
  var objective: [[Double]] = []
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

  init(maxPivots: Int = 5_000_000, keepsMarkers: Bool = false) {
    self.maxPivots = maxPivots
    self.keepsMarkers = keepsMarkers
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
      freeSlots: freeSlots, pivotCount: pivotCount, magnitude: magnitude)
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
  func value(of variable: Variable) -> Double {
    let symbol = self.symbol(of: variable)
    guard symbol >= 0 else { return 0 }
    let slot = slotOfSymbol[Int(symbol)]
    guard slot >= 0 else { return 0 }
    // External rows may still mention restricted symbols that became basic: add their current values.
    let row = rows[Int(slot)]
    var value = row.constant
    for (position, other) in row.symbols.enumerated() where kinds[Int(other)] != .external {
      let otherSlot = slotOfSymbol[Int(other)]
      if otherSlot >= 0 { value = Tolerance.sum(value, row.coefficients[position] * rows[Int(otherSlot)].constant) }
    }
    return value
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
      case .columnAppend(let symbol):
        columns[Int(symbol)].removeLast()
      case .columnReplace(let symbol, let list):
        columns[Int(symbol)] = list
      case .objective(let level, let symbol, let value):
        objective[Int(level)][Int(symbol)] = value
      case .objectiveConstant(let level, let value):
        objectiveConstants[Int(level)] = value
      case .levelInserted(let level):
        levelPriorities.remove(at: Int(level))
        objective.remove(at: Int(level))
        objectiveConstants.remove(at: Int(level))
      case .variableSymbol(let variable, let symbol):
        symbolOfVariable[Int(variable)] = symbol
      }
    }
    let symbolCount = saved.symbolCount
    kinds.removeSubrange(symbolCount...)
    tags.removeSubrange(symbolCount...)
    priorities.removeSubrange(symbolCount...)
    columns.removeSubrange(symbolCount...)
    slotOfSymbol.removeSubrange(symbolCount...)
    isDirty.removeSubrange(symbolCount...)
    for level in objective.indices { objective[level].removeSubrange(symbolCount...) }
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
