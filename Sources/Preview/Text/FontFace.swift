import CFreeType
import CHarfBuzz
import VFLPreviewSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One font file's face: FreeType for coverage and rasterising, HarfBuzz for shaping.
///
/// A ``Font`` draws with several faces — its own and the fallbacks fontconfig finds for characters
/// it lacks — and each face is loaded once per process (``shared(path:)``), since the same fallback
/// serves every font and every render. All state is used under a lock, so a face can be shared
/// between threads.
final class FontFace: @unchecked Sendable {
  let path: String
  let unitsPerEm: Int
  let ascenderUnits: Int
  let descenderUnits: Int
  let lineHeightUnits: Int

  private let lock = Lock()
  private let library: FT_Library
  private let face: FT_Face
  private let hbFont: OpaquePointer
  /// HarfBuzz's handle for the fixed shaping language (interned by HarfBuzz, so never freed).
  private let language: hb_language_t?
  /// Which ASCII characters the face has, read once: most labels are ASCII, and this spares them
  /// a lock per character.
  private let asciiCoverage: [Bool]
  // Guarded by `lock`.
  private var currentPixelSize = 0
  /// A HarfBuzz buffer kept between shapings (creating one per line costs more than shaping a
  /// short label); guarded by `bufferLock`, and a thread that finds it taken makes its own.
  private var spareBuffer: OpaquePointer?
  private let bufferLock = Lock()
  private var masks: [MaskKey: GlyphBitmap] = [:]
  private var coverage: [UInt32: Bool] = [:]

