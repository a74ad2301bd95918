/// Solving one component: its constraints added to a ``Solver`` in the order an ``InsertionPlan`` gives.
extension SystemComponent {
  /// What solving a component leaves: the solver at the optimum, the broken constraints and, when it was
  /// needed to choose the order, the ambiguity analysis of that optimum.
  struct Solved {
    var solver: Solver
    /// Positions (within the component) of the broken required constraints, ascending.
    var broken: [Int]
    /// The ambiguities of the optimum in local variables, when already analysed.
    var ambiguities: [VariableAmbiguity]?
    /// Pivots of every solve tried, the discarded one included.
    var pivots: Int
  }

  /// Solves the component: in spec order, unless that takes more pivots than the component has
  /// constraints (layouts take a fifth of a pivot per constraint or less; issue 31's shapes a pivot per
  /// view for each view). Then in priority order (see ``InsertionPlan``), kept when the optimum is unique,
  /// which the ambiguity analysis tells; otherwise (or when that analysis cannot run) spec order decides
  /// how ties are broken after all, at whatever cost.
  func solve(options: SolveOptions) throws(SolverError) -> Solved {
    let specPlan = InsertionPlan(constraints, byPriority: false)
    switch options.insertionOrder {
    case .spec: return try solve(specPlan, options: options)
    case .priority: return try solve(InsertionPlan(constraints, byPriority: true), options: options)
    case .automatic: break
    }
    var budget = options
    budget.maxPivots = min(options.maxPivots, max(Self.minimumPivotBudget, constraints.count))
    var spent = 0
    do {
      return try solve(specPlan, options: budget)
    } catch {
      guard case .iterationLimitExceeded(let pivots) = error, budget.maxPivots < options.maxPivots else { throw error }
      spent = pivots
    }
    let priorityPlan = InsertionPlan(constraints, byPriority: true)
    if priorityPlan != specPlan {
      var solved = try solve(priorityPlan, options: options)
      solved.ambiguities = try? ambiguities(of: solved.solver, options: options)
      spent += solved.pivots
      if solved.ambiguities?.isEmpty == true {
        solved.pivots = spent
        return solved
      }
    }
    var solved = try solve(specPlan, options: options)
    solved.pivots += spent
    return solved
  }

  /// Pivots spec order may always take before priority order is tried.
  static let minimumPivotBudget = 100

  /// The ambiguities of `solver`'s optimum, in local variables.
  func ambiguities(of solver: Solver, options: SolveOptions) throws(SolverError) -> [VariableAmbiguity] {
    try AmbiguityAnalyzer(solver: solver, maxPivots: options.maxPivots, variableCount: variables.count)
      .ambiguities()
  }

  /// The constraints added in `plan`'s order to a new solver.
  func solve(_ plan: InsertionPlan, options: SolveOptions) throws(SolverError) -> Solved {
    var solver = Solver(maxPivots: options.maxPivots, defersClosedSubstitution: options.defersClosedSubstitution)
    var broken: [Int] = []
    /// Adds the constraint at `position`; `false` when it is broken.
    func add(_ position: Int) throws(SolverError) -> Bool {
      let index = constraintIndices[position]
      do {
        try solver.add(constraints[position], tag: index)
        return true
      } catch {
        switch error {
        case .unsatisfiable: return false
        case .iterationLimitExceeded(let pivots): throw .iterationLimitExceeded(pivots: pivots)
        case .invalidConstraint: throw .nonFiniteNumber(constraint: index)
        case .numericalFailure: throw .numericalFailure(constraint: index)
        }
      }
    }
    for step in plan.steps {
      switch step {
      case .single(let position):
        if try !add(position) { broken.append(position) }
      case .run(let positions):
        // Tightest first: the bounds tighter than the first one accepted are broken, the looser ones
        // implied by it, exactly as in spec order (see `BoundRun`).
        for member in positions {
          if try add(member) { break }
          broken.append(member)
        }
      }
    }
    return Solved(solver: solver, broken: broken.sorted(), pivots: solver.pivotCount)
  }
}
