/// A numbered unknown of a ``LinearSystem`` (the lead maps each view's x, y, width and height to one).
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The position of the variable in ``LinearSystem/variableCount`` and ``LinearSolution/values``.
  public var index: Int32

  /// Creates the variable with number `index` (callers keep it in `0..<variableCount`).
  public init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }

  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

  /// `v12`.
  public var description: String { "v\(index)" }
}
