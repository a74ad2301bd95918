import Layout
import VFLPreviewSupport

/// The scene as data (`vfl-preview spec.json --format scene`): exactly what the rasteriser draws, in
/// points and in drawing order, keys sorted, so that other tools can overlay or redraw it and tests
/// can check the picture without pixels.
///
/// ```json
/// {"size": {"width": 360, "height": 250}, "canvas": {"x": 0, "y": 0, "width": 360, "height": 250},
///  "items": [{"kind": "view", "role": "view", "view": "title", "rect": {…}, "constraints": []}, …],
///  "legend": [{"number": 1, "kind": "conflict", "title": "…", "details": […], "constraints": [0, 2]}]}
/// ```
///
/// Every item has a `kind` (`canvas`, `grid`, `view`, `outline`, `bar`, `leader`, `line`, `text`,
/// `label`, `badge`, `legend`, `clip`, `endClip`) and a `role` (what it is for: `spacing`,
/// `conflict`, `viewLabel`, …). Items with an area have a `rect` (for text, the box its glyphs
/// occupy); lines have `points`; items with text have `text`; a view's own items name it in `view`;
/// `constraints` lists the indices of the spec's `constraints` entries the item shows.
extension Scene {
  /// The scene as a JSON document, ending with a newline.
  public var json: String { jsonValue.text }

  var jsonValue: JSONOutput {
    .object([
      "size": .object(["width": .number(size.width), "height": .number(size.height)]),
      "canvas": Self.json(Rect(x: canvasOrigin.x, y: canvasOrigin.y, width: canvas.width, height: canvas.height)),
      "theme": .string(theme.name),
      "items": .array(items.map(Self.json)),
      "legend": .array(legend.map(Self.json)),
    ])
  }

  static func json(_ rect: Rect) -> JSONOutput {
    .object([
      "x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width),
      "height": .number(rect.height),
    ])
  }

  static func json(_ color: RGBAColor) -> JSONOutput {
    .string(color.hexString(includingAlpha: true))
  }


  static func json(_ item: SceneItem) -> JSONOutput {
    var members: [String: JSONOutput] = [:]
    switch item {
    case .box(let box):
      switch box.role {
      case .canvas, .outsideCanvas: members["kind"] = .string("canvas")
      case .view: members["kind"] = .string("view")
      case .legend: members["kind"] = .string("legend")
      default: members["kind"] = .string("outline")
      }
      members["rect"] = json(box.rect)
      members["fill"] = box.fill.map(json) ?? .null
      members["stroke"] = box.stroke.map(json) ?? .null
      members["strokePixels"] = .number(Double(box.strokePixels))
      members["dash"] = .bool(box.dash)
      if let hatch = box.hatch { members["hatch"] = json(hatch) }
    case .line(let line):
      members["kind"] = .string(line.kind == .guide ? "line" : line.kind.rawValue)
      if line.tickLength > 0 { members["tickLength"] = .number(line.tickLength) }
      members["points"] = .array([
        .array([.number(line.from.x), .number(line.from.y)]),
        .array([.number(line.to.x), .number(line.to.y)]),
      ])
      members["color"] = json(line.color)
      members["widthPixels"] = .number(Double(line.widthPixels))
      members["dash"] = .bool(line.dash)
      members["style"] = .string(line.style.rawValue)
    case .text(let text):
      members = textMembers(text)
      members["kind"] = .string("text")
    case .pill(let pill):
      members = textMembers(pill.text)
      members["kind"] = .string("label")
      members["rect"] = json(pill.rect)
      members["fill"] = json(pill.fill)
      members["stroke"] = json(pill.stroke)
    case .badge(let badge):
      members = textMembers(badge.text)
      members["kind"] = .string("badge")
      members["rect"] = json(badge.rect)
      members["fill"] = json(badge.fill)
    case .grid(let rect, let spacing, let color):
      members["kind"] = .string("grid")
      members["rect"] = json(rect)
      members["spacing"] = .number(spacing)
      members["color"] = json(color)
    case .pushClip(let rect):
      members["kind"] = .string("clip")
      members["rect"] = json(rect)
    case .popClip:
      members["kind"] = .string("endClip")
    }
    if let role = item.role {
      members.merge(json(role)) { _, new in new }
      members["constraints"] = .array(item.constraints.map { .number(Double($0)) })
    }
    return .object(members)
  }

  private static func textMembers(_ text: SceneText) -> [String: JSONOutput] {
    var alignment: String
    switch text.alignment {
    case .leading: alignment = "leading"
    case .center: alignment = "center"
    case .trailing: alignment = "trailing"
    }
    var members: [String: JSONOutput] = [
      "text": .string(text.string), "rect": json(text.bounds), "fontSize": .number(text.pointSize),
      "color": json(text.color), "alignment": .string(alignment),
      "truncated": .bool(text.isTruncated),
    ]
    // Only when set, so scenes without styled labels read as before.
    if text.isBold { members["bold"] = .bool(true) }
    if let width = text.justifiedWidth { members["justifiedWidth"] = .number(width) }
    return members
  }

  static func json(_ role: SceneRole) -> [String: JSONOutput] {
    switch role {
    case .grid: return ["role": .string("grid")]
    case .canvas: return ["role": .string("canvas")]
    case .view(let name): return ["role": .string("view"), "view": .string(name)]
    case .viewLabel(let name): return ["role": .string("viewLabel"), "view": .string(name)]
    case .sizeCaption(let name): return ["role": .string("sizeCaption"), "view": .string(name)]
    case .viewContent(let name): return ["role": .string("viewContent"), "view": .string(name)]
    case .outsideCanvas: return ["role": .string("outsideCanvas")]
    case .layoutGuide(let guide): return ["role": .string("layoutGuide"), "guide": .string(guide)]
    case .annotation(let kind, _): return ["role": .string(kind.rawValue)]
    case .conflict(let index): return ["role": .string("conflict"), "conflict": .number(Double(index + 1))]
    case .ambiguity(let name): return ["role": .string("ambiguity"), "view": .string(name)]
    case .legend: return ["role": .string("legend")]
    case .outOfBounds(let name): return ["role": .string("outOfBounds"), "view": .string(name)]
    case .misplaced(let name): return ["role": .string("misplaced"), "view": .string(name)]
    }
  }

  static func json(_ entry: LegendEntry) -> JSONOutput {
    let kind: String
    switch entry.kind {
    case .conflict: kind = "conflict"
    case .ambiguity: kind = "ambiguity"
    case .warning: kind = "warning"
    case .unmet: kind = "unmet"
    case .misplaced: kind = "misplaced"
    case .note: kind = "note"
    }
    return .object([
      "number": .number(Double(entry.number)), "kind": .string(kind), "title": .string(entry.title),
      "details": .array(entry.details.map { .string($0) }),
      "constraints": .array(entry.constraints.map { .number(Double($0)) }),
    ])
  }
}
