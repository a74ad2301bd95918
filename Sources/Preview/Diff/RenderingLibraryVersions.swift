import CFreeType
import CPNG

/// The versions of the native libraries whose output snapshot references depend on, printed in
/// snapshot failures so a mismatch caused by another machine is recognisable at once.
package enum RenderingLibraryVersions {
  /// The libpng the process runs with, e.g. `1.6.39`.
  package static var libpng: String {
    guard let version = png_get_libpng_ver(nil) else { return "unknown" }
    return String(cString: version)
  }

  /// The FreeType the process runs with, e.g. `2.12.1`.
  package static var freeType: String {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// `libpng 1.6.39, FreeType 2.12.1`.
  package static var summary: String { "libpng \(libpng), FreeType \(freeType)" }
}
