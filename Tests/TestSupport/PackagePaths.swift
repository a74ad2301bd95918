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

  /// `Tests/Fixtures/scene-lint/`: dense specs written to stress the picture (issue 12), linted
  /// like the samples but never rendered to reference PNGs.
  package static let sceneLintSpecs = fixtures.appendingPathComponent("scene-lint")

  /// The `.json` files directly in `folder`, sorted by name, keyed by the name without `.json`.
  package static func specs(in folder: URL) -> [(name: String, url: URL)] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map {
      (name: String($0.dropLast(5)), url: folder.appendingPathComponent($0))
    }.sorted { $0.name < $1.name }
  }
}
