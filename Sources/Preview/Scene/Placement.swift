import Layout

/// The scene's items as the passes add them, and the placement rules: every text, line and leader
/// is checked against the ``Occupancy`` before it is added, so a scene keeps ``SceneLint``'s hard
/// rules by construction — no text over text, no label astride a view's border, nothing outside the
/// picture, no line through text, no leader across another line. A label with no legal place
/// becomes a numbered dot (or, failing that, only a legend entry); it never overlaps.
///
/// Passes add lines and texts only through these functions (never straight into ``items``), so
/// whatever a later pass places keeps clear of them.
struct Placement {
  let context: SceneContext
  /// What is placed so far.
  private(set) var occupancy: Occupancy
  /// The scene's items so far, in drawing order.
  private(set) var items: [SceneItem]
  /// The box around every item so far (where each would grow the picture).
  private(set) var extent = Extent()

  /// The smallest and largest coordinates the items reach (finite ones only).
  struct Extent {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity

    mutating func include(_ rect: Rect) {
      guard rect.x.isFinite, rect.y.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
      minX = min(minX, rect.x)
      minY = min(minY, rect.y)
      maxX = max(maxX, rect.maxX)
      maxY = max(maxY, rect.maxY)
    }

    /// Takes in what `item` covers (a line with its end ticks).
    mutating func include(_ item: SceneItem) {
      switch item {
      case .box(let box): include(box.rect)
      case .line(let line): include(line)
      case .text(let text): include(text.bounds)
      case .pill(let pill): include(pill.rect)
      case .badge(let badge): include(badge.rect)
      case .grid, .pushClip, .popClip: return
      }
    }

    mutating func include(_ line: SceneLine) {
      let pad = line.tickLength / 2
      include(Rect(
        x: min(line.from.x, line.to.x) - pad, y: min(line.from.y, line.to.y) - pad,
        width: abs(line.to.x - line.from.x) + 2 * pad, height: abs(line.to.y - line.from.y) + 2 * pad))
    }
  }

  /// The boxes pass's items, its views' borders and lines taking their places first.
  init(context: SceneContext, boxes: SceneBoxes) {
    self.context = context
    items = boxes.items
    // About a box and a text for each view, and a mark for each constraint.
    items.reserveCapacity(items.count + 2 * context.views.count + context.solution.constraints.count)
    for item in boxes.items { extent.include(item) }
    occupancy = Occupancy(area: context.bounds, expecting: items.capacity)
    for border in boxes.borders { occupancy.addBorder(border) }
    for item in boxes.items {
      if case .line(let line) = item {
        occupancy.addLine(from: line.from, to: line.to, role: line.role, isLeader: line.kind == .leader)
      }
    }
  }

  /// The items, leaving none behind (so the caller owns the only copy and may change it in place).
  mutating func takeItems() -> [SceneItem] {
    var taken: [SceneItem] = []
    swap(&taken, &items)
    return taken
  }

  /// Adds an item that takes no place (an outline, a box).
  mutating func draw(_ item: SceneItem) {
    extent.include(item)
    items.append(item)
  }

  /// Whether a text of `role` may take `rect`: inside the picture, over no other text, astride no
  /// view border, and crossed by no line that is not its own.
  mutating func isFree(_ rect: Rect, role: SceneRole) -> Bool {
    guard rect.width.isFinite, rect.height.isFinite, SceneLint.inside(rect, context.bounds) else { return false }
    return occupancy.isFree(rect, role: role)
  }

  /// Whether a line of `role` from `from` to `to` crosses no text but its own (and, for a leader,
  /// no other line either).
  func isClear(
    _ from: (x: Double, y: Double), _ to: (x: Double, y: Double), role: SceneRole,
    isLeader: Bool = false
  ) -> Bool {
    occupancy.isClear(from, to, role: role, isLeader: isLeader)
  }

  /// Adds a line and remembers it, so later text keeps clear of it.
  mutating func addLine(_ line: SceneLine) {
    occupancy.addLine(from: line.from, to: line.to, role: line.role, isLeader: line.kind == .leader)
    extent.include(line)
    items.append(.line(line))
  }

  /// Marks `rect` as taken by something drawn for `role` (a text-like mark that is not a text).
  mutating func occupy(_ rect: Rect, role: SceneRole) {
    occupancy.occupy(rect, role: role)
  }

