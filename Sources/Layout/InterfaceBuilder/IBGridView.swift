/// An `NSGridView`'s rows, columns and cells (`<gridView><rows><gridRow>…<gridCells><gridCell
/// row= column=>` with the cell's `contentView`), and where each cell's content sits in it.
struct IBGridView: Sendable, Equatable {
  /// Where content sits in its cell along one axis (`xPlacement`, `yPlacement`); `nil` inherits
  /// from the cell's row or column, then the grid.
  enum Placement: String, Sendable, Equatable {
    case leading, trailing, center, fill
    /// Vertical names.
    case top, bottom
  }

  struct Line: Sendable, Equatable {
    var id: String
    var placement: Placement?
    /// A fixed width (column) or height (row); `nil` fits the content.
    var length: Double?
    var spacingBefore = 0.0
    var spacingAfter = 0.0
  }

  struct Cell: Sendable, Equatable {
    var row: String
    var column: String
    /// The content view's object id.
    var content: String
    var xPlacement: Placement?
    var yPlacement: Placement?
  }

  var rows: [Line] = []
  var columns: [Line] = []
  var cells: [Cell] = []
  var rowSpacing = 6.0
  var columnSpacing = 6.0
  var xPlacement = Placement.leading
  var yPlacement = Placement.top
}
