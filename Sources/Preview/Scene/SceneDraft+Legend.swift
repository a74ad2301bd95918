/// The numbered legend under the picture, in sections (conflicts, ambiguous views, unmet optional
/// constraints, warnings, notes), each entry numbered like its marker on the canvas. It is never
/// truncated: lines wrap to its width (at least ``minimumWidth`` points; the picture widens for a
/// narrow canvas), words longer than a line break between characters, a long legend goes into
/// columns on a wide picture, and a very long one stops with a count of what it leaves out.
extension SceneDraft {
  static let minimumLegendWidth = 360.0
  /// A long legend goes into columns this wide, when the picture has room for two or more.
  static let legendColumnWidth = 420.0
  /// Lines per column before the legend stops with a count of what it leaves out: the picture stays
  /// a picture, and the command line and the JSON list everything.
  static let maximumLinesPerColumn = 60
  /// Below this many lines the legend stays one column.
  static let singleColumnLines = 24
  static let maximumEntryLength = 1000

  var legendLineHeight: Double { SceneBuilder.legendSize * 1.45 }

  /// The width of the picture: the drawing area, widened for the legend when there is one.
  var pictureWidth: Double {
    legend.isEmpty ? bounds.width : max(bounds.width, Self.minimumLegendWidth)
  }

  enum LegendLine {
    case header(String)
    case title(String, indent: Double, entry: LegendEntry, first: Bool)
    case detail(String, indent: Double)
  }

  /// The legend's lines in columns: one column the picture's width, or, for a long legend on a wide
  /// picture, several of ``legendColumnWidth`` filled in order.
  func legendColumns() -> [[LegendLine]] {
    guard !legend.isEmpty else { return [] }
    let inner = pictureWidth - 2 * SceneBuilder.legendPadding
    let gutter = 24.0
    let columnCount = max(1, Int((inner + gutter) / (Self.legendColumnWidth + gutter)))
    var lines = legendLines(width: inner)
    guard lines.count > Self.singleColumnLines, columnCount > 1 else {
      return [Self.capped(lines, at: Self.maximumLinesPerColumn, total: lines.count)]
    }
    let width = (inner - Double(columnCount - 1) * gutter) / Double(columnCount)
    lines = legendLines(width: width)
    let capacity = columnCount * Self.maximumLinesPerColumn
    let shown = Self.capped(lines, at: capacity, total: lines.count)
    let perColumn = (shown.count + columnCount - 1) / columnCount
    return stride(from: 0, to: shown.count, by: perColumn).map {
      Array(shown[$0..<min($0 + perColumn, shown.count)])
    }
  }

  /// At most `limit` lines, the last saying how many were left out.
  static func capped(_ lines: [LegendLine], at limit: Int, total: Int) -> [LegendLine] {
    guard lines.count > limit else { return lines }
    return Array(lines.prefix(limit - 1)) + [
      .header("… \(total - limit + 1) more lines: the command line and --format json list every entry")
    ]
  }

  /// The legend's lines, wrapped to `width`.
  func legendLines(width: Double) -> [LegendLine] {
    var lines: [LegendLine] = []
    var section: LegendEntry.Kind?
    for entry in legend.sorted(by: { ($0.kind, $0.number) < ($1.kind, $1.number) }) {
      if entry.kind != section {
        section = entry.kind
        lines.append(.header(Self.sectionTitle(entry.kind)))
      }
      let indent = 22.0
      for (index, line) in wrap(entry.title, width: width - indent).enumerated() {
        lines.append(.title(line, indent: indent, entry: entry, first: index == 0))
      }
      for detail in entry.details {
        for (index, line) in wrap(detail, width: width - indent - 12).enumerated() {
          lines.append(.detail(line, indent: indent + (index == 0 ? 0 : 12)))
        }
      }
      // Past what any picture shows, the rest is only counted.
      if lines.count > 4 * Self.maximumLinesPerColumn * 8 { break }
    }
    return lines
  }

  static func sectionTitle(_ kind: LegendEntry.Kind) -> String {
    switch kind {
    case .conflict: return "Conflicts"
    case .ambiguity: return "Ambiguous"
    case .unmet: return "Unmet optional constraints"
    case .warning: return "Warnings"
    case .note: return "Notes"
    }
  }

