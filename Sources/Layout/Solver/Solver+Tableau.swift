/// Journaled low-level edits of the tableau: symbols, slots, columns, objective, pivots.
extension Solver {
  /// Creates a symbol; new symbols get the highest id, so appending one keeps rows sorted.
  mutating func makeSymbol(_ kind: SymbolKind, tag: Int32, priority: Double = 0) -> Int32 {
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    tags.append(tag)
    priorities.append(priority)
    columns.append([])
    slotOfSymbol.append(-1)
    isDirty.append(false)
    deferralRank.append(-1)
    costs.append([])
    return symbol
  }

  /// The external symbol of `variable`, created on first use.
  mutating func externalSymbol(of variable: Variable) -> Int32 {
    let index = Int(variable.index)
    if index >= symbolOfVariable.count {
      symbolOfVariable.append(contentsOf: repeatElement(-1, count: index + 1 - symbolOfVariable.count))
    }
    let existing = symbolOfVariable[index]
    if existing >= 0 { return existing }
    let symbol = makeSymbol(.external, tag: variable.index)
    journal.append(.variableSymbol(variable.index, -1))
    symbolOfVariable[index] = symbol
    return symbol
  }

  /// The objective level of `priority`, inserted when new.
  mutating func level(of priority: Double) -> Int {
    var position = 0
    while position < levelPriorities.count && levelPriorities[position] > priority {
      position += 1
    }
    if position < levelPriorities.count && levelPriorities[position] == priority { return position }
    levelPriorities.insert(priority, at: position)
    objectiveConstants.insert(0, at: position)
    journal.append(.levelInserted(Int32(position)))
    return position
  }

  /// Replaces the reduced costs of `symbol`.
  mutating func setCosts(_ symbol: Int32, _ list: [LevelCost]) {
    journal.append(.costs(symbol, costs[Int(symbol)]))
    costs[Int(symbol)] = list
  }

  /// Adds `value` to the reduced cost of `symbol` at the level of `priority`, in place (a sum that is rounding
  /// noise is 0, and a 0 cost is no entry); journaled cell by cell.
  mutating func addCost(_ symbol: Int32, priority: Double, _ value: Double) {
    let (index, present) = costPosition(symbol, priority: priority)
    let old = present ? costs[Int(symbol)][index].value : 0
    let sum = Tolerance.sum(old, value)
    if sum != old {
      journal.append(.cost(symbol, priority, old))
      setCost(symbol, at: index, present: present, LevelCost(priority: priority, value: sum))
    }
  }

