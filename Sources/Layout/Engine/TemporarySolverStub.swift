// TEMPORARY: removed when the solver branch lands. Lets the rest compile meanwhile.
public struct Variable: Hashable, Comparable, Sendable { public var index: Int32; public init(_ index: Int) { self.index = Int32(index) }
  public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index } }
public struct LinearTerm: Hashable, Sendable { public var variable: Variable; public var coefficient: Double; public init(_ variable: Variable, _ coefficient: Double) { self.variable = variable; self.coefficient = coefficient } }
public struct LinearConstraint: Hashable, Sendable { public var terms: [LinearTerm]; public var constant: Double; public var relation: LayoutRelation; public var priority: Double
  public init(terms: [LinearTerm], constant: Double, relation: LayoutRelation, priority: Double) { self.terms = terms; self.constant = constant; self.relation = relation; self.priority = priority } }
public struct SolveOptions: Sendable { public init() {} }
public struct LinearConflict: Hashable, Sendable { public var broken: Int; public var conflictingSet: [Int] }
public struct VariableAmbiguity: Hashable, Sendable { public var variable: Variable; public var reason: Reason
  public enum Reason: Hashable, Sendable { case unconstrained, underdetermined, competingConstraints([Int]) } }
public struct LinearSolution: Sendable { public var values: [Double]; public var conflicts: [LinearConflict]; public var ambiguities: [VariableAmbiguity] }
public enum SolverError: Error, Hashable, Sendable { case iterationLimitExceeded(pivots: Int); public var message: String { "limit" } }
public struct LinearSystem: Sendable { public var variableCount: Int; public var constraints: [LinearConstraint]
  public init(variableCount: Int, constraints: [LinearConstraint] = []) { self.variableCount = variableCount; self.constraints = constraints }
  public func solve(options: SolveOptions = .init()) throws(SolverError) -> LinearSolution { LinearSolution(values: Array(repeating: 0, count: variableCount), conflicts: [], ambiguities: []) } }
