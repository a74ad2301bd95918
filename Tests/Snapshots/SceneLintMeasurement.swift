import Foundation
import Layout
import Preview
import Testing

/// What ``SceneLint`` finds in the scene of one spec, built exactly as the command line builds the
/// picture: the rules it breaks and the indices of the constraints that leave no mark. Shared by
/// the sample baseline and the dense-spec tests.
struct SceneLintMeasurement {
  var violations: [SceneLint.Violation]
  var constraintsNotShown: [Int]
  var constraints: Int

  init(specAt url: URL) throws {
    try self.init(specBytes: [UInt8](Data(contentsOf: url)))
  }

  /// A console log, imported as `vfl-preview log.txt` imports it.
  init(consoleLogAt url: URL) throws {
    let log = try ConsoleLog.parse(bytes: [UInt8](try Data(contentsOf: url)))
    try self.init(spec: ConsoleLogImport(log: log).spec)
  }

  init(specBytes bytes: [UInt8]) throws {
    try self.init(spec: try SpecDecoder.decode(bytes))
  }

  init(spec: LayoutSpec) throws {
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.locate(explicitPath: nil)))
    let solution = try pipeline.solve(spec)
    let scene = pipeline.scene(for: spec, solution: solution, options: RenderPipeline.options(for: spec))
    let lint = SceneLint()
    violations = lint.violations(in: scene)
    constraintsNotShown = lint.constraintsNotShown(in: scene, constraintCount: spec.constraints.count)
    constraints = spec.constraints.count
  }

  var counts: SceneLintBaseline.Counts {
    .init(violations: violations.count, constraintsNotShown: constraintsNotShown.count, constraints: constraints)
  }

  /// One line of a progress report: the counts, the constraints not shown and the first few violations.
  func summary(_ name: String, firstViolations: Int = ProcessInfo.processInfo.environment["VFL_LINT_VERBOSE"] == nil ? 3 : 10_000) -> String {
    var line =
      "\(name): \(violations.count) violations, \(constraintsNotShown.count) of \(constraints) constraints not shown"
    if !constraintsNotShown.isEmpty { line += " \(constraintsNotShown)" }
    for violation in violations.prefix(firstViolations) { line += "\n    \(violation)" }
    if violations.count > firstViolations { line += "\n    … \(violations.count - firstViolations) more" }
    return line
  }
}

/// A committed file of SceneLint counts per spec, which a change may only lower. `VFL_SNAPSHOT_RECORD=all`
/// (never under `CI`) rewrites it from the measured numbers instead of comparing.
struct SceneLintBaseline {
  struct Counts: Equatable {
    var violations: Int
    var constraintsNotShown: Int
    var constraints: Int
  }

  let url: URL

  static var isRecording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["VFL_SNAPSHOT_RECORD"] == "all" && environment["CI"] == nil
  }

  func read() throws -> [String: Counts] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [String: Int]] ?? [:]
    return object.compactMapValues { values in
      guard let violations = values["violations"], let notShown = values["constraintsNotShown"],
        let constraints = values["constraints"]
      else { return nil }
      return Counts(violations: violations, constraintsNotShown: notShown, constraints: constraints)
    }
  }

  func write(_ measured: [String: Counts]) throws {
    var text = "{\n"
    text += measured.keys.sorted().map { name in
      let m = measured[name]!
      return "  \"\(name)\": {\"constraints\": \(m.constraints), "
        + "\"constraintsNotShown\": \(m.constraintsNotShown), \"violations\": \(m.violations)}"
    }.joined(separator: ",\n")
    text += "\n}\n"
    try Data(text.utf8).write(to: url)
  }

  /// Records `measured` when recording is allowed, else expects no spec to exceed its baseline.
  func check(_ measured: [String: Counts], sourceLocation: SourceLocation = #_sourceLocation) throws {
    if Self.isRecording { return try write(measured) }
    let baseline = try read()
    for name in measured.keys.sorted() {
      let now = measured[name]!
      let before = try #require(
        baseline[name], "no baseline for \(name); record it", sourceLocation: sourceLocation)
      #expect(
        now.violations <= before.violations, "\(name): \(now.violations) violations, baseline \(before.violations)",
        sourceLocation: sourceLocation)
      #expect(
        now.constraintsNotShown <= before.constraintsNotShown,
        "\(name): \(now.constraintsNotShown) of \(now.constraints) constraints not shown, baseline \(before.constraintsNotShown)",
        sourceLocation: sourceLocation)
    }
  }
}
