/// Finds a minimal conflicting set (an irreducible infeasible subset) for a broken required constraint.
///
/// Scope: the accepted required constraints before the broken one that share a connected component with it.
/// Seed: re-solve the scope with markers on required equalities; the markers and slacks left in the row that
/// proves the broken constraint infeasible name a Farkas certificate S. S is accepted as minimal when its
/// members other than the broken one, read as equalities, are linearly independent and the broken one
/// (as an equality) is a combination of all of them: then the certificate spans the left null space of S, has
/// full support, and every proper subset is feasible even with all inequalities tight. This makes long chains
/// (thousands of members) cheap.
/// Otherwise, the additive method on the seed (or the whole scope): add the broken constraint and the members found so far to a fresh required-only
/// solver, then the candidates in spec order; the first candidate that fails belongs to the set, and the next
/// round only searches the candidates before it. The rounds stop when the chosen set alone is infeasible.
/// Each member was needed (the rest fitted into a feasible prefix), so the set is irreducible; it costs one
/// pass over the scope per member instead of one solve per candidate.
struct ConflictExplainer: Sendable {
  var component: SystemComponent
  /// Positions (within the component) of all broken constraints.
  var broken: [Int]
  var maxPivots: Int
  var defersClosedSubstitution = true
  /// The most constraints the certificates of one component may name (see `maximumExplainedMembers`).
  var maximumExplainedMembers = ConflictExplainer.maximumExplainedMembers

  /// The minimal conflicting set of every broken constraint, parallel to `broken`.
  ///
  /// The seeds come from one marker solve of the whole component (``certificates()``), not one solve of
  /// each broken constraint's scope: with thousands of conflicts in one component (a VFL string with
  /// 10,000 predicates on one view), re-solving the scope for each made the explanation quadratic.
  func minimalConflicts() throws(SolverError) -> [[Int]?] {
    let (seeds, unexplainedFrom) = try certificates()
    var result: [[Int]?] = []
    result.reserveCapacity(broken.count)
    // Consecutive conflicts often share a seed (a thousand pins against one chain): its solvers are
    // built once, not once per conflict, which cost the seed's size for each.
    var last: (seed: [Int], solvers: SeedSolvers)?
    for brokenPosition in broken {
      if let unexplainedFrom, brokenPosition >= unexplainedFrom {
        result.append(nil)
        continue
      }
      var seed = seeds[brokenPosition]
      if seed == nil { seed = try certificate(for: brokenPosition, within: scope(for: brokenPosition)) }
      var solvers: SeedSolvers?
      if let seed {
        if let last, last.seed == seed {
          solvers = last.solvers
        } else {
          solvers = try prepare(seed)
          last = (seed, solvers!)
        }
      }
      result.append(try minimalConflict(for: brokenPosition, seed: seed, solvers: solvers))
    }
    return result
  }

  /// Solvers that hold a seed's constraints, shared by the conflicts with that seed: each conflict
  /// adds its broken constraint to a copy.
  private struct SeedSolvers {
    /// The seed's constraints read as equalities, with markers; nil when one of them is redundant or
    /// fails, which disproves the rank argument.
    var equalities: Solver?
    /// The seed's constraints as they are; nil when they are infeasible on their own.
    var constraints: Solver?
  }

  private func prepare(_ seed: [Int]) throws(SolverError) -> SeedSolvers {
    var equalities: Solver? = Solver(
      maxPivots: maxPivots, keepsMarkers: true, defersClosedSubstitution: defersClosedSubstitution)
    for position in seed {
      var equality = component.constraints[position]
      equality.relation = .equal
      guard try add(equality, position: position, to: &equalities!), equalities!.redundantCount == 0 else {
        equalities = nil
        break
      }
    }
    var constraints: Solver? = Solver(maxPivots: maxPivots, defersClosedSubstitution: defersClosedSubstitution)
    for position in seed {
      if try !add(component.constraints[position], position: position, to: &constraints!) {
        constraints = nil
        break
      }
    }
    return SeedSolvers(equalities: equalities, constraints: constraints)
  }

