/// One generated workload: a family at a size.
///
/// The families (see `docs/benchmarks.md` for the exact constraints):
/// - `chain-N`: one horizontal chain of N views pinned to both canvas edges, every width equal to the
///   previous view's, every view aligned top and bottom with its neighbour. Fully determined only once the
///   trailing pin arrives, which is what makes dummy-marker solvers (kiwi) fill every row.
/// - `grid-RxC`: R×C equal-size cells with standard spacing, every row and column pinned to both edges.
/// - `priorities-N`: one chain of N views whose widths are decided by three competing constraints each
///   (`>=`, `<=`, `==`) at 11 priority levels, so every x depends on every earlier optional width.
/// - `labels-N`: N labelled views in rows of up to 25; sizes come from the text (hugging and
///   compression resistance), rows stack vertically.
struct BenchCase: Sendable, Hashable {
  enum Family: String, Sendable, CaseIterable {
    case chain, grid, priorities, labels
  }

  var family: Family
  /// The number of views.
  var size: Int

  /// `chain-1000`, `grid-25x40`.
  var name: String {
    if family == .grid {
      let shape = Self.gridShape(for: size)
      return "grid-\(shape.rows)x\(shape.columns)"
    }
    return "\(family.rawValue)-\(size)"
  }

  /// Rows and columns of the grid with `size` cells (the shapes the research anchors used).
  static func gridShape(for size: Int) -> (rows: Int, columns: Int) {
    switch size {
    case 10: return (2, 5)
    case 100: return (10, 10)
    case 1000: return (25, 40)
    case 5000: return (50, 100)
    default:
      var rows = Int(Double(size).squareRoot())
      while rows > 1 && size % rows != 0 { rows -= 1 }
      return (rows, size / max(rows, 1))
    }
  }

  /// Whether the picture of this case is drawn (and so rasterised, encoded and diffed). The chain-like
  /// families run far past any canvas the renderer accepts once N is large, so only the families that make
  /// pictures people look at are drawn.
  var isRendered: Bool { family == .grid || family == .labels }

  /// Parses `chain-1000`, `grid-50x100` (or `grid-5000`), `labels-10`.
  init?(name: String) {
    let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, let family = Family(rawValue: parts[0]) else { return nil }
    if family == .grid, parts[1].contains("x") {
      let sides = parts[1].split(separator: "x").compactMap { Int($0) }
      guard sides.count == 2, sides[0] > 0, sides[1] > 0 else { return nil }
      self.init(family: family, size: sides[0] * sides[1])
      return
    }
    guard let size = Int(parts[1]), size > 0 else { return nil }
    self.init(family: family, size: size)
  }

  init(family: Family, size: Int) {
    self.family = family
    self.size = size
  }
}
