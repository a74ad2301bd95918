/// `Σ coefficient × variable + constant`, built up attribute by attribute.
struct LinearExpression {
  var terms: [(Int, Double)]
  var constant: Double

  init(terms: [(Int, Double)], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  mutating func add(_ other: LinearExpression, scaledBy factor: Double) {
    for (variable, coefficient) in other.terms { terms.append((variable, coefficient * factor)) }
    constant += other.constant * factor
  }

  /// Terms with each variable once and zero coefficients dropped (`a.right == a.left + 10` is
  /// only about the width).
  func mergedTerms() -> [LinearTerm] {
    var merged: [(Int, Double)] = []
    for (variable, coefficient) in terms.sorted(by: { $0.0 < $1.0 }) {
      if let last = merged.last, last.0 == variable {
        merged[merged.count - 1].1 += coefficient
      } else {
        merged.append((variable, coefficient))
      }
    }
    return merged.filter { abs($0.1) > 1e-12 }.map { LinearTerm(Variable($0.0), $0.1) }
  }
}
