import Layout

/// The last pass: the numbered legend under the picture, in sections (conflicts, ambiguous views,
/// unmet optional constraints, warnings, notes), each entry numbered like its marker on the canvas.
/// It is never truncated: lines wrap to its width (at least ``minimumWidth`` points; the picture
/// widens for a narrow canvas), words longer than a line break between characters, a long legend
/// goes into columns on a wide picture, and a very long one stops with a count of what it leaves
/// out. A value: its lines in columns, its size, and its items.
struct SceneLegend {
  static let minimumWidth = 360.0
  /// A long legend goes into columns this wide, when the picture has room for two or more.
  static let columnWidth = 420.0
  /// Lines per column before the legend stops with a count of what it leaves out: the picture stays
  /// a picture, and the command line and the JSON list everything.
  static let maximumLinesPerColumn = 60
  /// Below this many lines the legend stays one column.
  static let singleColumnLines = 24
  static let maximumEntryLength = 1000
  static let gutter = 24.0

  enum Line {
    case header(String)
    case title(String, indent: Double, entry: LegendEntry, first: Bool)
    case detail(String, indent: Double)
  }

  let context: SceneContext
  /// The area the picture above the legend takes, in canvas coordinates.
  let area: Rect
  /// The width of the picture: the drawing area, widened for the legend when there is one.
  let width: Double
  /// The legend's lines in columns: one column the picture's width, or, for a long legend on a
  /// wide picture, several of ``columnWidth`` filled in order.
  let columns: [[Line]]

  init(_ entries: [LegendEntry], under area: Rect, context: SceneContext) {
    self.context = context
    self.area = area
    width = entries.isEmpty ? area.width : max(area.width, Self.minimumWidth)
    guard !entries.isEmpty else {
      columns = []
      return
    }
    // Each entry's text starts after its number's badge: 22 points, more when a number is wider
    // than the badge's circle.
    var indent = 22.0
    for entry in entries {
      let badge = SceneBadge.width(
        radius: SceneBuilder.markerRadius,
        textWidth: context.widths.width(of: String(entry.number), pointSize: SceneBuilder.annotationSize))
      indent = max(indent, badge + 8)
    }
    let inner = width - 2 * SceneBuilder.legendPadding
    let columnCount = max(1, Int((inner + Self.gutter) / (Self.columnWidth + Self.gutter)))
    // With room for columns, the full-width lines only decide whether the legend is long enough
    // for them: wrapping stops as soon as it is.
    var lines = Self.lines(
      of: entries, width: inner, indent: indent, context: context,
      upTo: columnCount > 1 ? Self.singleColumnLines + 1 : nil)
    guard lines.count > Self.singleColumnLines, columnCount > 1 else {
      columns = [Self.capped(lines, at: Self.maximumLinesPerColumn, total: lines.count)]
      return
    }
    let width = (inner - Double(columnCount - 1) * Self.gutter) / Double(columnCount)
    lines = Self.lines(of: entries, width: width, indent: indent, context: context)
    let capacity = columnCount * Self.maximumLinesPerColumn
    let shown = Self.capped(lines, at: capacity, total: lines.count)
    let perColumn = (shown.count + columnCount - 1) / columnCount
    columns = stride(from: 0, to: shown.count, by: perColumn).map {
      Array(shown[$0..<min($0 + perColumn, shown.count)])
    }
  }

  static var lineHeight: Double { SceneBuilder.legendSize * 1.45 }

  /// The legend's height in points (0 without a legend).
  var height: Double {
    guard let tallest = columns.map(\.count).max(), tallest > 0 else { return 0 }
    return Double(tallest) * Self.lineHeight + 2 * SceneBuilder.legendPadding
  }

  /// At most `limit` lines, the last saying how many were left out.
  static func capped(_ lines: [Line], at limit: Int, total: Int) -> [Line] {
    guard lines.count > limit else { return lines }
    return Array(lines.prefix(limit - 1)) + [
      .header("… \(total - limit + 1) more lines: the command line and --format json list every entry")
    ]
  }

  /// The legend's lines, wrapped to `width` (only the first `limit` or more, when given).
  static func lines(
    of entries: [LegendEntry], width: Double, indent: Double, context: SceneContext, upTo limit: Int? = nil
  ) -> [Line] {
    var lines: [Line] = []
    var section: LegendEntry.Kind?
    for entry in entries.sorted(by: { ($0.kind, $0.number) < ($1.kind, $1.number) }) {
      if entry.kind != section {
        section = entry.kind
        lines.append(.header(sectionTitle(entry.kind)))
      }
      for (index, line) in wrap(entry.title, width: width - indent, context: context).enumerated() {
        lines.append(.title(line, indent: indent, entry: entry, first: index == 0))
      }
      for detail in entry.details {
        for (index, line) in wrap(detail, width: width - indent - 12, context: context).enumerated() {
          lines.append(.detail(line, indent: indent + (index == 0 ? 0 : 12)))
        }
      }
      // Past what any picture shows, the rest is only counted.
      if lines.count > 4 * maximumLinesPerColumn * 8 { break }
      if let limit, lines.count >= limit { break }
    }
    return lines
  }

