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

  /// The same item, showing `constraints` (a pill's or badge's text shows them too).
  func showing(_ constraints: [Int]) -> SceneItem {
    switch self {
    case .box(var box):
      box.constraints = constraints
      return .box(box)
    case .line(var line):
      line.constraints = constraints
      return .line(line)
    case .text(var text):
      text.constraints = constraints
      return .text(text)
    case .pill(var pill):
      pill.constraints = constraints
      pill.text.constraints = constraints
      return .pill(pill)
    case .badge(var badge):
      badge.constraints = constraints
      badge.text.constraints = constraints
      return .badge(badge)
    case .grid, .pushClip, .popClip:
      return self
    }
  }
}