  /// Loads face 0 of the outline font at `path`.
  init(path: String) throws(FontError) {
    // The path's bytes, so that a name that is not UTF-8 is opened as it is. Opened without
    // waiting (a FIFO with no writer would block the open), and looked at before FreeType is
    // given the file: a regular file, in a format that both FreeType and HarfBuzz read.
    let descriptor = FileSystemName.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { throw .fileNotFound(path: path) }
      throw .unreadableFont(path: path, code: 1)
    }
    var status = stat()
    let format = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
      ? FontFileFormat(descriptor: descriptor) : nil
    close(descriptor)
    guard let format else { throw .notARegularFile(path: path) }
    if case .unsupported(let kind) = format { throw .unsupportedFormat(path: path, format: kind) }
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
    // HarfBuzz reads the same file for its OpenType tables; its font is scaled to the design units,
    // so shaped advances and offsets are exact integers, independent of any pixel size or hinting.
    // `hb_blob_create_from_file` (HarfBuzz 1.7.7) rather than its `_or_fail` variant (2.8.2), for
    // older distributions; it gives the empty blob on failure.
    let blob = FileSystemName.withCString(path) { hb_blob_create_from_file($0) }
    guard let blob, hb_blob_get_length(blob) > 0 else {
      hb_blob_destroy(blob)
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .unreadableFont(path: path, code: 1)
    }
    let hbFace = hb_face_create(blob, 0)
    hb_blob_destroy(blob)
    let hbFont = hb_font_create(hbFace)!
    hb_face_destroy(hbFace)
    let upem = Int32(face.pointee.units_per_EM)
    hb_font_set_scale(hbFont, upem, upem)
    hb_ot_font_set_funcs(hbFont)
    // Immutable, HarfBuzz shapes with it from several threads at once (batch renders), unlocked.
    hb_font_make_immutable(hbFont)
    self.path = path
    self.library = library
    self.face = face
    self.hbFont = hbFont
    language = hb_language_from_string("und", -1)
    asciiCoverage = (0..<128).map { FT_Get_Char_Index(face, FT_ULong($0)) != 0 }
    unitsPerEm = Int(face.pointee.units_per_EM)
    ascenderUnits = Int(face.pointee.ascender)
    descenderUnits = Int(face.pointee.descender)
    lineHeightUnits = Int(face.pointee.height)
  }

  deinit {
    if let spareBuffer { hb_buffer_destroy(spareBuffer) }
    hb_font_destroy(hbFont)
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  private static let registryLock = Lock()
  nonisolated(unsafe) private static var registry: [String: FontFace] = [:]

  /// The files of the faces loaded by ``shared(path:)`` so far.
  static var sharedPaths: [String] { registryLock.withLock { Array(registry.keys) } }

  /// The face at `path`, loaded once per process: fallback faces are shared by every ``Font``.
  static func shared(path: String) throws(FontError) -> FontFace {
    if let face = registryLock.withLock({ registry[path] }) { return face }
    let face = try FontFace(path: path)
    return registryLock.withLock {
      if let existing = registry[path] { return existing }
      registry[path] = face
      return face
    }
  }

  var familyName: String? { face.pointee.family_name.map { String(cString: $0) } }
  var styleName: String? { face.pointee.style_name.map { String(cString: $0) } }

  /// Whether the face has a glyph for the Unicode scalar `value`.
  func covers(_ value: UInt32) -> Bool {
    if value < 128 { return asciiCoverage[Int(value)] }
    return lock.withLock {
      if let known = coverage[value] { return known }
      let has = FT_Get_Char_Index(face, FT_ULong(value)) != 0
      coverage[value] = has
      return has
    }
  }

  /// Shapes `length` scalars of `text` from `start` (the rest is context, for Arabic joining
  /// across a change of font) in one direction and script: the glyphs in visual order, with
  /// positions in this face's design units.
  func shape(
    _ text: [UInt32], start: Int, length: Int, rightToLeft: Bool, script: hb_script_t
  ) -> [ShapedGlyph] {
    let buffer = bufferLock.withLock { () -> OpaquePointer? in
      defer { spareBuffer = nil }
      return spareBuffer
    } ?? hb_buffer_create()
    defer {
      hb_buffer_clear_contents(buffer)
      let kept = bufferLock.withLock { () -> Bool in
        guard spareBuffer == nil else { return false }
        spareBuffer = buffer
        return true
      }
      if !kept { hb_buffer_destroy(buffer) }
    }
    text.withUnsafeBufferPointer { scalars in
      hb_buffer_add_utf32(
        buffer, scalars.baseAddress, Int32(scalars.count), UInt32(start), Int32(length))
    }
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, script)
    // A fixed language: the locale's would make the same spec shape differently on two machines.
    hb_buffer_set_language(buffer, language)
    if Self.shapesWithoutLigatures(script) {
      var noLigatures = Self.noStandardLigatures
      hb_shape(hbFont, buffer, &noLigatures, 1)
    } else {
      hb_shape(hbFont, buffer, nil, 0)
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(Int(count))
    for index in 0..<Int(count) {
      glyphs.append(ShapedGlyph(
        glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
        advance: Int(positions[index].x_advance), offsetX: Int(positions[index].x_offset),
        offsetY: Int(positions[index].y_offset)))
    }
    return glyphs
  }

  /// Latin, Greek and Cyrillic are shaped without standard ligatures: San Francisco, which the
  /// picture stands in for, has none, so "fi" and "fl" stay two letters as on a device (and
  /// identifiers such as `firstView` read as written). Kerning and every feature of other
  /// scripts (Arabic's required ligatures and joining) apply.
  private static func shapesWithoutLigatures(_ script: hb_script_t) -> Bool {
    script == HB_SCRIPT_LATIN || script == HB_SCRIPT_GREEK || script == HB_SCRIPT_CYRILLIC
      || script == HB_SCRIPT_COMMON
  }

  /// `-liga` over the whole buffer.
  private static let noStandardLigatures = hb_feature_t(
    tag: (UInt32(UInt8(ascii: "l")) << 24) | (UInt32(UInt8(ascii: "i")) << 16)
      | (UInt32(UInt8(ascii: "g")) << 8) | UInt32(UInt8(ascii: "a")),
    value: 0, start: 0, end: UInt32.max)

  // MARK: Rasterising

  private struct MaskKey: Hashable {
    var glyph: UInt32
    var pixelSize: Int
    var phase: Int
  }

  /// The coverage mask of `glyph` at `pixelSize`, shifted right by `phase`/``Font/subpixelSteps``
  /// of a pixel; cached for the lifetime of the face.
  func mask(glyph: UInt32, pixelSize: Int, phase: Int) -> GlyphBitmap {
    lock.withLock {
      let key = MaskKey(glyph: glyph, pixelSize: pixelSize, phase: phase)
      if let cached = masks[key] { return cached }
      let mask = renderLocked(glyph: glyph, pixelSize: pixelSize, phase: phase) ?? .empty
      masks[key] = mask
      return mask
    }
  }

  private func renderLocked(glyph: UInt32, pixelSize: Int, phase: Int) -> GlyphBitmap? {
    if currentPixelSize != pixelSize {
      guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else { return nil }
      currentPixelSize = pixelSize
    }
    // The sub-pixel offset is applied after hinting (FreeType translates the hinted outline),
    // which is safe because light hinting only moves points vertically.
    var delta = FT_Vector(x: FT_Pos(phase * 64 / Font.subpixelSteps), y: 0)
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
