import CHarfBuzz

/// One line of text shaped for drawing and measuring: glyphs from the label's face and its
/// fallbacks, in visual order (left to right), positioned in the primary face's design units.
///
/// Made by ``shape(_:primary:)``, in three steps:
/// 1. **Bidi**: FriBidi gives each character its embedding level (the paragraph's direction comes
///    from its first strong character).
/// 2. **Itemizing**: the text is cut where the level, the face or the script changes. A character
///    the primary face lacks takes the face ``FontFallback`` names; combining marks, joiners and
///    variation selectors stay with the character before them, so an emoji and its selector or a
///    letter and its accent are shaped together.
/// 3. **Shaping**: HarfBuzz shapes each item (kerning, ligatures, Arabic joining with the
///    neighbouring items as context, Indic reordering), and the items are put in visual order by
///    the levels (rule L2).
///
/// Positions are exact design units, so measuring (at any point size) and drawing (at any pixel
/// size) scale the same numbers: a label is laid out at the width it is drawn at.
struct ShapedText: Sendable {
  struct Glyph: Sendable {
    /// Which of ``faces`` draws the glyph (an index, not a reference: no reference counting per
    /// glyph).
    var faceIndex: Int
    var glyph: UInt32
    /// The glyph's origin from the start of the line, in primary design units.
    var x: Double
    /// Upward offset (marks above a base), in primary design units.
    var y: Double
    /// Whether the glyph stands for a space (justified lines widen these).
    var isSpace: Bool
  }

  var glyphs: [Glyph]
  /// The faces the glyphs come from: the primary face first, then fallbacks in order of use.
  var faces: [FontFace]
  /// The whole line's advance, in primary design units.
  var advance: Double

  /// The face that draws `glyph`.
  func face(of glyph: Glyph) -> FontFace { faces[glyph.faceIndex] }

  /// Shapes `text` as one line; control characters (tabs, newlines) read as spaces.
  static func shape(_ text: String, primary: FontFace) -> ShapedText {
    let scalars = Self.scalars(of: text)
    guard !scalars.isEmpty else { return ShapedText(glyphs: [], faces: [primary], advance: 0) }
    let levels = BidiLevels.levels(of: scalars)
    if levels == nil, let script = singleScript(of: scalars, primary: primary) {
      return shapeInPrimaryFace(scalars, script: script, primary: primary)
    }
    let (items, faces) = itemize(scalars, levels: levels, primary: primary)
    let order = BidiLevels.visualOrder(ofRunLevels: items.map(\.level))
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(scalars.count)
    var pen = 0.0
    let primaryUnits = Double(primary.unitsPerEm)
    for index in order {
      let item = items[index]
      let face = faces[item.face]
      let factor = primaryUnits / Double(face.unitsPerEm)
      let shaped = face.shape(
        scalars, start: item.start, length: item.length, rightToLeft: item.level % 2 == 1,
        script: item.script)
      // The factor is exactly 1 for the primary face: its pen positions stay whole design units,
      // as the unshaped layout's were, so plain Latin text lands on the same pixels as before.
      for glyph in shaped {
        glyphs.append(Glyph(
          faceIndex: item.face, glyph: glyph.glyph, x: pen + Double(glyph.offsetX) * factor,
          y: Double(glyph.offsetY) * factor,
          isSpace: glyph.cluster < scalars.count && scalars[glyph.cluster] == 0x20))
        pen += Double(glyph.advance) * factor
      }
    }
    return ShapedText(glyphs: glyphs, faces: faces, advance: pen)
  }

