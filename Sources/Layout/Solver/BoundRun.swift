/// Consecutive required bounds on one variable in one direction (`a.width >= 0`, `a.width >= 1`, …,
/// each `c·x + k ≥ 0` or `≤ 0` with a single term), which are added to a solver tightest first.
///
/// Why: added in spec order, each tighter lower bound `x ≥ cᵢ` becomes the new slack row, and every
/// looser bound's row before it is re-expressed through the new slack, so n increasing bounds cost
/// n²/2 row updates: 10,000 inequalities on one view took 40 s. Within a run nothing else enters the
/// system, so spec order's outcome is known in advance: a bound is accepted exactly when it fits the
/// constraints before the run (which the run's other bounds, all in the same direction, cannot make
/// easier or harder), and the accepted ones are all implied by the tightest accepted one. Adding the
/// run tightest first, and stopping at the first one accepted, breaks the same constraints, accepts
/// the same ones, leaves the same solution set, and costs one row.
struct BoundRun: Equatable {
  /// The positions of the run's constraints, tightest bound first, spec order among equal bounds.
  var positions: [Int]

  /// The runs of two or more bounds among `constraints`, keyed by the position of their first
  /// constraint; they cover `key..<key + positions.count`.
  static func runs(in constraints: [LinearConstraint]) -> [Int: BoundRun] {
    var runs: [Int: BoundRun] = [:]
    var start = 0
    while start < constraints.count {
      guard let first = Bound(constraints[start]) else {
        start += 1
        continue
      }
      var end = start + 1
      var members = [(position: start, value: first.value)]
      while end < constraints.count, let next = Bound(constraints[end]),
        next.variable == first.variable, next.isLower == first.isLower
      {
        members.append((end, next.value))
        end += 1
      }
      if members.count > 1 {
        // A stable sort: equal bounds keep spec order.
        let sorted = members.enumerated().sorted { left, right in
          let (a, b) = (left.element.value, right.element.value)
          if a != b { return first.isLower ? a > b : a < b }
          return left.offset < right.offset
        }
        runs[start] = BoundRun(positions: sorted.map(\.element.position))
      }
      start = end
    }
    return runs
  }

  /// `x ≥ value` (lower) or `x ≤ value` (upper), read from a required inequality with one term.
  private struct Bound {
    var variable: Variable
    var isLower: Bool
    var value: Double

    init?(_ constraint: LinearConstraint) {
      guard constraint.isRequired, constraint.relation != .equal, constraint.terms.count == 1 else {
        return nil
      }
      let term = constraint.terms[0]
      guard term.coefficient != 0, term.coefficient.isFinite, constraint.constant.isFinite else {
        return nil
      }
      // c·x + k ≥ 0 is x ≥ −k/c when c > 0 and x ≤ −k/c when c < 0; ≤ 0 the other way round.
      variable = term.variable
      isLower = (constraint.relation == .greaterThanOrEqual) == (term.coefficient > 0)
      value = -constraint.constant / term.coefficient
    }
  }
}