  /// Where the cost of `symbol` at `priority` is (`present`) or would be inserted.
  func costPosition(_ symbol: Int32, priority: Double) -> (index: Int, present: Bool) {
    let list = costs[Int(symbol)]
    // Usually the last (least important) level or a new one after it.
    if let last = list.last, last.priority >= priority {
      return last.priority == priority ? (list.count - 1, true) : (list.count, false)
    }
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) >> 1
      if list[mid].priority > priority { low = mid + 1 } else { high = mid }
    }
    return (low, low < list.count && list[low].priority == priority)
  }

  /// Overwrites, inserts or (for a 0 value) removes one cost of `symbol`; not journaled.
  mutating func setCost(_ symbol: Int32, at index: Int, present: Bool, _ cost: LevelCost) {
    if cost.value == 0 {
      if present { costs[Int(symbol)].remove(at: index) }
    } else if present {
      costs[Int(symbol)][index] = cost
    } else {
      costs[Int(symbol)].insert(cost, at: index)
    }
  }

  /// The index of `priority` in `levelPriorities` (descending), which must hold it.
  func levelIndex(of priority: Double) -> Int {
    var low = 0
    var high = levelPriorities.count
    while low < high {
      let mid = (low + high) >> 1
      if levelPriorities[mid] > priority { low = mid + 1 } else { high = mid }
    }
    return low
  }

  mutating func addToObjectiveConstant(level: Int, _ value: Double) {
    journal.append(.objectiveConstant(Int32(level), objectiveConstants[level]))
    objectiveConstants[level] = Tolerance.sum(objectiveConstants[level], value)
  }

  mutating func markDirty(_ symbol: Int32) {
    if !isDirty[Int(symbol)] {
      isDirty[Int(symbol)] = true
      dirty.append(symbol)
    }
  }

  mutating func appendToColumn(_ symbol: Int32, slot: Int32) {
    columns[Int(symbol)].append(slot)
    journal.append(.columnAppend(symbol))
  }

  /// Empties a column, returning its old (lazy) content.
  mutating func takeColumn(_ symbol: Int32) -> [Int32] {
    let list = columns[Int(symbol)]
    if list.isEmpty { return list }
    journal.append(.columnReplace(symbol, list))
    columns[Int(symbol)] = []
    return list
  }

  /// Overwrites a slot's row and basic symbol.
  mutating func setSlot(_ slot: Int32, row: SparseRow, basic: Int32) {
    let index = Int(slot)
    let oldBasic = basicOfSlot[index]
    journal.append(.slot(slot, rows[index], oldBasic))
    if oldBasic >= 0 && slotOfSymbol[Int(oldBasic)] == slot { slotOfSymbol[Int(oldBasic)] = -1 }
    rows[index] = row
    basicOfSlot[index] = basic
    if basic >= 0 { slotOfSymbol[Int(basic)] = slot }
  }

  /// Stores `row` as the row of the (non-basic) `basic` symbol in a new or recycled slot and indexes it.
  @discardableResult
  mutating func insertRow(_ row: SparseRow, basic: Int32) -> Int32 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
    } else {
      slot = Int32(rows.count)
      rows.append(SparseRow())
      basicOfSlot.append(-1)
    }
    setSlot(slot, row: row, basic: basic)
    for symbol in row.symbols where isIndexed(symbol, inRowOf: basic) { appendToColumn(symbol, slot: slot) }
    return slot
  }

  /// Columns list restricted rows for every symbol, but external rows only for non-basic external symbols:
  /// external rows are refreshed lazily (``refreshed(_:)``), so pivots among restricted symbols never touch
  /// them, and references (basic externals) are never substituted again.
  @inline(__always)
  func isIndexed(_ symbol: Int32, inRowOf basic: Int32) -> Bool {
    kinds[Int(basic)] != .external || kinds[Int(symbol)] == .external && slotOfSymbol[Int(symbol)] < 0
  }

  /// `row` with every basic restricted symbol replaced by its (always up-to-date) row.
  func refreshed(_ row: SparseRow) -> SparseRow {
    guard row.symbols.contains(where: { kinds[Int($0)] != .external && slotOfSymbol[Int($0)] >= 0 }) else {
      return row
    }
    var pairs: [(symbol: Int32, value: Double)] = []
    pairs.reserveCapacity(row.symbols.count * 2)
    var constant = row.constant
    var constantScale = abs(constant)
    for (position, symbol) in row.symbols.enumerated() {
      let coefficient = row.coefficients[position]
      let slot = kinds[Int(symbol)] == .external ? -1 : slotOfSymbol[Int(symbol)]
      if slot >= 0 {
        let definition = rows[Int(slot)]
        for index in definition.symbols.indices {
          pairs.append((definition.symbols[index], coefficient * definition.coefficients[index]))
        }
        let part = coefficient * definition.constant
        constant += part
        constantScale = max(constantScale, abs(part))
      } else {
        pairs.append((symbol, coefficient))
      }
    }
    return SparseRow(combining: &pairs, constant: constant, constantScale: constantScale)
  }

  /// `row` with every reference replaced by its definition, recursively, and every basic restricted symbol by
  /// its row: the row over non-basic symbols that full substitution would hold.
  func expanded(_ row: SparseRow) -> SparseRow {
    var scale = 0.0
    return expanded(row, constantScale: &scale)
  }

  /// ``expanded(_:)``, also raising `constantScale` to the largest magnitude summed into the constant.
  func expanded(_ row: SparseRow, constantScale: inout Double) -> SparseRow {
    guard row.symbols.contains(where: { isReference($0) }) else { return refreshed(row) }
    var pairs: [(symbol: Int32, value: Double)] = []
    pairs.reserveCapacity(row.symbols.count * 2)
    var pending = ReferenceHeap()
    var constant = row.constant
    var scale = abs(constant)
    // References wait in the heap; everything else (stale basic restricted symbols too) is collected as is.
    func take(_ symbol: Int32, _ value: Double) {
      if isReference(symbol) {
        pending.push(rank: deferralRank[Int(symbol)], symbol: symbol, value: value)
      } else {
        pairs.append((symbol, value))
      }
    }
    for index in row.symbols.indices { take(row.symbols[index], row.coefficients[index]) }
    // Highest rank first: every row that can mention a reference was deferred after it, so by the time it
    // is popped its coefficient is complete (and often cancels, as `x₂ − x₁` does once `x₂ = x₁ + …`).
    while let (symbol, first) = pending.pop() {
      var sum = first
      var sumScale = abs(first)
      while let next = pending.popIfTop(symbol) {
        sum += next
        sumScale = max(sumScale, abs(next))
      }
      if abs(sum) <= Tolerance.cancellation * sumScale { continue }
      let definition = expansions[symbol] ?? rows[Int(slotOfSymbol[Int(symbol)])]
      for index in definition.symbols.indices { take(definition.symbols[index], sum * definition.coefficients[index]) }
      let part = sum * definition.constant
      constant += part
      scale = max(scale, abs(part), abs(constant))
    }
    constantScale = max(constantScale, scale)
    // Substitute, then refresh the whole row once, as full substitution does (it refreshes external rows
    // lazily, after the substitutions they received).
    let substituted = SparseRow(combining: &pairs, constant: constant, constantScale: scale)
    return refreshed(substituted)
  }

  /// Brings the external row in `slot` up to date in place.
  mutating func refreshRow(_ slot: Int32) {
    let row = rows[Int(slot)]
    let fresh = refreshed(row)
    if fresh.symbols != row.symbols || fresh.constant != row.constant || fresh.coefficients != row.coefficients {
      setSlot(slot, row: fresh, basic: basicOfSlot[Int(slot)])
    }
  }

  /// Drops the row in `slot` (its basic symbol becomes non-basic).
  mutating func removeRow(_ slot: Int32) {
    setSlot(slot, row: SparseRow(), basic: -1)
    freeSlots.append(slot)
  }

  /// Calls `body` once for every live row slot that contains `symbol`.
  func forEachRow(containing symbol: Int32, _ body: (Int32) -> Void) {
    for slot in columns[Int(symbol)] {
      let index = Int(slot)
      if basicOfSlot[index] >= 0 && rows[index].contains(symbol) { body(slot) }
    }
  }

  /// Replaces the non-basic `symbol` by `definition` in every row except `exceptSlot`, and in the objective.
  mutating func substituteEverywhere(_ symbol: Int32, definition: SparseRow, exceptSlot: Int32) {
    let list = takeColumn(symbol)
    var added = [Int32]()
    for slot in list where slot != exceptSlot {
      let index = Int(slot)
      let basic = basicOfSlot[index]
      guard basic >= 0, let position = rows[index].position(of: symbol) else { continue }
      let factor = rows[index].coefficients[position]
      added.removeAll(keepingCapacity: true)
      if rows[index].prefersEditsInPlace(for: definition) {
        // A long row (a chain's fill-in) and a short definition: rebuilding the row, and journaling all of
        // it, cost its length for every pivot that touched it.
        var undo: [(Int32, Double)] = []
        let constant = rows[index].constant
        rows[index].substituteInPlace(symbol, factor: factor, definition: definition, added: &added, undo: &undo)
        journal.append(.cells(slot, constant, undo))
      } else {
        var row = rows[index]
        row.substitute(symbol, factor: factor, definition: definition, added: &added)
        setSlot(slot, row: row, basic: basic)
      }
      for newSymbol in added where isIndexed(newSymbol, inRowOf: basic) { appendToColumn(newSymbol, slot: slot) }
    }
    substituteInObjective(symbol, definition: definition)
  }

  /// Replaces `symbol` by `definition` in every objective level where it has a cost.
  mutating func substituteInObjective(_ symbol: Int32, definition: SparseRow) {
    let substituted = costs[Int(symbol)]
    if substituted.isEmpty { return }
    setCosts(symbol, [])
    for (position, other) in definition.symbols.enumerated() {
      let coefficient = definition.coefficients[position]
      if substituted.count <= 4 || substituted.count * 8 <= costs[Int(other)].count {
        // A few levels (an error's single level), or into a much longer list (a chain's slack): edit in place.
        for cost in substituted { addCost(other, priority: cost.priority, cost.value * coefficient) }
      } else {
        setCosts(other, LevelCost.merged(costs[Int(other)], substituted, times: coefficient))
      }
      markDirty(other)
    }
    for cost in substituted {
      addToObjectiveConstant(level: levelIndex(of: cost.priority), cost.value * definition.constant)
    }
  }

  /// Makes `subject` basic using `row`, which states `0 = row` and contains `subject`; substitutes it away
  /// everywhere else.
  mutating func install(_ subject: Int32, from row: SparseRow) {
    var definition = row
    guard let position = definition.position(of: subject) else { return }
    let coefficient = definition.coefficients[position]
    definition.symbols.remove(at: position)
    definition.coefficients.remove(at: position)
    definition.scale(by: -1 / coefficient)
    if defersClosedSubstitution && kinds[Int(subject)] == .external
      && !definition.symbols.contains(where: { kinds[Int($0)] == .external && slotOfSymbol[Int($0)] < 0 })
    {
      // Closed: the rows that mention the subject (external rows only) keep it as a reference. Emptying the
      // column is all that full substitution would have done to the columns: the definition adds no
      // non-basic external to any row.
      _ = takeColumn(subject)
      deferralRank[Int(subject)] = Int32(deferredSymbols.count)
      deferredSymbols.append(subject)
    } else {
      substituteEverywhere(subject, definition: definition, exceptSlot: -1)
    }
    insertRow(definition, basic: subject)
  }

  /// Exchanges the non-basic `entering` with the basic symbol of `slot`.
  mutating func pivot(entering: Int32, slot: Int32) throws(SolverFailure) {
    pivotCount += 1
    if pivotCount > maxPivots { throw .iterationLimitExceeded(pivots: pivotCount) }
    let index = Int(slot)
    let leaving = basicOfSlot[index]
    var definition = rows[index]
    guard let position = definition.position(of: entering) else { return }
    let coefficient = definition.coefficients[position]
    definition.symbols.remove(at: position)
    definition.coefficients.remove(at: position)
    // leaving = c + a·entering + rest  ⇒  entering = (leaving − c − rest) / a
    definition.scale(by: -1 / coefficient)
    definition.set(leaving, 1 / coefficient)
    setSlot(slot, row: definition, basic: entering)
    if isIndexed(leaving, inRowOf: entering) { appendToColumn(leaving, slot: slot) }
    substituteEverywhere(entering, definition: definition, exceptSlot: slot)
  }

  /// Deletes a non-basic symbol from every row and the objective: it is fixed at 0 from now on.
  mutating func eliminateNonBasic(_ symbol: Int32) {
    let list = takeColumn(symbol)
    for slot in list {
      let index = Int(slot)
      guard basicOfSlot[index] >= 0, let position = rows[index].position(of: symbol) else { continue }
      journal.append(.cells(slot, rows[index].constant, [(symbol, rows[index].coefficients[position])]))
      rows[index].remove(symbol)
    }
    if !costs[Int(symbol)].isEmpty { setCosts(symbol, []) }
  }
}
