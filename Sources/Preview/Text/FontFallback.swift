#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import VFLPreviewSupport
import CFontconfig

/// Which installed font draws a character that a label's font lacks.
///
/// **The fallback rule.** Among the installed fonts fontconfig knows that are outline fonts (so
/// colour-bitmap emoji fonts are skipped: they cannot be drawn as coverage masks at every scale)
/// and whose character set has the character, the first when ranked by
/// 1. weight closest to regular (400),
/// 2. upright before italic or oblique,
/// 3. normal width before condensed or expanded,
/// 4. the file's path, byte by byte, then the face's index in the file (only face 0 is used).
///
/// The ranking reads nothing but the installed fonts: not the locale, the language of the text or
/// fontconfig's preference lists, which differ between machines and users. So the same spec on
/// two machines with the same fonts installed gives the same picture. A character no installed
/// font has is drawn with the label font's `.notdef` box. Answers are kept for the life of the
/// process.
enum FontFallback {
  private static let lock = Lock()
  nonisolated(unsafe) private static var config: OpaquePointer?
  nonisolated(unsafe) private static var answers: [UInt32: String?] = [:]

  /// The path of the font that draws `scalar`, or `nil` if no installed outline font has it.
  static func path(for scalar: UInt32) -> String? {
    lock.withLock {
      if let known = answers[scalar] { return known }
      // The first that FreeType can load as an outline font with a Unicode map.
      let found = candidates(for: scalar).first { (try? FontFace.shared(path: $0)) != nil }
      answers[scalar] = found
      return found
    }
  }

  /// Every installed outline font with `scalar`, best first by the rule above. Under `lock`.
  private static func candidates(for scalar: UInt32) -> [String] {
    if config == nil { config = FcInitLoadConfigAndFonts() }
    guard let config, let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    guard let charset = FcCharSetCreate() else { return [] }
    defer { FcCharSetDestroy(charset) }
    FcCharSetAddChar(charset, scalar)
    FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    FcPatternAddBool(pattern, FC_OUTLINE, 1)
    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    for name in [FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_WIDTH] { FcObjectSetAdd(objects, name) }
    guard let set = FcFontList(config, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(set) }
    var ranked: [(key: [Int], path: [UInt8])] = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[index] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
      let faceIndex = integer(font, FC_INDEX) ?? 0
      guard faceIndex == 0 else { continue }
      // fontconfig's scales: weight 80 is regular (CSS 400), slant 0 roman, width 100 normal.
      let weight = integer(font, FC_WEIGHT) ?? 80
      let slant = integer(font, FC_SLANT) ?? 0
      let width = integer(font, FC_WIDTH) ?? 100
      let path = Array(UnsafeBufferPointer(start: file, count: strlen(file)))
      ranked.append(([abs(weight - 80), slant == 0 ? 0 : 1, abs(width - 100)], path))
    }
    ranked.sort { left, right in
      left.key != right.key
        ? left.key.lexicographicallyPrecedes(right.key)
        : left.path.lexicographicallyPrecedes(right.path)
    }
    return ranked.map { String(decoding: $0.path, as: UTF8.self) }
  }

  private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
    var value: Int32 = 0
    if FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch { return Int(value) }
    var real = 0.0
    if FcPatternGetDouble(pattern, object, 0, &real) == FcResultMatch { return Int(real) }
    return nil
  }
}
