@testable import Layout
import Testing

/// An `NSGridView` as constraints: columns and rows as guides end to end, each cell's content
/// placed in its column and row.
@Suite struct GridViewConstraintsTests {
  @Test func labelsTrailingAndFieldsLeadingInTwoColumns() {
    var grid = IBGridView()
    grid.columnSpacing = 8
    grid.rowSpacing = 7
    grid.xPlacement = .trailing
    grid.yPlacement = .center
    grid.columns = [IBGridView.Line(id: "c1"), IBGridView.Line(id: "c2", placement: .leading)]
    grid.rows = [IBGridView.Line(id: "r1")]
    grid.cells = [
      IBGridView.Cell(row: "r1", column: "c1", content: "label"),
      IBGridView.Cell(row: "r1", column: "c2", content: "field"),
    ]
    let result = GridViewConstraints(grid: "grid", layout: grid, contents: ["label", "field"]).constraints()
    let texts = result.constraints.map(\.description)
    #expect(result.guides.map(\.id) == ["grid-column-1", "grid-column-2", "grid-row-1"])
    #expect(texts.contains("'NSGridView-column' grid-column-1.leading == grid.leading"))
    #expect(texts.contains("'NSGridView-column' grid-column-2.leading == grid-column-1.trailing + 8"))
    #expect(texts.contains("'NSGridView-column' grid-column-2.trailing == grid.trailing"))
    #expect(texts.contains("'NSGridView-column' grid-column-1.width == 0 @1"))
    #expect(texts.contains("'NSGridView-cell' label.trailing == grid-column-1.trailing"))
    #expect(texts.contains("'NSGridView-cell' field.leading == grid-column-2.leading"))
    #expect(texts.contains("'NSGridView-cell' label.centerY == grid-row-1.centerY"))
    #expect(texts.contains("'NSGridView-cell' label.leading >= grid-column-1.leading"))
  }
}
