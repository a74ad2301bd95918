import Layout

/// A uniform grid of cells over an area, each cell listing the entries whose rectangle touches it,
/// so "what might touch this rectangle" costs the few cells under it instead of a scan of every
/// entry placed so far.
///
/// The grid only narrows a search: callers run their exact test on each entry it offers, so the
/// answers are those of a full scan. An entry listed in several cells is offered once per cell, so
/// the queries suit tests a repeat cannot change ("is any …", "cut by each …"). Coordinates beyond
/// the area count as its edge cells (the mapping stays monotonic, so two shapes that share a point
/// always share a cell); entries that would fill too many cells, or are not finite, are offered
/// to every query. Each cell is a chain through flat arrays: adding an entry allocates nothing per
/// cell.
struct SpatialGrid {
  /// Points per cell at least: about the size of a pill or a short label.
  static let minimumCellSize = 32.0
  /// At most this many cells; a larger area gets larger cells.
  static let maximumCells = 1 << 18
  /// Entries covering more cells than this are offered to every query instead (only what no picture
  /// has: a grid has at most 2 × 512 cells along the edges of a square area).
  static let maximumCellsPerEntry = 1 << 14

  private let originX: Double
  private let originY: Double
  /// Cells per point.
  private let scale: Double
  private let columns: Int
  private let rows: Int
  /// The first link of each cell's chain, or -1.
  private var heads: [Int32]
  /// Each link: the entry, and the next link of the same cell (-1 at the end).
  private var links: [(entry: Int32, next: Int32)] = []
  private var everywhere: [Int32] = []
  /// One more than the largest entry added: what a query that cannot use the cells scans.
  private var entryLimit: Int32 = 0

  /// A grid over `area` (any finite rectangle; an empty or non-finite one gives a single cell).
  init(covering area: Rect) {
    let finite = area.x.isFinite && area.y.isFinite && area.width.isFinite && area.height.isFinite
    let width = finite ? max(area.width, 1) : 1
    let height = finite ? max(area.height, 1) : 1
    var size = Self.minimumCellSize
    if width * height / (size * size) > Double(Self.maximumCells) {
      size = (width * height / Double(Self.maximumCells)).squareRoot()
    }
    originX = finite ? area.x : 0
    originY = finite ? area.y : 0
    scale = 1 / size
    columns = max(1, Int(min((width / size).rounded(.up), Double(Self.maximumCells))))
    rows = max(1, Int(min((height / size).rounded(.up), Double(Self.maximumCells / columns))))
    heads = Array(repeating: -1, count: columns * rows)
  }

  /// Lists `entry` in every cell its rectangle (edges included) touches.
  mutating func insert(_ entry: Int32, covering rect: Rect) {
    note(entry)
    guard let range = cells(of: rect),
      range.columns.count * range.rows.count <= Self.maximumCellsPerEntry
    else {
      everywhere.append(entry)
      return
    }
    for row in range.rows {
      for column in range.columns { link(entry, row * columns + column) }
    }
  }

  /// Lists `entry` in the cells along the four edges of `rect` only: enough for a question about
  /// what crosses its border (a shape that reaches both inside and outside a rectangle touches
  /// its border), at a cost that grows with the perimeter, not the area.
  mutating func insert(_ entry: Int32, alongEdgesOf rect: Rect) {
    note(entry)
    guard let range = cells(of: rect),
      2 * (range.columns.count + range.rows.count) <= Self.maximumCellsPerEntry
    else {
      everywhere.append(entry)
      return
    }
    for row in range.rows {
      if row == range.rows.lowerBound || row == range.rows.upperBound {
        for column in range.columns { link(entry, row * columns + column) }
      } else {
        link(entry, row * columns + range.columns.lowerBound)
        if range.columns.upperBound != range.columns.lowerBound {
          link(entry, row * columns + range.columns.upperBound)
        }
      }
    }
  }

  /// Whether `predicate` holds for any entry that may touch `rect` (it is not called for the
  /// others, except when `rect` is not finite: then for every entry).
  @inline(__always)
  func contains(near rect: Rect, where predicate: (Int) -> Bool) -> Bool {
    for entry in everywhere where predicate(Int(entry)) { return true }
    guard let range = cells(of: rect) else {
      return (0..<Int(entryLimit)).contains(where: predicate)
    }
    return contains(in: range, where: predicate)
  }

  /// ``contains(near:where:)`` for a rectangle known to be finite, with a size that is not
  /// negative (a candidate place): the cells are found with less checking.
  @inline(__always)
  func contains(nearPlace rect: Rect, where predicate: (Int) -> Bool) -> Bool {
    for entry in everywhere where predicate(Int(entry)) { return true }
    let range = (columns: column(rect.x)...column(rect.x + rect.width), rows: row(rect.y)...row(rect.y + rect.height))
    return contains(in: range, where: predicate)
  }

  @inline(__always)
  private func contains(
    in range: (columns: ClosedRange<Int>, rows: ClosedRange<Int>), where predicate: (Int) -> Bool
  ) -> Bool {
    heads.withUnsafeBufferPointer { heads in
      links.withUnsafeBufferPointer { links in
        var row = range.rows.lowerBound
        while row <= range.rows.upperBound {
          var cell = row * columns + range.columns.lowerBound
          let end = row * columns + range.columns.upperBound
          while cell <= end {
            var link = heads[cell]
            while link >= 0 {
              let (entry, next) = links[Int(link)]
              if predicate(Int(entry)) { return true }
              link = next
            }
            cell += 1
          }
          row += 1
        }
        return false
      }
    }
  }

  /// Calls `body` with every entry that may touch `rect`, perhaps more than once.
  func forEach(near rect: Rect, _ body: (Int) -> Void) {
    _ = contains(near: rect) { entry in
      body(entry)
      return false
    }
  }

  private mutating func note(_ entry: Int32) {
    entryLimit = max(entryLimit, entry + 1)
  }

  private mutating func link(_ entry: Int32, _ cell: Int) {
    links.append((entry, heads[cell]))
    heads[cell] = Int32(links.count - 1)
  }

  /// The cells a rectangle's closure touches, those beyond the area counted as its edge cells;
  /// `nil` when the rectangle is not finite.
  @inline(__always)
  private func cells(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
    let x0 = min(rect.x, rect.maxX)
    let x1 = max(rect.x, rect.maxX)
    let y0 = min(rect.y, rect.maxY)
    let y1 = max(rect.y, rect.maxY)
    guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return nil }
    return (column(x0)...column(x1), row(y0)...row(y1))
  }

  @inline(__always)
  private func column(_ x: Double) -> Int {
    let cell = (x - originX) * scale
    if !(cell > 0) { return 0 }
    return cell < Double(columns) ? Int(cell) : columns - 1
  }

  @inline(__always)
  private func row(_ y: Double) -> Int {
    let cell = (y - originY) * scale
    if !(cell > 0) { return 0 }
    return cell < Double(rows) ? Int(cell) : rows - 1
  }
}
