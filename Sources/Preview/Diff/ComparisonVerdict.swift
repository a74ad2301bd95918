/// Whether an image passes against its reference, and the difference that decided it: the one
/// verdict of `vfl-preview --check`, `vfl-preview diff` and `PreviewTesting`'s image snapshots.
public struct ComparisonVerdict: Sendable {
  /// What the comparison found.
  public enum Outcome: Sendable, Equatable {
    /// The sizes are equal and no more pixels differ than the tolerance allows.
    case match
    /// The sizes are equal, and more pixels differ than the tolerance allows.
    case pixelsDiffer
    /// The images have different sizes, which never pass.
    case sizesDiffer
  }

  public let outcome: Outcome
  /// How many pixels differ, and where.
  public let difference: ImageDifference
  /// What the difference was judged by.
  public let tolerance: ComparisonTolerance

  public init(_ difference: ImageDifference, tolerance: ComparisonTolerance) {
    self.difference = difference
    self.tolerance = tolerance
    if difference.sizesDiffer {
      outcome = .sizesDiffer
    } else {
      outcome = tolerance.accepts(difference) ? .match : .pixelsDiffer
    }
  }

  /// Whether the image passes.
  public var passes: Bool { outcome == .match }
}
