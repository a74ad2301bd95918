import Layout

/// What went wrong, drawn where it happened: broken constraints, ambiguous views and the
/// solution's warnings (frames outside the canvas, squeezed labels), each numbered in the legend.
extension SceneDraft {

  mutating func addConflicts() {
    for (conflictIndex, conflict) in solution.conflicts.enumerated() {
      let number = legend.count + 1
      let broken = conflict.broken
      var markerPoint: (Double, Double)
      let horizontal = broken.firstAttribute.axis == .horizontal
      if let secondItem = broken.secondItem, let secondAttribute = broken.secondAttribute,
        let start = position(of: secondItem, secondAttribute),
        let end = position(of: broken.firstItem, broken.firstAttribute)
      {
        // The two edges the constraint relates, where they actually ended up, and what it asked.
        let cross = crossPosition(broken.firstItem, secondItem, horizontal: horizontal)
        let from = horizontal ? (x: start, y: cross) : (x: cross, y: start)
        let to = horizontal ? (x: end, y: cross) : (x: cross, y: end)
        items.append(.line(SceneLine(
          from: from, to: to, color: theme.conflict, widthPixels: 2, dash: true, tickLength: 8,
          role: .conflict(conflictIndex))))
        markerPoint = ((from.x + to.x) / 2, (from.y + to.y) / 2)
        if case .vflConnection(let metric, let isStandard) = broken.source.kind {
          let pill = addPill(
            text: "✕ " + Self.gapLabel(broken, metric: metric, isStandard: isStandard),
            along: (start + end) / 2, cross: cross, gap: end - start, horizontal: horizontal,
            color: theme.conflict, role: .conflict(conflictIndex),
            extent: crossExtent(broken.firstItem, secondItem, horizontal: horizontal))
          // The number sits just before the value, so both read together.
          markerPoint = (pill.x - 9, pill.midY)
        }
      } else if broken.secondItem == nil, broken.firstAttribute.isSize,
        case .view(let name) = broken.firstItem, let frame = solution.frames[name]
      {
        // A size it could not get: the requested length, drawn dashed along the view.
        let cross = horizontal ? frame.midY : frame.midX
        let start = horizontal ? frame.x : frame.y
        let from = horizontal ? (x: start, y: cross) : (x: cross, y: start)
        let to =
          horizontal ? (x: start + broken.constant, y: cross) : (x: cross, y: start + broken.constant)
        items.append(.line(SceneLine(
          from: from, to: to, color: theme.conflict, widthPixels: 2, dash: true, tickLength: 8,
          role: .conflict(conflictIndex))))
        markerPoint = ((from.x + to.x) / 2, (from.y + to.y) / 2)
      } else {
        // Two views related by size or an unusual pairing: join their centres.
        let first = frame(of: broken.firstItem)
        let second = broken.secondItem.map { frame(of: $0) } ?? first
        items.append(.line(SceneLine(
          from: (first.midX, first.midY), to: (second.midX, second.midY), color: theme.conflict,
          widthPixels: 2, dash: true, tickLength: 0, role: .conflict(conflictIndex))))
        markerPoint = ((first.midX + second.midX) / 2, (first.midY + second.midY) / 2)
      }
      addBadge(String(number), at: markerPoint, color: theme.conflict, role: .marker(number))
      legend.append(LegendEntry(
        number: number, kind: .conflict,
        title: "Unsatisfiable, broke " + Self.describe(broken),
        details: conflict.conflicting.map { "with " + Self.describe($0) },
        constraints: Self.entries(of: [broken] + conflict.conflicting)))
    }
  }

  /// `H:[b]-(0)-|  [1]` — the description and where it came from in the spec.
  static func describe(_ constraint: LayoutConstraint) -> String {
    var text = constraint.description
    if let id = constraint.source.id { text += "  id \(id)" }
    if let index = constraint.source.index { text += "  [\(index)]" }
    return text
  }

  mutating func addBadge(_ text: String, at point: (Double, Double), color: RGBAColor, role: SceneRole) {
    let radius = 7.0
    let x = min(max(point.0, radius), solution.canvas.width - radius)
    let y = min(max(point.1, radius), solution.canvas.height - radius)
    occupied.append(Rect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2))
    items.append(.badge(SceneBadge(
      centerX: x, centerY: y, radius: radius, fill: color,
      text: makeText(
        string: text, x: x, y: y, alignment: .center, pointSize: 9, color: .white, maxWidth: nil,
        role: role),
      role: role)))
  }

  mutating func addAmbiguities() {
    for ambiguity in solution.ambiguities {
      guard let frame = solution.frames[ambiguity.view] else { continue }
      let number = legend.count + 1
      let rect = rect(of: frame)
      items.append(.box(SceneBox(
        rect: rect, fill: nil, stroke: theme.ambiguity, strokePixels: 2, dash: true,
        role: .ambiguity(ambiguity.view))))
      addBadge("?", at: (rect.maxX - 8, rect.y + 8), color: theme.ambiguity, role: .marker(number))
      if rect.width < 12 || rect.height < 12 {
        // Too thin to hold its own name (often a width or height nothing sets): name it beside.
        add(text: ambiguity.view, x: rect.maxX + 3, y: rect.y + 8, size: SceneBuilder.captionSize,
            color: theme.ambiguity, maxWidth: nil, role: .ambiguity(ambiguity.view), align: .leading)
      }
      let attributes = ambiguity.attributes.map(\.rawValue).joined(separator: ", ")
      var details = ambiguity.causes.map(\.description)
      details += ambiguity.competing.map { "competing: " + Self.describe($0) }
      legend.append(LegendEntry(
        number: number, kind: .ambiguity,
        title: "Ambiguous: \(ambiguity.view) (\(attributes))",
        details: details, constraints: Self.entries(of: ambiguity.competing)))
    }
  }

  /// The solution's warnings, one legend entry per view in drawing order; a frame outside the
  /// canvas or of negative size is also outlined, dashed.
  mutating func addWarnings(order: [String]) {
    var byView: [String: [LayoutWarning]] = [:]
    for warning in solution.warnings { byView[warning.view, default: []].append(warning) }
    for name in order {
      guard let warnings = byView[name], let frame = solution.frames[name] else { continue }
      let outlined = warnings.contains {
        switch $0 {
        case .negativeSize, .outsideCanvas: return true
        case .compressedLabel, .truncatedLabel: return false
        }
      }
      if outlined {
        items.append(.box(SceneBox(
          rect: rect(of: frame), fill: nil, stroke: theme.conflict, strokePixels: 1, dash: true,
          role: .outOfBounds(name))))
      }
      legend.append(LegendEntry(
        number: legend.count + 1, kind: .warning,
        title: "\(name) has \(warnings.map(\.finding).joined(separator: " and "))", details: []))
    }
  }
}
