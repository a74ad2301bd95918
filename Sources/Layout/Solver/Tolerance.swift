/// The solver's floating-point tolerances, all relative to the magnitudes involved.
enum Tolerance {
  /// A sum smaller than this fraction of its largest operand is rounding noise and becomes exactly 0.
  static let cancellation = 1e-10
  /// Reduced costs (weights are 1 per error) closer to 0 than this are 0.
  static let cost = 1e-9
  /// Pivot elements smaller than this are treated as 0.
  static let pivot = 1e-10
  /// Row constants within this fraction of the system's magnitude are 0 for feasibility tests.
  static let feasibility = 1e-9

  /// `a + b`, or exactly 0 when the result is only rounding noise of the operands.
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> Double {
    let result = a + b
    if abs(result) <= cancellation * max(abs(a), abs(b)) { return 0 }
    return result
  }
}
