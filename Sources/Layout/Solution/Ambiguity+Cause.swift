extension Ambiguity {
  /// Why one attribute of a view is free. The analysis records the cause; the words for people are
  /// chosen only when it is shown (``description``), so tests and tools can match the case.
  public enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// No constraint mentions the attribute.
    case unconstrained(Attribute)
    /// Constraints mention the attribute but leave it free.
    case underdetermined(Attribute)
    /// `count` optional constraints of equal `priority` pull the attribute to different values and
    /// the solver picked one (`priority` is `nil` when the analysis named none).
    case competingConstraints(Attribute, count: Int, priority: LayoutPriority?)

    /// The attribute the cause is about.
    public var attribute: Attribute {
      switch self {
      case .unconstrained(let attribute), .underdetermined(let attribute),
        .competingConstraints(let attribute, _, _):
        return attribute
      }
    }

    /// One sentence for people, as the CLI's warnings, the picture's legend and `--format json` show
    /// it: "nothing constrains its x position", …
    public var description: String {
      let noun = attribute == .x || attribute == .y ? "\(attribute.rawValue) position" : attribute.rawValue
      switch self {
      case .unconstrained:
        return "nothing constrains its \(noun)"
      case .underdetermined:
        return "its \(noun) is not determined: the constraints on it leave it free"
      case .competingConstraints(_, let count, let priority):
        return "its \(noun) is decided by \(count) competing constraints of equal priority \(priority?.description ?? "?")"
      }
    }
  }
}
