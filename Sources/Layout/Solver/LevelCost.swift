/// A symbol's reduced cost at one level of the lexicographic objective (the level of an optional priority).
///
/// A symbol keeps only its non-zero costs, most important level first (optional constraints are added most
/// important first, so a new level is appended): with a distinct priority per optional constraint
/// (console-log imports stagger their assumptions so), a dense level × symbol table grew as n² in memory
/// and every new symbol cost one entry per level.
struct LevelCost: Equatable, Sendable {
  /// The level's priority; a higher priority is a more important level.
  var priority: Double
  var value: Double

  /// `costs + factor·other`, both ordered most important level first; sums that are rounding noise of their
  /// parts become 0 and disappear, as they did in the dense table.
  static func merged(_ costs: [LevelCost], _ other: [LevelCost], times factor: Double) -> [LevelCost] {
    var result: [LevelCost] = []
    result.reserveCapacity(costs.count + other.count)
    var i = 0
    var j = 0
    while i < costs.count || j < other.count {
      if j == other.count || i < costs.count && costs[i].priority > other[j].priority {
        result.append(costs[i])
        i += 1
      } else if i == costs.count || other[j].priority > costs[i].priority {
        let value = other[j].value * factor
        if value != 0 { result.append(LevelCost(priority: other[j].priority, value: value)) }
        j += 1
      } else {
        let value = Tolerance.sum(costs[i].value, other[j].value * factor)
        if value != 0 { result.append(LevelCost(priority: costs[i].priority, value: value)) }
        i += 1
        j += 1
      }
    }
    return result
  }
}
