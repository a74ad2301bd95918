/// A layout guide a constraint can name: a view's `<viewLayoutGuide key="safeArea">` (and
/// `layoutMargins`, `readableContent`, a scroll view's `contentLayoutGuide` and
/// `frameLayoutGuide`), or a view controller's legacy `<viewControllerLayoutGuide type="top">`.
struct IBLayoutGuide: Sendable, Equatable {
  enum Kind: String, Sendable, Equatable {
    case safeArea, layoutMargins, readableContent, contentLayoutGuide, frameLayoutGuide
    /// `topLayoutGuide` and `bottomLayoutGuide` of a view controller (before iOS 11).
    case topLayoutGuide, bottomLayoutGuide
  }

  var id: String
  var kind: Kind
  /// The view the guide belongs to (for the legacy guides, the view controller's view).
  var owner: String
}
