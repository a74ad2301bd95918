/// One undoable change to a ``Solver``'s tableau, recorded while a constraint is being added so that a
/// rejected constraint leaves the solver exactly as it was (kiwi leaves a polluted tableau instead).
enum SolverJournalEntry: Sendable {
  /// `slot` held `row` with basic symbol `basic` (-1 for a free slot).
  case slot(Int32, SparseRow, Int32)
  /// A row slot was appended to the column of the symbol.
  case columnAppend(Int32)
  /// The column of the symbol was replaced; it used to be the list.
  case columnReplace(Int32, [Int32])
  /// `objective[level][symbol]` used to be the value.
  case objective(Int32, Int32, Double)
  /// `objectiveConstants[level]` used to be the value.
  case objectiveConstant(Int32, Double)
  /// A priority level was inserted at the index.
  case levelInserted(Int32)
  /// The variable used to map to the symbol.
  case variableSymbol(Int32, Int32)
}
