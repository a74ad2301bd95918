import Layout

/// What is on the picture so far, as placement sees it: texts (names, captions, value labels,
/// markers) that nothing may cover, view borders that no text may straddle, and lines (bars,
/// guides, leaders) that texts and leaders keep clear of. All three share one ``SpatialGrid``, so
/// each question looks only at the cells it touches; the answers are those of a scan of everything
/// placed (``SceneLint``'s geometry, tested on each entry the grid offers).
struct Occupancy {
  private enum Kind: UInt8 {
    case text, border, line, leader
  }

  /// The geometry of an entry (plain values: reading it copies nothing that is counted).
  private struct Entry {
    var kind: Kind
    /// A text's box, a view's rectangle, or a line's bounding box.
    var rect: Rect
    var from: (x: Double, y: Double)
    var to: (x: Double, y: Double)
  }

  private var grid: SpatialGrid
  private var entries: [Entry] = []
  /// What each text or line is for (a line may cross its own label); `.canvas` for a border. Read
  /// only when the geometry says two things meet.
  private var roles: [SceneRole] = []
  /// The last few entries that kept a text from a place, newest first. Candidates come in runs
  /// around one point, and what kept one from a place (a neighbour's border, a label) usually keeps
  /// the next: they are asked first. Entries never change, so the answer is the search's; only the
  /// search is skipped.
  private var recentObstacles: [Int] = []
  private static let recentObstacleCount = 4

  /// An empty picture over `area`, where (nearly) everything will be placed, with room for about
  /// `count` entries.
  init(area: Rect, expecting count: Int = 0) {
    grid = SpatialGrid(covering: area)
    entries.reserveCapacity(count)
    roles.reserveCapacity(count)
  }

  /// A text's box, which nothing else may cover.
  mutating func occupy(_ rect: Rect, role: SceneRole) {
    add(Entry(kind: .text, rect: rect, from: (0, 0), to: (0, 0)), role: role)
  }

  /// A view's rectangle, whose border no text may straddle.
  mutating func addBorder(_ rect: Rect) {
    grid.insert(Int32(entries.count), alongEdgesOf: rect)
    entries.append(Entry(kind: .border, rect: rect, from: (0, 0), to: (0, 0)))
    roles.append(.canvas)
  }

  /// A line from `from` to `to`, which texts may not cross (but their own) and leaders may not
  /// cross (a leader is crossed by nothing).
  mutating func addLine(
    from: (x: Double, y: Double), to: (x: Double, y: Double), role: SceneRole, isLeader: Bool
  ) {
    add(Entry(kind: isLeader ? .leader : .line, rect: Self.boundingBox(from, to), from: from, to: to), role: role)
  }

  private mutating func add(_ entry: Entry, role: SceneRole) {
    grid.insert(Int32(entries.count), covering: entry.rect)
    entries.append(entry)
    roles.append(role)
  }

  /// Whether a text of `role` may take `rect`: over no other text, astride no view's border, and
  /// crossed by no line that is not its own.
  mutating func isFree(_ rect: Rect, role: SceneRole) -> Bool {
    for index in recentObstacles where keepsText(of: role, from: rect, entries[index], index) { return false }
    // A candidate place has a size: the usual question, whose cells are found with less checking.
    guard rect.width >= 0, rect.height >= 0 else { return isFreeOfAnySize(rect, role: role) }
    var obstacle: Int?
    entries.withUnsafeBufferPointer { entries in
      _ = grid.contains(nearPlace: rect) { index in
        guard keepsText(of: role, from: rect, entries[index], index) else { return false }
        obstacle = index
        return true
      }
    }
    guard let obstacle else { return true }
    if recentObstacles.count == Self.recentObstacleCount { recentObstacles.removeLast() }
    recentObstacles.insert(obstacle, at: 0)
    return false
  }

  @inline(never)
  private func isFreeOfAnySize(_ rect: Rect, role: SceneRole) -> Bool {
    entries.withUnsafeBufferPointer { entries in
      !grid.contains(near: rect) { keepsText(of: role, from: rect, entries[$0], $0) }
    }
  }

  /// Whether `entry` (the `index`th) keeps a text of `role` from `rect`.
  @inline(__always)
  private func keepsText(of role: SceneRole, from rect: Rect, _ entry: Entry, _ index: Int) -> Bool {
    switch entry.kind {
    case .text: return SceneLint.overlap(entry.rect, rect)
    case .border: return SceneLint.straddles(rect, entry.rect)
    case .line, .leader: return SceneLint.segment(entry.from, entry.to, crosses: rect) && roles[index] != role
    }
  }

  /// Whether a line of `role` from `from` to `to` crosses no text but its own and, for a leader,
  /// no other line; any other line may cross no leader.
  func isClear(
    _ from: (x: Double, y: Double), _ to: (x: Double, y: Double), role: SceneRole, isLeader: Bool
  ) -> Bool {
    entries.withUnsafeBufferPointer { entries in
      !grid.contains(near: Self.boundingBox(from, to)) { index in
        let entry = entries[index]
        switch entry.kind {
        case .text: return SceneLint.segment(from, to, crosses: entry.rect) && roles[index] != role
        case .border: return false
        case .line, .leader:
          return (isLeader || entry.kind == .leader)
            && SceneLint.segments(from, to, entry.from, entry.to) && roles[index] != role
        }
      }
    }
  }

  /// Calls `body` with the box of every text that intersects `rect`, perhaps more than once.
  func forEachText(intersecting rect: Rect, _ body: (Rect) -> Void) {
    grid.forEach(near: rect) { index in
      let entry = entries[index]
      if entry.kind == .text, entry.rect.intersects(rect) { body(entry.rect) }
    }
  }

  /// Calls `body` with the ends of every leader that may touch `rect`, perhaps more than once.
  func forEachLeader(near rect: Rect, _ body: ((x: Double, y: Double), (x: Double, y: Double)) -> Void) {
    grid.forEach(near: rect) { index in
      let entry = entries[index]
      if entry.kind == .leader { body(entry.from, entry.to) }
    }
  }

  static func boundingBox(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Rect {
    Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
  }
}
