/// Writes the spec JSON of a ``BenchCase``: the same text a user would feed the command line, so the
/// parse stage measures the real decoder.
enum SpecGenerator {
  /// VFL strings are split into segments of this many views (a segment starts with the view the previous
  /// one ended with), as people write long rows, and so no single string is huge.
  static let segmentLength = 50
  /// Labels per row in the `labels` family.
  static let labelsPerRow = 25
  /// The words labels are made of (at most 9 characters, so a row of 25 fits 2,440 points).
  static let words = [
    "Name", "Email", "Password", "Sign in", "Cancel", "Continue", "Settings", "Profile", "Search",
    "Help", "Done", "Edit", "Share", "Delete", "Save", "Open", "Close", "Next", "Back", "Account",
    "Privacy", "Language", "Display", "Sound", "Battery", "Storage", "Network", "Photos", "Music",
    "Calendar", "Notes", "Maps", "Weather", "Clock", "Camera", "Mail",
  ]

  static func json(for benchCase: BenchCase) -> String {
    switch benchCase.family {
    case .chain: return chain(benchCase.size)
    case .grid:
      let shape = BenchCase.gridShape(for: benchCase.size)
      return grid(rows: shape.rows, columns: shape.columns)
    case .priorities: return priorities(benchCase.size)
    case .labels: return labels(benchCase.size)
    }
  }

  /// The label of view `index` in the labels family (and of the changed view in the diff pair).
  static func label(_ index: Int) -> String { words[(index * 7 + index / words.count) % words.count] }

  // MARK: - Families

  static func chain(_ count: Int) -> String {
    // Standard spacing 2 keeps widths positive at N = 5,000 inside the 20,000-point canvas limit.
    let width = min(20_000, 40 * count)
    var constraints: [String] = []
    for segment in segments(count) {
      var vfl = "H:"
      for index in segment {
        if index == 0 {
          vfl += "|-[v0]"
        } else if index == segment.first {
          vfl += "[v\(index)]"
        } else {
          vfl += "-[v\(index)(==v\(index - 1))]"
        }
      }
      if segment.last == count - 1 { vfl += "-|" }
      constraints.append(object(vfl: vfl, options: ["alignAllTop", "alignAllBottom"]))
    }
    constraints.append(quoted("V:|-[v0(24)]"))
    return document(
      canvas: (width, 64), spacing: "{\"standard\": 2, \"superview\": 20}",
      views: (0..<count).map { "\"v\($0)\": {}" }, constraints: constraints)
  }

  static func grid(rows: Int, columns: Int) -> String {
    // Cells of 24 points with 8-point gaps and 20-point margins.
    let width = 40 + columns * 24 + (columns - 1) * 8
    let height = 40 + rows * 24 + (rows - 1) * 8
    func cell(_ row: Int, _ column: Int) -> String { "c\(row)_\(column)" }
    var constraints: [String] = []
    for row in 0..<rows {
      var vfl = "H:|"
      for column in 0..<columns {
        let name = cell(row, column)
        vfl += row == 0 && column == 0 ? "-[\(name)]" : "-[\(name)(==c0_0)]"
      }
      constraints.append(quoted(vfl + "-|"))
    }
    for column in 0..<columns {
      var vfl = "V:|"
      for row in 0..<rows {
        let name = cell(row, column)
        vfl += row == 0 && column == 0 ? "-[\(name)]" : "-[\(name)(==c0_0)]"
      }
      constraints.append(quoted(vfl + "-|"))
    }
    var views: [String] = []
    for row in 0..<rows {
      for column in 0..<columns { views.append("\"\(cell(row, column))\": {}") }
    }
    return document(canvas: (width, height), spacing: nil, views: views, constraints: constraints)
  }

  /// The 11 optional priority levels of the priorities family (the research anchors' set: pairs like
  /// 250/251 and 500/501 that plain-double weights get wrong).
  static let priorityLevels = [1, 10, 50, 100, 249, 250, 251, 500, 501, 750, 999]

