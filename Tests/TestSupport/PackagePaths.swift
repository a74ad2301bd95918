import Foundation

/// Where the repository's test inputs live, found from this file's path so that tests run from
/// any working directory.
package enum PackagePaths {
  /// The repository root (the folder holding `Package.swift`).
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `samples/`: the real specs that the snapshot suite renders.
  package static let samples = root.appendingPathComponent("samples")

  /// `Tests/Fixtures/`: committed inputs shared by several test targets.
  package static let fixtures = root.appendingPathComponent("Tests/Fixtures")
}
