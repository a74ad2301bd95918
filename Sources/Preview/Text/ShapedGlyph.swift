/// One glyph as HarfBuzz placed it, in its face's design units.
struct ShapedGlyph: Sendable {
  var glyph: UInt32
  /// The index of the first scalar of the text the glyph stands for.
  var cluster: Int
  var advance: Int
  var offsetX: Int
  /// Upward, as OpenType's.
  var offsetY: Int
}
