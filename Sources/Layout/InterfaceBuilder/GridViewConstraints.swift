/// An `NSGridView`'s layout as constraints: each column (row) is a guide spanning the grid across,
/// laid end to end with the column (row) spacing from the grid's leading (top) edge to its
/// trailing (bottom) one, as wide (tall) as its widest (tallest) content unless the document fixes
/// it. Each cell's content stays inside its column and row, placed by the cell's placement, else
/// its row's or column's, else the grid's (`leading`, `trailing`, `center`, `fill`).
struct GridViewConstraints {
  typealias Constraint = IBGeneratedConstraint
  typealias Anchor = IBGeneratedConstraint.Anchor

  var grid: String
  var layout: IBGridView
  /// The content views the grid holds (cells whose content is not in the scene are left out).
  var contents: Set<String>

  /// The constraints, and the guides for the rows and columns.
  func constraints() -> (constraints: [Constraint], guides: [StackViewConstraints.Guide]) {
    var result: [Constraint] = []
    var guides: [StackViewConstraints.Guide] = []
    var columnGuides: [String: String] = [:]
    var rowGuides: [String: String] = [:]
    for axis in [LayoutAxis.horizontal, .vertical] {
      let lines = axis == .horizontal ? layout.columns : layout.rows
      let spacing = axis == .horizontal ? layout.columnSpacing : layout.rowSpacing
      let start: LayoutAttribute = axis == .horizontal ? .leading : .top
      let end: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
      let size: LayoutAttribute = axis == .horizontal ? .width : .height
      let crossStart: LayoutAttribute = axis == .horizontal ? .top : .leading
      let crossEnd: LayoutAttribute = axis == .horizontal ? .bottom : .trailing
      let name = axis == .horizontal ? "column" : "row"
      var previous: String?
      for (index, line) in lines.enumerated() {
        let id = "\(grid)-\(name)-\(index + 1)"
        guides.append(StackViewConstraints.Guide(id: id, identifier: "NSGridView-\(name)"))
        if axis == .horizontal { columnGuides[line.id] = id } else { rowGuides[line.id] = id }
        let identifier = "NSGridView-\(name)"
        if let previous {
          result.append(Constraint(
            Anchor(.view(id), start), .equal, Anchor(.view(previous), end), constant: spacing, identifier: identifier))
        } else {
          result.append(Constraint(Anchor(.view(id), start), .equal, Anchor(.view(grid), start), identifier: identifier))
        }
        result.append(Constraint(Anchor(.view(id), crossStart), .equal, Anchor(.view(grid), crossStart), identifier: identifier))
        result.append(Constraint(Anchor(.view(id), crossEnd), .equal, Anchor(.view(grid), crossEnd), identifier: identifier))
        // A fixed size, or as small as the content lets it be.
        result.append(Constraint(
          Anchor(.view(id), size), .equal, nil, constant: line.length ?? 0, priority: line.length == nil ? 1 : 1000,
          identifier: identifier))
        previous = id
      }
      if let previous {
        result.append(Constraint(Anchor(.view(previous), end), .equal, Anchor(.view(grid), end), identifier: "NSGridView-\(name)"))
      }
    }
    let columns = Dictionary(layout.columns.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let rows = Dictionary(layout.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for cell in layout.cells where contents.contains(cell.content) {
      guard let column = columns[cell.column], let row = rows[cell.row], let columnGuide = columnGuides[cell.column],
        let rowGuide = rowGuides[cell.row]
      else { continue }
      result += place(
        cell.content, in: columnGuide, line: column, placement: cell.xPlacement ?? column.placement ?? layout.xPlacement,
        axis: .horizontal)
      result += place(
        cell.content, in: rowGuide, line: row, placement: cell.yPlacement ?? row.placement ?? layout.yPlacement,
        axis: .vertical)
    }
    return (result, guides)
  }

  /// A cell's content inside its column (row), at its placement.
  private func place(
    _ content: String, in guide: String, line: IBGridView.Line, placement: IBGridView.Placement, axis: LayoutAxis
  ) -> [Constraint] {
    let start: LayoutAttribute = axis == .horizontal ? .leading : .top
    let end: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
    let center: LayoutAttribute = axis == .horizontal ? .centerX : .centerY
    let identifier = "NSGridView-cell"
    let leading = Constraint(
      Anchor(.view(content), start), .greaterThanOrEqual, Anchor(.view(guide), start), constant: line.spacingBefore,
      identifier: identifier)
    let trailing = Constraint(
      Anchor(.view(content), end), .lessThanOrEqual, Anchor(.view(guide), end), constant: -line.spacingAfter,
      identifier: identifier)
    var result = [leading, trailing]
    switch placement {
    case .leading, .top:
      result.append(Constraint(
        Anchor(.view(content), start), .equal, Anchor(.view(guide), start), constant: line.spacingBefore, identifier: identifier))
    case .trailing, .bottom:
      result.append(Constraint(
        Anchor(.view(content), end), .equal, Anchor(.view(guide), end), constant: -line.spacingAfter, identifier: identifier))
    case .center:
      result.append(Constraint(Anchor(.view(content), center), .equal, Anchor(.view(guide), center), identifier: identifier))
    case .fill:
      result.append(Constraint(
        Anchor(.view(content), start), .equal, Anchor(.view(guide), start), constant: line.spacingBefore, identifier: identifier))
      result.append(Constraint(
        Anchor(.view(content), end), .equal, Anchor(.view(guide), end), constant: -line.spacingAfter, identifier: identifier))
    }
    return result
  }
}
