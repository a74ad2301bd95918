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
    for level in objective.indices { objective[level].append(0) }
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

  /// The objective level of `priority`, inserted (as an all-zero row) when new.
  mutating func level(of priority: Double) -> Int {
    var position = 0
    while position < levelPriorities.count && levelPriorities[position] > priority {
      position += 1
    }
    if position < levelPriorities.count && levelPriorities[position] == priority { return position }
    levelPriorities.insert(priority, at: position)
    objective.insert([Double](repeating: 0, count: kinds.count), at: position)
    objectiveConstants.insert(0, at: position)
    journal.append(.levelInserted(Int32(position)))
    return position
  }

  mutating func setObjective(level: Int, symbol: Int32, _ value: Double) {
    let old = objective[level][Int(symbol)]
    journal.append(.objective(Int32(level), symbol, old))
    objective[level][Int(symbol)] = value
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
      guard basicOfSlot[index] >= 0 else { continue }
      var row = rows[index]
      guard let position = row.position(of: symbol) else { continue }
      let factor = row.coefficients[position]
      added.removeAll(keepingCapacity: true)
      row.substitute(symbol, factor: factor, definition: definition, added: &added)
      let basic = basicOfSlot[index]
      setSlot(slot, row: row, basic: basic)
      for newSymbol in added where isIndexed(newSymbol, inRowOf: basic) { appendToColumn(newSymbol, slot: slot) }
    }
    substituteInObjective(symbol, definition: definition)
  }

  /// Replaces `symbol` by `definition` in every objective level where it has a cost.
  mutating func substituteInObjective(_ symbol: Int32, definition: SparseRow) {
    for level in objective.indices {
      let factor = objective[level][Int(symbol)]
      if factor == 0 { continue }
      setObjective(level: level, symbol: symbol, 0)
      for (position, other) in definition.symbols.enumerated() {
        let old = objective[level][Int(other)]
        setObjective(level: level, symbol: other, Tolerance.sum(old, factor * definition.coefficients[position]))
        markDirty(other)
      }
      addToObjectiveConstant(level: level, factor * definition.constant)
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
      guard basicOfSlot[index] >= 0 else { continue }
      var row = rows[index]
      guard row.contains(symbol) else { continue }
      row.remove(symbol)
      setSlot(slot, row: row, basic: basicOfSlot[index])
    }
    for level in objective.indices where objective[level][Int(symbol)] != 0 {
      setObjective(level: level, symbol: symbol, 0)
    }
  }
}
