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
