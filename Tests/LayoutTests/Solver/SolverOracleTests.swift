import Testing
@testable import Layout

/// Random two-variable systems checked against brute force: in the plane, the lexicographic optimum of the
/// piecewise-linear error objective is attained at an intersection of two constraint lines (a box of far
/// auxiliary lines catches unbounded optimal sets), so enumerating those points gives the exact broken
/// constraints, optimal objective and ambiguity of each variable.
@Suite struct SolverOracleTests {
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
  }

  /// Mixed systems for even seeds; mostly optional ones with many equal priorities (ties) for odd seeds.
  static func randomSystem(seed: UInt64) -> [LinearConstraint] {
    var random = Generator(state: seed &* 7919 &+ 17)
    let count = seed % 2 == 0 ? random.int(2...7) : random.int(3...8)
    let priorities: [Double] = seed % 2 == 0 ? [1000, 1000, 750, 500, 500, 250] : [1000, 500, 500, 500, 250, 250]
    return (0..<count).map { _ in
      var terms: [LinearTerm] = []
      for variable in 0..<2 where random.int(0...3) > 0 {
        let coefficient = Double(random.int(-3...3))
        if coefficient != 0 { terms.append(LinearTerm(Variable(variable), coefficient)) }
      }
      if terms.isEmpty { terms.append(LinearTerm(Variable(random.int(0...1)), 1)) }
      let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
      return LinearConstraint(
        terms: terms, constant: Double(random.int(-20...20)), relation: relation,
        priority: priorities[random.int(0...priorities.count - 1)])
    }
  }

  static func residual(_ constraint: LinearConstraint, _ point: (Double, Double)) -> Double {
    constraint.terms.reduce(constraint.constant) {
      $0 + $1.coefficient * ($1.variable.index == 0 ? point.0 : point.1)
    }
  }

  static func violation(_ constraint: LinearConstraint, _ point: (Double, Double)) -> Double {
    let value = residual(constraint, point)
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  /// Intersections of all pairs of lines `a·x + b·y + c = 0` from the constraints and a far box.
  static func candidates(_ constraints: [LinearConstraint]) -> [(Double, Double)] {
    var lines: [(Double, Double, Double)] = constraints.map { constraint in
      var a = 0.0, b = 0.0
      for term in constraint.terms {
        if term.variable.index == 0 { a += term.coefficient } else { b += term.coefficient }
      }
      return (a, b, constraint.constant)
    }
    lines += [(1, 0, 0), (0, 1, 0), (1, 0, 1000), (1, 0, -1000), (0, 1, 1000), (0, 1, -1000)]
    var points: [(Double, Double)] = []
    for i in lines.indices {
      for j in lines.indices where j > i {
        let (a1, b1, c1) = lines[i], (a2, b2, c2) = lines[j]
        let determinant = a1 * b2 - a2 * b1
        if abs(determinant) < 1e-12 { continue }
        points.append(((b1 * c2 - b2 * c1) / determinant, (a2 * c1 - a1 * c2) / determinant))
      }
    }
    return points
  }

  static let levels: [Double] = [750, 500, 250]

  static func objective(_ constraints: [LinearConstraint], _ point: (Double, Double)) -> [Double] {
    levels.map { level in
      constraints.filter { $0.priority == level }.reduce(0) { $0 + violation($1, point) }
    }
  }

  static func lexLess(_ a: [Double], _ b: [Double], tolerance: Double) -> Bool {
    for (x, y) in zip(a, b) {
      if x < y - tolerance { return true }
      if x > y + tolerance { return false }
    }
    return false
  }

  @Test(arguments: 0..<800)
  func matchesBruteForce(seed: Int) throws {
    let constraints = Self.randomSystem(seed: UInt64(seed))
    let points = Self.candidates(constraints)
    let tolerance = 1e-6

    // Broken required constraints, in order.
    var accepted: [LinearConstraint] = []
    var broken: [Int] = []
    for (index, constraint) in constraints.enumerated() where constraint.isRequired {
      let trial = accepted + [constraint]
      if points.contains(where: { point in trial.allSatisfy { Self.violation($0, point) <= tolerance } }) {
        accepted.append(constraint)
      } else {
        broken.append(index)
      }
    }
    let feasible = points.filter { point in accepted.allSatisfy { Self.violation($0, point) <= tolerance } }
    let optional = constraints.filter { !$0.isRequired }
    var best = Self.objective(optional, feasible[0])
    for point in feasible {
      let value = Self.objective(optional, point)
      if Self.lexLess(value, best, tolerance: tolerance) { best = value }
    }
    let optimal = feasible.filter { !Self.lexLess(best, Self.objective(optional, $0), tolerance: 1e-5) }

    let solution = try LinearSystem(variableCount: 2, constraints: constraints).solve()
    let point = (solution.values[0], solution.values[1])
    let context = Comment(rawValue: "seed \(seed): \(constraints.map { "\($0.terms.map { "\($0.coefficient)v\($0.variable.index)" }) \($0.constant) \($0.relation.rawValue) @\($0.priority)" })")
    #expect(solution.conflicts.map(\.broken) == broken, context)
    #expect(accepted.allSatisfy { Self.violation($0, point) <= 1e-6 }, context)
    let reached = Self.objective(optional, point)
    #expect(!Self.lexLess(best, reached, tolerance: 1e-6), "objective \(reached) vs optimum \(best); \(context)")

    for variable in 0..<2 {
      let values = optimal.map { variable == 0 ? $0.0 : $0.1 }
      let spread = (values.max() ?? 0) - (values.min() ?? 0)
      let reported = solution.ambiguities.contains { $0.variable == Variable(variable) }
      #expect(reported == (spread > 1e-5), "v\(variable) spread \(spread), reported \(reported); \(context)")
    }
  }
}
