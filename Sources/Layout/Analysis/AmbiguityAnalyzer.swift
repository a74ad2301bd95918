/// Finds the variables of a solved component whose values are not uniquely determined by the optimum.
///
/// On the final optimal tableau the optimal face is: non-basic externals free (parameters), non-basic
/// restricted symbols with a non-zero (lexicographically positive) reduced cost fixed at 0, those with zero
/// reduced cost at every level (set Z) free to grow while restricted rows stay `≥ 0`. Locally only the rows
/// at 0 (degenerate rows D) limit Z, so the face is the current point plus the cone
/// C = {d ≥ 0 over Z, D·d ≥ 0}, and a variable with row gradient g is ambiguous exactly when g is not
/// orthogonal to span(C). Z splits into blocks linked by D rows; per block one small LP finds the implicit
/// equalities of C (the inequalities that cannot be strictly positive), which span its orthogonal complement.
struct AmbiguityAnalyzer: Sendable {
  var solver: Solver
  var maxPivots: Int
  /// Local variables to examine: `0..<variableCount`.
  var variableCount: Int
  /// The most gradient terms the analysis may build (see ``maximumGradientTerms``).
  var maxGradientTerms = AmbiguityAnalyzer.maximumGradientTerms

  /// The gradients are explicit: in a chain of n views whose sizes compete, the position of the i-th
  /// view moves with the i sizes before it, n²/2 terms in all (20,000 such views took 7 GB and were
  /// killed). Past this many terms the analysis stops with ``SolverError/analysisTooLarge(limit:)``
  /// instead: about 2,800 competing views in one chain, a few seconds.
  static let maximumGradientTerms = 4_000_000

  /// One block of zero-cost symbols.
  private struct Block {
    var symbols: [Int32] = []
    var rows: [Int32] = []
    /// Equality solver over the block's coordinates (local variable j = symbols[j]); `nil` when C spans
    /// the whole coordinate space (no degenerate row touches the block).
    var equalities: Solver?
    /// Optional constraints whose errors move along the block's free directions, ascending.
    var competing: [Int] = []
    /// Every coordinate is forced to 0: nothing moves along this block.
    var isFrozen = false
  }

