/// A label's text style (`"font": "headline"`), as UIKit's `UIFont.TextStyle`: a point size that
/// follows the spec's Dynamic Type size, and a weight.
public enum TextStyle: String, Sendable, Equatable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// The point size at a Dynamic Type size: Apple's table for iOS and iPadOS (Human Interface
  /// Guidelines, Typography, "Dynamic Type sizes"), one row per style, one column per
  /// ``ContentSizeCategory`` from extra small to accessibility extra extra extra large. At the
  /// default, large: body and headline 17, callout 16, subheadline 15, footnote 13, caption 1 12,
  /// caption 2 11, title 1 28, title 2 22, title 3 20, large title 34.
  public func pointSize(for category: ContentSizeCategory = .large) -> Double {
    Self.sizes[self]![category.tableIndex]
  }

  /// Whether the style is drawn bold: UIKit's headline is semibold, drawn here with the bold
  /// member of the label font's family (DejaVu Sans Bold by default).
  public var isBold: Bool { self == .headline }

  //                                    xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
  private static let sizes: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: /* */ [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: /* */ [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: /* */ [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: /**/ [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: /*   */ [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: /**/ [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: /**/ [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: /**/ [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: /**/ [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]
}
