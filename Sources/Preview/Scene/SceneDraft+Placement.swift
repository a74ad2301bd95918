import Layout

/// The placement rules: every text, line and leader is checked against what is already on the
/// picture before it is added, so a scene keeps ``SceneLint``'s hard rules by construction — no text
/// over text, no label astride a view's border, nothing outside the picture, no line through text,
/// no leader across another line. A label with no legal place becomes a numbered dot (or, failing
/// that, only a legend entry); it never overlaps.
extension SceneDraft {
  /// How many of `full` candidates a placement tries: all of them for a picture a person reads, the
  /// first few for one of thousands of views, where almost every label becomes a note anyway and
  /// the whole search would cost seconds.
  func searchLimit(_ full: Int) -> Int {
    isCrowded ? min(full, 8) : full
  }

  var isCrowded: Bool { solution.viewNames.count > 500 }

  /// How far a label sits from the bar it labels, in points.
  static let labelClearance = 1.5

  /// The size of a value label (a pill) for `text`.
  func pillSize(_ text: String) -> (width: Double, height: Double) {
    let size = SceneBuilder.annotationSize
    return (widths.width(of: text, pointSize: size) + 8, size * SceneBuilder.lineFactor + 2)
  }

  mutating func occupy(_ rect: Rect, role: SceneRole) {
    occupied.append(rect)
    occupiedRoles.append(role)
  }

  /// Whether a text of `role` may take `rect`: inside the picture, over no other text, astride no
  /// view border, and crossed by no line that is not its own.
  mutating func isFree(_ rect: Rect, role: SceneRole) -> Bool {
    guard rect.width.isFinite, rect.height.isFinite, SceneLint.inside(rect, bounds) else { return false }
    if occupied.contains(near: rect, where: { SceneLint.overlap($1, rect) }) { return false }
    if borders.contains(near: rect, where: { SceneLint.straddles(rect, $1) }) { return false }
    let records = lineRecords
    return !lines.contains(near: rect) { index, _ in
      let line = records[index]
      return line.role != role && SceneLint.segment(line.from, line.to, crosses: rect)
    }
  }

  /// Whether a line of `role` from `from` to `to` crosses no text but its own (and, for a leader,
  /// no other line either).
  mutating func isClear(
    _ from: (x: Double, y: Double), _ to: (x: Double, y: Double), role: SceneRole,
    isLeader: Bool = false
  ) -> Bool {
    let box = Self.boundingBox(from, to)
    let roles = occupiedRoles
    if occupied.contains(near: box, where: { index, text in
      roles[index] != role && SceneLint.segment(from, to, crosses: text)
    }) {
      return false
    }
    // A leader may cross no line; any other line may cross no leader.
    let records = lineRecords
    return !lines.contains(near: box) { index, _ in
      let line = records[index]
      return line.role != role && (isLeader || line.kind == .leader)
        && SceneLint.segments(from, to, line.from, line.to)
    }
  }

  /// Adds a line and remembers it, so later text keeps clear of it.
  mutating func addLine(_ line: SceneLine) {
    lines.append(Self.boundingBox(line.from, line.to))
    lineRecords.append(PlacedLine(from: line.from, to: line.to, role: line.role, kind: line.kind))
    items.append(.line(line))
  }

