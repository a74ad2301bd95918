import VFLPreviewSupport

/// Why a font could not be found or loaded.
public enum FontError: Error, Hashable, Sendable {
  /// No file exists at the path.
  case fileNotFound(path: String)
  /// The path names a folder, a device or a pipe: reading a pipe with no writer would wait
  /// forever, and a device could be endless.
  case notARegularFile(path: String)
  /// The file exists but FreeType cannot load it as a font (`code` is FreeType's error code).
  case unreadableFont(path: String, code: Int32)
  /// The file is not a TrueType or OpenType font (`format` says what it is, when known: a WOFF web
  /// font, a compressed file): HarfBuzz, which shapes the text, reads nothing else, and FreeType
  /// would have inflated a compressed font in full before anything could check its size.
  case unsupportedFormat(path: String, format: String?)
  /// The font is a bitmap font; labels need outlines to render at every scale.
  case notScalable(path: String)
  /// The font has no Unicode character map, so text cannot be mapped to glyphs.
  case noUnicodeCharacterMap(path: String)
  /// FreeType itself could not start.
  case freeTypeInitializationFailed(code: Int32)
  /// The font rule found nothing; `tried` lists each place looked at and why it failed.
  case noFontFound(tried: [String])

  /// A sentence for the user.
  public var message: String {
    let path = self.path.map(FileSystemName.displayed) ?? ""
    switch self {
    case .fileNotFound:
      return "font file not found: \(path)"
    case .notARegularFile:
      return "the font \(path) is not a regular file (a folder, a device or a pipe)"
    case .unreadableFont(_, let code):
      return "FreeType cannot load the font \(path): \(Self.describe(code))"
    case .unsupportedFormat(_, let format):
      let kind = format.map { "is \($0), not a TrueType or OpenType font" } ?? "is not a TrueType or OpenType font"
      return "the font \(path) \(kind); use a .ttf, .otf or .ttc file"
    case .notScalable:
      return "the font \(path) is a bitmap font; use an outline (TrueType/OpenType) font"
    case .noUnicodeCharacterMap:
      return "the font \(path) has no Unicode character map"
    case .freeTypeInitializationFailed(let code):
      return "FreeType could not be initialised: \(Self.describe(code))"
    case .noFontFound(let tried):
      return "no usable font found; tried: \(tried.joined(separator: "; "))"
    }
  }

  /// The font file the error is about, if it is about one.
  public var path: String? {
    switch self {
    case .fileNotFound(let path), .notARegularFile(let path), .unreadableFont(let path, _),
      .unsupportedFormat(let path, _), .notScalable(let path), .noUnicodeCharacterMap(let path):
      return path
    case .freeTypeInitializationFailed, .noFontFound: return nil
    }
  }

  /// What to do about it, printed as `note:` lines.
  public var notes: [String] {
    switch self {
    case .noFontFound: return ["install fonts-dejavu-core, or pass --font PATH"]
    case .unsupportedFormat(_, let format?) where format.contains("WOFF"):
      return ["a web font is a TrueType or OpenType font compressed for browsers; convert it back first (fontTools can)"]
    default: return []
    }
  }

  /// FreeType's error codes for the failures a user can cause, worded for people
  /// (Debian's FreeType is built without `FT_Error_String`).
  static func describe(_ code: Int32) -> String {
    let reason: String
    switch code {
    case 0x01: reason = "cannot open the file"
    case 0x02: reason = "unknown file format"
    case 0x03: reason = "the file is broken"
    case 0x40: reason = "out of memory"
    default: reason = "error"
    }
    return "\(reason) (FreeType error 0x\(String(code, radix: 16, uppercase: true)))"
  }
}

extension FontError: CustomStringConvertible {
  public var description: String { message }
}
