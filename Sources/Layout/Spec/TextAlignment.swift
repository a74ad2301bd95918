/// How a label's lines sit in its box (`"alignment"`), as `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Equatable, CaseIterable {
  /// The layout direction's leading side: left in a left-to-right spec, right in a right-to-left one.
  case natural
  case left, center, right
  /// Every line but a paragraph's last stretched to the full width, at its spaces.
  case justified

  /// `left`, `center` or `right` for a spec's layout direction (``justified`` lines that are not
  /// stretched sit on the natural side).
  public func resolved(for direction: LayoutSpec.LayoutDirection) -> TextAlignment {
    switch self {
    case .natural, .justified: return direction == .rightToLeft ? .right : .left
    default: return self
    }
  }
}