  static func priorities(_ count: Int) -> String {
    var constraints: [String] = []
    for segment in segments(count) {
      var vfl = "H:"
      for index in segment {
        vfl += index == 0 ? "|-[v0]" : (index == segment.first ? "[v\(index)]" : "-[v\(index)]")
      }
      constraints.append(object(vfl: vfl, options: ["alignAllTop", "alignAllBottom"]))
    }
    constraints.append(quoted("V:|-[v0(24)]"))
    let levels = priorityLevels
    for index in 0..<count {
      let atLeast = 40 + 5 * (index % 7)
      let atMost = 30 + 5 * (index % 5)
      let exactly = 35 + 10 * (index % 3)
      constraints.append(quoted("v\(index).width >= \(atLeast) @\(levels[index % 11])"))
      constraints.append(quoted("v\(index).width <= \(atMost) @\(levels[(index + 4) % 11])"))
      constraints.append(quoted("v\(index).width == \(exactly) @\(levels[(index + 8) % 11])"))
    }
    return document(
      canvas: (1000, 64), spacing: nil, views: (0..<count).map { "\"v\($0)\": {}" },
      constraints: constraints)
  }

  /// `changing` gives one view another word: the small change of the diff pair.
  static func labels(_ count: Int, perRow maximumPerRow: Int = labelsPerRow, changing: Int? = nil) -> String {
    let perRow = min(maximumPerRow, count)
    let rows = (count + perRow - 1) / perRow
    // Every label is at most 96 points wide with its gap; rows are 24 points high (13-point text
    // with padding) plus the standard gap.
    let width = 40 + perRow * 96
    let height = 40 + rows * 32
    var constraints: [String] = []
    var firstColumn: [String] = []
    for row in 0..<rows {
      let members = (row * perRow)..<min(count, (row + 1) * perRow)
      var vfl = "H:|"
      for index in members { vfl += "-[l\(index)]" }
      firstColumn.append("l\(members.lowerBound)")
      constraints.append(members.count > 1 ? object(vfl: vfl, options: ["alignAllTop"]) : quoted(vfl))
    }
    for segment in segments(firstColumn.count) {
      var vfl = "V:"
      for position in segment {
        let name = firstColumn[position]
        vfl += position == 0 ? "|-[\(name)]" : (position == segment.first ? "[\(name)]" : "-[\(name)]")
      }
      constraints.append(quoted(vfl))
    }
    let views = (0..<count).map { index in
      let text = index == changing ? label(index + 1) : label(index)
      return "\"l\(index)\": {\"label\": \"\(text)\"}"
    }
    return document(canvas: (width, height), spacing: nil, views: views, constraints: constraints)
  }

  // MARK: - JSON text

  /// Consecutive index ranges of at most ``segmentLength`` + 1 views; each starts where the last ended.
  static func segments(_ count: Int) -> [[Int]] {
    guard count > 1 else { return count == 1 ? [[0]] : [] }
    var result: [[Int]] = []
    var start = 0
    while start < count - 1 {
      let end = min(count - 1, start + segmentLength)
      result.append(Array(start...end))
      start = end
    }
    return result
  }

  static func quoted(_ text: String) -> String { "\"\(text)\"" }

  static func object(vfl: String, options: [String]) -> String {
    "{\"vfl\": \"\(vfl)\", \"options\": [\(options.map(quoted).joined(separator: ", "))]}"
  }

  static func document(
    canvas: (Int, Int), spacing: String?, views: [String], constraints: [String]
  ) -> String {
    var text = "{\n  \"canvas\": {\"width\": \(canvas.0), \"height\": \(canvas.1)},\n"
    if let spacing { text += "  \"spacing\": \(spacing),\n" }
    text += "  \"views\": {\n    " + views.joined(separator: ",\n    ") + "\n  },\n"
    text += "  \"constraints\": [\n    " + constraints.joined(separator: ",\n    ") + "\n  ]\n}\n"
    return text
  }
}
