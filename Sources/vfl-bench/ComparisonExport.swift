import Layout
import Preview

/// What the Python comparison scripts need to do the same work as vfl-preview: the constraint system
/// (for kiwisolver), vfl-preview's frames (to check kiwisolver's answer) and the scene (for Pillow).
enum ComparisonExport {
  /// The expanded constraints, one array each:
  /// `[firstView|null, firstAttribute, relation, secondView|null, secondAttribute|null, multiplier,
  /// constant, priority]`; a `null` view is the canvas.
  static func constraints(spec: LayoutSpec, constraints: [LayoutConstraint]) -> String {
    let rows = constraints.map { constraint -> String in
      JSONText.array([
        item(constraint.firstItem), JSONText.string(constraint.firstAttribute.rawValue),
        JSONText.string(constraint.relation.rawValue),
        constraint.secondItem.map(item) ?? "null",
        constraint.secondAttribute.map { JSONText.string($0.rawValue) } ?? "null",
        JSONText.number(constraint.multiplier), JSONText.number(constraint.constant),
        JSONText.number(constraint.priority.value),
      ])
    }
    return JSONText.object([
      ("canvas", JSONText.array([JSONText.number(spec.canvas.width), JSONText.number(spec.canvas.height)])),
      ("views", JSONText.array(spec.views.map { JSONText.string($0.name) })),
      ("parents", JSONText.object(spec.views.compactMap { view in
        view.parent.map { (view.name, JSONText.string($0)) }
      })),
      ("constraints", "[\n" + rows.joined(separator: ",\n") + "\n]"),
    ]) + "\n"
  }

  private static func item(_ item: LayoutItem) -> String {
    switch item {
    case .canvas: return "null"
    case .view(let name): return JSONText.string(name)
    }
  }

  /// `{"view": [x, y, width, height]}` in spec order.
  static func frames(_ solution: Solution) -> String {
    JSONText.object(solution.viewNames.map { name in
      let frame = solution.frames[name] ?? Frame(x: 0, y: 0, width: 0, height: 0)
      return (name, JSONText.array([frame.x, frame.y, frame.width, frame.height].map(JSONText.number)))
    }) + "\n"
  }

  /// The scene as drawing commands in points (the Pillow script converts to pixels with the same
  /// rounding rules as ``SceneRenderer``).
  static func scene(_ scene: Scene, scale: Int, font: String) -> String {
    var items: [String] = []
    items.reserveCapacity(scene.items.count)
    for item in scene.items {
      switch item {
      case .box(let box):
        items.append(JSONText.array([
          "\"box\"", rect(box.rect), box.fill.map(color) ?? "null", box.stroke.map(color) ?? "null",
          String(box.strokePixels), box.dash ? "true" : "false",
        ]))
      case .grid(let area, let spacing, let gridColor):
        items.append(JSONText.array(["\"grid\"", rect(area), JSONText.number(spacing), color(gridColor)]))
      case .line(let line):
        items.append(JSONText.array([
          "\"line\"", JSONText.array([line.from.x, line.from.y, line.to.x, line.to.y].map(JSONText.number)),
          color(line.color), String(line.widthPixels), line.dash ? "true" : "false",
          JSONText.number(line.tickLength),
        ]))
      case .text(let text):
        items.append(JSONText.array(["\"text\"", self.text(text)]))
      case .pill(let pill):
        items.append(JSONText.array([
          "\"pill\"", rect(pill.rect), color(pill.fill), color(pill.stroke), text(pill.text),
        ]))
      case .badge(let badge):
        items.append(JSONText.array([
          "\"badge\"", JSONText.array([badge.centerX, badge.centerY, badge.radius].map(JSONText.number)),
          color(badge.fill), text(badge.text),
        ]))
      case .pushClip(let area):
        items.append(JSONText.array(["\"clip\"", rect(area)]))
      case .popClip:
        items.append("[\"unclip\"]")
      }
    }
    return JSONText.object([
      ("size", JSONText.array([JSONText.number(scene.size.width), JSONText.number(scene.size.height)])),
      ("scale", String(scale)),
      ("font", JSONText.string(font)),
      ("background", color(scene.theme.background)),
      ("items", "[\n" + items.joined(separator: ",\n") + "\n]"),
    ]) + "\n"
  }

  private static func rect(_ rect: Rect) -> String {
    JSONText.array([rect.x, rect.y, rect.width, rect.height].map(JSONText.number))
  }

  private static func color(_ color: RGBAColor) -> String {
    JSONText.array([color.red, color.green, color.blue, color.alpha].map { String($0) })
  }

  private static func text(_ text: SceneText) -> String {
    let alignment: String
    switch text.alignment {
    case .leading: alignment = "leading"
    case .center: alignment = "center"
    case .trailing: alignment = "trailing"
    }
    return JSONText.array([
      JSONText.string(text.string), JSONText.number(text.x), JSONText.number(text.y),
      JSONText.string(alignment), JSONText.number(text.pointSize), color(text.color),
      text.maxWidth.map(JSONText.number) ?? "null",
    ])
  }
}
