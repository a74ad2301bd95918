import CFriBidi
import CHarfBuzz
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

  /// The HarfBuzz that shapes text, e.g. `6.0.0`.
  package static var harfBuzz: String { hb_version_string().map { String(cString: $0) } ?? "unknown" }

  /// The FriBidi that orders right-to-left text, e.g. `1.0.8` (from its banner,
  /// `(GNU FriBidi) 1.0.8` and a licence).
  package static var friBidi: String {
    guard let info = vfl_fribidi_version_info() else { return "unknown" }
    let banner = String(cString: info).split(separator: "\n").first ?? ""
    return banner.split(separator: " ").last.map(String.init) ?? "unknown"
  }

  /// `libpng 1.6.39, HarfBuzz 6.0.0, FriBidi 1.0.8, FreeType 2.12.1` (FreeType last: the font
  /// follows it in snapshot messages).
  package static var summary: String {
    "libpng \(libpng), HarfBuzz \(harfBuzz), FriBidi \(friBidi), FreeType \(freeType)"
  }
}
