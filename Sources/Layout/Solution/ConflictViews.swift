/// ``Conflict/views`` for a report that lists only the first few, computed once for conflicts that
/// share their conflicting constraints.
///
/// A thousand pins against one chain of a thousand views share one array of conflicting constraints
/// (`ConstraintModel.solution(from:)` builds it once); collecting its views again for each conflict
/// cost the chain's length each time.
struct ConflictViews {
  /// The array last seen, by its storage, and its views in first-mention order.
  private var storage: UnsafeRawPointer?
  private var names: [String] = []
  private var seen: Set<String> = []

  /// The first `limit` views of `conflict` in first-mention order (the broken constraint's first),
  /// and how many views it has.
  mutating func views(of conflict: Conflict, limit: Int) -> (names: [String], count: Int) {
    let address = conflict.conflicting.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    if address == nil || address != storage {
      storage = address
      names = []
      seen = []
      for constraint in conflict.conflicting {
        for name in constraint.views where seen.insert(name).inserted { names.append(name) }
      }
    }
    var first: [String] = []
    var firstSeen: Set<String> = []
    for name in conflict.broken.views where firstSeen.insert(name).inserted { first.append(name) }
    let added = first.filter { !seen.contains($0) }.count
    for name in names {
      if first.count >= limit { break }
      if !firstSeen.contains(name) { first.append(name) }
    }
    return (Array(first.prefix(limit)), names.count + added)
  }
}
