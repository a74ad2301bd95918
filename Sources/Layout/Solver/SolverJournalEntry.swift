/// One undoable change to a ``Solver``'s tableau, recorded while a constraint is being added so that a
/// rejected constraint leaves the solver exactly as it was (kiwi leaves a polluted tableau instead).
enum SolverJournalEntry: Sendable {
  /// `slot` held `row` with basic symbol `basic` (-1 for a free slot).
  case slot(Int32, SparseRow, Int32)
  /// The row in `slot` was edited in place: its constant and the old coefficients of the changed cells
  /// (0 for a cell that was absent), as ``SparseRow/substituteInPlace(_:factor:definition:added:undo:)``
  /// records them.
  case cells(Int32, Double, [(Int32, Double)])
  /// A row slot was appended to the column of the symbol.
  case columnAppend(Int32)
  /// The column of the symbol was replaced; it used to be the list.
  case columnReplace(Int32, [Int32])
  /// The reduced costs of the symbol used to be the list.
  case costs(Int32, [LevelCost])
  /// The reduced cost of the symbol at the level of the priority used to be the value (0: no entry).
  case cost(Int32, Double, Double)
  /// `objectiveConstants[level]` used to be the value.
  case objectiveConstant(Int32, Double)
  /// A priority level was inserted at the index.
  case levelInserted(Int32)
  /// The variable used to map to the symbol.
  case variableSymbol(Int32, Int32)
}
