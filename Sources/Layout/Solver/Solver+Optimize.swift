/// The primal simplex loop over the lexicographic objective.
extension Solver {
  /// Pivots until no non-basic symbol has a lexicographically negative reduced cost.
  mutating func optimize() throws(SolverFailure) {
    var degenerateStreak = 0
    while let entering = chooseEntering(bland: degenerateStreak > 50) {
      guard let step = ratioTest(entering, preferring: -1) else { throw .numericalFailure }
      degenerateStreak = step.ratio <= feasibilityTolerance ? degenerateStreak + 1 : 0
      try pivot(entering: entering, slot: step.slot)
    }
  }

  /// The first level where `symbol` has a non-zero reduced cost and that cost, when it is negative.
  func leadingNegativeCost(of symbol: Int32) -> LevelCost? {
    for cost in costs[Int(symbol)] {
      if cost.value < -Tolerance.cost { return cost }
      if cost.value > Tolerance.cost { return nil }
    }
    return nil
  }

  /// The entering symbol: among dirty symbols with a lexicographically negative reduced cost, the one whose
  /// negative cost is at the most important level and largest there (Dantzig); or the lowest id (Bland,
  /// against cycling). Symbols found non-negative leave the dirty list: only pivots can change them again.
  mutating func chooseEntering(bland: Bool) -> Int32? {
    var best: Int32 = -1
    var bestPriority = -Double.infinity
    var bestValue = 0.0
    var kept = 0
    for index in dirty.indices {
      let symbol = dirty[index]
      let candidate: LevelCost?
      if slotOfSymbol[Int(symbol)] >= 0 || kinds[Int(symbol)] != .slack && kinds[Int(symbol)] != .error {
        candidate = nil
      } else {
        candidate = leadingNegativeCost(of: symbol)
      }
      guard let candidate else {
        isDirty[Int(symbol)] = false
        continue
      }
      dirty[kept] = symbol
      kept += 1
      let better: Bool
      if best < 0 {
        better = true
      } else if bland {
        better = symbol < best
      } else if candidate.priority != bestPriority {
        better = candidate.priority > bestPriority
      } else if candidate.value != bestValue {
        better = candidate.value < bestValue
      } else {
        better = symbol < best
      }
      if better {
        best = symbol
        bestPriority = candidate.priority
        bestValue = candidate.value
      }
    }
    dirty.removeSubrange(kept...)
    return best >= 0 ? best : nil
  }

  /// The restricted row that limits `entering` first (minimum ratio); ties go to `preferring`, then to the
  /// lowest basic symbol id.
  func ratioTest(_ entering: Int32, preferring: Int32) -> (slot: Int32, ratio: Double)? {
    var bestSlot: Int32 = -1
    var bestRatio = Double.infinity
    var bestRank = Int64.max
    for slot in columns[Int(entering)] {
      let basic = basicOfSlot[Int(slot)]
      guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }
      let row = rows[Int(slot)]
      guard let position = row.position(of: entering) else { continue }
      let coefficient = row.coefficients[position]
      guard coefficient < -Tolerance.pivot else { continue }
      let ratio = max(row.constant, 0) / -coefficient
      let rank: Int64 = basic == preferring ? -1 : Int64(basic)
      let slack = 1e-12 * max(1, bestRatio.isFinite ? bestRatio : 1)
      if bestSlot < 0 || ratio < bestRatio - slack || (ratio <= bestRatio + slack && rank < bestRank) {
        bestSlot = slot
        bestRatio = ratio
        bestRank = rank
      }
    }
    return bestSlot >= 0 ? (bestSlot, bestRatio) : nil
  }
}
