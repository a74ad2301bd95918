import Foundation
import Preview
import PreviewTesting
import TestSupport
import Testing

/// Every spec in `samples/` is rendered and compared pixel by pixel with its reference under
/// `__Snapshots__/SampleSnapshotTests/`, and its SVG as text. Set `VFL_SNAPSHOT_RECORD=all` to re-record after an
/// intended change to the rendering, then look at every changed PNG before committing it.
@Suite struct SampleSnapshotTests {
  static let samplesDirectory = PackagePaths.samples

  static let sampleNames = PackagePaths.specs(in: samplesDirectory).map(\.name)

  @Test func thereAreSamplesToRender() {
    #expect(Self.sampleNames.count >= 15)
  }

  @Test(arguments: sampleNames)
  func sampleAtScale1(_ name: String) {
    assertLayoutSnapshot(
      of: .file(Self.samplesDirectory.appendingPathComponent("\(name).json")), named: name,
      scale: 1)
  }

  /// The default scale of the CLI, for the samples the README shows.
  @Test(arguments: ["login-form", "conflict-demo", "complete-line", "nested-card"])
  func sampleAtScale2(_ name: String) {
    assertLayoutSnapshot(
      of: .file(Self.samplesDirectory.appendingPathComponent("\(name).json")),
      named: "\(name)@2x", scale: 2)
  }

  /// Every sample as SVG too, kept as text: the vector picture of the same scene.
  @Test(arguments: sampleNames)
  func sampleAsSVG(_ name: String) {
    // Its own name: a name is one snapshot, and the PNG's already keeps `<name>.json` beside it.
    assertSVGSnapshot(
      of: .file(Self.samplesDirectory.appendingPathComponent("\(name).json")), named: "\(name)-vector")
  }

  /// Both themes where colours carry meaning (conflicts, ambiguity).
  @Test(arguments: ["conflict-demo", "ambiguity-demo", "settings-row"])
  func sampleInDarkTheme(_ name: String) {
    assertLayoutSnapshot(
      of: .file(Self.samplesDirectory.appendingPathComponent("\(name).json")),
      named: "\(name)-dark", scale: 1, theme: .dark)
  }
}
