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
    var item = self
    item.translate(dx: dx, dy: dy)
    return item
  }

  /// Moves the item by `dx`, `dy` points (in place: its texts and arrays are not copied).
  mutating func translate(dx: Double, dy: Double) {
    func move(_ rect: inout Rect) { rect = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height) }
    switch consume self {
    case .box(var box):
      move(&box.rect)
      self = .box(box)
    case .line(var line):
      line.from = (line.from.x + dx, line.from.y + dy)
      line.to = (line.to.x + dx, line.to.y + dy)
      self = .line(line)
    case .text(var text):
      text.x += dx
      text.y += dy
      self = .text(text)
    case .pill(var pill):
      move(&pill.rect)
      pill.text.x += dx
      pill.text.y += dy
      self = .pill(pill)
    case .badge(var badge):
      badge.centerX += dx
      badge.centerY += dy
      badge.text.x += dx
      badge.text.y += dy
      self = .badge(badge)
    case .grid(var rect, let spacing, let color):
      move(&rect)
      self = .grid(rect, spacing: spacing, color: color)
    case .pushClip(var rect):
      move(&rect)
      self = .pushClip(rect)
    case .popClip:
      self = .popClip
    }
  }
}
