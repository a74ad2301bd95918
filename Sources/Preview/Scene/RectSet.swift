/// A growing list of rectangles with a uniform-grid index, so "which rectangles might touch this one"
/// costs a few buckets instead of a scan of every rectangle placed so far.
///
/// Scene building asks this for every candidate position of every annotation pill; with a plain array
/// that was quadratic (1.5 s for a 50×100 grid). The index only narrows the search: callers still run
/// their exact geometric test on each rectangle it offers, so results are the same as scanning the
/// whole list. Each rectangle is offered at most once per query, in insertion order.
struct RectSet {
  /// Points per grid cell: about the size of a pill or a short label.
  static let cellSize = 64.0
  /// Rectangles covering more cells than this (or with non-finite or absurd coordinates) are kept in
  /// a side list that every query visits.
  static let maximumCells = 256

  private(set) var rects: [Rect] = []
  private var buckets: [Int: [Int32]] = [:]
  /// The cells of an area known in advance, indexed directly (no hashing); cells outside it go to
  /// ``buckets``.
  private var area: (column: Int, row: Int, columns: Int, rows: Int)?
  private var cells: [[Int32]] = []
  private var large: [Int32] = []
  /// Per rectangle, the last query that offered it (deduplication across buckets).
  private var stamps: [UInt32] = []
  private var query: UInt32 = 0
  /// The indices a query found, kept between queries so that each one does not allocate.
  private var found: [Int32] = []

  var count: Int { rects.count }

  init() {}

  /// A set whose rectangles mostly lie in `bounds`: those cells are an array, which is faster to
  /// query than the hash table the rest use.
  init(expecting bounds: Rect) {
    guard let range = Self.cells(of: bounds), range.columns.count * range.rows.count <= 1 << 20 else { return }
    area = (range.columns.lowerBound, range.rows.lowerBound, range.columns.count, range.rows.count)
    cells = Array(repeating: [], count: range.columns.count * range.rows.count)
  }

  private func slot(_ column: Int, _ row: Int) -> Int? {
    guard let area else { return nil }
    let x = column - area.column
    let y = row - area.row
    guard x >= 0, y >= 0, x < area.columns, y < area.rows else { return nil }
    return y * area.columns + x
  }

  mutating func append(_ rect: Rect) {
    let index = Int32(rects.count)
    rects.append(rect)
    stamps.append(0)
    guard let cells = Self.cells(of: rect) else {
      large.append(index)
      return
    }
    for row in cells.rows {
      for column in cells.columns {
        if let slot = slot(column, row) {
          self.cells[slot].append(index)
        } else {
          buckets[Self.key(column, row), default: []].append(index)
        }
      }
    }
  }

  /// Calls `body` with every rectangle that may intersect `rect` (a superset of those that do), each
  /// once, in insertion order.
  mutating func forEachCandidate(near rect: Rect, _ body: (Rect) -> Void) {
    forEachCandidateIndex(near: rect) { _, candidate in body(candidate) }
  }

  /// Whether `predicate` holds for any rectangle that may intersect `rect`. Stops at the first that
  /// does; a rectangle in several cells may be tested more than once, which cannot change the answer.
  func contains(near rect: Rect, where predicate: (Int, Rect) -> Bool) -> Bool {
    guard let range = Self.cells(of: rect) else {
      return rects.indices.contains { predicate($0, rects[$0]) }
    }
    for index in large where predicate(Int(index), rects[Int(index)]) { return true }
    for row in range.rows {
      for column in range.columns {
        if let slot = slot(column, row) {
          for index in cells[slot] where predicate(Int(index), rects[Int(index)]) { return true }
        } else if let bucket = buckets[Self.key(column, row)] {
          for index in bucket where predicate(Int(index), rects[Int(index)]) { return true }
        }
      }
    }
    return false
  }

  /// Calls `body` with the index of every rectangle that may intersect `rect`, each once, in
  /// insertion order.
  mutating func forEachCandidateIndex(near rect: Rect, _ body: (Int, Rect) -> Void) {
    guard let cells = Self.cells(of: rect) else {
      for (index, candidate) in rects.enumerated() { body(index, candidate) }
      return
    }
    query &+= 1
    if query == 0 {
      // Wrapped around: forget old stamps so none matches the new query by accident.
      for index in stamps.indices { stamps[index] = 0 }
      query = 1
    }
    var found: [Int32] = []
    swap(&found, &self.found)
    found.removeAll(keepingCapacity: true)
    for index in large { mark(index, into: &found) }
    for row in cells.rows {
      for column in cells.columns {
        if let slot = slot(column, row) {
          for index in self.cells[slot] { mark(index, into: &found) }
        } else if let bucket = buckets[Self.key(column, row)] {
          for index in bucket { mark(index, into: &found) }
        }
      }
    }
    if found.count > 1 { found.sort() }
    for index in found { body(Int(index), rects[Int(index)]) }
    self.found = found
  }

  private mutating func mark(_ index: Int32, into found: inout [Int32]) {
    if stamps[Int(index)] != query {
      stamps[Int(index)] = query
      found.append(index)
    }
  }

  /// The cells a rectangle's closure touches, or `nil` when it is too big or not finite to index.
  private static func cells(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    let limit = 1e9
    let x0 = min(rect.x, rect.maxX)
    let x1 = max(rect.x, rect.maxX)
    let y0 = min(rect.y, rect.maxY)
    let y1 = max(rect.y, rect.maxY)
    guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x0 > -limit, x1 < limit, y0 > -limit,
      y1 < limit
    else { return nil }
    let columns = Int((x0 / cellSize).rounded(.down))...Int((x1 / cellSize).rounded(.down))
    let rows = Int((y0 / cellSize).rounded(.down))...Int((y1 / cellSize).rounded(.down))
    guard columns.count * rows.count <= maximumCells else { return nil }
    return (columns, rows)
  }

  private static func key(_ column: Int, _ row: Int) -> Int {
    // Cells are within ±1e9 / 64 < 2^25, so 32 bits per coordinate keep keys distinct.
    (column << 32) ^ (row & 0xFFFF_FFFF)
  }
}
