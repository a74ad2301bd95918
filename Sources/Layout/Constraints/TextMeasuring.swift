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
}

extension TextMeasuring {
  public var textInset: Double { 0 }
}
