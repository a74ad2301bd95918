import Testing
@testable import Layout

/// Substituting a definition into a row, by rebuilding it or by editing it in place, and undoing the edits.
@Suite struct SparseRowTests {
  static func randomRow(_ random: inout SolverOracleTests.Generator, symbols: ClosedRange<Int>, excluding: Int32? = nil) -> SparseRow {
    var row = SparseRow(constant: Double(random.int(-20...20)) / 4)
    for symbol in symbols where random.int(0...2) > 0 && Int32(symbol) != excluding {
      // Thirds and opposite pairs, so that some sums cancel and some are rounding noise.
      let coefficient = Double(random.int(-6...6)) / 3
      if coefficient != 0 { row.set(Int32(symbol), coefficient) }
    }
    return row
  }

  /// Both ways give the same row bit for bit, report the same new symbols, and the undo list restores the
  /// original exactly.
  @Test(arguments: 0..<500)
  func editingInPlaceMatchesRebuilding(seed: Int) {
    var random = SolverOracleTests.Generator(state: UInt64(seed) &* 31 &+ 5)
    let symbol = Int32(random.int(0...40))
    var row = Self.randomRow(&random, symbols: 0...40)
    row.set(symbol, Double(random.int(1...4)) / 3)
    let definition = Self.randomRow(&random, symbols: random.int(0...30)...random.int(31...60), excluding: symbol)
    let factor = row.coefficient(of: symbol)

    var rebuilt = row
    var rebuiltAdded: [Int32] = []
    rebuilt.substitute(symbol, factor: factor, definition: definition, added: &rebuiltAdded)
    var edited = row
    var editedAdded: [Int32] = []
    var undo: [(Int32, Double)] = []
    edited.substituteInPlace(symbol, factor: factor, definition: definition, added: &editedAdded, undo: &undo)

    #expect(edited.symbols == rebuilt.symbols)
    #expect(edited.coefficients == rebuilt.coefficients)
    #expect(edited.constant == rebuilt.constant)
    #expect(editedAdded == rebuiltAdded)
    #expect(!edited.contains(symbol))
    #expect(!edited.coefficients.contains(0))

    edited.restore(undo, constant: row.constant)
    #expect(edited.symbols == row.symbols)
    #expect(edited.coefficients == row.coefficients)
    #expect(edited.constant == row.constant)
  }

  @Test func aShortDefinitionIsEditedIntoALongRowInPlace() {
    var long = SparseRow()
    for symbol in 0..<80 { long.set(Int32(symbol), 1) }
    var short = SparseRow(constant: 1)
    short.set(100, 2)
    #expect(long.prefersEditsInPlace(for: short))
    #expect(!short.prefersEditsInPlace(for: long))
  }
}
