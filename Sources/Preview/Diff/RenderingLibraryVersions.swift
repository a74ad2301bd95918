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
  package static var freeType: String { Font.freeTypeVersion }

  /// `libpng 1.6.39, FreeType 2.12.1`.
  package static var summary: String { "libpng \(libpng), FreeType \(freeType)" }
}
