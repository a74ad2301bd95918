/// A single line of shaped text laid out at one pixel size: the glyph masks with their positions,
/// ready for ``Canvas/draw(_:x:baselineY:color:)``.
///
/// Positions are relative to the origin: the left end of the baseline. `x` grows right and `y`
/// grows down, so ink above the baseline has negative `y`.
public struct TextLayout: Sendable {
  /// One placed glyph.
  public struct Glyph: Sendable {
    /// The font's glyph index (0 is `.notdef`, drawn for characters the font lacks).
    public var index: UInt32
    /// The pen position of the glyph's origin in whole pixels from the layout origin (the
    /// sub-pixel remainder is baked into `bitmap`).
    public var penX: Int
    /// The rendered mask.
    public var bitmap: GlyphBitmap
    /// The glyph's vertical offset in whole pixels, downward (a mark that shaping raised has a
    /// negative one).
    public var penY: Int
    /// Whether the glyph is a space, which a justified line widens.
    public var isSpace: Bool

    /// The mask's top-left pixel relative to the layout origin.
    public var maskX: Int { penX + bitmap.left }
    public var maskY: Int { penY - bitmap.top }

    public init(index: UInt32, penX: Int, bitmap: GlyphBitmap, penY: Int = 0, isSpace: Bool = false) {
      self.index = index
      self.penX = penX
      self.bitmap = bitmap
      self.penY = penY
      self.isSpace = isSpace
    }
  }

  /// The advance width rounded up to whole pixels: the space the text takes on the line.
  public var width: Int
  /// The exact advance width in pixels (sum of the unhinted advances and kerning).
  public var advance: Double
  /// The pixel size the glyphs were rendered at.
  public var pixelSize: Int
  public var glyphs: [Glyph]

  public init(width: Int, advance: Double, pixelSize: Int, glyphs: [Glyph]) {
    self.width = width
    self.advance = advance
    self.pixelSize = pixelSize
    self.glyphs = glyphs
  }

  /// A layout with nothing in it.
  public static func empty(pixelSize: Int) -> TextLayout {
    TextLayout(width: 0, advance: 0, pixelSize: pixelSize, glyphs: [])
  }

  /// The line stretched to `width` pixels by widening its spaces, as a justified line is: the
  /// extra space is shared out between the spaces in whole pixels, the first ones taking the
  /// remainder. Unchanged when it has no spaces or is already as wide.
  public func justified(to width: Int) -> TextLayout {
    let spaces = glyphs.filter(\.isSpace).count
    guard spaces > 0, width > self.width else { return self }
    let extra = width - self.width
    var result = self
    var seen = 0
    for index in result.glyphs.indices {
      // Space before this glyph: the share of every space to its left.
      result.glyphs[index].penX += extra * seen / spaces
      if result.glyphs[index].isSpace { seen += 1 }
    }
    result.width = width
    result.advance = advance + Double(extra)
    return result
  }

  /// Whether there is nothing to draw.
  public var isEmpty: Bool { glyphs.isEmpty }

  /// The union of the glyph masks relative to the origin, or `nil` if nothing has ink.
  /// FreeType's masks are tight around each outline, so this is the ink box to within a pixel.
  public var inkBounds: PixelRect? {
    var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    for glyph in glyphs where glyph.bitmap.width > 0 && glyph.bitmap.height > 0 {
      bounds = bounds.union(
        PixelRect(
          x: glyph.maskX, y: glyph.maskY, width: glyph.bitmap.width, height: glyph.bitmap.height))
    }
    return bounds.isEmpty ? nil : bounds
  }
}
