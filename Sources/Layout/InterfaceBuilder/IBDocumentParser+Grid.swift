/// Reading an `NSGridView`: its rows and columns (with their placements and fixed sizes), its
/// spacing, and which view is the content of each cell.
extension IBDocumentParser {
  func gridView(_ element: XMLElementNode, resolved: IBVariations) -> IBGridView {
    var grid = IBGridView()
    grid.rowSpacing = resolved.number("rowSpacing").map { Self.length($0) } ?? 6
    grid.columnSpacing = resolved.number("columnSpacing").map { Self.length($0) } ?? 6
    grid.xPlacement = resolved["xPlacement"].flatMap(IBGridView.Placement.init) ?? .leading
    grid.yPlacement = resolved["yPlacement"].flatMap(IBGridView.Placement.init) ?? .top
    func line(_ item: XMLElementNode, placement: String, length: String, before: String, after: String)
      -> IBGridView.Line?
    {
      guard let id = item["id"] else { return nil }
      return IBGridView.Line(
        id: id, placement: item[placement].flatMap(IBGridView.Placement.init),
        length: item.number(length).map { max(0, Self.length($0)) },
        spacingBefore: Self.length(item.number(before)), spacingAfter: Self.length(item.number(after)))
    }
    grid.rows = element.child("rows")?.children("gridRow").compactMap {
      line($0, placement: "yPlacement", length: "height", before: "topPadding", after: "bottomPadding")
    } ?? []
    grid.columns = element.child("columns")?.children("gridColumn").compactMap {
      line($0, placement: "xPlacement", length: "width", before: "leadingPadding", after: "trailingPadding")
    } ?? []
    for cell in element.child("gridCells")?.children("gridCell") ?? [] {
      guard let row = cell["row"], let column = cell["column"],
        let content = cell.children.first(where: { $0["key"] == "contentView" })?["id"]
      else { continue }
      grid.cells.append(IBGridView.Cell(
        row: row, column: column, content: content,
        xPlacement: cell["xPlacement"].flatMap(IBGridView.Placement.init),
        yPlacement: cell["yPlacement"].flatMap(IBGridView.Placement.init)))
    }
    return grid
  }
}
