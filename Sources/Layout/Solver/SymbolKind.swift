/// What a tableau symbol stands for.
enum SymbolKind: UInt8, Sendable {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality, `≥ 0`.
  case slack
  /// The error of an optional constraint, `≥ 0`, weighted 1 at its priority level.
  case error
  /// The phase-one variable of a required constraint that has no feasible subject, `≥ 0`.
  case artificial
  /// The marker of a required equality in explanation mode: fixed at 0, it never enters the basis and
  /// only records which constraints a row was combined from.
  case marker

  /// Slack, error and artificial symbols must stay non-negative.
  var isRestricted: Bool { self != .external }
}