  static func boundingBox(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Rect {
    Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
  }

  /// Places a value label at the first candidate that keeps every rule, with a leader back to
  /// `anchor` when it does not touch it. Returns where it went, or `nil` when nowhere is legal.
  @discardableResult
  mutating func placePill<Candidates: Sequence<Rect>>(
    _ text: String, candidates: Candidates, anchor: (x: Double, y: Double), color: RGBAColor,
    role: SceneRole, constraints: [Int]
  ) -> Rect? {
    for candidate in candidates where isFree(candidate, role: role) {
      guard attachLeader(from: anchor, to: candidate, color: color, role: role, constraints: constraints)
      else { continue }
      occupy(candidate, role: role)
      items.append(.pill(ScenePill(
        rect: candidate, fill: theme.annotationPill, stroke: color,
        text: makeText(
          string: text, x: candidate.midX, y: candidate.midY, alignment: .center,
          pointSize: SceneBuilder.annotationSize, color: color, maxWidth: nil, role: role,
          constraints: constraints),
        role: role, constraints: constraints)))
      return candidate
    }
    return nil
  }

  /// A numbered dot for a label that found no place; its text goes in the legend. Returns whether
  /// the dot itself found a place.
  @discardableResult
  mutating func placeDot(
    _ number: Int, around anchor: (x: Double, y: Double), color: RGBAColor, role: SceneRole,
    constraints: [Int]
  ) -> Bool {
    let radius = SceneBuilder.markerRadius
    for candidate in Self.ring(around: anchor, width: 2 * radius, height: 2 * radius, steps: isCrowded ? 1 : 6)
    where isFree(candidate, role: role) {
      guard attachLeader(from: anchor, to: candidate, color: color, role: role, constraints: constraints)
      else { continue }
      addBadge(String(number), center: (candidate.midX, candidate.midY), color: color, role: role,
               constraints: constraints)
      return true
    }
    return false
  }

  /// Joins something placed at `rect` to the point it belongs to with a leader, when it does not
  /// touch it (within `slack` points). Returns `false`, adding nothing, when that leader would cross
  /// a line or a text.
  mutating func attachLeader(
    from anchor: (x: Double, y: Double), to rect: Rect, color: RGBAColor, role: SceneRole,
    constraints: [Int], slack: Double = 2
  ) -> Bool {
    let nearest = (x: min(max(anchor.x, rect.x), rect.maxX), y: min(max(anchor.y, rect.y), rect.maxY))
    let dx = nearest.x - anchor.x
    let dy = nearest.y - anchor.y
    guard dx * dx + dy * dy > slack * slack else { return true }
    guard isClear(anchor, nearest, role: role, isLeader: true) else { return false }
    addLine(SceneLine(
      from: anchor, to: nearest, color: color, widthPixels: 1, style: .solid, tickLength: 0,
      kind: .leader, role: role, constraints: constraints))
    return true
  }

  mutating func addBadge(
    _ text: String, center: (Double, Double), color: RGBAColor, role: SceneRole, constraints: [Int]
  ) {
    let radius = SceneBuilder.markerRadius
    let rect = Rect(x: center.0 - radius, y: center.1 - radius, width: 2 * radius, height: 2 * radius)
    occupy(rect, role: role)
    items.append(.badge(SceneBadge(
      centerX: center.0, centerY: center.1, radius: radius, fill: color,
      text: makeText(
        string: text, x: center.0, y: center.1, alignment: .center,
        pointSize: SceneBuilder.annotationSize, color: theme.badgeText, maxWidth: nil, role: role,
        constraints: constraints),
      role: role, constraints: constraints)))
  }

  /// Candidate rectangles of a size around a point: touching it on each side and corner, then
  /// further out step by step, in a fixed order.
  static func ring(
    around point: (x: Double, y: Double), width: Double, height: Double, steps: Int
  ) -> [Rect] {
    var candidates: [Rect] = []
    for step in 0..<steps {
      let gap = 2 + Double(step) * (height + 4)
      let right = point.x + gap
      let left = point.x - gap - width
      let below = point.y + gap
      let above = point.y - gap - height
      let midX = point.x - width / 2
      let midY = point.y - height / 2
      candidates += [
        Rect(x: right, y: midY, width: width, height: height),
        Rect(x: midX, y: above, width: width, height: height),
        Rect(x: left, y: midY, width: width, height: height),
        Rect(x: midX, y: below, width: width, height: height),
        Rect(x: right, y: above, width: width, height: height),
        Rect(x: left, y: above, width: width, height: height),
        Rect(x: right, y: below, width: width, height: height),
        Rect(x: left, y: below, width: width, height: height),
      ]
    }
    return candidates
  }

  /// Where a label for the axis-aligned bar `from`–`to` may go, best first: on the bar when enough
  /// of it stays visible, beside it, slid along it, beyond its ends, then further out.
  static func candidates(
    alongBar from: (x: Double, y: Double), _ to: (x: Double, y: Double), width: Double,
    height: Double
  ) -> [Rect] {
    let horizontal = from.y == to.y
    let low = horizontal ? min(from.x, to.x) : min(from.y, to.y)
    let high = horizontal ? max(from.x, to.x) : max(from.y, to.y)
    let cross = horizontal ? from.y : from.x
    let alongSize = horizontal ? width : height
    let crossSize = horizontal ? height : width
    let clearance = labelClearance
    func rect(along: Double, cross: Double) -> Rect {
      horizontal
        ? Rect(x: along - width / 2, y: cross - height / 2, width: width, height: height)
        : Rect(x: cross - width / 2, y: along - height / 2, width: width, height: height)
    }
    let middle = (low + high) / 2
    var result: [Rect] = []
    // On the bar: at least a few points of it must show on both sides.
    if high - low >= alongSize + 2 * (SceneLint.minimumVisibleBar + 4) {
      result.append(rect(along: middle, cross: cross))
    }
    let besides = [cross - crossSize / 2 - clearance - 3, cross + crossSize / 2 + clearance + 3]
    for side in besides { result.append(rect(along: middle, cross: side)) }
    for fraction in [0.25, 0.75] {
      let along = low + (high - low) * fraction
      for side in besides { result.append(rect(along: along, cross: side)) }
    }
    // Beyond the ends, on the bar's own line.
    result.append(rect(along: low - alongSize / 2 - clearance - 4, cross: cross))
    result.append(rect(along: high + alongSize / 2 + clearance + 4, cross: cross))
    for step in 1...4 {
      let offset = crossSize / 2 + 6 + Double(step) * (crossSize + 3)
      for side in [cross - offset, cross + offset] { result.append(rect(along: middle, cross: side)) }
      for along in [low - alongSize / 2 - 6, high + alongSize / 2 + 6] {
        for side in [cross - offset, cross + offset] { result.append(rect(along: along, cross: side)) }
      }
    }
    // Further out, all around, on a leader: better than a note when there is room nearby.
    let anchor = horizontal ? (x: middle, y: cross) : (x: cross, y: middle)
    result += ring(around: anchor, width: width, height: height, steps: 7).suffix(32)
    return result
  }
}
