import Layout
import Preview
import VFLPreviewSupport

/// What the Python comparison scripts need to do the same work as vfl-preview: the constraint system
/// (for kiwisolver), vfl-preview's frames (to check kiwisolver's answer) and the scene (for Pillow).
/// Written by the package's one JSON writer: keys sorted, numbers with at most six fractional
/// digits, well within the scripts' tolerance of a thousandth of a point.
enum ComparisonExport {
  /// The expanded constraints, one array each:
  /// `[firstView|null, firstAttribute, relation, secondView|null, secondAttribute|null, multiplier,
  /// constant, priority]`; a `null` view is the canvas.
  static func constraints(spec: LayoutSpec, constraints: [LayoutConstraint]) -> String {
    let rows = constraints.map { constraint -> JSONOutput in
      .array([
        item(constraint.firstItem), .string(constraint.firstAttribute.rawValue),
        .string(constraint.relation.rawValue),
        constraint.secondItem.map(item) ?? .null,
        constraint.secondAttribute.map { .string($0.rawValue) } ?? .null,
        .number(constraint.multiplier), .number(constraint.constant),
        .number(constraint.priority.value),
      ])
    }
    var parents: [String: JSONOutput] = [:]
    for view in spec.views { if let parent = view.parent { parents[view.name] = .string(parent) } }
    return JSONOutput.object([
      "canvas": .array([.number(spec.canvas.width), .number(spec.canvas.height)]),
      "views": .array(spec.views.map { .string($0.name) }),
      "parents": .object(parents),
      "constraints": .array(rows),
    ]).text
  }

  private static func item(_ item: LayoutItem) -> JSONOutput {
    switch item {
    case .canvas: return .null
    case .view(let name): return .string(name)
    // The generated workloads use no guides; the Python side has no notion of one.
    case .guide(let guide): return guide.owner.map { .string($0) } ?? .null
    }
  }

  /// `{"view": [x, y, width, height]}`.
  static func frames(_ solution: Solution) -> String {
    var frames: [String: JSONOutput] = [:]
    for name in solution.viewNames {
      let frame = solution.frames[name] ?? Frame(x: 0, y: 0, width: 0, height: 0)
      frames[name] = numbers([frame.x, frame.y, frame.width, frame.height])
    }
    return JSONOutput.object(frames).text
  }

  /// The scene as drawing commands in points (the Pillow script converts to pixels with the same
  /// rounding rules as the renderer).
  static func scene(_ scene: Scene, scale: Int, font: String) -> String {
    var items: [JSONOutput] = []
    items.reserveCapacity(scene.items.count)
    for item in scene.items {
      switch item {
      case .box(let box):
        items.append(.array([
          .string("box"), rect(box.rect), box.fill.map(color) ?? .null,
          box.stroke.map(color) ?? .null, .number(Double(box.strokePixels)), .bool(box.dash),
        ]))
      case .grid(let area, let spacing, let gridColor):
        items.append(.array([.string("grid"), rect(area), .number(spacing), color(gridColor)]))
      case .line(let line):
        items.append(.array([
          .string("line"), numbers([line.from.x, line.from.y, line.to.x, line.to.y]),
          color(line.color), .number(Double(line.widthPixels)), .bool(line.dash),
          .number(line.tickLength),
        ]))
      case .text(let text):
        items.append(.array([.string("text"), self.text(text)]))
      case .pill(let pill):
        items.append(.array([
          .string("pill"), rect(pill.rect), color(pill.fill), color(pill.stroke), text(pill.text),
        ]))
      case .badge(let badge):
        items.append(.array([
          .string("badge"), numbers([badge.centerX, badge.centerY, badge.radius]),
          color(badge.fill), text(badge.text),
        ]))
      case .pushClip(let area):
        items.append(.array([.string("clip"), rect(area)]))
      case .popClip:
        items.append(.array([.string("unclip")]))
      }
    }
    return JSONOutput.object([
      "size": numbers([scene.size.width, scene.size.height]),
      "scale": .number(Double(scale)),
      "font": .string(font),
      "background": color(scene.theme.background),
      "items": .array(items),
    ]).text
  }

  private static func numbers(_ values: [Double]) -> JSONOutput {
    .array(values.map(JSONOutput.number))
  }

  private static func rect(_ rect: Rect) -> JSONOutput {
    numbers([rect.x, rect.y, rect.width, rect.height])
  }

  private static func color(_ color: RGBAColor) -> JSONOutput {
    numbers([color.red, color.green, color.blue, color.alpha].map(Double.init))
  }

  private static func text(_ text: SceneText) -> JSONOutput {
    let alignment: String
    switch text.alignment {
    case .leading: alignment = "leading"
    case .center: alignment = "center"
    case .trailing: alignment = "trailing"
    }
    return .array([
      .string(text.string), .number(text.x), .number(text.y),
      .string(alignment), .number(text.pointSize), color(text.color),
      text.maxWidth.map(JSONOutput.number) ?? .null,
    ])
  }
}
