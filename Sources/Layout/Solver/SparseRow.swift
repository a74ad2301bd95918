/// One tableau row, `basic = constant + Σ coefficients[i]·symbols[i]`, with `symbols` strictly ascending.
///
/// Parallel arrays of plain values keep the hot loops free of reference counting per cell.
struct SparseRow: Sendable {
  var symbols: [Int32] = []
  var coefficients: [Double] = []
  var constant: Double = 0

  init() {}

  init(constant: Double) { self.constant = constant }

  /// The row `constant + Σ pairs`, merging repeated symbols; sums that are rounding noise of their parts
  /// (relative to `constantScale` for the constant) become exactly 0 and disappear.
  init(combining pairs: inout [(symbol: Int32, value: Double)], constant: Double, constantScale: Double) {
    self.constant = abs(constant) <= Tolerance.cancellation * constantScale ? 0 : constant
    if pairs.count > 1 { pairs.sort { $0.symbol < $1.symbol } }
    symbols.reserveCapacity(pairs.count)
    coefficients.reserveCapacity(pairs.count)
    var index = 0
    while index < pairs.count {
      let symbol = pairs[index].symbol
      var sum = pairs[index].value
      var scale = abs(sum)
      index += 1
      while index < pairs.count && pairs[index].symbol == symbol {
        sum += pairs[index].value
        scale = max(scale, abs(pairs[index].value))
        index += 1
      }
      if abs(sum) > Tolerance.cancellation * scale {
        symbols.append(symbol)
        coefficients.append(sum)
      }
    }
  }

  /// The position of `symbol`, or `nil`.
  @inline(__always)
  func position(of symbol: Int32) -> Int? {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low &+ high) >> 1
      let value = symbols[mid]
      if value == symbol { return mid }
      if value < symbol { low = mid &+ 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol`; 0 when absent.
  @inline(__always)
  func coefficient(of symbol: Int32) -> Double {
    if let index = position(of: symbol) { return coefficients[index] }
    return 0
  }

  func contains(_ symbol: Int32) -> Bool { position(of: symbol) != nil }

  /// Removes `symbol` if present.
  mutating func remove(_ symbol: Int32) {
    if let index = position(of: symbol) {
      symbols.remove(at: index)
      coefficients.remove(at: index)
    }
  }

  /// Inserts or overwrites `symbol` (a non-zero coefficient).
  mutating func set(_ symbol: Int32, _ coefficient: Double) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    if low < symbols.count && symbols[low] == symbol {
      coefficients[low] = coefficient
    } else {
      symbols.insert(symbol, at: low)
      coefficients.insert(coefficient, at: low)
    }
  }

  /// Multiplies the whole row (constant included) by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
  }

  /// Whether ``substituteInPlace(_:factor:definition:added:undo:)`` is the cheaper way to substitute
  /// `definition` here: a few edits of a long row, instead of rebuilding it.
  func prefersEditsInPlace(for definition: SparseRow) -> Bool {
    definition.symbols.count * 8 <= symbols.count
  }

  /// ``substitute(_:factor:definition:added:)`` by editing this row where it changes (same arithmetic, same
  /// result): a short definition costs a binary search per symbol instead of a pass over the whole row.
  /// Appends `(symbol, old coefficient)` to `undo` for every cell it changes, 0 for a cell that was absent.
  mutating func substituteInPlace(
    _ symbol: Int32, factor: Double, definition: SparseRow, added: inout [Int32], undo: inout [(Int32, Double)]
  ) {
    if let position = position(of: symbol) {
      undo.append((symbol, coefficients[position]))
      symbols.remove(at: position)
      coefficients.remove(at: position)
    }
    var low = 0
    for index in definition.symbols.indices {
      let other = definition.symbols[index]
      let value = factor * definition.coefficients[index]
      // Definition symbols ascend, so each search starts where the last one ended.
      var high = symbols.count
      while low < high {
        let mid = (low &+ high) >> 1
        if symbols[mid] < other { low = mid &+ 1 } else { high = mid }
      }
      if low < symbols.count && symbols[low] == other {
        let old = coefficients[low]
        let sum = Tolerance.sum(old, value)
        undo.append((other, old))
        if sum == 0 {
          symbols.remove(at: low)
          coefficients.remove(at: low)
        } else {
          coefficients[low] = sum
          low += 1
        }
      } else if value != 0 {
        undo.append((other, 0))
        symbols.insert(other, at: low)
        coefficients.insert(value, at: low)
        added.append(other)
        low += 1
      }
    }
    constant = Tolerance.sum(constant, factor * definition.constant)
  }

  /// Undoes ``substituteInPlace(_:factor:definition:added:undo:)``: restores each cell in `undo` (0 removes
  /// it) and the constant.
  mutating func restore(_ undo: [(Int32, Double)], constant old: Double) {
    for (symbol, coefficient) in undo.reversed() {
      if coefficient == 0 { remove(symbol) } else { set(symbol, coefficient) }
    }
    constant = old
  }

  /// Replaces `symbol` (whose coefficient here is `factor`) by `factor·definition`, where `definition`
  /// does not contain `symbol`. Symbols that were not in this row before are appended to `added`.
  mutating func substitute(
    _ symbol: Int32, factor: Double, definition: SparseRow, added: inout [Int32]
  ) {
    let leftCount = symbols.count
    let rightCount = definition.symbols.count
    var newSymbols = [Int32]()
    var newCoefficients = [Double]()
    newSymbols.reserveCapacity(leftCount + rightCount)
    newCoefficients.reserveCapacity(leftCount + rightCount)
    symbols.withUnsafeBufferPointer { ls in
      coefficients.withUnsafeBufferPointer { lc in
        definition.symbols.withUnsafeBufferPointer { rs in
          definition.coefficients.withUnsafeBufferPointer { rc in
            var i = 0
            var j = 0
            while i < leftCount || j < rightCount {
              let left = i < leftCount ? ls[i] : Int32.max
              let right = j < rightCount ? rs[j] : Int32.max
              if left < right {
                if left != symbol {
                  newSymbols.append(left)
                  newCoefficients.append(lc[i])
                }
                i += 1
              } else if right < left {
                let value = factor * rc[j]
                if value != 0 {
                  newSymbols.append(right)
                  newCoefficients.append(value)
                  added.append(right)
                }
                j += 1
              } else {
                let value = Tolerance.sum(lc[i], factor * rc[j])
                if value != 0 && left != symbol {
                  newSymbols.append(left)
                  newCoefficients.append(value)
                }
                i += 1
                j += 1
              }
            }
          }
        }
      }
    }
    symbols = newSymbols
    coefficients = newCoefficients
    constant = Tolerance.sum(constant, factor * definition.constant)
  }
}
