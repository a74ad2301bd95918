/// Solving a whole system: validate it, split it into independent components (variables linked by
/// constraints, found with ``UnionFind``), solve each (`SystemComponent+Solve.swift`), then explain
/// conflicts and find ambiguity with the analysis in `Analysis/`.
extension LinearSystem {
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
    var pivots = 0
    for indices in components {
      var component = SystemComponent(constraintIndices: indices)
      component.localize(normalized, localIndex: &localIndex)
      let solved = try component.solve(options: options)
      let (solver, broken) = (solved.solver, solved.broken)
      pivots += solved.pivots
      for (local, value) in solver.values(count: component.variables.count).enumerated() {
        values[Int(component.variables[local].index)] = value
      }
      var minimalSets = [[Int]?](repeating: [], count: broken.count)
      if options.explainConflicts && !broken.isEmpty {
        minimalSets = try ConflictExplainer(
          component: component, broken: broken, maxPivots: options.maxPivots,
          defersClosedSubstitution: options.defersClosedSubstitution)
          .minimalConflicts()
      }
      for (position, set) in zip(broken, minimalSets) {
        conflicts.append(
          LinearConflict(
            broken: indices[position], conflictingSet: (set ?? []).map { indices[$0] }, isExplained: set != nil))
      }
      if options.detectAmbiguity {
        var found = solved.ambiguities
        if found == nil { found = try component.ambiguities(of: solver, options: options) }
        ambiguities += (found ?? []).map {
          VariableAmbiguity(variable: component.variables[Int($0.variable.index)], reason: $0.reason)
        }
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
    var solution = LinearSolution(values: values, conflicts: conflicts, ambiguities: ambiguities)
    solution.pivots = pivots
    return solution
  }
}
