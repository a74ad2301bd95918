import Foundation
import TestSupport

/// What Pillow makes of the repository's PNGs (`Tests/Fixtures/png/pillow-reference.json`, written
/// by `scripts/pillow_png_reference.py`): an expectation independent of the package's own code.
struct PNGReference: Decodable {
  struct Picture: Decodable {
    let width: Int
    let height: Int
    /// The CRC-32 of the pixels Pillow decodes, as 8-bit RGBA rows.
    let rgbaCRC32: UInt32
    /// The resolution Pillow reads, `nil` without a `pHYs` chunk.
    let dpi: Double?
    /// The size of Pillow's default `Image.save(path)` of the same pixels.
    let pillowBytes: Int
  }

  /// Every committed PNG, by its path from the package root.
  let committed: [String: Picture]
  /// Every sample rendered at 2×, by the sample's name.
  let samples: [String: Picture]

  static func load() throws -> PNGReference {
    let url = PackagePaths.fixtures.appendingPathComponent("png/pillow-reference.json")
    return try JSONDecoder().decode(PNGReference.self, from: Data(contentsOf: url))
  }

  /// The paths from the package root of every PNG under `Tests` and `docs`, sorted.
  static func committedPaths() -> [String] {
    var paths: [String] = []
    for folder in ["Tests", "docs"] {
      let root = PackagePaths.root.appendingPathComponent(folder)
      guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
      for case let file as String in files where file.hasSuffix(".png") { paths.append(folder + "/" + file) }
    }
    return paths.sorted()
  }
}
