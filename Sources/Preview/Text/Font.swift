import CFreeType
import VFLPreviewSupport

/// An outline font loaded with FreeType, laying out and rasterising single lines of text.
///
/// One `FT_Library` and `FT_Face` per instance, used under a lock, so a `Font` can be shared
/// between threads. Rendered glyph masks are cached per (glyph, pixel size, sub-pixel phase) for
/// the lifetime of the font.
///
/// **Rendering rule** (fixed so output is byte-stable on one FreeType version): glyphs load with
/// `FT_LOAD_TARGET_LIGHT` (vertical-only hinting, so horizontal shapes and spacing are unhinted)
/// and render to 8-bit grey coverage. Pen positions come from the font's unhinted advances and
/// `kern` table in font units, scaled linearly to the pixel size and placed at quarter-pixel
/// precision; so a layout's ``TextLayout/advance`` is exactly ``advanceWidth(of:size:)`` at that
/// size, independent of hinting. Characters the font lacks draw its `.notdef` glyph; control
/// characters draw as spaces. There is no shaping beyond kerning (no ligatures, no bidi).
public final class Font: @unchecked Sendable {
  /// The file the font was loaded from.
  public let path: String

  private let lock = Lock()
  private let library: FT_Library
  private let face: FT_Face
  private let unitsPerEm: Int
  private let ascenderUnits: Int
  private let descenderUnits: Int
  private let lineHeightUnits: Int
  private let hasKerning: Bool
  // Guarded by `lock`.
  private var currentPixelSize = 0
  private var masks: [MaskKey: GlyphBitmap] = [:]
  private var advances: [UInt32: Int] = [:]

  /// Sub-pixel pen positions are rounded to 1/`subpixelSteps` of a pixel.
  static let subpixelSteps = 4
  /// Larger sizes are drawn at this size (labels never need them; it bounds memory).
  public static let maximumPixelSize = 1024