  /// Adds a text and takes its box. `natural` is its width when already measured; a
  /// `justifiedWidth` wider than the text stretches its spaces to fill it.
  mutating func addText(
    _ text: String, x: Double, y: Double, size: Double, color: RGBAColor, maxWidth: Double?,
    role: SceneRole, align: SceneText.Alignment, constraints: [Int] = [], bold: Bool = false,
    justifiedWidth: Double? = nil, natural: Double? = nil
  ) {
    var item = context.makeText(
      string: text, x: x, y: y, alignment: align, pointSize: size, color: color,
      maxWidth: maxWidth, role: role, constraints: constraints, bold: bold, natural: natural)
    if let justifiedWidth, !item.isTruncated, justifiedWidth > item.width {
      item.justifiedWidth = justifiedWidth
      item.naturalWidth = item.width
      item.justifiedWordOffsets = context.wordOffsets(
        of: text, stretchedBy: justifiedWidth - item.width, size: size, bold: bold)
      item.width = justifiedWidth
    }
    occupancy.occupy(item.bounds, role: role)
    extent.include(item.bounds)
    items.append(.text(item))
  }

  /// Lines of text one under the other, the block centred vertically in a box, each line centred
  /// horizontally unless it was placed otherwise; `false` (and nothing added) when they would
  /// cover other text or another view's border.
  @discardableResult
  mutating func stack(_ lines: [StackedLine], in box: Rect) -> Bool {
    let lineFactor = SceneBuilder.lineFactor
    let total = lines.reduce(0) { $0 + $1.size * lineFactor }
    var y = box.midY - total / 2
    var probe = y
    for line in lines {
      let height = line.size * lineFactor
      let natural = line.natural ?? context.widths.width(of: line.text, pointSize: line.size, bold: line.bold)
      let width = min(line.justifiedWidth ?? natural, box.width)
      let left: Double
      switch line.alignment {
      case .center: left = (line.x ?? box.midX) - width / 2
      case .leading: left = line.x ?? box.x
      case .trailing: left = (line.x ?? box.maxX) - width
      }
      if !isFree(Rect(x: left, y: probe, width: width, height: height), role: line.role) { return false }
      probe += height
    }
    for line in lines {
      let height = line.size * lineFactor
      addText(
        line.text, x: line.x ?? box.midX, y: y + height / 2, size: line.size, color: line.color,
        maxWidth: line.maxWidth ?? box.width, role: line.role, align: line.alignment, bold: line.bold,
        justifiedWidth: line.justifiedWidth,
        natural: line.natural ?? context.widths.width(of: line.text, pointSize: line.size, bold: line.bold))
      y += height
    }
    return true
  }

  /// Places a value label at the first candidate that keeps every rule, with a leader back to
  /// `anchor` when it does not touch it. Returns where it went, or `nil` when nowhere is legal.
  @discardableResult
  mutating func placePill(
    _ text: String, candidates: [Rect], anchor: (x: Double, y: Double), color: RGBAColor,
    role: SceneRole, constraints: [Int]
  ) -> Rect? {
    for candidate in candidates where isFree(candidate, role: role) {
      guard attachLeader(from: anchor, to: candidate, color: color, role: role, constraints: constraints)
      else { continue }
      occupancy.occupy(candidate, role: role)
      extent.include(candidate)
      items.append(.pill(ScenePill(
        rect: candidate, fill: context.theme.annotationPill, stroke: color,
        text: context.makeText(
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
    let width = badgeWidth(String(number))
    let steps = context.isCrowded ? 1 : 6
    for index in 0..<(8 * steps) {
      let candidate = CandidateRects.ringRect(index, around: anchor, width: width, height: 2 * radius)
      guard isFree(candidate, role: role) else { continue }
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

  /// The width of a marker showing `text`: a circle, or a pill when the text is wider.
  func badgeWidth(_ text: String) -> Double {
    SceneBadge.width(
      radius: SceneBuilder.markerRadius,
      textWidth: context.widths.width(of: text, pointSize: SceneBuilder.annotationSize))
  }

  /// A numbered marker centred on a point, as wide as its text needs.
  mutating func addBadge(
    _ text: String, center: (Double, Double), color: RGBAColor, role: SceneRole, constraints: [Int]
  ) {
    let radius = SceneBuilder.markerRadius
    let label = context.makeText(
      string: text, x: center.0, y: center.1, alignment: .center,
      pointSize: SceneBuilder.annotationSize, color: context.theme.badgeText, maxWidth: nil,
      role: role, constraints: constraints)
    let badge = SceneBadge(
      centerX: center.0, centerY: center.1, radius: radius, fill: color, text: label, role: role,
      constraints: constraints, width: SceneBadge.width(radius: radius, textWidth: label.width))
    occupancy.occupy(badge.rect, role: role)
    extent.include(badge.rect)
    items.append(.badge(badge))
  }
}
