/// The constraints of one connected component, rewritten over local variable numbers `0..<variables.count`
/// so per-component solvers stay small.
struct SystemComponent: Sendable {
  /// Global constraint indices, ascending (spec order).
  var constraintIndices: [Int]
  /// The constraints with local variables, parallel to `constraintIndices`.
  var constraints: [LinearConstraint] = []
  /// The global variable of each local number, in order of first appearance.
  var variables: [Variable] = []

  init(constraintIndices: [Int]) { self.constraintIndices = constraintIndices }

  /// Fills `constraints` and `variables`; `localIndex` (global → local, -1 when unassigned) is scratch space
  /// the caller resets afterwards.
  mutating func localize(_ all: [LinearConstraint], localIndex: inout [Int32]) {
    constraints.reserveCapacity(constraintIndices.count)
    for index in constraintIndices {
      var constraint = all[index]
      for position in constraint.terms.indices {
        let global = Int(constraint.terms[position].variable.index)
        if localIndex[global] < 0 {
          localIndex[global] = Int32(variables.count)
          variables.append(constraint.terms[position].variable)
        }
        constraint.terms[position].variable = Variable(Int(localIndex[global]))
      }
      constraints.append(constraint)
    }
  }
}
