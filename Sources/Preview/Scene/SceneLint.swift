import Layout

/// Checks a ``Scene`` against the rules a readable wireframe keeps: no text over other text, no
/// label astride a view's border, nothing cut off, no line through text, leaders that cross nothing,
/// bars that stay visible beside their labels, and no text wider than the marker or label drawn
/// around it. It reads only the scene, so it checks exactly what the PNG (or any other backend)
/// draws.
///
/// ``constraintsNotShown(in:constraintCount:)`` counts the spec's constraints that left no mark.
public struct SceneLint: Sendable {
  /// One broken rule, naming the items involved as a person would find them in the picture.
  public enum Violation: Hashable, Sendable, CustomStringConvertible {
    /// Two texts (names, captions, value labels, markers) overlap.
    case textOverlap(String, String)
    /// A label covers part of a view's border.
    case labelStraddlesBorder(label: String, view: String)
    /// An item is cut off: outside the image or its clip, or text truncated with "…".
    case clipped(String)
    /// A bar or line passes through a text that is not its own label.
    case lineCrossesText(line: String, text: String)
    /// A leader crosses another leader or a bar.
    case leaderCrossesLine(leader: String, line: String)
    /// A bar is hidden by its own label on one side or both.
    case barHidden(String)
    /// A view has no name anywhere in the picture (nor a legend note naming it).
    case nameMissing(String)
    /// A text is wider than the item drawn around it (a marker's circle, a label's pill).
    case textOverflows(String)

    public var description: String {
      switch self {
      case .textOverlap(let first, let second): return "\(first) overlaps \(second)"
      case .labelStraddlesBorder(let label, let view): return "\(label) straddles the border of \(view)"
      case .clipped(let item): return "\(item) is cut off"
      case .lineCrossesText(let line, let text): return "\(line) crosses \(text)"
      case .leaderCrossesLine(let leader, let line): return "\(leader) crosses \(line)"
      case .barHidden(let bar): return "\(bar) is hidden by its label"
      case .nameMissing(let view): return "view '\(view)' has no name in the picture"
      case .textOverflows(let item): return "\(item) is wider than its shape"
      }
    }
  }

  /// How far two shapes may overlap, in points, before it counts: touching edges are fine.
  public static let tolerance = 0.01

  public init() {}

  /// Every rule the scene breaks, in a stable order.
  public func violations(in scene: Scene) -> [Violation] {
    let inventory = SceneInventory(scene)
    var found: [Violation] = []
    found += textOverlaps(inventory)
    found += borderStraddles(inventory)
    found += clippedItems(inventory, scene: scene)
    found += lineCrossings(inventory)
    found += hiddenBars(inventory)
    found += missingNames(scene)
    found += inventory.texts.filter(\.overflows).map { .textOverflows($0.name) }
    return found
  }

  /// Names are never lost: each view has a text naming it (`a = b` names both of two coincident
  /// views), or a legend note that does.
  private func missingNames(_ scene: Scene) -> [Violation] {
    var views: [String] = []
    var named: Set<String> = []
    for item in scene.items {
      switch item {
      case .box(let box):
        if case .view(let name) = box.role { views.append(name) }
      case .line(let line):
        if case .view(let name) = line.role { views.append(name) }
      case .text(let text):
        if case .viewLabel(let name) = text.role {
          named.insert(name)
          // A view too small for its text is named outside with the text after it: `name “text”`.
          var string = Substring(text.string)
          if string.hasSuffix("”"), let open = string.lastIndex(of: "“"), open > string.startIndex,
             string[string.index(before: open)] == " " {
            string = string[..<string.index(before: open)]
          }
          for part in string.split(separator: " = ", omittingEmptySubsequences: false) { named.insert(String(part)) }
        }
      default:
        continue
      }
    }
    let notes = scene.legend.map { ([$0.title] + $0.details).joined(separator: "\n") }.joined(separator: "\n")
    var seen: Set<String> = []
    return views.filter { name in
      let title = scene.viewTitles[name] ?? name
      return seen.insert(name).inserted && !named.contains(name) && !named.contains(title)
        && !notes.contains("view \(title) ") && !notes.contains(" = \(title) ")
    }.map { .nameMissing($0) }
  }

  /// The indices `0 ..< constraintCount` of the spec's constraints that no item and no legend entry
  /// shows.
  public func constraintsNotShown(in scene: Scene, constraintCount: Int) -> [Int] {
    var shown = Set(scene.items.flatMap(\.constraints))
    shown.formUnion(scene.legend.flatMap(\.constraints))
    return (0..<constraintCount).filter { !shown.contains($0) }
  }

  // MARK: Rules

  private func textOverlaps(_ inventory: SceneInventory) -> [Violation] {
    var found: [Violation] = []
    let texts = inventory.texts
    for i in texts.indices {
      for j in texts.indices where j > i {
        if Self.overlap(texts[i].rect, texts[j].rect) {
          found.append(.textOverlap(texts[i].name, texts[j].name))
        }
      }
    }
    return found
  }

  private func borderStraddles(_ inventory: SceneInventory) -> [Violation] {
    var found: [Violation] = []
    for text in inventory.texts where !text.isLegend {
      for view in inventory.views where Self.straddles(text.rect, view.rect) {
        // A value label sitting on its own bar where the bar meets the border is allowed.
        let onOwnBar = inventory.bars.contains { bar in
          bar.role == text.role && [bar.from, bar.to].contains { point in
            Self.contains(text.rect, point) && Self.isOnBorder(point, of: view.rect)
          }
        }
        if !onOwnBar { found.append(.labelStraddlesBorder(label: text.name, view: view.name)) }
      }
    }
    return found
  }

