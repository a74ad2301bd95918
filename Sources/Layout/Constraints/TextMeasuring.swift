/// Measures text, so that `Layout` can give a view with a `label` its intrinsic content size
/// without knowing about fonts, and so that whatever draws the layout decides with the same
/// numbers. `Preview` supplies the FreeType implementation; one measurer serves both, so the size
/// a label is laid out at is the size it is drawn at.
public protocol TextMeasuring: Sendable {
  /// The point size label text is measured at, which is also the size it is drawn at.
  var labelPointSize: Double { get }

  /// The size in points of the box a label needs: the text's advance width and line height at
  /// ``labelPointSize`` plus the renderer's padding, rounded up to whole points as UIKit does.
  func intrinsicSize(ofLabel text: String) -> LabelMetrics

  /// The advance width of `text` at `pointSize`, in points: what a renderer uses to decide where
  /// captions and annotations fit.
  func width(of text: String, pointSize: Double) -> Double

  /// The space a renderer keeps between a view's edges and its text, on each side, in points: a
  /// label's text fits when its width plus twice this is at most the view's width.
  var textInset: Double { get }

  /// The advance width of `text` at `pointSize` in the regular or the bold face, in points.
  func width(of text: String, pointSize: Double, bold: Bool) -> Double

  /// The horizontal padding on each side of a label's text in its intrinsic width, in points: a
  /// multi-line label in a view `w` wide wraps its text at `w - 2 × labelPadding`.
  var labelPadding: Double { get }

  /// The size of the box a label set in `style` needs, its lines broken at `wrapWidth` points of
  /// text (`nil`: only at newlines). A single-line label in the default style measures as
  /// ``intrinsicSize(ofLabel:)``.
  func intrinsicSize(ofLabel text: String, style: LabelStyle, wrapWidth: Double?) -> LabelMetrics
}

extension TextMeasuring {
  public var textInset: Double { 0 }

  public var labelPadding: Double { 0 }

  public func width(of text: String, pointSize: Double, bold: Bool) -> Double {
    width(of: text, pointSize: pointSize)
  }

  /// The lines of a label in `style`, broken at `wrapWidth` points, as measured and as drawn.
  public func lines(ofLabel text: String, style: LabelStyle, wrapWidth: Double?) -> [WrappedLine] {
    guard style.isMultiline else { return [WrappedLine(text: text, endsParagraph: true)] }
    let breaker = LineBreaker { width(of: $0, pointSize: style.pointSize, bold: style.isBold) }
    return breaker.lines(of: text, width: wrapWidth, maximumLines: style.lines)
  }

  /// A measurer that only knows single lines: the single-line size, with the widest line's width
  /// and one ``LabelStyle/lineSpacing`` more per extra line.
  public func intrinsicSize(ofLabel text: String, style: LabelStyle, wrapWidth: Double?) -> LabelMetrics {
    let single = intrinsicSize(ofLabel: text)
    guard style.isMultiline || style.pointSize != labelPointSize || style.isBold else { return single }
    let lines = lines(ofLabel: text, style: style, wrapWidth: wrapWidth)
    let widest = lines.map { width(of: $0.text, pointSize: style.pointSize, bold: style.isBold) }.max() ?? 0
    return LabelMetrics(
      width: (widest + 2 * labelPadding).rounded(.up),
      height: (single.height + Double(lines.count - 1) * style.lineSpacing).rounded(.up),
      baselineFromCenter: single.baselineFromCenter)
  }
}
