/// Vertical metrics of a font at one size, from the font's design values scaled linearly (not
/// rounded), in the unit of the size asked for (pixels for ``Font/metrics(pixelSize:)``).
public struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of the line box (positive).
  public var ascender: Double
  /// Distance from the baseline down to the bottom of the line box (positive down).
  public var descender: Double
  /// Baseline-to-baseline distance; for DejaVu Sans equal to `ascender + descender`.
  public var lineHeight: Double

  public init(ascender: Double, descender: Double, lineHeight: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineHeight = lineHeight
  }

  /// Where the baseline sits below the centre of a box in which this line is vertically
  /// centred: `(ascender - descender) / 2`.
  public var baselineFromCenter: Double { (ascender - descender) / 2 }
}
