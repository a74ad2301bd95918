import Testing
@testable import Layout

// A tiny expression language so tests read like the constraints they state: `x + y == 10`, `(x == 0).at(250)`.

/// A variable in test notation (deliberately not `Equatable`, so `==` builds constraints).
struct V {
  let variable: Variable
  init(_ index: Int) { variable = Variable(index) }
}

/// `Σ coefficient·variable + constant`.
struct Expr {
  var terms: [LinearTerm]
  var constant: Double
}

protocol ExprConvertible { var expr: Expr { get } }
extension V: ExprConvertible { var expr: Expr { Expr(terms: [LinearTerm(variable, 1)], constant: 0) } }
extension Expr: ExprConvertible { var expr: Expr { self } }
extension Double: ExprConvertible { var expr: Expr { Expr(terms: [], constant: self) } }
extension Int: ExprConvertible { var expr: Expr { Expr(terms: [], constant: Double(self)) } }

func + (lhs: some ExprConvertible, rhs: some ExprConvertible) -> Expr {
  Expr(terms: lhs.expr.terms + rhs.expr.terms, constant: lhs.expr.constant + rhs.expr.constant)
}
func * (lhs: Double, rhs: some ExprConvertible) -> Expr {
  Expr(terms: rhs.expr.terms.map { LinearTerm($0.variable, $0.coefficient * lhs) }, constant: rhs.expr.constant * lhs)
}
func * (lhs: some ExprConvertible, rhs: Double) -> Expr { rhs * lhs }
func - (lhs: some ExprConvertible, rhs: some ExprConvertible) -> Expr { lhs + (-1.0) * rhs }

private func relate(_ lhs: some ExprConvertible, _ relation: LayoutRelation, _ rhs: some ExprConvertible) -> LinearConstraint {
  let difference = lhs - rhs
  return LinearConstraint(terms: difference.terms, constant: difference.constant, relation: relation, priority: 1000)
}
func == (lhs: some ExprConvertible, rhs: some ExprConvertible) -> LinearConstraint { relate(lhs, .equal, rhs) }
func >= (lhs: some ExprConvertible, rhs: some ExprConvertible) -> LinearConstraint {
  relate(lhs, .greaterThanOrEqual, rhs)
}
func <= (lhs: some ExprConvertible, rhs: some ExprConvertible) -> LinearConstraint {
  relate(lhs, .lessThanOrEqual, rhs)
}

extension LinearConstraint {
  /// The same constraint at another priority.
  func at(_ priority: Double) -> LinearConstraint {
    var copy = self
    copy.priority = priority
    return copy
  }
}

/// Floating-point comparison for test expectations.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-7) -> Bool { abs(a - b) <= tolerance * max(1, abs(a), abs(b)) }

/// Solves a system built from `constraints` over `variables` variables.
func solve(
  _ variables: Int, _ constraints: [LinearConstraint], options: SolveOptions = .init()
) throws -> LinearSolution {
  try LinearSystem(variableCount: variables, constraints: constraints).solve(options: options)
}

/// Everything observable about a solver's tableau, to check that a rejected constraint changed nothing.
func fingerprint(_ solver: Solver) -> String {
  var text = "symbols \(solver.kinds.count) \(solver.kinds.map(\.rawValue)) \(solver.symbolOfVariable)\n"
  for (slot, row) in solver.rows.enumerated() {
    text += "slot \(slot) basic \(solver.basicOfSlot[slot]): \(row.constant) \(row.symbols) \(row.coefficients)\n"
  }
  text += "slots \(solver.slotOfSymbol) free \(solver.freeSlots)\n"
  text += "columns \(solver.columns)\n"
  text += "levels \(solver.levelPriorities) \(solver.costs) \(solver.objectiveConstants)\n"
  return text
}