  /// Ambiguities in the solver's own (local) variable numbers, sorted by variable.
  func ambiguities() throws(SolverError) -> [VariableAmbiguity] {
    let (blocks, blockOfSymbol, coordinateOfSymbol) = try zeroCostBlocks()
    var terms = 0
    let referenceGradients =
      blocks.isEmpty ? [] : try self.referenceGradients(blockOfSymbol: blockOfSymbol, terms: &terms)
    var result: [VariableAmbiguity] = []
    // Scratch space reused by every variable: a chain's i-th view touches i blocks, so looking its blocks
    // up in a list made the analysis cubic in the chain. Competitors are reported by group (see
    // `CompetingGroups`): merging the lists of the i blocks for each view was quadratic in time and memory.
    var positionOfBlock = [Int32](repeating: -1, count: blocks.count)
    let groups = CompetingGroups(competing: blocks.map(\.competing))
    var isListedGroup = [Bool](repeating: false, count: groups.members.count)
    var listedGroups: [Int] = []
    var touched: [Int] = []
    var moving: [Int] = []
    var gradients: [[LinearTerm]] = []
    // Read once per term below: reading `blocks[b].equalities` there copied the optional solver each time.
    let isFrozen = blocks.map(\.isFrozen)
    let hasEqualities = blocks.map { $0.equalities != nil }
    for index in 0..<variableCount {
      let variable = Variable(index)
      let symbol = solver.symbol(of: variable)
      // Mentioned only by broken constraints, or a free parameter of the tableau.
      guard symbol >= 0, solver.slotOfSymbol[Int(symbol)] >= 0 else {
        result.append(VariableAmbiguity(variable: variable, reason: .underdetermined))
        continue
      }
      let ownRow = solver.rows[Int(solver.slotOfSymbol[Int(symbol)])]
      // References never bring a non-basic external, so the row's own externals are those of its expansion.
      if ownRow.symbols.contains(where: { solver.kinds[Int($0)] == .external && solver.slotOfSymbol[Int($0)] < 0 }) {
        result.append(VariableAmbiguity(variable: variable, reason: .underdetermined))
        continue
      }
      if blocks.isEmpty { continue }
      let rank = Int(solver.deferralRank[Int(symbol)])
      let row =
        rank >= 0
        ? referenceGradients[rank]
        : gradient(of: ownRow, blockOfSymbol: blockOfSymbol, referenceGradients: referenceGradients)
      if rank < 0 { terms += row.symbols.count }
      guard terms <= maxGradientTerms else { throw .analysisTooLarge(limit: maxGradientTerms) }
      // The blocks the variable touches; the gradient is kept only over blocks with equalities. Without
      // equalities every direction of a block is free, so any term over it moves the variable.
      moving.removeAll(keepingCapacity: true)
      var gradientCount = 0
      for (position, other) in row.symbols.enumerated() {
        let block = Int(blockOfSymbol[Int(other)])
        guard block >= 0, !isFrozen[block] else { continue }
        let existing = Int(positionOfBlock[block])
        if !hasEqualities[block] {
          if existing < 0 {
            positionOfBlock[block] = 0
            moving.append(block)
          }
          continue
        }
        let term = LinearTerm(Variable(Int(coordinateOfSymbol[Int(other)])), row.coefficients[position])
        if existing >= 0 {
          gradients[existing].append(term)
          continue
        }
        positionOfBlock[block] = Int32(gradientCount)
        if gradientCount == gradients.count { gradients.append([]) }
        gradients[gradientCount].removeAll(keepingCapacity: true)
        gradients[gradientCount].append(term)
        touched.append(block)
        gradientCount += 1
      }
      for block in moving { positionOfBlock[block] = -1 }
      for (position, blockIndex) in touched.enumerated() {
        positionOfBlock[blockIndex] = -1
        if blocks[blockIndex].equalities?.isConstant(gradients[position]) != true { moving.append(blockIndex) }
      }
      touched.removeAll(keepingCapacity: true)
      guard !moving.isEmpty else { continue }
      // The groups of the moving blocks. One group (the usual case) shares its list; several groups are
      // disjoint, so their lists only need concatenating and sorting.
      var competing: [Int] = []
      var groupCount = 0
      for blockIndex in moving where !isListedGroup[groups.groupOfBlock[blockIndex]] {
        let group = groups.groupOfBlock[blockIndex]
        isListedGroup[group] = true
        listedGroups.append(group)
        groupCount += 1
        competing = groupCount == 1 ? groups.members[group] : competing + groups.members[group]
      }
      for group in listedGroups { isListedGroup[group] = false }
      listedGroups.removeAll(keepingCapacity: true)
      if groupCount > 1 { competing.sort() }
      let reason: VariableAmbiguity.Reason =
        competing.isEmpty ? .underdetermined : .competingConstraints(competing)
      result.append(VariableAmbiguity(variable: variable, reason: reason))
    }
    return result
  }

