/// The link between two items of a line: flush, standard (`-`) or explicit (`-20-`, `-(>=8,<=20)-`).
struct VFLConnection: Sendable {
  /// At least one; a flush or standard connection has one `== 0` placeholder.
  var predicates: [VFLPredicate]
  /// `-`: the constant is the context's standard spacing, resolved once both ends are known.
  var isStandard: Bool
  /// The connection's characters, empty (at the position between the items) when flush.
  var range: Range<Int>
}