  /// Positions of earlier accepted required constraints that, with the one at `brokenPosition`, form a
  /// minimal infeasible set; ascending.
  func minimalConflict(for brokenPosition: Int) throws(SolverError) -> [Int] {
    let seed = try certificate(for: brokenPosition, within: scope(for: brokenPosition))
    var solvers: SeedSolvers?
    if let seed { solvers = try prepare(seed) }
    return try minimalConflict(for: brokenPosition, seed: seed, solvers: solvers)
  }

  /// The minimal set, starting from a certificate when there is one.
  private func minimalConflict(
    for brokenPosition: Int, seed: [Int]?, solvers: SeedSolvers?
  ) throws(SolverError) -> [Int] {
    if let seed, let solvers {
      if try isProvablyMinimal(seed, broken: brokenPosition, solvers: solvers) { return seed }
      if try isInfeasible(brokenPosition, after: solvers) { return try additive(brokenPosition, candidates: seed) }
    }
    return try additive(brokenPosition, candidates: scope(for: brokenPosition))
  }

  /// The certificates of the broken constraints, by position, from one marker solve of the component's
  /// accepted required constraints in spec order: at each broken constraint the solver holds exactly the
  /// accepted required constraints before it (constraints that are not linked to it stay in rows of their
  /// own, so they cannot enter its failing row), and the rejected constraint leaves the solver as it was.
  /// A broken constraint is missing from the result when the pass disagrees with the main solve (rounding):
  /// from the first disagreement on, each is explained on its own scope.
  /// Explaining a conflict costs at least the size of its set, and n pins against one chain of n
  /// views have n sets of n constraints each. Once the certificates of a component name this many
  /// constraints in all, the conflicts after them are reported unexplained (and cost nothing).
  static let maximumExplainedMembers = 2_000_000

  /// The certificates, and the position from which broken constraints go unexplained (nil when
  /// all are explained): see ``maximumExplainedMembers``.
  func certificates() throws(SolverError) -> (seeds: [Int: [Int]], unexplainedFrom: Int?) {
    var isBroken = [Bool](repeating: false, count: component.constraints.count)
    for position in broken { isBroken[position] = true }
    var solver = Solver(maxPivots: maxPivots, keepsMarkers: true, defersClosedSubstitution: defersClosedSubstitution)
    var seeds: [Int: [Int]] = [:]
    var members = 0
    let runs = BoundRun.runs(in: component.constraints)
    var start = 0
    // A run of bounds as the main solve added it (`BoundRun`): its broken bounds are the tightest, each
    // tried against the constraints before the run, then its tightest accepted bound stands for all the
    // accepted ones, which it implies.
    while start < component.constraints.count {
      let run = runs[start]?.positions ?? [start]
      start += run.count
      var addedOne = false
      for position in run where component.constraints[position].isRequired {
        if !isBroken[position] && addedOne { continue }
        let added = try add(component.constraints[position], position: position, to: &solver)
        if isBroken[position] {
          guard !added else { return (seeds, nil) }
          let seed = solver.lastExplanation.filter { $0 != position }
          members += seed.count
          guard members <= maximumExplainedMembers else { return (seeds, position) }
          seeds[position] = seed
        } else {
          guard added else { return (seeds, nil) }
          addedOne = true
        }
      }
    }
    return (seeds, nil)
  }

  /// The constraints of a Farkas certificate for the broken constraint, read from a marker solve of `scope`.
  private func certificate(for brokenPosition: Int, within scope: [Int]) throws(SolverError) -> [Int]? {
    var solver = Solver(maxPivots: maxPivots, keepsMarkers: true, defersClosedSubstitution: defersClosedSubstitution)
    for position in scope {
      guard try add(component.constraints[position], position: position, to: &solver) else { return nil }
    }
    guard try !add(component.constraints[brokenPosition], position: brokenPosition, to: &solver) else {
      return nil
    }
    return solver.lastExplanation.filter { $0 != brokenPosition }
  }

