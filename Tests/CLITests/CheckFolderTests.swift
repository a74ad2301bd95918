import Foundation
import Preview
import TestSupport
import Testing

/// `--check` against a folder of references, recording missing ones on request, and the
/// threshold `--check` shares with `diff`.
@Suite struct CheckFolderTests {
  static let login = RenderCommandTests.sample
  static let nested = PackagePaths.samples.appendingPathComponent("nested-card.json").path
  static let conflicts = RenderCommandTests.conflictSample

  /// A scratch folder, removed at the end of the test.
  final class Folder {
    let url: URL
    init() throws { url = try ScratchDirectory.make() }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }
    func run(_ arguments: [String], ci: String? = nil) throws -> CommandResult {
      try CommandRunner.run(arguments, currentDirectory: url, environment: ["CI": ci])
    }
  }

  @Test func eachSpecIsComparedWithTheReferenceOfItsNameAndTheWorstStatusWins() throws {
    let folder = try Folder()
    #expect(try folder.run([Self.login, Self.nested, Self.conflicts, "-o", "refs/"]).exitCode == 0)
    let allMatch = try folder.run([Self.login, Self.nested, Self.conflicts, "--check", "refs/"])
    #expect(allMatch.exitCode == 0, "\(allMatch.standardError)")
    #expect(allMatch.stdoutText.contains("login-form.json vs refs/login-form.png: 0 of "))
    #expect(allMatch.stdoutText.contains("nested-card.json vs refs/nested-card.png: 0 of"))
    #expect(allMatch.standardError.contains("3 of 3 specs match their references in refs/"))

    // A different picture (exit 1) and a different size (exit 3): the sizes win.
    try FileManager.default.removeItem(atPath: folder.path("refs/conflict-demo.png"))
    try FileManager.default.copyItem(
      atPath: folder.path("refs/login-form.png"), toPath: folder.path("refs/conflict-demo.png"))
    #expect(try folder.run([Self.nested, Self.conflicts, "--check", "refs/", "--theme", "dark"]).exitCode == 3)
    let oneDiffers = try folder.run([Self.login, Self.nested, "--check", "refs/", "--theme", "dark"])
    #expect(oneDiffers.exitCode == 1)
    #expect(oneDiffers.standardError.contains("0 of 2 specs match"))

    // A missing reference is invalid input (exit 2), worse than any difference, and says how
    // to record it; the other specs are still checked.
    try FileManager.default.removeItem(atPath: folder.path("refs/nested-card.png"))
    let missing = try folder.run([Self.login, Self.nested, Self.conflicts, "--check", "refs/"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("vfl-preview: error: refs/nested-card.png: no such file"))
    #expect(missing.standardError.contains("--record-missing records it"))
    #expect(missing.stdoutText.contains("login-form.json vs refs/login-form.png"))
    #expect(missing.standardError.contains("1 of 3 specs match"))
  }

  @Test func renderingsAndDiffImagesGoToFoldersNamedAfterEachSpec() throws {
    let folder = try Folder()
    #expect(try folder.run([Self.login, Self.nested, "-o", "refs/"]).exitCode == 0)
    let result = try folder.run(
      [Self.login, Self.nested, "--check", "refs/", "-o", "actual/", "--diff-output", "diffs/"])
    #expect(result.exitCode == 0)
    for name in ["login-form.png", "nested-card.png"] {
      #expect(folder.exists("actual/" + name))
      #expect(folder.exists("diffs/" + name))
    }
  }

  @Test func recordMissingWritesTheMissingReferencesAndStillFails() throws {
    let folder = try Folder()
    #expect(try folder.run([Self.login, "-o", "refs/"]).exitCode == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.path("refs/login-form.png")))
    let recording = try folder.run([Self.login, Self.nested, "--check", "refs/", "--record-missing"])
    #expect(recording.exitCode == 1)
    #expect(recording.standardError.contains("nested-card.json: no reference; recorded refs/nested-card.png"))
    // The existing reference is compared, not replaced.
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("refs/login-form.png"))) == before)
    // The next run compares against what was recorded.
    #expect(try folder.run([Self.login, Self.nested, "--check", "refs/"]).exitCode == 0)
  }

  @Test func recordMissingRecordsASingleReferenceToo() throws {
    let folder = try Folder()
    let result = try folder.run([Self.login, "--check", "new.png", "--record-missing"])
    #expect(result.exitCode == 1)
    #expect(try folder.run([Self.login, "-o", "same.png"]).exitCode == 0)
    #expect(FileManager.default.contentsEqual(atPath: folder.path("new.png"), andPath: folder.path("same.png")))
    #expect(try folder.run([Self.login, "--check", "new.png"]).exitCode == 0)
  }

  @Test(arguments: ["true", "1", "yes"])
  func recordMissingIsRefusedOnCI(value: String) throws {
    let folder = try Folder()
    let result = try folder.run([Self.login, "--check", "refs/", "--record-missing"], ci: value)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("--record-missing is refused when CI is set"))
    #expect(!folder.exists("refs"))
  }

  @Test func severalSpecsAgainstOneReferenceFileIsAUsageError() throws {
    let result = try CommandRunner.run([Self.login, Self.nested, "--check", "ref.png"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("--check with several specs needs a folder of references"))
  }

  /// The same pair of images gets the same verdict from `--check` and `diff`, with the default
  /// threshold and with an explicit one: here one pixel changed by one unit of red.
  @Test func checkAndDiffShareOneDefaultThreshold() throws {
    let folder = try Folder()
    #expect(try folder.run([Self.login, "-o", "rendered.png"]).exitCode == 0)
    var image = try PNGDecoder.decode(contentsOf: folder.path("rendered.png"))
    let pixel = image[10, 10]
    image[10, 10] = RGBAColor(red: pixel.red ^ 1, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha)
    try Data(try PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: folder.path("ref.png")))

    for threshold in [[], ["--threshold", "0"], ["--threshold", "0.1"]] {
      let check = try folder.run([Self.login, "--check", "ref.png"] + threshold)
      let diff = try folder.run(["diff", "ref.png", "rendered.png"] + threshold)
      #expect(check.exitCode == diff.exitCode, "\(threshold)")
    }
    #expect(try folder.run([Self.login, "--check", "ref.png", "--threshold", "0"]).exitCode == 1)
    #expect(try folder.run([Self.login, "--check", "ref.png"]).exitCode == 0)
  }

  @Test func bothHelpsStateTheSharedDefault() throws {
    for arguments in [["render", "--help"], ["diff", "--help"]] {
      let text = try CommandRunner.run(arguments, environment: ["COLUMNS": "80"]).stdoutText
      let help = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(help.contains("--check and diff share the default. (default: 0.1)"), "\(arguments)")
    }
  }
}
