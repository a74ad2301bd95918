import Layout

/// A scene sorted into what ``SceneLint`` reasons about: texts (with the box they occupy), view
/// boxes, bars and leaders, each with a name a person can find in the picture.
struct SceneInventory {
  struct Text {
    var name: String
    var rect: Rect
    var role: SceneRole
    var constraints: [Int]
    var isLegend: Bool
    /// A value label on a bar (a pill), as opposed to a name, caption or marker.
    var isValueLabel: Bool
    var isTruncated: Bool
    /// Whether the text is wider than the item drawn around it (a pill's, a badge's shape).
    var overflows = false
    /// The clip in force when it is drawn, if any.
    var clip: Rect?
  }

  struct View {
    var name: String
    var rect: Rect
  }

  struct Line {
    var index: Int
    var name: String
    var from: (x: Double, y: Double)
    var to: (x: Double, y: Double)
    var role: SceneRole
    var constraints: [Int]
  }

  var texts: [Text] = []
  var views: [View] = []
  /// Dimension bars and other drawn lines that are not leaders (conflict joins).
  var bars: [Line] = []
  /// Thin lines from a label that had to move back to what it labels.
  var leaders: [Line] = []

  init(_ scene: Scene) {
    var clips: [Rect] = []
    for (index, item) in scene.items.enumerated() {
      let clip = clips.last
      switch item {
      case .pushClip(let rect):
        clips.append(clip.map { Self.intersection($0, rect) } ?? rect)
      case .popClip:
        _ = clips.popLast()
      case .box(let box):
        if case .view(let name) = box.role { views.append(View(name: "view '\(name)'", rect: box.rect)) }
      case .line(let line):
        guard line.role != .legend else { continue }
        let kind = line.kind == .leader ? "leader" : (line.tickLength > 0 ? "bar" : "line")
        let entry = Line(
          index: index, name: "\(kind) \(Self.describe(line.role, line.constraints))",
          from: line.from, to: line.to, role: line.role, constraints: line.constraints)
        if kind == "leader" { leaders.append(entry) } else { bars.append(entry) }
      case .text(let text):
        texts.append(Text(
          name: "text '\(text.string)'", rect: text.bounds, role: text.role,
          constraints: text.constraints, isLegend: text.role == .legend, isValueLabel: false,
          // A view's content truncates as UILabel's does, and a warning says so; names never do.
          isTruncated: text.isTruncated && !Self.isContent(text.role), clip: clip))
      case .pill(let pill):
        texts.append(Text(
          name: "label '\(pill.text.string)'", rect: pill.rect, role: pill.role,
          constraints: pill.constraints, isLegend: false, isValueLabel: true,
          isTruncated: pill.text.isTruncated,
          overflows: pill.text.width > pill.rect.width + SceneLint.tolerance, clip: clip))
      case .badge(let badge):
        texts.append(Text(
          name: "marker '\(badge.text.string)'", rect: badge.rect, role: badge.role,
          constraints: badge.constraints, isLegend: badge.role == .legend, isValueLabel: false,
          isTruncated: false, overflows: badge.text.width > badge.rect.width + SceneLint.tolerance,
          clip: clip))
      case .grid:
        continue
      }
    }
  }

  /// Whether `text` labels `line`: every glyph's label, dot and leader share its role.
  static func labels(_ text: Text, _ line: Line) -> Bool {
    text.role == line.role
  }

  static func isContent(_ role: SceneRole) -> Bool {
    if case .viewContent = role { return true }
    return false
  }

  static func describe(_ role: SceneRole, _ constraints: [Int]) -> String {
    let entries = constraints.isEmpty ? "" : " of constraints\(constraints)"
    switch role {
    case .annotation(let kind, _): return "(\(kind.rawValue)\(entries))"
    case .conflict(let index): return "(conflict \(index + 1)\(entries))"
    default: return "(\(role)\(entries))"
    }
  }

  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let x = max(a.x, b.x)
    let y = max(a.y, b.y)
    return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
  }
}