  /// Whether `seed` ∪ {broken} is infeasible with a rank argument proving every proper subset feasible.
  private func isProvablyMinimal(
    _ seed: [Int], broken brokenPosition: Int, solvers: SeedSolvers
  ) throws(SolverError) -> Bool {
    guard var solver = solvers.equalities else { return false }
    var brokenEquality = component.constraints[brokenPosition]
    brokenEquality.relation = .equal
    guard try !add(brokenEquality, position: brokenPosition, to: &solver),
      solver.lastExplanation.filter({ $0 != brokenPosition }) == seed
    else { return false }
    return try isInfeasible(brokenPosition, after: solvers)
  }

  /// Whether the seed's constraints and then the broken one are infeasible.
  private func isInfeasible(_ brokenPosition: Int, after solvers: SeedSolvers) throws(SolverError) -> Bool {
    guard var solver = solvers.constraints else { return true }
    return try !add(component.constraints[brokenPosition], position: brokenPosition, to: &solver)
  }

  /// The additive method over `candidates` (ascending).
  private func additive(_ brokenPosition: Int, candidates: [Int]) throws(SolverError) -> [Int] {
    let brokenConstraint = component.constraints[brokenPosition]
    var chosen: [Int] = []
    var limit = candidates.count
    while true {
      var solver = Solver(maxPivots: maxPivots, defersClosedSubstitution: defersClosedSubstitution)
      guard try add(brokenConstraint, position: brokenPosition, to: &solver) else { return [] }
      for position in chosen {
        guard try add(component.constraints[position], position: position, to: &solver) else {
          return chosen.sorted()
        }
      }
      var failed = -1
      for index in 0..<limit {
        let position = candidates[index]
        if try !add(component.constraints[position], position: position, to: &solver) {
          failed = index
          break
        }
      }
      guard failed >= 0 else {
        // Only reachable when rounding makes the subproblem disagree with the main solve: report the
        // (infeasible, not provably minimal) remaining scope rather than nothing.
        return (chosen + candidates[0..<limit]).sorted()
      }
      chosen.append(candidates[failed])
      limit = failed
    }
  }

  /// Adds one constraint; `false` when it is unsatisfiable with those already added.
  private func add(
    _ constraint: LinearConstraint, position: Int, to solver: inout Solver
  ) throws(SolverError) -> Bool {
    do {
      try solver.add(constraint, tag: position)
      return true
    } catch {
      switch error {
      case .unsatisfiable: return false
      case .iterationLimitExceeded(let pivots): throw .iterationLimitExceeded(pivots: pivots)
      case .invalidConstraint: throw .nonFiniteNumber(constraint: component.constraintIndices[position])
      case .numericalFailure: throw .numericalFailure(constraint: component.constraintIndices[position])
      }
    }
  }

  /// Accepted required constraints before `brokenPosition` linked to it through accepted required
  /// constraints, ascending.
  private func scope(for brokenPosition: Int) -> [Int] {
    var isBroken = [Bool](repeating: false, count: component.constraints.count)
    for position in broken { isBroken[position] = true }
    let accepted = (0..<brokenPosition).filter { !isBroken[$0] && component.constraints[$0].isRequired }
    var sets = UnionFind(count: component.variables.count)
    for position in accepted + [brokenPosition] {
      let terms = component.constraints[position].terms
      guard let first = terms.first else { continue }
      for term in terms.dropFirst() { sets.union(Int(first.variable.index), Int(term.variable.index)) }
    }
    guard let anchor = component.constraints[brokenPosition].terms.first else { return [] }
    let root = sets.find(Int(anchor.variable.index))
    return accepted.filter { position in
      guard let first = component.constraints[position].terms.first else { return false }
      return sets.find(Int(first.variable.index)) == root
    }
  }
}
