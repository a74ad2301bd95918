#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import CFreeType
import VFLPreviewSupport

/// An outline font loaded with FreeType, shaping with HarfBuzz and falling back to other
/// installed fonts for characters it lacks; it lays out and rasterises single lines of text.
///
/// Safe to share between threads. Shaped lines are cached per string (measuring a label for the
/// layout and drawing it shape it once), rendered glyph masks per (glyph, pixel size, sub-pixel
/// phase), both for the lifetime of the font.
///
/// **Text rule** (fixed so output is byte-stable on one FreeType, HarfBuzz and FriBidi version):
/// each line is shaped as ``ShapedText`` describes — bidi levels by FriBidi, fallback faces by
/// ``FontFallback``'s documented rule, shaping by HarfBuzz with the font's OpenType features
/// (kerning, ligatures, Arabic joining) in design units. Glyphs load with `FT_LOAD_TARGET_LIGHT`
/// (vertical-only hinting, so horizontal shapes and spacing are unhinted) and render to 8-bit grey
/// coverage. Pen positions are the shaped design-unit positions scaled linearly to the pixel size
/// and placed at quarter-pixel precision; so a layout's ``TextLayout/advance`` is exactly
/// ``advanceWidth(of:size:)`` at that size, independent of hinting. Characters no installed font
/// has draw the font's `.notdef` glyph; control characters draw as spaces.
public final class Font: @unchecked Sendable {
  /// The file the font was loaded from.
  public let path: String

  let face: FontFace
  private let lock = Lock()
  // Guarded by `lock`.
  private var shapedLines: [String: ShapedText] = [:]
  private var boldVariant: Font??

  /// Sub-pixel pen positions are rounded to 1/`subpixelSteps` of a pixel.
  static let subpixelSteps = 4
  /// Larger sizes are drawn at this size (labels never need them; it bounds memory).
  public static let maximumPixelSize = 1024
  /// Shaped lines kept per font; past this the cache starts again (a bound on memory for specs
  /// with hundreds of thousands of distinct strings).
  static let shapedLineLimit = 16_384

  /// Loads the outline font at `path` (face 0 of the file).
  public init(path: String) throws(FontError) {
    // Its own face, with its own glyph caches (fallback faces are shared by every font): a fresh
    // font starts cold, as in a new process, which is what the benchmark measures.
    face = try FontFace(path: path)
    self.path = path
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
  public var familyName: String { face.familyName ?? "sans-serif" }

  /// The font's family and style names, such as `"DejaVu Sans Book"`.
  public var name: String {
    let family = face.familyName ?? "?"
    let style = face.styleName ?? ""
    return style.isEmpty ? family : "\(family) \(style)"
  }

  /// The bold member of the font's family, for bold text styles (`headline`): the file beside this
  /// one named with `-Bold` before the extension (`DejaVuSans.ttf` → `DejaVuSans-Bold.ttf`, as
  /// `fonts-dejavu-core` installs it), or this font itself when there is none.
  public var bold: Font {
    lock.withLock {
      if let known = boldVariant { return known ?? self }
      let found = Self.boldPath(beside: path).flatMap { access($0, R_OK) == 0 ? try? Font(path: $0) : nil }
      boldVariant = .some(found)
      return found ?? self
    }
  }

  /// The files a font at `path` may read besides its own: its bold companion, when there is one
  /// (``bold``). A program that writes files must not replace them either.
  public static func companionFiles(of path: String) -> [String] {
    boldPath(beside: path).map { [$0] } ?? []
  }

  /// The fallback fonts this process has loaded so far, for characters its fonts lack.
  public static var fallbackFontFiles: [String] { FontFace.sharedPaths }

  /// `DejaVuSans.ttf` → `DejaVuSans-Bold.ttf`: the same folder and extension, `-Bold` before the
  /// dot; `nil` for a name without an extension.
  static func boldPath(beside path: String) -> String? {
    let name = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    guard let dot = path[name...].lastIndex(of: "."), dot > name else { return nil }
    return path[..<dot] + "-Bold" + path[dot...]
  }

  /// Vertical metrics at `pixelSize` pixels per em, in pixels (`Double`, scaled from the
  /// design units without rounding).
  public func metrics(pixelSize: Int) -> FontMetrics {
    metrics(size: Double(pixelSize))
  }

  /// Vertical metrics at an em size in any unit (points or pixels), in that unit.
  public func metrics(size: Double) -> FontMetrics {
    let scale = size / Double(face.unitsPerEm)
    return FontMetrics(
      ascender: Double(face.ascenderUnits) * scale, descender: Double(-face.descenderUnits) * scale,
      lineHeight: Double(face.lineHeightUnits) * scale)
  }

  /// The advance width of `text` at an em size in any unit (points or pixels): the shaped
  /// advances, scaled linearly. It does not depend on any render scale, and equals
  /// ``TextLayout/advance`` of ``layout(_:pixelSize:)`` at the same size.
  public func advanceWidth(of text: String, size: Double) -> Double {
    shaped(text).advance * size / Double(face.unitsPerEm)
  }

  /// Lays out `text` as one line at `pixelSize` pixels per em (sizes above
  /// ``maximumPixelSize`` are clamped; sizes below 1 give an empty layout).
  public func layout(_ text: String, pixelSize: Int) -> TextLayout {
    guard pixelSize > 0 else { return .empty(pixelSize: pixelSize) }
    let size = min(pixelSize, Self.maximumPixelSize)
    return layout(shaped(text), pixelSize: size)
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

  /// The family names of the fallback fonts that drawing `strings` uses, in order of first use:
  /// the rest of a vector picture's font-family list.
  public func fallbackFamilies(drawing strings: [String]) -> [String] {
    var families: [String] = []
    for string in strings where string.unicodeScalars.contains(where: { $0.value >= 0x80 }) {
      for fallback in shaped(string).faces.dropFirst() {
        if let family = fallback.familyName, family != familyName, !families.contains(family) {
          families.append(family)
        }
      }
    }
    return families
  }

  // MARK: - Shaping and placing

  /// The shaped line for `text`, from the cache when it was shaped before.
  func shaped(_ text: String) -> ShapedText {
    if let cached = lock.withLock({ shapedLines[text] }) { return cached }
    let shaped = ShapedText.shape(text, primary: face)
    lock.withLock {
      if shapedLines.count >= Self.shapedLineLimit { shapedLines.removeAll(keepingCapacity: true) }
      shapedLines[text] = shaped
    }
    return shaped
  }

  private func layout(_ shaped: ShapedText, pixelSize: Int) -> TextLayout {
    let scale = Double(pixelSize) / Double(face.unitsPerEm)
    let steps = Self.subpixelSteps
    var placed: [TextLayout.Glyph] = []
    placed.reserveCapacity(shaped.glyphs.count)
    let faces = shaped.faces
    for glyph in shaped.glyphs {
      let quarters = Int((glyph.x * scale * Double(steps)).rounded())
      let whole = quarters >= 0 ? quarters / steps : -((-quarters + steps - 1) / steps)
      let phase = quarters - whole * steps
      let mask = faces[glyph.faceIndex].mask(glyph: glyph.glyph, pixelSize: pixelSize, phase: phase)
      placed.append(TextLayout.Glyph(
        index: glyph.glyph, penX: whole, bitmap: mask, penY: -Int((glyph.y * scale).rounded()),
        isSpace: glyph.isSpace))
    }
    let advance = shaped.advance * scale
    let width = max(0, Int((advance - 1e-6).rounded(.up)))
    return TextLayout(width: width, advance: advance, pixelSize: pixelSize, glyphs: placed)
  }
}
