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
  struct Measurement: Equatable {
    var violations: Int
    var constraintsNotShown: Int
    var constraints: Int
  }

  static let baselineURL = PackagePaths.root.appendingPathComponent(
    "Tests/Snapshots/__Snapshots__/scene-lint-baseline.json")

  static func measure(_ name: String) throws -> Measurement {
    let bytes = try [UInt8](Data(contentsOf: PackagePaths.samples.appendingPathComponent("\(name).json")))
    let spec = try SpecDecoder.decode(bytes)
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.locate(explicitPath: nil)))
    let solution = try pipeline.solve(spec)
    let scene = pipeline.scene(for: spec, solution: solution, options: RenderPipeline.options(for: spec))
    let lint = SceneLint()
    return Measurement(
      violations: lint.violations(in: scene).count,
      constraintsNotShown: lint.constraintsNotShown(in: scene, constraintCount: spec.constraints.count).count,
      constraints: spec.constraints.count)
  }

  static func baseline() throws -> [String: Measurement] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: baselineURL)) as? [String: [String: Int]] ?? [:]
    return object.compactMapValues { values in
      guard let violations = values["violations"], let notShown = values["constraintsNotShown"],
        let constraints = values["constraints"]
      else { return nil }
      return Measurement(violations: violations, constraintsNotShown: notShown, constraints: constraints)
    }
  }

  @Test func noSampleGetsWorseThanItsBaseline() throws {
    var measured: [String: Measurement] = [:]
    for name in SampleSnapshotTests.sampleNames { measured[name] = try Self.measure(name) }
    let environment = ProcessInfo.processInfo.environment
    if environment["VFL_SNAPSHOT_RECORD"] == "all" && environment["CI"] == nil {
      var text = "{\n"
      text += measured.keys.sorted().map { name in
        let m = measured[name]!
        return "  \"\(name)\": {\"constraints\": \(m.constraints), \"constraintsNotShown\": \(m.constraintsNotShown), \"violations\": \(m.violations)}"
      }.joined(separator: ",\n")
      text += "\n}\n"
      try Data(text.utf8).write(to: Self.baselineURL)
      return
    }
    let baseline = try Self.baseline()
    for name in SampleSnapshotTests.sampleNames {
      let now = try #require(measured[name])
      let before = try #require(baseline[name], "no baseline for \(name); record it")
      #expect(now.violations <= before.violations, "\(name): \(now.violations) violations, baseline \(before.violations)")
      #expect(
        now.constraintsNotShown <= before.constraintsNotShown,
        "\(name): \(now.constraintsNotShown) of \(now.constraints) constraints not shown, baseline \(before.constraintsNotShown)")
    }
  }
}

extension SceneLintBaselineTests {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["VFL_LINT_PRINT"] != nil))
  func printsEachViolationOfTheSampleNamedInVFLLintPrint() throws {
    for name in SampleSnapshotTests.sampleNames where name == ProcessInfo.processInfo.environment["VFL_LINT_PRINT"] {
      let bytes = try [UInt8](Data(contentsOf: PackagePaths.samples.appendingPathComponent("\(name).json")))
      let spec = try SpecDecoder.decode(bytes)
      let pipeline = RenderPipeline(font: try Font(path: FontLocator.locate(explicitPath: nil)))
      let solution = try pipeline.solve(spec)
      let scene = pipeline.scene(for: spec, solution: solution, options: RenderPipeline.options(for: spec))
      for v in SceneLint().violations(in: scene) { print("LINT \(name): \(v)") }
    }
  }
}
