/// Measures text for scene layout decisions (fitting labels, sizing pills), in points at the
/// scale being rendered, so that what the scene plans is what the rasteriser draws.
public protocol TextWidthMeasuring: Sendable {
  /// The advance width of `text` at `pointSize`, in points.
  func width(of text: String, pointSize: Double) -> Double
}
