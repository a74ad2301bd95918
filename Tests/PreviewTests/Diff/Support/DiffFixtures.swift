import Foundation
import Preview

/// The committed image pairs in `Tests/PreviewTests/Fixtures/diff` and scratch folders for tests.
enum DiffFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/diff")

  static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// The decoded expected and actual images of a pair.
  static func pair(_ name: String) throws -> (expected: RGBAImage, actual: RGBAImage) {
    (
      try PNGDecoder.decode(contentsOf: path("\(name).expected.png")),
      try PNGDecoder.decode(contentsOf: path("\(name).actual.png"))
    )
  }

  /// A fresh empty directory under the system temporary folder.
  static func temporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("vfl-preview-diff-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }
}

extension RGBAImage {
  /// A deterministic colourful test image: each pixel's colour follows from its position.
  static func pattern(width: Int, height: Int, seed: Int = 0) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBAColor(
          red: UInt8((x * 37 + seed) & 0xFF), green: UInt8((y * 53 + seed * 3) & 0xFF),
          blue: UInt8((x * y + seed) & 0xFF), alpha: UInt8(255 - (x + y) % 64))
      }
    }
    return image
  }
}
