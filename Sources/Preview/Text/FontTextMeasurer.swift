import Layout

/// Measures labels for layout with exactly the face used to draw them (implements Layout's
/// ``TextMeasuring``), so laid-out boxes fit their rendered text at every scale.
///
/// For a label at `pointSize` with padding `(h, v)`, in points:
/// - `width = ceil(advance + 2·h)`, where `advance` is ``Font/advanceWidth(of:size:)`` at
///   `pointSize`: unhinted advances plus kerning scaled linearly from font units. It does not
///   depend on the render scale, and text drawn at `pixelSize = pointSize × scale` has a
///   ``TextLayout/advance`` of exactly `advance × scale`.
/// - `height = ceil(lineHeight + 2·v)`, `lineHeight` from ``Font/metrics(size:)``.
/// - `baselineFromCenter = (ascender − descender) / 2` (descender positive down): text whose
///   line box (ascender above, descender below the baseline) is centred vertically on the
///   label's centre has its baseline at `centerY + baselineFromCenter`. The renderer draws
///   labels at `baselineY = round((centerY + baselineFromCenter) × scale)` so both agree.
///
/// For DejaVu Sans at 13 pt that is a 15.13 pt line and a baseline 4.50 pt below the centre.
public struct FontTextMeasurer: TextMeasuring {
  public let font: Font
  public let pointSize: Double
  public let padding: (horizontal: Double, vertical: Double)

  public init(
    font: Font, pointSize: Double = 13, padding: (horizontal: Double, vertical: Double) = (8, 4)
  ) {
    self.font = font
    self.pointSize = pointSize
    self.padding = padding
  }

  public func intrinsicSize(ofLabel text: String) -> LabelMetrics {
    let metrics = font.metrics(size: pointSize)
    let advance = font.advanceWidth(of: text, size: pointSize)
    return LabelMetrics(
      width: (advance + 2 * padding.horizontal).rounded(.up),
      height: (metrics.lineHeight + 2 * padding.vertical).rounded(.up),
      baselineFromCenter: metrics.baselineFromCenter)
  }
}
