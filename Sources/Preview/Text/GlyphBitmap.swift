/// One rendered glyph: an 8-bit coverage mask and where it sits relative to the pen position on
/// the baseline.
public struct GlyphBitmap: Hashable, Sendable {
  /// Columns of the mask.
  public var width: Int
  /// Rows of the mask.
  public var height: Int
  /// Offset from the pen position to the mask's left column (FreeType's `bitmap_left`).
  public var left: Int
  /// Rows from the mask's top row up to the baseline (FreeType's `bitmap_top`; positive above).
  public var top: Int
  /// `width * height` coverage values, row-major, top row first; 255 is fully covered.
  public var coverage: [UInt8]

  public init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
    self.width = width
    self.height = height
    self.left = left
    self.top = top
    self.coverage = coverage
  }

  static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
}