  private func clippedItems(_ inventory: SceneInventory, scene: Scene) -> [Violation] {
    let image = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    var found: [Violation] = []
    for text in inventory.texts {
      if text.isTruncated || !Self.inside(text.rect, text.clip ?? image) || !Self.inside(text.rect, image) {
        found.append(.clipped(text.name))
      }
    }
    return found
  }

  private func lineCrossings(_ inventory: SceneInventory) -> [Violation] {
    var found: [Violation] = []
    for line in inventory.bars + inventory.leaders {
      for text in inventory.texts where !SceneInventory.labels(text, line) && !text.isLegend {
        if Self.segment(line.from, line.to, crosses: text.rect) {
          found.append(.lineCrossesText(line: line.name, text: text.name))
        }
      }
    }
    for leader in inventory.leaders {
      for other in inventory.bars + inventory.leaders where other.index != leader.index {
        if other.role != leader.role, Self.segments(leader.from, leader.to, other.from, other.to) {
          found.append(.leaderCrossesLine(leader: leader.name, line: other.name))
        }
      }
    }
    return found
  }

  private func hiddenBars(_ inventory: SceneInventory) -> [Violation] {
    var found: [Violation] = []
    for bar in inventory.bars {
      for label in inventory.texts where label.isValueLabel && SceneInventory.labels(label, bar) {
        guard Self.segment(bar.from, bar.to, crosses: label.rect) else { continue }
        let horizontal = bar.from.y == bar.to.y
        let low = horizontal ? min(bar.from.x, bar.to.x) : min(bar.from.y, bar.to.y)
        let high = horizontal ? max(bar.from.x, bar.to.x) : max(bar.from.y, bar.to.y)
        let labelLow = horizontal ? label.rect.x : label.rect.y
        let labelHigh = horizontal ? label.rect.maxX : label.rect.maxY
        if labelLow - low < Self.minimumVisibleBar || high - labelHigh < Self.minimumVisibleBar {
          found.append(.barHidden(bar.name))
        }
      }
    }
    return found
  }

  /// How much of a bar must show on each side of its label, in points.
  static let minimumVisibleBar = 2.0

  // MARK: Geometry

  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.x + tolerance < b.maxX && b.x + tolerance < a.maxX && a.y + tolerance < b.maxY
      && b.y + tolerance < a.maxY
  }

  static func inside(_ inner: Rect, _ outer: Rect) -> Bool {
    inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
      && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
  }

  static func contains(_ rect: Rect, _ point: (x: Double, y: Double)) -> Bool {
    point.x >= rect.x - tolerance && point.x <= rect.maxX + tolerance && point.y >= rect.y - tolerance
      && point.y <= rect.maxY + tolerance
  }

  /// Whether `rect` covers part of `box`'s border: it overlaps the box without lying inside it or
  /// wholly enclosing it.
  static func straddles(_ rect: Rect, _ box: Rect) -> Bool {
    overlap(rect, box) && !inside(rect, box) && !inside(box, rect)
  }

  static func isOnBorder(_ point: (x: Double, y: Double), of box: Rect) -> Bool {
    let near = { (a: Double, b: Double) in abs(a - b) <= 0.5 }
    let withinX = point.x >= box.x - 0.5 && point.x <= box.maxX + 0.5
    let withinY = point.y >= box.y - 0.5 && point.y <= box.maxY + 0.5
    return (withinY && (near(point.x, box.x) || near(point.x, box.maxX)))
      || (withinX && (near(point.y, box.y) || near(point.y, box.maxY)))
  }

  /// Liang–Barsky: whether the segment passes through the rectangle's interior.
  static func segment(
    _ from: (x: Double, y: Double), _ to: (x: Double, y: Double), crosses rect: Rect
  ) -> Bool {
    let inner = Rect(
      x: rect.x + tolerance, y: rect.y + tolerance, width: rect.width - 2 * tolerance,
      height: rect.height - 2 * tolerance)
    guard inner.width > 0, inner.height > 0 else { return false }
    var low = 0.0
    var high = 1.0
    let dx = to.x - from.x
    let dy = to.y - from.y
    // Narrows [low, high] to where the segment is on the inner side of one edge; `false` when
    // nothing is left.
    func clip(_ p: Double, _ q: Double) -> Bool {
      if p == 0 { return q > 0 }
      let t = q / p
      if p < 0 { low = max(low, t) } else { high = min(high, t) }
      return low < high
    }
    return clip(-dx, from.x - inner.x) && clip(dx, inner.maxX - from.x) && clip(-dy, from.y - inner.y)
      && clip(dy, inner.maxY - from.y)
  }

  /// Whether two segments cross at a point inside both (touching ends do not count).
  static func segments(
    _ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double),
    _ d: (x: Double, y: Double)
  ) -> Bool {
    func cross(_ o: (x: Double, y: Double), _ p: (x: Double, y: Double), _ q: (x: Double, y: Double)) -> Double {
      (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x)
    }
    let d1 = cross(c, d, a)
    let d2 = cross(c, d, b)
    let d3 = cross(a, b, c)
    let d4 = cross(a, b, d)
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
  }
}