  /// The text's scalars, control characters (category Cc: U+0000–U+001F, U+007F–U+009F) as
  /// spaces, tested by value: Unicode property lookups per character would cost more than the
  /// shaping. ASCII is read byte by byte.
  private static func scalars(of text: String) -> [UInt32] {
    var scalars: [UInt32] = []
    scalars.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      guard byte < 0x80 else {
        return text.unicodeScalars.map { scalar in
          scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? 0x20 : scalar.value
        }
      }
      scalars.append(byte < 0x20 || byte == 0x7F ? 0x20 : UInt32(byte))
    }
    return scalars
  }

  /// The script of the one item ``itemize(_:levels:primary:)`` would make of left-to-right text
  /// that the primary face covers throughout and that has no script but Latin (common and
  /// inherited characters take it): Latin when there is a Latin letter, else common. `nil` for
  /// any other text, which is itemized.
  private static func singleScript(of scalars: [UInt32], primary: FontFace) -> hb_script_t? {
    let unicode = hb_unicode_funcs_get_default()
    var hasLatin = false
    for scalar in scalars {
      guard primary.covers(scalar) else { return nil }
      let script = Self.script(of: scalar, unicode: unicode)
      if script == HB_SCRIPT_LATIN {
        hasLatin = true
      } else if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN {
        return nil
      }
    }
    return hasLatin ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
  }

  /// Text that is one left-to-right item in the primary face (most names, labels and captions),
  /// shaped in one call: the glyphs and pen positions the item loop of ``shape(_:primary:)`` gives.
  private static func shapeInPrimaryFace(
    _ scalars: [UInt32], script: hb_script_t, primary: FontFace
  ) -> ShapedText {
    let shaped = primary.shape(scalars, start: 0, length: scalars.count, rightToLeft: false, script: script)
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(shaped.count)
    var pen = 0.0
    for glyph in shaped {
      glyphs.append(Glyph(
        faceIndex: 0, glyph: glyph.glyph, x: pen + Double(glyph.offsetX), y: Double(glyph.offsetY),
        isSpace: glyph.cluster < scalars.count && scalars[glyph.cluster] == 0x20))
      pen += Double(glyph.advance)
    }
    return ShapedText(glyphs: glyphs, faces: [primary], advance: pen)
  }

  private struct Item {
    var start: Int
    var length: Int
    var level: UInt8
    /// An index into the faces ``itemize`` returns.
    var face: Int
    var script: hb_script_t
  }

  /// Cuts the text where the bidi level, the face or the script changes; also returns the faces
  /// the items index, the primary first.
  private static func itemize(_ scalars: [UInt32], levels: [UInt8]?, primary: FontFace)
    -> ([Item], [FontFace])
  {
    let unicode = hb_unicode_funcs_get_default()
    var faces = [primary]
    var faceIndices: [Int] = []
    var scripts: [hb_script_t] = []
    faceIndices.reserveCapacity(scalars.count)
    scripts.reserveCapacity(scalars.count)
    var previousFace = 0
    var previousScript: hb_script_t?
    var unresolved = 0
    for scalar in scalars {
      var face = 0
      if !primary.covers(scalar) {
        if followsPrevious(scalar), !faceIndices.isEmpty {
          face = previousFace
        } else if let path = FontFallback.path(for: scalar), let fallback = try? FontFace.shared(path: path) {
          if let known = faces.firstIndex(where: { $0 === fallback }) {
            face = known
          } else {
            faces.append(fallback)
            face = faces.count - 1
          }
        }
      }
      faceIndices.append(face)
      previousFace = face
      // Common and inherited characters (spaces, digits, punctuation, marks) take the script
      // around them, so they do not cut an item in two.
      let script = Self.script(of: scalar, unicode: unicode)
      if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN {
        if let previousScript {
          scripts.append(previousScript)
        } else {
          scripts.append(HB_SCRIPT_COMMON)
          unresolved += 1
        }
      } else {
        if previousScript == nil {
          for index in 0..<unresolved { scripts[index] = script }
        }
        scripts.append(script)
        previousScript = script
      }
    }
    var items: [Item] = []
    for index in scalars.indices {
      let level = levels?[index] ?? 0
      if var last = items.last, last.level == level, last.face == faceIndices[index],
        last.script == scripts[index]
      {
        last.length += 1
        items[items.count - 1] = last
      } else {
        items.append(Item(
          start: index, length: 1, level: level, face: faceIndices[index], script: scripts[index]))
      }
    }
    return (items, faces)
  }

  /// The character's script; ASCII answered without asking HarfBuzz (letters are Latin, the rest
  /// common), since most labels are ASCII.
  private static func script(of scalar: UInt32, unicode: OpaquePointer?) -> hb_script_t {
    if scalar < 0x80 {
      let isLetter = (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
      return isLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
    }
    return hb_unicode_script(unicode, scalar)
  }

  /// Characters drawn with the face of the character before them: combining marks, format
  /// characters (joiners, direction marks) and variation selectors.
  private static func followsPrevious(_ scalar: UInt32) -> Bool {
    guard let value = Unicode.Scalar(scalar) else { return false }
    switch value.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
    default: return value.properties.isVariationSelector
    }
  }
}
