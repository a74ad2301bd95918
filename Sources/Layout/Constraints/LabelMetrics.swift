/// The intrinsic size of a label and where its baseline sits.
public struct LabelMetrics: Hashable, Sendable {
  public var width: Double
  public var height: Double
  /// The distance from the vertical centre of the label's box down to its text baseline.
  /// Baseline constraints use it: `baseline = centerY + baselineFromCenter`.
  public var baselineFromCenter: Double

  public init(width: Double, height: Double, baselineFromCenter: Double) {
    self.width = width
    self.height = height
    self.baselineFromCenter = baselineFromCenter
  }
}
