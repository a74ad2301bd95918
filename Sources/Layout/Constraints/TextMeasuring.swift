/// Measures label text so that `Layout` can give a view with a `label` its intrinsic content size
/// without knowing about fonts. `Preview` supplies the FreeType implementation, so the size used for
/// layout is the size the renderer draws.
public protocol TextMeasuring: Sendable {
  /// The size in points of the box a label needs: the text's advance width and line height plus
  /// the renderer's padding, rounded up to whole points as UIKit does for labels.
  func intrinsicSize(ofLabel text: String) -> LabelMetrics
}
