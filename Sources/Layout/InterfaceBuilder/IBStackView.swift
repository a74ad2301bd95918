/// A stack view's arrangement (`<stackView axis= distribution= alignment= spacing=>`), after
/// size-class variations. UIKit and AppKit name some values differently; both are read into
/// UIKit's vocabulary, the axis and alignment as the edges they act on.
struct IBStackView: Sendable, Equatable {
  enum Distribution: String, Sendable, Equatable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    /// AppKit's default before distributions: views in leading, center and trailing groups.
    case gravityAreas
  }

  enum Alignment: String, Sendable, Equatable {
    /// Cross-axis alignment: `leading` is the top of a horizontal stack, the leading edge of a
    /// vertical one (UIKit's `.top` and `.leading` are one value).
    case fill, leading, center, trailing, firstBaseline, lastBaseline
  }

  var axis: LayoutAxis
  var distribution: Distribution
  var alignment: Alignment
  var spacing: Double
  var isBaselineRelative = false
  var isLayoutMarginsRelative = false
  /// Spacing after particular arranged views (`customSpacing`), by object id.
  var customSpacing: [String: Double] = [:]
  /// The arranged subviews' object ids, in order.
  var arranged: [String] = []
  /// AppKit: the group each arranged view is in (0 leading, 1 center, 2 trailing).
  var gravity: [String: Int] = [:]
  /// AppKit: insets between the edges and the views (`edgeInsets`).
  var edgeInsets = EdgeInsets.zero
  /// AppKit: how strongly the stack hugs its views along each axis (`…StackHuggingPriority`).
  var huggingPriority = AxisPriorities(both: LayoutPriority(250))
  /// AppKit: hidden views take no space (`detachesHiddenViews`).
  var detachesHiddenViews = false
  /// AppKit's stack view, whose constraints differ from UIKit's.
  var isAppKit = false
}
