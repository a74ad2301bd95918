/// Disjoint sets over `0..<count`, for splitting a system into independent components.
struct UnionFind: Sendable {
  private var parent: [Int32]

  init(count: Int) { parent = (0..<count).map { Int32($0) } }

  mutating func find(_ element: Int) -> Int {
    var node = element
    while Int(parent[node]) != node {
      let grand = parent[Int(parent[node])]
      parent[node] = grand
      node = Int(grand)
    }
    return node
  }

  /// Joins the sets; the smaller root wins so results do not depend on call order details.
  mutating func union(_ a: Int, _ b: Int) {
    let rootA = find(a)
    let rootB = find(b)
    if rootA == rootB { return }
    if rootA < rootB { parent[rootB] = Int32(rootA) } else { parent[rootA] = Int32(rootB) }
  }
}
