#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the last component of a path says, as Foundation's `URL` reads it (from the string alone,
/// without looking at the disk).
enum PathName {
  /// The ending after the last dot of the last component, lowercased: `out.PNG` is `png`,
  /// `dir.png/` is `png`; `.png`, `file.` and `out.p ng` have none.
  static func fileExtension(of path: String) -> String {
    URL(filePath: path, directoryHint: .inferFromPath).pathExtension.lowercased()
  }

  /// The last component without its extension: `a/login.json` is `login`.
  static func baseName(of path: String) -> String {
    URL(filePath: path, directoryHint: .inferFromPath).deletingPathExtension().lastPathComponent
  }
}