  /// The part of `row`'s full expansion over zero-cost symbols (those in a block), the only symbols that can
  /// move a variable along the optimal face; `referenceGradients` holds that part of each reference's row, by
  /// deferral rank.
  private func gradient(of row: SparseRow, blockOfSymbol: [Int32], referenceGradients: [SparseRow]) -> SparseRow {
    // Most rows have a single contributing part (their own block symbols, or one reference such as
    // `y = y₀`), which is sorted already: only several parts need merging.
    var own = SparseRow()
    var single: (row: SparseRow, factor: Double)?
    var parts = 0
    for position in row.symbols.indices {
      let symbol = Int(row.symbols[position])
      if blockOfSymbol[symbol] >= 0 {
        if own.symbols.isEmpty { parts += 1 }
        own.symbols.append(Int32(symbol))
        own.coefficients.append(row.coefficients[position])
        continue
      }
      let slot = Int(solver.slotOfSymbol[symbol])
      guard slot >= 0 else { continue }
      let source = solver.kinds[symbol] == .external
        ? referenceGradients[Int(solver.deferralRank[symbol])]
        : blockPart(of: solver.rows[slot], blockOfSymbol: blockOfSymbol)
      if source.symbols.isEmpty { continue }
      parts += 1
      single = (source, row.coefficients[position])
    }
    if parts == 0 { return SparseRow() }
    if parts == 1 {
      guard let (source, factor) = single else { return own }
      if factor == 1 { return source }
      var scaled = source
      scaled.scale(by: factor)
      return scaled
    }
    // Several sorted parts: merge them one by one, in row order (linear for the usual two), or sort them all
    // at once when there are many.
    var result = own
    var pairs: [(symbol: Int32, value: Double)] = []
    if parts > 4 { pairs = own.symbols.indices.map { (own.symbols[$0], own.coefficients[$0]) } }
    for position in row.symbols.indices where blockOfSymbol[Int(row.symbols[position])] < 0 {
      let symbol = Int(row.symbols[position])
      let slot = Int(solver.slotOfSymbol[symbol])
      guard slot >= 0 else { continue }
      let source = solver.kinds[symbol] == .external
        ? referenceGradients[Int(solver.deferralRank[symbol])]
        : blockPart(of: solver.rows[slot], blockOfSymbol: blockOfSymbol)
      let factor = row.coefficients[position]
      if parts > 4 {
        for index in source.symbols.indices { pairs.append((source.symbols[index], factor * source.coefficients[index])) }
      } else if !source.symbols.isEmpty {
        result = merged(result, source, factor: factor)
      }
    }
    return parts > 4 ? SparseRow(combining: &pairs, constant: 0, constantScale: 0) : result
  }

