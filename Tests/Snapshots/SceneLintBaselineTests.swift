import Foundation
import Layout
import Preview
import TestSupport
import Testing

/// The picture's quality, measured on the scene of every sample with ``SceneLint``: how many hard
/// rules it breaks and how many of the spec's constraints leave no mark. The numbers are kept in
/// `__Snapshots__/scene-lint-baseline.json`; a change may only lower them (re-record with
/// `VFL_SNAPSHOT_RECORD=all` after an improvement, never under `CI`), so the picture can only get
/// better.
@Suite struct SceneLintBaselineTests {
  static let baseline = SceneLintBaseline(
    url: PackagePaths.root.appendingPathComponent("Tests/Snapshots/__Snapshots__/scene-lint-baseline.json"))

  static func measure(_ name: String) throws -> SceneLintMeasurement {
    try SceneLintMeasurement(specAt: PackagePaths.samples.appendingPathComponent("\(name).json"))
  }

  @Test func noSampleGetsWorseThanItsBaseline() throws {
    var measured: [String: SceneLintBaseline.Counts] = [:]
    for name in SampleSnapshotTests.sampleNames { measured[name] = try Self.measure(name).counts }
    try Self.baseline.check(measured)
  }
}
