import Testing
@testable import Layout

/// Random systems of two or three variables checked against brute force: the lexicographic optimum of the
/// piecewise-linear error objective is attained at an intersection of `n` constraint hyperplanes (a box of far
/// auxiliary planes catches unbounded optimal sets), so enumerating those points gives the exact broken
/// constraints, minimal conflicts, optimal objective and ambiguity of each variable.
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
  static func randomSystem(seed: UInt64, dimension: Int) -> [LinearConstraint] {
    var random = Generator(state: seed &* 7919 &+ 17 &+ UInt64(dimension) << 32)
    let count = seed % 2 == 0 ? random.int(2...7) : random.int(3...8)
    let priorities: [Double] = seed % 2 == 0 ? [1000, 1000, 750, 500, 500, 250] : [1000, 500, 500, 500, 250, 250]
    return (0..<count).map { _ in
      var terms: [LinearTerm] = []
      for variable in 0..<dimension where random.int(0...3) > 0 {
        let coefficient = Double(random.int(-3...3))
        if coefficient != 0 { terms.append(LinearTerm(Variable(variable), coefficient)) }
      }
      if terms.isEmpty { terms.append(LinearTerm(Variable(random.int(0...dimension - 1)), 1)) }
      let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
      return LinearConstraint(
        terms: terms, constant: Double(random.int(-20...20)), relation: relation,
        priority: priorities[random.int(0...priorities.count - 1)])
    }
  }

  static func residual(_ constraint: LinearConstraint, _ point: [Double]) -> Double {
    constraint.terms.reduce(constraint.constant) { $0 + $1.coefficient * point[Int($1.variable.index)] }
  }

  static func violation(_ constraint: LinearConstraint, _ point: [Double]) -> Double {
    let value = residual(constraint, point)
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  /// Intersections of every `dimension` hyperplanes `a·v + c = 0` from the constraints and a far box.
  static func candidates(_ constraints: [LinearConstraint], dimension: Int) -> [[Double]] {
    var planes: [([Double], Double)] = constraints.map { constraint in
      var normal = [Double](repeating: 0, count: dimension)
      for term in constraint.terms { normal[Int(term.variable.index)] += term.coefficient }
      return (normal, constraint.constant)
    }
    for axis in 0..<dimension {
      var normal = [Double](repeating: 0, count: dimension)
      normal[axis] = 1
      planes += [(normal, 0), (normal, 1000), (normal, -1000)]
    }
    var points: [[Double]] = []
    func choose(_ start: Int, _ chosen: [Int]) {
      if chosen.count == dimension {
        if let point = solveLinear(chosen.map { planes[$0] }) { points.append(point) }
        return
      }
      guard start < planes.count else { return }
      for next in start..<planes.count { choose(next + 1, chosen + [next]) }
    }
    choose(0, [])
    return points
  }

  /// Solves `normal·v + constant = 0` for all rows by Gaussian elimination; `nil` when singular.
  static func solveLinear(_ rows: [([Double], Double)]) -> [Double]? {
    let n = rows.count
    var matrix = rows.map { $0.0 + [-$0.1] }
    for column in 0..<n {
      guard let pivot = (column..<n).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
        abs(matrix[pivot][column]) > 1e-9
      else { return nil }
      matrix.swapAt(column, pivot)
      for row in 0..<n where row != column {
        let factor = matrix[row][column] / matrix[column][column]
        for k in column...n { matrix[row][k] -= factor * matrix[column][k] }
      }
    }
    return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
  }

  static let levels: [Double] = [750, 500, 250]

  static func objective(_ constraints: [LinearConstraint], _ point: [Double]) -> [Double] {
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

  @Test(arguments: [2, 3], 0..<500)
  func matchesBruteForce(dimension: Int, seed: Int) throws {
    let constraints = Self.randomSystem(seed: UInt64(seed), dimension: dimension)
    let points = Self.candidates(constraints, dimension: dimension)
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
    func isFeasible(_ indices: [Int]) -> Bool {
      points.contains { point in indices.allSatisfy { Self.violation(constraints[$0], point) <= tolerance } }
    }
    let feasible = points.filter { point in accepted.allSatisfy { Self.violation($0, point) <= tolerance } }
    let optional = constraints.filter { !$0.isRequired }
    var best = Self.objective(optional, feasible[0])
    for point in feasible {
      let value = Self.objective(optional, point)
      if Self.lexLess(value, best, tolerance: tolerance) { best = value }
    }
    let optimal = feasible.filter { !Self.lexLess(best, Self.objective(optional, $0), tolerance: 1e-5) }

    let solution = try LinearSystem(variableCount: dimension, constraints: constraints).solve()
    let point = solution.values
    let context = Comment(rawValue: "dimension \(dimension) seed \(seed): \(constraints.map { "\($0.terms.map { "\($0.coefficient)v\($0.variable.index)" }) \($0.constant) \($0.relation.rawValue) @\($0.priority)" })")
    #expect(solution.conflicts.map(\.broken) == broken, context)
    #expect(accepted.allSatisfy { Self.violation($0, point) <= 1e-6 }, context)
    for conflict in solution.conflicts {
      let set = conflict.conflictingSet
      #expect(set.allSatisfy { $0 < conflict.broken && constraints[$0].isRequired && !broken.contains($0) }, context)
      #expect(!isFeasible(set + [conflict.broken]), "set \(set) for \(conflict.broken) is feasible; \(context)")
      for member in set + [conflict.broken] {
        let rest = (set + [conflict.broken]).filter { $0 != member }
        #expect(isFeasible(rest), "set \(set) for \(conflict.broken) is not minimal; \(context)")
      }
    }
    let reached = Self.objective(optional, point)
    #expect(!Self.lexLess(best, reached, tolerance: 1e-6), "objective \(reached) vs optimum \(best); \(context)")

    for variable in 0..<dimension {
      let values = optimal.map { $0[variable] }
      let spread = (values.max() ?? 0) - (values.min() ?? 0)
      let reported = solution.ambiguities.contains { $0.variable == Variable(variable) }
      #expect(reported == (spread > 1e-5), "v\(variable) spread \(spread), reported \(reported); \(context)")
    }
  }
}
