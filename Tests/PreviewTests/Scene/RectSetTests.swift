import Layout
import Testing

@testable import Preview

/// The spatial index behind annotation placement: it may offer extra rectangles, but never misses one
/// that intersects the query, never offers one twice, and keeps insertion order, so the placement
/// costs it feeds are the same sums a full scan would add up.
@Suite struct RectSetTests {
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

  static func offered(_ set: inout RectSet, near query: Rect) -> [Rect] {
    var result: [Rect] = []
    set.forEachCandidate(near: query) { result.append($0) }
    return result
  }

  @Test(
    "every intersecting rectangle is offered, once, in insertion order",
    arguments: [(1 as UInt64, 6.0), (2, 40.0), (3, 300.0), (4, 5000.0)])
  func offersASupersetOfTheIntersections(seed: UInt64, maximumSide: Double) {
    let rects = Self.randomRects(count: 400, seed: seed, span: 2000, maximumSide: maximumSide)
    let queries = Self.randomRects(count: 200, seed: seed &+ 99, span: 2000, maximumSide: 60)
    var set = RectSet()
    for (index, rect) in rects.enumerated() {
      set.append(rect)
      // Query while the set grows, as scene building does.
      guard index % 20 == 19 else { continue }
      for query in queries {
        let offered = Self.offered(&set, near: query)
        let expected = rects[0...index].filter { $0.intersects(query) }
        #expect(offered.filter { $0.intersects(query) } == expected)
        #expect(Set(offered.map { "\($0)" }).count == offered.count)
      }
    }
  }

  @Test func touchingEdgesAndZeroSizeRectanglesAreFoundLikeAScan() {
    var set = RectSet()
    let rects = [
      Rect(x: 64, y: 64, width: 64, height: 64),  // exactly one grid cell
      Rect(x: 10, y: 0, width: 0, height: 100),  // a zero-width border
      Rect(x: 127.5, y: 127.5, width: 0.5, height: 0.5),
      Rect(x: -200, y: -200, width: 10, height: 10),  // negative coordinates
    ]
    for rect in rects { set.append(rect) }
    let queries = [
      Rect(x: 0, y: 0, width: 64, height: 64), Rect(x: 5, y: 5, width: 10, height: 10),
      Rect(x: 127, y: 127, width: 2, height: 2), Rect(x: 128, y: 128, width: 5, height: 5),
      Rect(x: -195, y: -195, width: 1, height: 1),
    ]
    for query in queries {
      let offered = Self.offered(&set, near: query)
      #expect(offered.filter { $0.intersects(query) } == rects.filter { $0.intersects(query) })
    }
  }

  @Test func hugeAndNonFiniteRectanglesAreAlwaysConsidered() {
    var set = RectSet()
    let canvas = Rect(x: 0, y: 0, width: 20_000, height: 20_000)
    let far = Rect(x: 1e12, y: 1e12, width: 10, height: 10)
    let broken = Rect(x: .nan, y: 0, width: 10, height: 10)
    set.append(canvas)
    set.append(far)
    set.append(broken)
    let query = Rect(x: 500, y: 500, width: 20, height: 20)
    let offered = Self.offered(&set, near: query)
    #expect(offered.contains(canvas))
    #expect(offered.filter { $0.intersects(query) } == [canvas])
    // A query the grid cannot hold (non-finite) falls back to every rectangle.
    #expect(Self.offered(&set, near: Rect(x: .infinity, y: 0, width: 1, height: 1)).count == 3)
  }
}