  func legendHeight(columns: [[LegendLine]]) -> Double {
    guard let tallest = columns.map(\.count).max(), tallest > 0 else { return 0 }
    return Double(tallest) * legendLineHeight + 2 * SceneBuilder.legendPadding
  }

  func legendItems(top: Double, columns: [[LegendLine]]) -> [SceneItem] {
    guard !columns.isEmpty else { return [] }
    let width = pictureWidth
    let height = legendHeight(columns: columns)
    var items: [SceneItem] = [
      .box(SceneBox(
        rect: Rect(x: bounds.x, y: top, width: width, height: height),
        fill: theme.legendBackground, stroke: nil, strokePixels: 0, dash: false, role: .legend)),
      .line(SceneLine(
        from: (bounds.x, top), to: (bounds.x + width, top), color: theme.legendRule, widthPixels: 1,
        style: .solid, tickLength: 0, kind: .guide, role: .legend)),
    ]
    let inner = width - 2 * SceneBuilder.legendPadding
    let gutter = 24.0
    let columnWidth = (inner - Double(columns.count - 1) * gutter) / Double(columns.count)
    let size = SceneBuilder.legendSize
    for (column, lines) in columns.enumerated() {
      var y = top + SceneBuilder.legendPadding + legendLineHeight / 2
      let x = bounds.x + SceneBuilder.legendPadding + Double(column) * (columnWidth + gutter)
      for line in lines {
        switch line {
        case .header(let text):
          items.append(.text(makeText(
            string: text, x: x, y: y, alignment: .leading, pointSize: size, color: theme.secondaryText,
            maxWidth: nil, role: .legend)))
        case .title(let text, let indent, let entry, let first):
          if first {
            let radius = SceneBuilder.markerRadius
            items.append(.badge(SceneBadge(
              centerX: x + radius, centerY: y, radius: radius, fill: color(of: entry.kind),
              text: makeText(
                string: String(entry.number), x: x + radius, y: y, alignment: .center,
                pointSize: SceneBuilder.annotationSize, color: theme.badgeText, maxWidth: nil,
                role: .legend),
              role: .legend, constraints: entry.constraints)))
          }
          items.append(.text(makeText(
            string: text, x: x + indent, y: y, alignment: .leading, pointSize: size, color: theme.text,
            maxWidth: nil, role: .legend)))
        case .detail(let text, let indent):
          items.append(.text(makeText(
            string: text, x: x + indent, y: y, alignment: .leading, pointSize: size,
            color: theme.secondaryText, maxWidth: nil, role: .legend)))
        }
        y += legendLineHeight
      }
    }
    return items
  }

  func color(of kind: LegendEntry.Kind) -> RGBAColor {
    switch kind {
    case .conflict, .warning: return theme.conflict
    case .ambiguity: return theme.ambiguity
    case .unmet: return theme.unmet
    case .note: return theme.annotation
    }
  }

  /// Greedy word wrap by measured width, in time linear in the text: each word is measured once,
  /// and a word wider than the line is broken between characters.
  func wrap(_ text: String, width: Double) -> [String] {
    let size = SceneBuilder.legendSize
    let measurer = widths
    // A little slack for kerning across the joins of separately measured pieces.
    let limit = width - 4
    let space = measurer.width(of: " ", pointSize: size)
    var lines: [String] = []
    var current = ""
    var currentWidth = 0.0
    // A name of a megabyte says what it has to in its first thousand characters.
    let text = text.count > Self.maximumEntryLength ? String(text.prefix(Self.maximumEntryLength)) + "…" : text
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = String(word)
      var wordWidth = measurer.width(of: word, pointSize: size)
      if !current.isEmpty, currentWidth + space + wordWidth <= limit {
        current += " " + word
        currentWidth += space + wordWidth
        continue
      }
      if !current.isEmpty { lines.append(current) }
      while wordWidth > limit, word.count > 1 {
        // Break the word: as many characters as fit, measured one by one.
        var piece = ""
        var pieceWidth = 0.0
        var rest = Substring(word)
        while let character = rest.first {
          let characterWidth = measurer.width(of: String(character), pointSize: size)
          if pieceWidth + characterWidth > limit, !piece.isEmpty { break }
          piece.append(character)
          pieceWidth += characterWidth
          rest = rest.dropFirst()
        }
        lines.append(piece)
        word = String(rest)
        wordWidth = max(0, wordWidth - pieceWidth)
      }
      current = word
      currentWidth = wordWidth
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
