extension SceneItem {
  /// What the item is for; `nil` for clipping instructions.
  public var role: SceneRole? {
    switch self {
    case .box(let box): return box.role
    case .line(let line): return line.role
    case .text(let text): return text.role
    case .pill(let pill): return pill.role
    case .badge(let badge): return badge.role
    case .grid: return .grid
    case .pushClip, .popClip: return nil
    }
  }

  /// The indices of the spec's `constraints` entries the item shows.
  public var constraints: [Int] {
    switch self {
    case .box(let box): return box.constraints
    case .line(let line): return line.constraints
    case .text(let text): return text.constraints
    case .pill(let pill): return pill.constraints
    case .badge(let badge): return badge.constraints
    case .grid, .pushClip, .popClip: return []
    }
  }

  /// The same item moved by `dx`, `dy` points.
  func translated(dx: Double, dy: Double) -> SceneItem {
    func move(_ rect: Rect) -> Rect { Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height) }
    func move(_ text: SceneText) -> SceneText {
      var text = text
      text.x += dx
      text.y += dy
      return text
    }
    switch self {
    case .box(var box):
      box.rect = move(box.rect)
      return .box(box)
    case .line(var line):
      line.from = (line.from.x + dx, line.from.y + dy)
      line.to = (line.to.x + dx, line.to.y + dy)
      return .line(line)
    case .text(let text):
      return .text(move(text))
    case .pill(var pill):
      pill.rect = move(pill.rect)
      pill.text = move(pill.text)
      return .pill(pill)
    case .badge(var badge):
      badge.centerX += dx
      badge.centerY += dy
      badge.text = move(badge.text)
      return .badge(badge)
    case .grid(let rect, let spacing, let color):
      return .grid(move(rect), spacing: spacing, color: color)
    case .pushClip(let rect):
      return .pushClip(move(rect))
    case .popClip:
      return .popClip
    }
  }
}