  /// Loads the outline font at `path` (face 0 of the file).
  public init(path: String) throws(FontError) {
    // The path's bytes, so that a name that is not UTF-8 is opened as it is.
    guard FileSystemName.status(of: path) != nil else { throw .fileNotFound(path: path) }
    var library: FT_Library?
    let initError = FT_Init_FreeType(&library)
    guard initError == 0, let library else {
      throw .freeTypeInitializationFailed(code: Int32(initError))
    }
    var face: FT_Face?
    let faceError = FileSystemName.withCString(path) { FT_New_Face(library, $0, 0, &face) }
    guard faceError == 0, let face else {
      FT_Done_FreeType(library)
      throw .unreadableFont(path: path, code: Int32(faceError))
    }
    let flags = Int(face.pointee.face_flags)
    guard flags & FreeTypeConstants.faceFlagScalable != 0, face.pointee.units_per_EM > 0 else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .notScalable(path: path)
    }
    if face.pointee.charmap == nil || face.pointee.charmap.pointee.encoding != FT_ENCODING_UNICODE {
      guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        throw .noUnicodeCharacterMap(path: path)
      }
    }
    self.path = path
    self.library = library
    self.face = face
    unitsPerEm = Int(face.pointee.units_per_EM)
    ascenderUnits = Int(face.pointee.ascender)
    descenderUnits = Int(face.pointee.descender)
    lineHeightUnits = Int(face.pointee.height)
    hasKerning = flags & FreeTypeConstants.faceFlagKerning != 0
  }

  deinit {
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  /// The FreeType library version in use, such as `"2.12.1"` (reference images hold for one).
  public static var freeTypeVersion: String {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// The font's family name, such as `"DejaVu Sans"` (what CSS and SVG call it).
  public var familyName: String {
    face.pointee.family_name.map { String(cString: $0) } ?? "sans-serif"
  }

  /// The font's family and style names, such as `"DejaVu Sans Book"`.
  public var name: String {
    let family = face.pointee.family_name.map { String(cString: $0) } ?? "?"
    let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
    return style.isEmpty ? family : "\(family) \(style)"
  }

  /// Vertical metrics at `pixelSize` pixels per em, in pixels (`Double`, scaled from the
  /// design units without rounding).
  public func metrics(pixelSize: Int) -> FontMetrics {
    metrics(size: Double(pixelSize))
  }

  /// Vertical metrics at an em size in any unit (points or pixels), in that unit.
  public func metrics(size: Double) -> FontMetrics {
    let scale = size / Double(unitsPerEm)
    return FontMetrics(
      ascender: Double(ascenderUnits) * scale, descender: Double(-descenderUnits) * scale,
      lineHeight: Double(lineHeightUnits) * scale)
  }

  /// The advance width of `text` at an em size in any unit (points or pixels): the unhinted
  /// advances plus kerning, scaled linearly. It does not depend on any render scale, and equals
  /// ``TextLayout/advance`` of ``layout(_:pixelSize:)`` at the same size.
  public func advanceWidth(of text: String, size: Double) -> Double {
    let units = lock.withLock { runLocked(glyphIndices(of: text)).last?.pen ?? 0 }
    return Double(units) * size / Double(unitsPerEm)
  }

  /// Lays out `text` as one line at `pixelSize` pixels per em (sizes above
  /// ``maximumPixelSize`` are clamped; sizes below 1 give an empty layout).
  public func layout(_ text: String, pixelSize: Int) -> TextLayout {
    guard pixelSize > 0 else { return .empty(pixelSize: pixelSize) }
    let size = min(pixelSize, Self.maximumPixelSize)
    return lock.withLock { layoutLocked(glyphIndices(of: text), pixelSize: size) }
  }

  /// Lays out `text`, shortened so that its width is at most `maxWidth` pixels: the whole text
  /// if it fits, else the longest prefix (whole characters, trailing spaces dropped) followed by
  /// "…", else an empty layout if even "…" alone does not fit.
  public func truncated(_ text: String, pixelSize: Int, maxWidth: Int) -> TextLayout {
    let whole = layout(text, pixelSize: pixelSize)
    if whole.width <= maxWidth { return whole }
    let ellipsis = "\u{2026}"
    let characters = Array(text)
    // Widths grow with the prefix length (kerning never outweighs a glyph's advance), so the
    // longest prefix that fits is found by bisection.
    var fits = 0
    var tooLong = characters.count
    var best: TextLayout?
    while tooLong - fits > 1 {
      let middle = (fits + tooLong) / 2
      let candidate = layout(Self.prefix(characters, middle) + ellipsis, pixelSize: pixelSize)
      if candidate.width <= maxWidth {
        fits = middle
        best = candidate
      } else {
        tooLong = middle
      }
    }
    if fits > 0, let best {
      let trimmed = Self.prefix(characters, fits)
      if trimmed.last?.isWhitespace == true {
        let shorter = String(trimmed.reversed().drop(while: \.isWhitespace).reversed())
        return layout(shorter + ellipsis, pixelSize: pixelSize)
      }
      return best
    }
    let alone = layout(ellipsis, pixelSize: pixelSize)
    return alone.width <= maxWidth ? alone : .empty(pixelSize: pixelSize)
  }

  private static func prefix(_ characters: [Character], _ count: Int) -> String {
    String(characters.prefix(count))
  }

  // MARK: - Under the lock

  private struct MaskKey: Hashable {
    var glyph: UInt32
    var pixelSize: Int
    var phase: Int
  }

  private struct RunEntry {
    var glyph: UInt32
    /// Pen position in font units after kerning, before this glyph's advance; the last entry is
    /// the end of the run.
    var pen: Int
  }

  private func glyphIndices(of text: String) -> [UInt32] {
    text.unicodeScalars.map { scalar in
      // Labels are one line: control characters (newlines, tabs) read as spaces, not boxes.
      let value = scalar.properties.generalCategory == .control ? 0x20 : scalar.value
      return UInt32(FT_Get_Char_Index(face, FT_ULong(value)))
    }
  }

  /// Pen positions in font units: one entry per glyph, plus a final entry with the total.
  private func runLocked(_ glyphs: [UInt32]) -> [RunEntry] {
    var entries: [RunEntry] = []
    entries.reserveCapacity(glyphs.count + 1)
    var pen = 0
    var previous: UInt32?
    for glyph in glyphs {
      if let previous, hasKerning {
        var kerning = FT_Vector()
        if FT_Get_Kerning(face, previous, glyph, FT_KERNING_UNSCALED.rawValue, &kerning) == 0 {
          pen += Int(kerning.x)
        }
      }
      entries.append(RunEntry(glyph: glyph, pen: pen))
      pen += advanceUnitsLocked(glyph)
      previous = glyph
    }
    entries.append(RunEntry(glyph: 0, pen: pen))
    return entries
  }

  private func advanceUnitsLocked(_ glyph: UInt32) -> Int {
    if let cached = advances[glyph] { return cached }
    var advance = 0
    if FT_Load_Glyph(face, glyph, FreeTypeConstants.loadNoScale) == 0 {
      advance = Int(face.pointee.glyph.pointee.advance.x)
    }
    advances[glyph] = advance
    return advance
  }

  private func layoutLocked(_ glyphs: [UInt32], pixelSize: Int) -> TextLayout {
    let run = runLocked(glyphs)
    let scale = Double(pixelSize) / Double(unitsPerEm)
    let steps = Self.subpixelSteps
    var placed: [TextLayout.Glyph] = []
    placed.reserveCapacity(glyphs.count)
    for entry in run.dropLast() {
      let quarters = Int((Double(entry.pen) * scale * Double(steps)).rounded())
      let whole = quarters >= 0 ? quarters / steps : -((-quarters + steps - 1) / steps)
      let phase = quarters - whole * steps
      let mask = maskLocked(glyph: entry.glyph, pixelSize: pixelSize, phase: phase)
      placed.append(TextLayout.Glyph(index: entry.glyph, penX: whole, bitmap: mask))
    }
    let advance = Double(run.last?.pen ?? 0) * scale
    let width = max(0, Int((advance - 1e-6).rounded(.up)))
    return TextLayout(width: width, advance: advance, pixelSize: pixelSize, glyphs: placed)
  }

  private func maskLocked(glyph: UInt32, pixelSize: Int, phase: Int) -> GlyphBitmap {
    let key = MaskKey(glyph: glyph, pixelSize: pixelSize, phase: phase)
    if let cached = masks[key] { return cached }
    let mask = renderLocked(glyph: glyph, pixelSize: pixelSize, phase: phase) ?? .empty
    masks[key] = mask
    return mask
  }

  private func renderLocked(glyph: UInt32, pixelSize: Int, phase: Int) -> GlyphBitmap? {
    if currentPixelSize != pixelSize {
      guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else { return nil }
      currentPixelSize = pixelSize
    }
    // The sub-pixel offset is applied after hinting (FreeType translates the hinted outline),
    // which is safe because light hinting only moves points vertically.
    var delta = FT_Vector(x: FT_Pos(phase * 64 / Self.subpixelSteps), y: 0)
    FT_Set_Transform(face, nil, &delta)
    defer { FT_Set_Transform(face, nil, nil) }
    guard
      FT_Load_Glyph(face, glyph, FreeTypeConstants.loadTargetLight | FreeTypeConstants.loadRender)
        == 0
    else { return nil }
    let slot = face.pointee.glyph.pointee
    let bitmap = slot.bitmap
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard width > 0, height > 0, let buffer = bitmap.buffer,
      bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
    else {
      return GlyphBitmap(
        width: 0, height: 0, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), coverage: [])
    }
    let pitch = Int(bitmap.pitch)
    let levels = max(Int(bitmap.num_grays) - 1, 1)
    var coverage = [UInt8](repeating: 0, count: width * height)
    for row in 0..<height {
      // A negative pitch means the rows are stored bottom-up.
      let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
      for column in 0..<width {
        let value = Int(source[column])
        coverage[row * width + column] =
          levels == 255 ? UInt8(truncatingIfNeeded: value) : UInt8(min(255, value * 255 / levels))
      }
    }
    return GlyphBitmap(
      width: width, height: height, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top),
      coverage: coverage)
  }
}

/// FreeType flags defined by function-like or typed macros that Swift does not import.
enum FreeTypeConstants {
  static let loadNoScale = FT_Int32(1 << 0)
  static let loadRender = FT_Int32(1 << 2)
  /// `FT_LOAD_TARGET_(FT_RENDER_MODE_LIGHT)`: the render mode in bits 16–19.
  static let loadTargetLight = FT_Int32((Int32(FT_RENDER_MODE_LIGHT.rawValue) & 15) << 16)
  static let faceFlagScalable = 1 << 0
  static let faceFlagKerning = 1 << 6
}
