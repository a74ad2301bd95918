extension Canvas {
  /// Draws a laid-out line of text with its origin (the left end of the baseline) at (`x`,
  /// `baselineY`), blending `color` through each glyph's coverage (coverage × alpha,
  /// source-over).
  public mutating func draw(_ text: TextLayout, x: Int, baselineY: Int, color: RGBAColor) {
    for glyph in text.glyphs where glyph.bitmap.width > 0 && glyph.bitmap.height > 0 {
      paintMask(
        glyph.bitmap.coverage, width: glyph.bitmap.width, height: glyph.bitmap.height,
        x: x + glyph.maskX, y: baselineY + glyph.maskY, color: color)
    }
  }
}
