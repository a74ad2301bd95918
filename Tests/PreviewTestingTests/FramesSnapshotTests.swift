import Foundation
import Layout
import TestSupport
import Testing

@testable import PreviewTesting

/// Frames snapshots (`<name>.json`, the solved frames as the CLI prints them) and the frames a
/// layout snapshot records beside its PNG to explain a pixel mismatch.
@Suite struct FramesSnapshotTests {
  /// Two views in a row; `gap` moves the second.
  static func spec(gap: Int, secondWidth: Int = 50) throws -> LayoutSpec {
    try SpecDecoder.decode(Array("""
      {"canvas": {"width": 300, "height": 100}, "views": {"first": {}, "second": {}},
       "constraints": ["|-[first(100)]-\(gap)-[second(\(secondWidth))]", "V:|-[first(30)]", "V:|-[second(30)]"]}
      """.utf8))
  }

  static func frames(gap: Int, secondWidth: Int = 50) throws -> String {
    try solveLayoutSnapshot(.spec(spec(gap: gap, secondWidth: secondWidth)), fontPath: nil).get().solution.json
  }

  /// A scratch folder with references and artifacts, removed at the end of a test.
  final class Sandbox {
    let root: String
    init() throws { root = try DiffFixtures.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(atPath: root) }
    var environment: [String: String] { ["VFL_SNAPSHOT_ARTIFACTS": root + "/artifacts"] }
    func file(_ name: String) -> String { root + "/" + name }

    func verifyFrames(_ frames: String, record: SnapshotRecordMode? = nil, environment extra: [String: String] = [:]) -> String? {
      TextSnapshotVerifier(
        text: frames, format: .frames, name: "row", record: record, snapshotDirectory: root,
        environment: environment.merging(extra) { $1 }, testFilePath: #filePath
      ).verify()
    }

    func verifyPicture(gap: Int, secondWidth: Int = 50, record: SnapshotRecordMode? = nil) throws -> String? {
      let rendered = try renderLayoutSnapshot(
        .spec(FramesSnapshotTests.spec(gap: gap, secondWidth: secondWidth)), scale: 1, theme: nil, fontPath: nil
      ).get()
      return ImageSnapshotVerifier(
        image: rendered.image.pixels, png: rendered.png, name: "row", record: record, tolerance: .exact, snapshotDirectory: root,
        renderingDetails: nil, environment: environment, testFilePath: #filePath,
        frames: rendered.layout.solution.json
      ).verify()
    }
  }

  @Test func aMissingFramesReferenceIsRecordedThenMatched() throws {
    let sandbox = try Sandbox()
    let frames = try Self.frames(gap: 8)
    let first = try #require(sandbox.verifyFrames(frames))
    #expect(first.contains("Automatically recorded it to file://\(sandbox.file("row.json"))"))
    #expect(try String(contentsOfFile: sandbox.file("row.json"), encoding: .utf8) == frames)
    #expect(sandbox.verifyFrames(frames) == nil)
  }

  @Test func aMismatchListsTheViewsThatMovedAndWritesTheActualFrames() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verifyFrames(try Self.frames(gap: 8))
    let moved = try Self.frames(gap: 20, secondWidth: 60)
    let message = try #require(sandbox.verifyFrames(moved))
    #expect(message.hasPrefix("Frames snapshot \"row\" does not match reference.\nFrames changed since the reference was recorded:\n  second: x 128 → 140, width 50 → 60\n"))
    #expect(!message.contains("first:"))
    #expect(message.contains("VFL_SNAPSHOT_RECORD=failed"))
    #expect(try String(contentsOfFile: sandbox.file("artifacts/FramesSnapshotTests/row.actual.json"), encoding: .utf8) == moved)
    // Under `failed` the reference is replaced, and then matches.
    #expect(sandbox.verifyFrames(moved, record: .failed) != nil)
    #expect(sandbox.verifyFrames(moved) == nil)
  }

  @Test func onCIAMissingFramesReferenceIsNotRecorded() throws {
    let sandbox = try Sandbox()
    let message = try #require(sandbox.verifyFrames(try Self.frames(gap: 8), environment: ["CI": "true"]))
    #expect(message.contains("No reference was found on disk for snapshot \"row\""))
    #expect(!FileManager.default.fileExists(atPath: sandbox.file("row.json")))
  }

  @Test func recordAllRewritesTheFramesAndFails() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verifyFrames(try Self.frames(gap: 8))
    let message = try #require(sandbox.verifyFrames(try Self.frames(gap: 9), record: .all))
    #expect(message.contains("Record mode is 'all'"))
    #expect(try String(contentsOfFile: sandbox.file("row.json"), encoding: .utf8) == Self.frames(gap: 9))
  }

  @Test func theAssertionComparesASpecFilesFrames() throws {
    let sandbox = try Sandbox()
    let url = PackagePaths.samples.appendingPathComponent("login-form.json")
    withKnownIssue {
      assertFramesSnapshot(of: .file(url), named: "login", record: .missing, snapshotDirectory: sandbox.root)
    } matching: { $0.description.contains("Automatically recorded") }
    let recorded = try String(contentsOfFile: sandbox.file("login.json"), encoding: .utf8)
    #expect(recorded.contains("\"emailField\": {"))
  }

  // MARK: - Frames beside a pixel snapshot

  @Test func aLayoutSnapshotRecordsItsFramesBesideThePNG() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.verifyPicture(gap: 8)
    #expect(FileManager.default.fileExists(atPath: sandbox.file("row.png")))
    #expect(try String(contentsOfFile: sandbox.file("row.json"), encoding: .utf8) == Self.frames(gap: 8))
  }

  @Test func aPixelMismatchSaysWhichViewsFramesChanged() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.verifyPicture(gap: 8)
    let message = try #require(try sandbox.verifyPicture(gap: 20))
    #expect(message.contains("pixels differ"))
    #expect(message.contains("Frames changed since the reference was recorded:\n  second: x 128 → 140\n"))
    // The recorded frames are not replaced by a failing run outside `failed`.
    #expect(try String(contentsOfFile: sandbox.file("row.json"), encoding: .utf8) == Self.frames(gap: 8))
  }

  @Test func aReferenceWithoutFramesGetsThemOnAPassingRunAndSaysSoOnAFailure() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.verifyPicture(gap: 8)
    try FileManager.default.removeItem(atPath: sandbox.file("row.json"))
    let message = try #require(try sandbox.verifyPicture(gap: 20, record: .never))
    #expect(message.contains("Frames: no frames were recorded beside the reference"))
    #expect(try sandbox.verifyPicture(gap: 8) == nil)
    #expect(FileManager.default.fileExists(atPath: sandbox.file("row.json")))
  }

  @Test func onlyTheDrawingChangedWhenNoFrameDid() {
    let frames = #"{"views": {"a": {"x": 1, "y": 2, "width": 3, "height": 4}}, "conflicts": [], "ambiguous": []}"#
    #expect(FrameChanges(recorded: frames, actual: frames).summary == "Frames: no view moved or resized; only the drawing differs.")
    let added = #"{"views": {"b": {"x": 1, "y": 2, "width": 3, "height": 4}}, "conflicts": [], "ambiguous": []}"#
    #expect(FrameChanges(recorded: frames, actual: added).summary == "Frames changed since the reference was recorded:\n  b: new view\n  a: no longer in the layout")
  }
}
