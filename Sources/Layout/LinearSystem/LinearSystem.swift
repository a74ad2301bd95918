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

  /// Solves the system. Same input, same output bits.
  ///
  /// - Throws: ``SolverError`` for malformed input (variables out of range, non-finite numbers, priorities
  ///   not above 0) or a runaway optimisation. Conflicting required constraints are not errors: they are
  ///   reported in ``LinearSolution/conflicts``.
  public func solve(options: SolveOptions = .init()) throws(SolverError) -> LinearSolution {
    guard variableCount >= 0 else { throw .invalidVariableCount(variableCount) }
    let normalized = try normalizedConstraints()
    var values = [Double](repeating: 0, count: variableCount)
    var conflicts: [LinearConflict] = []
    var ambiguities: [VariableAmbiguity] = []

    var mentioned = [Bool](repeating: false, count: variableCount)
    var sets = UnionFind(count: variableCount)
    for constraint in normalized {
      for term in constraint.terms { mentioned[Int(term.variable.index)] = true }
      if let first = constraint.terms.first {
        for term in constraint.terms.dropFirst() {
          sets.union(Int(first.variable.index), Int(term.variable.index))
        }
      }
    }

    // Components in order of their first constraint; constant-only constraints stand alone.
    var componentOfRoot = [Int32](repeating: -1, count: variableCount)
    var components: [[Int]] = []
    for (index, constraint) in normalized.enumerated() {
      guard let first = constraint.terms.first else {
        if constraint.isRequired && !Self.holdsTrivially(constraint) {
          conflicts.append(LinearConflict(broken: index, conflictingSet: []))
        }
        continue
      }
      let root = sets.find(Int(first.variable.index))
      if componentOfRoot[root] < 0 {
        componentOfRoot[root] = Int32(components.count)
        components.append([])
      }
      components[Int(componentOfRoot[root])].append(index)
    }

    var localIndex = [Int32](repeating: -1, count: variableCount)
    for indices in components {
      var component = SystemComponent(constraintIndices: indices)
      component.localize(normalized, localIndex: &localIndex)
      var solver = Solver(maxPivots: options.maxPivots, defersClosedSubstitution: options.defersClosedSubstitution)
      var broken: [Int] = []
      for (position, constraint) in component.constraints.enumerated() {
        let index = indices[position]
        do {
          try solver.add(constraint, tag: index)
        } catch {
          switch error {
          case .unsatisfiable: broken.append(position)
          case .iterationLimitExceeded(let pivots): throw .iterationLimitExceeded(pivots: pivots)
          case .invalidConstraint: throw .nonFiniteNumber(constraint: index)
          case .numericalFailure: throw .numericalFailure(constraint: index)
          }
        }
      }
      for (local, value) in solver.values(count: component.variables.count).enumerated() {
        values[Int(component.variables[local].index)] = value
      }
      for position in broken {
        var set: [Int] = []
        if options.explainConflicts {
          set = try ConflictExplainer(
            component: component, broken: broken, maxPivots: options.maxPivots,
            defersClosedSubstitution: options.defersClosedSubstitution)
            .minimalConflict(for: position)
            .map { indices[$0] }
        }
        conflicts.append(LinearConflict(broken: indices[position], conflictingSet: set))
      }
      if options.detectAmbiguity {
        ambiguities += try AmbiguityAnalyzer(solver: solver, maxPivots: options.maxPivots, variableCount: component.variables.count)
          .ambiguities()
          .map { VariableAmbiguity(variable: component.variables[Int($0.variable.index)], reason: $0.reason) }
      }
      for variable in component.variables { localIndex[Int(variable.index)] = -1 }
    }
    if options.detectAmbiguity {
      for (index, isMentioned) in mentioned.enumerated() where !isMentioned {
        ambiguities.append(VariableAmbiguity(variable: Variable(index), reason: .unconstrained))
      }
    }
    conflicts.sort { $0.broken < $1.broken }
    ambiguities.sort { $0.variable < $1.variable }
    return LinearSolution(values: values, conflicts: conflicts, ambiguities: ambiguities)
  }

  /// Validated constraints with repeated variables merged and zero coefficients dropped.
  private func normalizedConstraints() throws(SolverError) -> [LinearConstraint] {
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
  private static func holdsTrivially(_ constraint: LinearConstraint) -> Bool {
    let tolerance = Tolerance.feasibility * max(1, abs(constraint.constant))
    switch constraint.relation {
    case .equal: return abs(constraint.constant) <= tolerance
    case .lessThanOrEqual: return constraint.constant <= tolerance
    case .greaterThanOrEqual: return constraint.constant >= -tolerance
    }
  }
}
