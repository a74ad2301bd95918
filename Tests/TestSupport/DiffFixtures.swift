import Foundation
import Preview

/// The committed image pairs in `Tests/Fixtures/diff`: what the differ, the PNG decoder and the
/// `diff` command are checked against.
package enum DiffFixtures {
  package static let directory = PackagePaths.fixtures.appendingPathComponent("diff")

  package static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// The decoded expected and actual images of a pair.
  package static func pair(_ name: String) throws -> (expected: RGBAImage, actual: RGBAImage) {
    (
      try PNGDecoder.decode(contentsOf: path("\(name).expected.png")),
      try PNGDecoder.decode(contentsOf: path("\(name).actual.png"))
    )
  }

  /// A fresh empty directory under the system temporary folder.
  package static func temporaryDirectory() throws -> String {
    try ScratchDirectory.make(prefix: "vfl-preview-diff-tests").path
  }
}
