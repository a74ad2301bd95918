/// The order in which a component's constraints are added to its solver.
///
/// Spec order is Apple's: the first required constraint that cannot hold is broken. Priority order keeps the
/// required constraints in spec order, so the same ones break, then adds the optional ones most important
/// first (spec order within a priority). Both reach the same lexicographic optimum; where it is unique they
/// give the same layout, but they can break ties differently (two labels of equal compression resistance:
/// which one is squeezed), so spec order's answer is the one kept there (`SystemComponent+Solve.swift`).
///
/// Why priority order: added in spec order, each optional constraint more important than the ones before it
/// can move everything they had settled. A console-log import assumes a position and size for every view,
/// at priorities that grow along the log; chained by required gaps in a shuffled order, the pivots grew as
/// n². Most important first, a less important constraint can only settle what is still free: a handful of
/// pivots in all.
struct InsertionPlan: Equatable {
  /// Which plan a solve uses.
  enum Order: Sendable {
    /// Spec order; priority order instead where spec order takes more pivots than there are constraints
    /// and the optimum is unique.
    case automatic
    case spec
    case priority
  }

  /// One constraint, or a run of bounds (``BoundRun``): tightest first, stopping at the first accepted.
  enum Step: Equatable {
    case single(Int)
    case run([Int])
  }

  var steps: [Step]

  init(_ constraints: [LinearConstraint], byPriority: Bool) {
    let runs = BoundRun.runs(in: constraints)
    var steps: [Step] = []
    var optional: [Int] = []
    var position = 0
    while position < constraints.count {
      if let run = runs[position] {
        steps.append(.run(run.positions))
        position += run.positions.count
        continue
      }
      if byPriority && !constraints[position].isRequired {
        optional.append(position)
      } else {
        steps.append(.single(position))
      }
      position += 1
    }
    optional.sort { a, b in
      let (first, second) = (constraints[a].priority, constraints[b].priority)
      return first != second ? first > second : a < b
    }
    steps += optional.map { .single($0) }
    self.steps = steps
  }
}