  static func sectionTitle(_ kind: LegendEntry.Kind) -> String {
    switch kind {
    case .conflict: return "Conflicts"
    case .ambiguity: return "Ambiguous"
    case .unmet: return "Unmet optional constraints"
    case .warning: return "Warnings"
    case .misplaced: return "Misplaced views"
    case .note: return "Notes"
    }
  }

  /// The legend's items, its top edge at `top`.
  func items(top: Double) -> [SceneItem] {
    guard !columns.isEmpty else { return [] }
    let theme = context.theme
    var items: [SceneItem] = [
      .box(SceneBox(
        rect: Rect(x: area.x, y: top, width: width, height: height),
        fill: theme.legendBackground, stroke: nil, strokePixels: 0, dash: false, role: .legend)),
      .line(SceneLine(
        from: (area.x, top), to: (area.x + width, top), color: theme.legendRule, widthPixels: 1,
        style: .solid, tickLength: 0, kind: .guide, role: .legend)),
    ]
    let inner = width - 2 * SceneBuilder.legendPadding
    let columnWidth = (inner - Double(columns.count - 1) * Self.gutter) / Double(columns.count)
    let size = SceneBuilder.legendSize
    for (column, lines) in columns.enumerated() {
      var y = top + SceneBuilder.legendPadding + Self.lineHeight / 2
      let x = area.x + SceneBuilder.legendPadding + Double(column) * (columnWidth + Self.gutter)
      for line in lines {
        switch line {
        case .header(let text):
          items.append(.text(context.makeText(
            string: text, x: x, y: y, alignment: .leading, pointSize: size, color: theme.secondaryText,
            maxWidth: nil, role: .legend)))
        case .title(let text, let indent, let entry, let first):
          if first {
            // The badge starts at the column's edge, a circle or, for a wide number, a pill.
            let radius = SceneBuilder.markerRadius
            let number = String(entry.number)
            let badgeWidth = SceneBadge.width(
              radius: radius,
              textWidth: context.widths.width(of: number, pointSize: SceneBuilder.annotationSize))
            let center = x + badgeWidth / 2
            items.append(.badge(SceneBadge(
              centerX: center, centerY: y, radius: radius, fill: color(of: entry.kind),
              text: context.makeText(
                string: number, x: center, y: y, alignment: .center,
                pointSize: SceneBuilder.annotationSize, color: theme.badgeText, maxWidth: nil,
                role: .legend),
              role: .legend, constraints: entry.constraints, width: badgeWidth)))
          }
          items.append(.text(context.makeText(
            string: text, x: x + indent, y: y, alignment: .leading, pointSize: size, color: theme.text,
            maxWidth: nil, role: .legend)))
        case .detail(let text, let indent):
          items.append(.text(context.makeText(
            string: text, x: x + indent, y: y, alignment: .leading, pointSize: size,
            color: theme.secondaryText, maxWidth: nil, role: .legend)))
        }
        y += Self.lineHeight
      }
    }
    return items
  }

  func color(of kind: LegendEntry.Kind) -> RGBAColor {
    switch kind {
    case .conflict, .warning: return context.theme.conflict
    case .ambiguity, .misplaced: return context.theme.ambiguity
    case .unmet: return context.theme.unmet
    case .note: return context.theme.annotation
    }
  }

  /// The text split at its spaces (empty words kept), as `split(separator: " ")` splits it: by
  /// bytes when no character can join a space into a larger character, else by characters.
  static func words(of text: String) -> [String] {
    func isPlain(_ scalar: Unicode.Scalar) -> Bool {
      // Letters, digits, punctuation, arrows and operators that never combine with a neighbour
      // (combining marks start at U+0300).
      switch scalar.value {
      case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x22FF, 0x2700...0x27BF: return true
      default: return false
      }
    }
    guard text.unicodeScalars.allSatisfy(isPlain) else {
      return text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    }
    return text.utf8.split(separator: 0x20, omittingEmptySubsequences: false).map { String(Substring($0)) }
  }

  /// Greedy word wrap by measured width, in time linear in the text: each word is measured once,
  /// and a word wider than the line is broken between characters.
  static func wrap(_ text: String, width: Double, context: SceneContext) -> [String] {
    let size = SceneBuilder.legendSize
    let measurer = context.widths
    // A little slack for kerning across the joins of separately measured pieces.
    let limit = width - 4
    let space = measurer.width(of: " ", pointSize: size)
    var lines: [String] = []
    var current = ""
    var currentWidth = 0.0
    // A name of a megabyte says what it has to in its first thousand characters.
    var text = text
    if text.utf8.count > maximumEntryLength,
      let cut = text.index(text.startIndex, offsetBy: maximumEntryLength, limitedBy: text.endIndex),
      cut < text.endIndex
    {
      text = String(text[..<cut]) + "…"
    }
    for word in words(of: text) {
      var word = word
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
