/// A whole system of linear constraints over numbered variables, in spec order, solved once.
///
/// Apple's semantics: required constraints (priority ≥ 1000) are added in order and the first one that makes
/// the required set infeasible is broken (dropped) while solving goes on; optional constraints are satisfied
/// strictly by priority level, minimising the sum of |error| within a level. Independent components (sets of
/// variables linked by constraints) are solved separately.
public struct LinearSystem: Sendable {
  public var variableCount: Int
  public var constraints: [LinearConstraint]

  public init(variableCount: Int, constraints: [LinearConstraint] = []) {
    self.variableCount = variableCount
    self.constraints = constraints
  }

  /// Validated constraints with repeated variables merged and zero coefficients dropped.
  func normalizedConstraints() throws(SolverError) -> [LinearConstraint] {
    var result: [LinearConstraint] = []
    result.reserveCapacity(constraints.count)
    for (index, constraint) in constraints.enumerated() {
      guard constraint.priority.isFinite, constraint.priority > 0 else {
        throw .invalidPriority(constraint: index, priority: constraint.priority)
      }
      guard constraint.constant.isFinite else { throw .nonFiniteNumber(constraint: index) }
      for term in constraint.terms {
        guard term.coefficient.isFinite else { throw .nonFiniteNumber(constraint: index) }
        guard term.variable.index >= 0 && Int(term.variable.index) < variableCount else {
          throw .variableOutOfRange(constraint: index, variable: term.variable, variableCount: variableCount)
        }
      }
      var normalized = constraint
      normalized.terms = Self.mergedTerms(constraint.terms)
      result.append(normalized)
    }
    return result
  }

  private static func mergedTerms(_ terms: [LinearTerm]) -> [LinearTerm] {
    var sorted = terms.filter { $0.coefficient != 0 }
    if sorted.count < 2 { return sorted }
    sorted.sort { $0.variable < $1.variable }
    var merged: [LinearTerm] = []
    var index = 0
    while index < sorted.count {
      var term = sorted[index]
      var scale = abs(term.coefficient)
      index += 1
      while index < sorted.count && sorted[index].variable == term.variable {
        term.coefficient += sorted[index].coefficient
        scale = max(scale, abs(sorted[index].coefficient))
        index += 1
      }
      if abs(term.coefficient) > Tolerance.cancellation * scale { merged.append(term) }
    }
    return merged
  }

  /// A constraint without variables: `constant RELATION 0`.
  static func holdsTrivially(_ constraint: LinearConstraint) -> Bool {
    let tolerance = Tolerance.feasibility * max(1, abs(constraint.constant))
    switch constraint.relation {
    case .equal: return abs(constraint.constant) <= tolerance
    case .lessThanOrEqual: return constraint.constant <= tolerance
    case .greaterThanOrEqual: return constraint.constant >= -tolerance
    }
  }
}
