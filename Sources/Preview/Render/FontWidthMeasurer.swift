/// Measures scene text with the font that draws it. Widths come from unhinted advances scaled
/// linearly, so they do not depend on the render scale.
public struct FontWidthMeasurer: TextWidthMeasuring {
  public let font: Font

  public init(font: Font) {
    self.font = font
  }

  public func width(of text: String, pointSize: Double) -> Double {
    font.advanceWidth(of: text, size: pointSize)
  }
}
