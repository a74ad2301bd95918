import Foundation
import TestSupport
import Testing

/// Batch outputs are named after their specs, so two specs called `spec.json` in different
/// folders would both be written to `out/spec.png`, and an output could replace another spec of
/// the same batch. Both are refused, and the rest of the batch is still rendered.
@Suite struct BatchOutputTests {
  static let spec = #"{"canvas": {"width": 200, "height": 100}, "views": {"a": {}}, "constraints": ["H:|-[a]-|", "V:|-[a(30)]"]}"#

  @Test func specsWithTheSameNameAreRefusedAndTheOthersRendered() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    for path in ["one/spec.json", "two/spec.json", "other.json"] {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(Self.spec.utf8).write(to: url)
    }
    let result = try CommandRunner.run(
      ["one/spec.json", "two/spec.json", "other.json", "-o", "out/"], currentDirectory: directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("one/spec.json and two/spec.json would both be written to"))
    #expect(result.standardError.contains("rendered 1 of 3 specs into out/, 2 failed"))
    let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
    #expect(written == ["other.png"])
  }

  @Test func noOutputReplacesAnotherSpecOfTheBatch() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    // q.json renders to out/q.json, which is also the batch's second spec, under another name.
    try Data(Self.spec.utf8).write(to: directory.appendingPathComponent("q.json"))
    let other = #"{"canvas": {"width": 50, "height": 50}}"#
    try Data(other.utf8).write(to: out.appendingPathComponent("q.json"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("alias.json").path, withDestinationPath: "out/q.json")
    let result = try CommandRunner.run(
      ["q.json", "alias.json", "-o", "out/", "--format", "json"], currentDirectory: directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("refusing to overwrite an input file"))
    #expect(try String(contentsOf: out.appendingPathComponent("q.json"), encoding: .utf8) == other)
    // The other spec of the batch was still rendered.
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("alias.json").path))
  }

  /// A batch's outputs are put in place in groups; each is closed as soon as it is written, so a
  /// low limit on open files (`ulimit -n 24`: fonts, workers and all) still renders every spec.
  @Test func aLowLimitOnOpenFilesStillRendersTheWholeBatch() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = (0..<100).map { "s\($0).json" }
    for name in names { try Data(Self.spec.utf8).write(to: directory.appendingPathComponent(name)) }
    let command = "ulimit -n 24 && exec \"$0\" \"$@\""
    let result = try CommandRunner.run(
      ["-c", command, CommandRunner.executableURL.path] + names + ["-o", "out/"], currentDirectory: directory,
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.exitCode == 0, "\(result.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
    #expect(written.count == 100)
    #expect(written.allSatisfy { !$0.hasPrefix(".vfl-") })
  }

  /// A canvas too big to draw was only refused after solving (and reporting) the whole spec:
  /// with 20,000 views that is seconds of work and 20,000 warnings before "too large".
  @Test func aCanvasTooLargeToDrawIsRefusedBeforeSolving() throws {
    let views = (0..<20_000).map { "\"v\($0)\": {}" }.joined(separator: ", ")
    let spec = #"{"canvas": {"width": 20000, "height": 20000}, "views": {"# + views + "}}"
    let result = try CommandRunner.run(["-", "-o", "-"], stdin: Data(spec.utf8))
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "<stdin>: error: the image would be 40000 × 40000 pixels, over the limit of 64000000 pixels; use a smaller canvas or --scale 1\n"
    )
    #expect(result.standardOutput.isEmpty)
  }

  /// Every warning searched the view list and counted lines from the start of the file, so a
  /// spec of 4,000 unconstrained views took 5 s to report and 100,000 would have taken hours.
  @Test func twentyThousandAmbiguousViewsAreReportedInLinearTime() throws {
    let count = 20_000
    let views = (0..<count).map { "\"v\($0)\": {}" }.joined(separator: ",\n  ")
    let spec = "{\"canvas\": {\"width\": 400, \"height\": 300}, \"views\": {\n  " + views + "\n}}"
    let start = ContinuousClock.now
    let result = try CommandRunner.run(["-", "--format", "json"], stdin: Data(spec.utf8))
    #expect(ContinuousClock.now - start < .seconds(60))
    #expect(result.exitCode == 0)
    let warnings = result.standardError.split(separator: "\n").filter { $0.contains("ambiguous layout") }
    #expect(warnings.count == count)
    #expect(warnings.last?.hasPrefix("<stdin>:\(count + 1):3: warning: 'v\(count - 1)' has an ambiguous layout") == true)
  }
}
