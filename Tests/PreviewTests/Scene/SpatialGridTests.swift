import Layout
import Testing

@testable import Preview

/// The spatial index behind placement: it may offer extra entries, but never misses one whose
/// rectangle touches the query, whatever the area it was made for, so every placement question gets
/// the answer a scan of everything placed would give.
@Suite struct SpatialGridTests {
  /// A small deterministic generator (no global random state in tests).
  struct Generator {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  static func randomRects(count: Int, seed: UInt64, span: Double, maximumSide: Double) -> [Rect] {
    var generator = Generator(state: seed)
    return (0..<count).map { _ in
      Rect(
        x: generator.next() * span - span / 4, y: generator.next() * span - span / 4,
        width: generator.next() * maximumSide, height: generator.next() * maximumSide)
    }
  }

  /// Whether two closed rectangles share a point (touching edges count).
  static func touches(_ a: Rect, _ b: Rect) -> Bool {
    a.x <= b.maxX && b.x <= a.maxX && a.y <= b.maxY && b.y <= a.maxY
  }

  static func offered(_ grid: SpatialGrid, near query: Rect) -> Set<Int> {
    var result: Set<Int> = []
    grid.forEach(near: query) { result.insert($0) }
    return result
  }

  @Test(
    "every rectangle touching the query is offered, over any area",
    arguments: [
      (1 as UInt64, 6.0, Rect(x: 0, y: 0, width: 1000, height: 1000)),
      (2, 40.0, Rect(x: -500, y: -500, width: 3000, height: 3000)),
      (3, 300.0, Rect(x: 200, y: 200, width: 100, height: 100)),  // most entries beyond the area
      (4, 5000.0, Rect(x: 0, y: 0, width: 60_000, height: 60_000)),  // larger cells
    ])
  func offersASupersetOfTheTouchingRectangles(seed: UInt64, maximumSide: Double, area: Rect) {
    let rects = Self.randomRects(count: 400, seed: seed, span: 2000, maximumSide: maximumSide)
    let queries = Self.randomRects(count: 200, seed: seed &+ 99, span: 2000, maximumSide: 60)
    var grid = SpatialGrid(covering: area)
    for (index, rect) in rects.enumerated() {
      grid.insert(Int32(index), covering: rect)
      // Query while the grid grows, as scene building does.
      guard index % 20 == 19 else { continue }
      for query in queries {
        let offered = Self.offered(grid, near: query)
        let expected = rects[0...index].indices.filter { Self.touches(rects[$0], query) }
        #expect(Set(expected).isSubset(of: offered))
      }
    }
  }

  @Test func aBorderIsOfferedToEveryRectangleThatCrossesIt() {
    let boxes = Self.randomRects(count: 200, seed: 7, span: 2000, maximumSide: 900)
    let queries = Self.randomRects(count: 300, seed: 8, span: 2000, maximumSide: 80)
    var grid = SpatialGrid(covering: Rect(x: 0, y: 0, width: 1500, height: 1500))
    for (index, box) in boxes.enumerated() { grid.insert(Int32(index), alongEdgesOf: box) }
    for query in queries {
      let offered = Self.offered(grid, near: query)
      for (index, box) in boxes.enumerated() where SceneLint.straddles(query, box) {
        #expect(offered.contains(index), "box \(box) not offered for \(query)")
      }
    }
  }

  @Test func touchingEdgesAndZeroSizeRectanglesAreFoundLikeAScan() {
    var grid = SpatialGrid(covering: Rect(x: 0, y: 0, width: 500, height: 500))
    let rects = [
      Rect(x: 64, y: 64, width: 64, height: 64),  // exactly one grid cell
      Rect(x: 10, y: 0, width: 0, height: 100),  // a zero-width border
      Rect(x: 127.5, y: 127.5, width: 0.5, height: 0.5),
      Rect(x: -200, y: -200, width: 10, height: 10),  // beyond the area
    ]
    for (index, rect) in rects.enumerated() { grid.insert(Int32(index), covering: rect) }
    let queries = [
      Rect(x: 0, y: 0, width: 64, height: 64), Rect(x: 5, y: 5, width: 10, height: 10),
      Rect(x: 127, y: 127, width: 2, height: 2), Rect(x: 128, y: 128, width: 5, height: 5),
      Rect(x: -195, y: -195, width: 1, height: 1),
    ]
    for query in queries {
      let offered = Self.offered(grid, near: query)
      let expected = rects.indices.filter { Self.touches(rects[$0], query) }
      #expect(Set(expected).isSubset(of: offered))
    }
  }

  @Test func hugeAndNonFiniteRectanglesAreAlwaysConsidered() {
    var grid = SpatialGrid(covering: Rect(x: 0, y: 0, width: 2_000, height: 2_000))
    let canvas = Rect(x: 0, y: 0, width: 20_000, height: 20_000)
    let far = Rect(x: 1e12, y: 1e12, width: 10, height: 10)
    let broken = Rect(x: .nan, y: 0, width: 10, height: 10)
    grid.insert(0, covering: canvas)
    grid.insert(1, covering: far)
    grid.insert(2, covering: broken)
    let offered = Self.offered(grid, near: Rect(x: 500, y: 500, width: 20, height: 20))
    #expect(offered.contains(0))
    #expect(offered.contains(2))
    // A query the grid cannot hold (non-finite) falls back to every entry.
    #expect(Self.offered(grid, near: Rect(x: .infinity, y: 0, width: 1, height: 1)) == [0, 1, 2])
  }

  @Test func aDegenerateAreaStillAnswers() {
    for area in [Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: .nan, y: 0, width: 1, height: 1),
                 Rect(x: 0, y: 0, width: 1e300, height: 1e300)] {
      var grid = SpatialGrid(covering: area)
      grid.insert(0, covering: Rect(x: 5, y: 5, width: 1, height: 1))
      #expect(Self.offered(grid, near: Rect(x: 5.5, y: 5.5, width: 1, height: 1)) == [0])
    }
  }
}
