/// The competing constraints of a solved component, grouped once for all its variables.
///
/// Blocks of zero-cost directions whose competing constraints overlap form one group: their
/// constraints trade errors with each other, directly or through a shared constraint. A variable moved by
/// a block is reported with the whole group of that block. In a chain of n views tied at equal priority
/// every block shares the constraint that absorbs the deficit, so there is one group of n constraints,
/// built once: merging the exact lists of the i blocks that move the i-th view cost n² in all, in time
/// and in memory (each view held its own list).
struct CompetingGroups: Sendable {
  /// The group of each block.
  var groupOfBlock: [Int]
  /// The constraints of each group, ascending, without repeats. Groups are disjoint.
  var members: [[Int]]

  /// Groups the blocks whose lists (ascending constraint indices) `competing` holds.
  init(competing: [[Int]]) {
    var sets = UnionFind(count: competing.count)
    var blockOfConstraint: [Int: Int] = [:]
    for (block, owners) in competing.enumerated() {
      for owner in owners {
        if let other = blockOfConstraint[owner] {
          sets.union(block, other)
        } else {
          blockOfConstraint[owner] = block
        }
      }
    }
    var groupOfRoot = [Int](repeating: -1, count: competing.count)
    groupOfBlock = []
    groupOfBlock.reserveCapacity(competing.count)
    var lists: [[Int]] = []
    for block in competing.indices {
      let root = sets.find(block)
      if groupOfRoot[root] < 0 {
        groupOfRoot[root] = lists.count
        lists.append([])
      }
      groupOfBlock.append(groupOfRoot[root])
      lists[groupOfRoot[root]] += competing[block]
    }
    // A block's list is already ascending and alone in many groups; merged lists are sorted once.
    members = lists
    for group in members.indices where !Self.isStrictlyAscending(members[group]) {
      members[group] = Array(Set(members[group])).sorted()
    }
  }

  private static func isStrictlyAscending(_ list: [Int]) -> Bool {
    zip(list, list.dropFirst()).allSatisfy { $0 < $1 }
  }
}
