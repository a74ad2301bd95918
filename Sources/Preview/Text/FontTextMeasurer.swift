import Layout

/// Measures text with exactly the face used to draw it (implements Layout's ``TextMeasuring``):
/// the engine sizes labels with it and the scene builder fits captions and annotations with it, so
/// laid-out boxes fit their rendered text at every scale.
///
/// For a label at `labelPointSize` with padding `(h, v)`, in points:
/// - `width = ceil(advance + 2·h)`, where `advance` is ``Font/advanceWidth(of:size:)`` at
///   `labelPointSize`: unhinted advances plus kerning scaled linearly from font units. It does not
///   depend on the render scale, and text drawn at `pixelSize = labelPointSize × scale` has a
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
  public let labelPointSize: Double
  public let padding: (horizontal: Double, vertical: Double)

  /// Labels are 13 pt with 8 pt of horizontal and 4 pt of vertical padding unless told otherwise.
  public init(
    font: Font, labelPointSize: Double = 13,
    padding: (horizontal: Double, vertical: Double) = (8, 4)
  ) {
    self.font = font
    self.labelPointSize = labelPointSize
    self.padding = padding
  }

  /// The space the wireframe keeps between a view's edges and its text, so the engine's
  /// truncated-label warnings agree with the picture.
  public var textInset: Double { SceneBuilder.textInset }

  public var labelPadding: Double { padding.horizontal }

  /// A label in any style, in points, with each line's advance in the style's face (bold for bold
  /// styles) at its point size: `width = ceil(widest + 2·h)`; one line is `ceil(lineHeight + 2·v)`
  /// high as in ``intrinsicSize(ofLabel:)``, a multi-line label `ceil(n × lineSpacing + 2·v)` for
  /// `n` lines — the line boxes the scene stacks its lines in, so the lines measured are the
  /// lines that fit when drawn.
  public func intrinsicSize(ofLabel text: String, style: LabelStyle, wrapWidth: Double?) -> LabelMetrics {
    if !style.isMultiline, style.pointSize == labelPointSize, !style.isBold {
      return intrinsicSize(ofLabel: text)
    }
    let face = style.isBold ? font.bold : font
    let metrics = face.metrics(size: style.pointSize)
    let lines = lines(ofLabel: text, style: style, wrapWidth: wrapWidth)
    let widest = lines.map { face.advanceWidth(of: $0.text, size: style.pointSize) }.max() ?? 0
    let textHeight = style.isMultiline ? Double(lines.count) * style.lineSpacing : metrics.lineHeight
    return LabelMetrics(
      width: (widest + 2 * padding.horizontal).rounded(.up),
      height: (textHeight + 2 * padding.vertical).rounded(.up),
      baselineFromCenter: metrics.baselineFromCenter)
  }

  public func width(of text: String, pointSize: Double, bold: Bool) -> Double {
    (bold ? font.bold : font).advanceWidth(of: text, size: pointSize)
  }

  public func intrinsicSize(ofLabel text: String) -> LabelMetrics {
    let metrics = font.metrics(size: labelPointSize)
    let advance = font.advanceWidth(of: text, size: labelPointSize)
    return LabelMetrics(
      width: (advance + 2 * padding.horizontal).rounded(.up),
      height: (metrics.lineHeight + 2 * padding.vertical).rounded(.up),
      baselineFromCenter: metrics.baselineFromCenter)
  }

  /// Unhinted advances scaled linearly, so the width does not depend on the render scale.
  public func width(of text: String, pointSize: Double) -> Double {
    font.advanceWidth(of: text, size: pointSize)
  }
}
