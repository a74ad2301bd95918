import VFLPreviewSupport

/// Errors found while expanding a constraint entry, reported as ``SpecError``s located in the entry's
/// string so the caret lands on the part that produced them.
extension ConstraintModel {
  /// Constants and multipliers obey the same ±1e9 limit as the spec's numbers
  /// (``SpecLimits/maximumMagnitude``). VFL reads numbers as `strtod` does, so `-1e300-` parses;
  /// beyond the limit the solver's tolerances lose all meaning, so it is refused here, with the
  /// caret on the part of the string that produced it.
  static func checkMagnitudes(
    _ constraint: LayoutConstraint, entryIndex: Int, entry: ConstraintSpec
  ) throws(SpecError) {
    let limit = SpecLimits.maximumMagnitude
    let text = { (value: Double) in NumberFormatting.format(value) }
    let problem: String
    if !(abs(constraint.constant) <= limit) {
      problem = "the constant \(text(constraint.constant)) is too large (the limit is ±1e9)"
    } else if !(abs(constraint.multiplier) <= limit) {
      problem = "the multiplier \(text(constraint.multiplier)) is too large (the limit is ±1e9)"
    } else {
      return
    }
    throw .constraint(
      index: entryIndex, path: "constraints[\(entryIndex)]", text: entry.text, message: problem,
      position: constraint.source.span?.lowerBound, note: nil, at: entry.textOffset)
  }

  static func constraintError(
    _ error: some SourceTextError, entryIndex: Int, entry: ConstraintSpec
  ) -> SpecError {
    .constraint(
      index: entryIndex, path: "constraints[\(entryIndex)]", text: entry.text,
      message: error.message, position: error.position, note: error.note, at: entry.textOffset)
  }
}
