/// A max-heap of pending references by deferral rank (one symbol per rank), for ``Solver/expanded(_:)``.
struct ReferenceHeap: Sendable {
  private var ranks: [Int32] = []
  private var entries: [(symbol: Int32, value: Double)] = []

  mutating func push(rank: Int32, symbol: Int32, value: Double) {
    ranks.append(rank)
    entries.append((symbol, value))
    var child = ranks.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if ranks[parent] >= ranks[child] { break }
      ranks.swapAt(parent, child)
      entries.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes and returns the entry of the highest rank.
  mutating func pop() -> (symbol: Int32, value: Double)? {
    guard let top = entries.first else { return nil }
    let lastRank = ranks.removeLast()
    let lastEntry = entries.removeLast()
    if !ranks.isEmpty {
      ranks[0] = lastRank
      entries[0] = lastEntry
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < ranks.count else { break }
        let right = left + 1
        let child = right < ranks.count && ranks[right] > ranks[left] ? right : left
        if ranks[parent] >= ranks[child] { break }
        ranks.swapAt(parent, child)
        entries.swapAt(parent, child)
        parent = child
      }
    }
    return top
  }

  /// Pops the top entry's value when it belongs to `symbol` (the same reference, pushed again).
  mutating func popIfTop(_ symbol: Int32) -> Double? {
    guard let top = entries.first, top.symbol == symbol else { return nil }
    return pop()?.value
  }
}
