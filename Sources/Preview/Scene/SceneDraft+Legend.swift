/// The numbered legend under the canvas, wrapped to its width.
extension SceneDraft {

  var legendLineHeight: Double { SceneBuilder.legendSize * 1.45 }

  /// The legend's lines, wrapped to the canvas width: (text, indent, is title, entry).
  func legendLines() -> [(String, Double, Bool, LegendEntry)] {
    let width = solution.canvas.width - 2 * SceneBuilder.legendPadding
    var lines: [(String, Double, Bool, LegendEntry)] = []
    for entry in legend {
      let indent = 22.0
      for line in wrap(entry.title, width: width - indent) { lines.append((line, indent, true, entry)) }
      for detail in entry.details {
        for (index, line) in wrap(detail, width: width - indent - 12).enumerated() {
          lines.append((line, indent + (index == 0 ? 0 : 12), false, entry))
        }
      }
    }
    return lines
  }

  func legendHeight() -> Double {
    guard !legend.isEmpty else { return 0 }
    return Double(legendLines().count) * legendLineHeight + 2 * SceneBuilder.legendPadding
  }

  func legendItems(top: Double) -> [SceneItem] {
    guard !legend.isEmpty else { return [] }
    let lines = legendLines()
    let height = legendHeight()
    var items: [SceneItem] = [
      .box(SceneBox(
        rect: Rect(x: 0, y: top, width: solution.canvas.width, height: height),
        fill: theme.legendBackground, stroke: nil, strokePixels: 0, dash: false, role: .legend)),
      .line(SceneLine(
        from: (0, top), to: (solution.canvas.width, top), color: theme.legendRule, widthPixels: 1,
        dash: false, tickLength: 0, role: .legend)),
    ]
    var y = top + SceneBuilder.legendPadding + legendLineHeight / 2
    var numbered: Set<Int> = []
    for (text, indent, isTitle, entry) in lines {
      let x = SceneBuilder.legendPadding
      if isTitle && !numbered.contains(entry.number) {
        numbered.insert(entry.number)
        let color: RGBAColor
        switch entry.kind {
        case .conflict, .warning: color = theme.conflict
        case .ambiguity: color = theme.ambiguity
        }
        let label = entry.kind == .ambiguity ? "?" : (entry.kind == .warning ? "!" : String(entry.number))
        items.append(.badge(SceneBadge(
          centerX: x + 7, centerY: y, radius: 7, fill: color,
          text: makeText(
            string: label, x: x + 7, y: y, alignment: .center, pointSize: 9, color: .white,
            maxWidth: nil, role: .legend),
          role: .legend)))
      }
      items.append(.text(makeText(
        string: text, x: x + indent, y: y, alignment: .leading, pointSize: SceneBuilder.legendSize,
        color: isTitle ? theme.text : theme.secondaryText,
        maxWidth: solution.canvas.width - x - indent - SceneBuilder.legendPadding, role: .legend)))
      y += legendLineHeight
    }
    return items
  }

  /// Greedy word wrap by measured width; a single word wider than the line is left to truncate.
  func wrap(_ text: String, width: Double) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var lines: [String] = []
    var current = ""
    for word in words {
      let candidate = current.isEmpty ? word : current + " " + word
      if builder.measurer.width(of: candidate, pointSize: SceneBuilder.legendSize) <= width
        || current.isEmpty
      {
        current = candidate
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
