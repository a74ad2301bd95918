/// A font as a document describes it: a point size and a weight, or a Dynamic Type style
/// (`<fontDescription style="UICTFontTextStyleHeadline">`).
struct IBFont: Sendable, Equatable {
  var pointSize: Double
  var isBold: Bool
  var textStyle: TextStyle?
}
