import Layout

/// Where a text of a given size may go, best first, in a fixed order: placement takes the first
/// that keeps every rule. Each list stops at `limit` (a crowded picture tries only its first few).
enum CandidateRects {
  /// How far a label sits from the bar it labels, in points.
  static let labelClearance = 1.5

  /// Rectangles of a size around a point: touching it on each side and corner, then further out
  /// step by step.
  static func ring(
    around point: (x: Double, y: Double), width: Double, height: Double, steps: Int,
    limit: Int = .max
  ) -> [Rect] {
    var candidates: [Rect] = []
    candidates.reserveCapacity(min(limit, 8 * steps))
    appendRing(to: &candidates, around: point, width: width, height: height, steps: steps, limit: limit)
    return candidates
  }

  /// Appends ``ring(around:width:height:steps:limit:)``'s rectangles to `candidates` while it
  /// holds fewer than `limit`.
  static func appendRing(
    to candidates: inout [Rect], around point: (x: Double, y: Double), width: Double,
    height: Double, steps: Int, limit: Int = .max
  ) {
    for index in 0..<(8 * steps) {
      guard candidates.count < limit else { return }
      candidates.append(ringRect(index, around: point, width: width, height: height))
    }
  }

  /// The `index`th rectangle of a ring around `point` (eight a step: right, above, left, below,
  /// then the corners), without making the list.
  static func ringRect(
    _ index: Int, around point: (x: Double, y: Double), width: Double, height: Double
  ) -> Rect {
    let gap = 2 + Double(index / 8) * (height + 4)
    let x: Double
    let y: Double
    switch index % 8 {
    case 0: (x, y) = (point.x + gap, point.y - height / 2)
    case 1: (x, y) = (point.x - width / 2, point.y - gap - height)
    case 2: (x, y) = (point.x - gap - width, point.y - height / 2)
    case 3: (x, y) = (point.x - width / 2, point.y + gap)
    case 4: (x, y) = (point.x + gap, point.y - gap - height)
    case 5: (x, y) = (point.x - gap - width, point.y - gap - height)
    case 6: (x, y) = (point.x + gap, point.y + gap)
    default: (x, y) = (point.x - gap - width, point.y + gap)
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Where a label for the axis-aligned bar `from`–`to` may go, best first: on the bar when enough
  /// of it stays visible, beside it, slid along it, beyond its ends, then further out.
  static func alongBar(
    _ from: (x: Double, y: Double), _ to: (x: Double, y: Double), width: Double, height: Double,
    limit: Int = .max
  ) -> [Rect] {
    let horizontal = from.y == to.y
    let low = horizontal ? min(from.x, to.x) : min(from.y, to.y)
    let high = horizontal ? max(from.x, to.x) : max(from.y, to.y)
    let cross = horizontal ? from.y : from.x
    let alongSize = horizontal ? width : height
    let crossSize = horizontal ? height : width
    let clearance = labelClearance
    var result: [Rect] = []
    result.reserveCapacity(min(limit, 48))
    func add(along: Double, cross: Double) -> Bool {
      guard result.count < limit else { return false }
      result.append(
        horizontal
          ? Rect(x: along - width / 2, y: cross - height / 2, width: width, height: height)
          : Rect(x: cross - width / 2, y: along - height / 2, width: width, height: height))
      return true
    }
    let middle = (low + high) / 2
    // On the bar: at least a few points of it must show on both sides.
    if high - low >= alongSize + 2 * (SceneLint.minimumVisibleBar + 4) {
      guard add(along: middle, cross: cross) else { return result }
    }
    let besides = [cross - crossSize / 2 - clearance - 3, cross + crossSize / 2 + clearance + 3]
    for side in besides { guard add(along: middle, cross: side) else { return result } }
    for fraction in [0.25, 0.75] {
      let along = low + (high - low) * fraction
      for side in besides { guard add(along: along, cross: side) else { return result } }
    }
    // Beyond the ends, on the bar's own line.
    guard add(along: low - alongSize / 2 - clearance - 4, cross: cross),
      add(along: high + alongSize / 2 + clearance + 4, cross: cross)
    else { return result }
    for step in 1...4 {
      let offset = crossSize / 2 + 6 + Double(step) * (crossSize + 3)
      for side in [cross - offset, cross + offset] { guard add(along: middle, cross: side) else { return result } }
      for along in [low - alongSize / 2 - 6, high + alongSize / 2 + 6] {
        for side in [cross - offset, cross + offset] { guard add(along: along, cross: side) else { return result } }
      }
    }
    // Further out, all around, on a leader: better than a note when there is room nearby.
    let anchor = horizontal ? (x: middle, y: cross) : (x: cross, y: middle)
    for rect in ring(around: anchor, width: width, height: height, steps: 7).suffix(32) {
      guard result.count < limit else { break }
      result.append(rect)
    }
    return result
  }

  /// Cross positions to try for a bar, from `cross` outwards in 4-point steps within `range`.
  static func spread(_ cross: Double, within range: (Double, Double), limit: Int = 40) -> [Double] {
    var result = [cross]
    result.reserveCapacity(limit + 1)
    var step = 4.0
    while result.count < limit, cross - step >= range.0 || cross + step <= range.1 {
      if cross - step >= range.0 + 1 { result.append(cross - step) }
      if cross + step <= range.1 - 1 { result.append(cross + step) }
      step += 4
    }
    return result
  }
}