  /// `row + factor·other` for sorted rows without constants; sums that are rounding noise of their parts
  /// become 0 and disappear.
  private func merged(_ row: SparseRow, _ other: SparseRow, factor: Double) -> SparseRow {
    var result = SparseRow()
    result.symbols.reserveCapacity(row.symbols.count + other.symbols.count)
    result.coefficients.reserveCapacity(row.symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    while i < row.symbols.count || j < other.symbols.count {
      let left = i < row.symbols.count ? row.symbols[i] : Int32.max
      let right = j < other.symbols.count ? other.symbols[j] : Int32.max
      if left < right {
        result.symbols.append(left)
        result.coefficients.append(row.coefficients[i])
        i += 1
      } else if right < left {
        result.symbols.append(right)
        result.coefficients.append(factor * other.coefficients[j])
        j += 1
      } else {
        let sum = Tolerance.sum(row.coefficients[i], factor * other.coefficients[j])
        if sum != 0 {
          result.symbols.append(left)
          result.coefficients.append(sum)
        }
        i += 1
        j += 1
      }
    }
    return result
  }

  /// The entries of a restricted row over block symbols.
  private func blockPart(of row: SparseRow, blockOfSymbol: [Int32]) -> SparseRow {
    var part = SparseRow()
    for index in row.symbols.indices where blockOfSymbol[Int(row.symbols[index])] >= 0 {
      part.symbols.append(row.symbols[index])
      part.coefficients.append(row.coefficients[index])
    }
    return part
  }

  /// ``gradient(of:blockOfSymbol:referenceGradients:)`` of every reference, by deferral rank: each computed
  /// once, in deferral order, from those of the references it mentions (expanding every variable separately
  /// would cost the whole chain per view).
  private func referenceGradients(blockOfSymbol: [Int32], terms: inout Int) throws(SolverError) -> [SparseRow] {
    var gradients: [SparseRow] = []
    gradients.reserveCapacity(solver.deferredSymbols.count)
    for symbol in solver.deferredSymbols {
      let row = solver.rows[Int(solver.slotOfSymbol[Int(symbol)])]
      let gradient = gradient(of: row, blockOfSymbol: blockOfSymbol, referenceGradients: gradients)
      terms += gradient.symbols.count
      guard terms <= maxGradientTerms else { throw .analysisTooLarge(limit: maxGradientTerms) }
      gradients.append(gradient)
    }
    return gradients
  }

  /// Z split into blocks, with each block's implicit equalities and competing constraints.
  private func zeroCostBlocks() throws(SolverError) -> ([Block], [Int32], [Int32]) {
    let symbolCount = solver.kinds.count
    var blockOfSymbol = [Int32](repeating: -1, count: symbolCount)
    var zeroCost: [Int32] = []
    for symbol in 0..<symbolCount {
      let kind = solver.kinds[symbol]
      guard kind == .slack || kind == .error, solver.slotOfSymbol[symbol] < 0 else { continue }
      if solver.costs[symbol].allSatisfy({ abs($0.value) <= Tolerance.cost }) {
        blockOfSymbol[symbol] = Int32(zeroCost.count)  // provisional: position in zeroCost
        zeroCost.append(Int32(symbol))
      }
    }
    var coordinateOfSymbol = [Int32](repeating: -1, count: symbolCount)
    guard !zeroCost.isEmpty else { return ([], blockOfSymbol, coordinateOfSymbol) }

    // Degenerate restricted rows touching Z link its symbols into blocks.
    let tolerance = solver.feasibilityTolerance
    var sets = UnionFind(count: zeroCost.count)
    var degenerateRows: [Int32] = []
    for (slot, basic) in solver.basicOfSlot.enumerated() {
      guard basic >= 0, solver.kinds[Int(basic)].isRestricted else { continue }
      let row = solver.rows[slot]
      guard row.constant <= tolerance else { continue }
      let members = row.symbols.compactMap { blockOfSymbol[Int($0)] >= 0 ? Int(blockOfSymbol[Int($0)]) : nil }
      guard let first = members.first else { continue }
      degenerateRows.append(Int32(slot))
      for member in members.dropFirst() { sets.union(first, member) }
    }
    var blockOfRoot = [Int32](repeating: -1, count: zeroCost.count)
    var blocks: [Block] = []
    var blockOfPosition = [Int32](repeating: -1, count: zeroCost.count)
    for position in zeroCost.indices {
      let root = sets.find(position)
      if blockOfRoot[root] < 0 {
        blockOfRoot[root] = Int32(blocks.count)
        blocks.append(Block())
      }
      blockOfPosition[position] = blockOfRoot[root]
      coordinateOfSymbol[Int(zeroCost[position])] = Int32(blocks[Int(blockOfRoot[root])].symbols.count)
      blocks[Int(blockOfRoot[root])].symbols.append(zeroCost[position])
    }
    for slot in degenerateRows {
      let row = solver.rows[Int(slot)]
      if let member = row.symbols.first(where: { blockOfSymbol[Int($0)] >= 0 }) {
        blocks[Int(blockOfPosition[Int(blockOfSymbol[Int(member)])])].rows.append(slot)
      }
    }
    for position in zeroCost.indices { blockOfSymbol[Int(zeroCost[position])] = blockOfPosition[position] }

    for index in blocks.indices {
      var free = [Bool](repeating: true, count: blocks[index].symbols.count)
      if blocks[index].symbols.count == 1 && !blocks[index].rows.isEmpty {
        // One coordinate d ≥ 0 with rows a·d ≥ 0: forced to 0 exactly when some a is negative.
        let symbol = blocks[index].symbols[0]
        let frozen = blocks[index].rows.contains { solver.rows[Int($0)].coefficient(of: symbol) < 0 }
        blocks[index].isFrozen = frozen
        free[0] = !frozen
      } else if !blocks[index].rows.isEmpty {
        let result = try implicitEqualities(
          of: blocks[index], coordinateOfSymbol: coordinateOfSymbol, free: &free)
        blocks[index].equalities = result
      }
      blocks[index].competing = competingConstraints(blocks[index], free: free)
    }
    return (blocks, blockOfSymbol, coordinateOfSymbol)
  }

  /// The block's row `D·d` restricted to block coordinates.
  private func restrictedTerms(of slot: Int32, coordinateOfSymbol: [Int32]) -> [LinearTerm] {
    let row = solver.rows[Int(slot)]
    var terms: [LinearTerm] = []
    for (position, symbol) in row.symbols.enumerated() where coordinateOfSymbol[Int(symbol)] >= 0 {
      terms.append(LinearTerm(Variable(Int(coordinateOfSymbol[Int(symbol)])), row.coefficients[position]))
    }
    return terms
  }

  /// Solves `max Σ tₖ` with `inequalityₖ(d) ≥ tₖ`, `0 ≤ tₖ ≤ 1` over the block's cone: inequalities stuck at
  /// `tₖ = 0` are implicit equalities. Returns a solver holding those equalities; marks coordinates forced to 0.
  private func implicitEqualities(
    of block: Block, coordinateOfSymbol: [Int32], free: inout [Bool]
  ) throws(SolverError) -> Solver {
    let coordinates = block.symbols.count
    var inequalities: [[LinearTerm]] = (0..<coordinates).map { [LinearTerm(Variable($0), 1)] }
    for slot in block.rows {
      inequalities.append(restrictedTerms(of: slot, coordinateOfSymbol: coordinateOfSymbol))
    }
    var program = Solver(maxPivots: maxPivots, defersClosedSubstitution: solver.defersClosedSubstitution)
    for (index, terms) in inequalities.enumerated() {
      let t = Variable(coordinates + index)
      try run(&program, LinearConstraint(terms: terms + [LinearTerm(t, -1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000))
      try run(&program, LinearConstraint(terms: [LinearTerm(t, 1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000))
      try run(&program, LinearConstraint(terms: [LinearTerm(t, 1)], constant: -1, relation: .lessThanOrEqual, priority: 1000))
      try run(&program, LinearConstraint(terms: [LinearTerm(t, 1)], constant: -1, relation: .equal, priority: 1))
    }
    var equalities = Solver(maxPivots: maxPivots, defersClosedSubstitution: solver.defersClosedSubstitution)
    for (index, terms) in inequalities.enumerated() where program.value(of: Variable(coordinates + index)) < 0.5 {
      if index < coordinates { free[index] = false }
      try run(&equalities, LinearConstraint(terms: terms, constant: 0, relation: .equal, priority: 1000))
    }
    return equalities
  }

  private func run(_ solver: inout Solver, _ constraint: LinearConstraint) throws(SolverError) {
    do {
      try solver.add(constraint)
    } catch {
      switch error {
      case .iterationLimitExceeded(let pivots): throw .iterationLimitExceeded(pivots: pivots)
      // Cannot happen for these homogeneous, always-feasible systems; ignore the constraint if rounding says so.
      case .unsatisfiable, .invalidConstraint, .numericalFailure: return
      }
    }
  }

  /// Owners of error symbols that move along the block's free directions: free error coordinates, and
  /// basic errors whose rows depend on a free coordinate.
  private func competingConstraints(_ block: Block, free: [Bool]) -> [Int] {
    var owners: [Int] = []
    for (coordinate, symbol) in block.symbols.enumerated() where free[coordinate] {
      if solver.kinds[Int(symbol)] == .error { owners.append(Int(solver.tags[Int(symbol)])) }
      solver.forEachRow(containing: symbol) { slot in
        let basic = solver.basicOfSlot[Int(slot)]
        if solver.kinds[Int(basic)] == .error { owners.append(Int(solver.tags[Int(basic)])) }
      }
    }
    return Array(Set(owners)).sorted()
  }
}
