import Foundation
import TestSupport
import Testing

@testable import PreviewTesting

/// The snapshot assertion: where references live, when they are recorded, and what a failure
/// says. Each test works in its own temporary folders, passed in explicitly, and its own
/// environment dictionary, so tests never touch the repository or each other.
@Suite struct SnapshotAssertionTests {
  /// A scratch snapshot folder and artifacts folder, removed at the end of a test.
  final class Sandbox {
    let root: String
    var snapshots: String { root + "/snapshots" }
    var artifacts: String { root + "/artifacts" }

    init() throws { root = try DiffFixtures.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(atPath: root) }

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
      ["VFL_SNAPSHOT_ARTIFACTS": artifacts].merging(extra) { $1 }
    }

    func reference(_ name: String) -> String { snapshots + "/\(name).png" }
    func artifact(_ file: String) -> String { artifacts + "/SnapshotAssertionTests/\(file)" }

    func verify(
      _ image: RGBAImage, named name: String = "view", record: SnapshotRecordMode? = nil,
      tolerance: SnapshotTolerance = .exact, environment: [String: String] = [:]
    ) -> String? {
      verifyImageSnapshot(
        of: image, named: name, record: record, tolerance: tolerance,
        snapshotDirectory: snapshots, environment: self.environment(environment))
    }
  }

  static let image = RGBAImage.pattern(width: 40, height: 30)

  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  // MARK: - Record modes

  @Test func aMissingReferenceIsRecordedAndTheTestFails() throws {
    let sandbox = try Sandbox()
    let message = try #require(sandbox.verify(Self.image))
    #expect(message.contains("No reference was found on disk for snapshot \"view\""))
    #expect(message.contains("Automatically recorded it to file://\(sandbox.reference("view"))"))
    #expect(try PNGDecoder.decode(contentsOf: sandbox.reference("view")) == Self.image)
    // The next run compares against the recorded reference and passes.
    #expect(sandbox.verify(Self.image) == nil)
  }

  @Test func onCIAMissingReferenceIsNotRecorded() throws {
    let sandbox = try Sandbox()
    let message = try #require(sandbox.verify(Self.image, environment: ["CI": "true"]))
    #expect(message.contains("No reference was found on disk"))
    #expect(message.contains("CI is set"))
    #expect(!Self.exists(sandbox.reference("view")))
  }

  @Test(
    "the record mode comes from the argument, then VFL_SNAPSHOT_RECORD, then CI",
    arguments: [
      ([String: String](), SnapshotRecordMode.missing),
      (["CI": "true"], .never),
      (["CI": "1", "VFL_SNAPSHOT_RECORD": "all"], .all),
      (["VFL_SNAPSHOT_RECORD": "failed"], .failed),
      (["VFL_SNAPSHOT_RECORD": "NEVER"], .never),
      (["CI": "false"], .missing),
      (["CI": ""], .missing),
    ])
  func recordModeFromEnvironment(environment: [String: String], mode: SnapshotRecordMode) throws {
    #expect(try SnapshotRecordMode.fromEnvironment(environment) == mode)
  }

  @Test func anUnknownRecordModeFailsInsteadOfGuessing() throws {
    #expect(throws: SnapshotConfigurationError.invalidRecordMode("sometimes")) {
      try SnapshotRecordMode.fromEnvironment(["VFL_SNAPSHOT_RECORD": "sometimes"])
    }
    let sandbox = try Sandbox()
    let message = try #require(
      sandbox.verify(Self.image, environment: ["VFL_SNAPSHOT_RECORD": "sometimes"]))
    #expect(message.contains("VFL_SNAPSHOT_RECORD='sometimes' is invalid"))
    #expect(!Self.exists(sandbox.reference("view")))
  }

  @Test func recordAllRewritesTheReferenceAndStillFails() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(RGBAImage.pattern(width: 40, height: 30, seed: 9))
    let message = try #require(
      sandbox.verify(Self.image, environment: ["VFL_SNAPSHOT_RECORD": "all"]))
    #expect(message.contains("Record mode is 'all'"))
    #expect(try PNGDecoder.decode(contentsOf: sandbox.reference("view")) == Self.image)
    // Even a matching image fails while recording everything.
    #expect(sandbox.verify(Self.image, record: .all) != nil)
  }

  @Test func recordFailedRewritesOnlyMismatches() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image)
    #expect(sandbox.verify(Self.image, record: .failed) == nil)

    var changed = Self.image
    changed[3, 3] = .black
    let message = try #require(sandbox.verify(changed, record: .failed))
    #expect(message.contains("Re-recorded the reference"))
    #expect(try PNGDecoder.decode(contentsOf: sandbox.reference("view")) == changed)
    #expect(sandbox.verify(changed) == nil)
  }

  @Test func recordNeverLeavesAMismatchedReferenceAlone() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image)
    var changed = Self.image
    changed[0, 0] = .white
    #expect(sandbox.verify(changed, record: .never) != nil)
    #expect(try PNGDecoder.decode(contentsOf: sandbox.reference("view")) == Self.image)
  }

  // MARK: - Failure messages and artifacts

  @Test func aMismatchReportsCountPercentageBoxAndArtifacts() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image)
    var changed = Self.image
    for x in 10..<14 { changed[x, 20] = changed[x, 20] == .black ? .white : .black }
    let message = try #require(sandbox.verify(changed))

    #expect(
      message.hasPrefix(
        "Snapshot \"view\" does not match reference: 4 of 1,200 pixels differ (0.33 %), "
          + "bbox x=10…13 y=20…20 (tolerance: exact)."))
    #expect(message.contains("reference:      file://\(sandbox.reference("view"))"))
    for file in ["view.reference.png", "view.actual.png", "view.diff.png"] {
      #expect(message.contains("file://\(sandbox.artifact(file))"))
      #expect(Self.exists(sandbox.artifact(file)))
    }
    #expect(try PNGDecoder.decode(contentsOf: sandbox.artifact("view.actual.png")) == changed)
    #expect(try PNGDecoder.decode(contentsOf: sandbox.artifact("view.reference.png")) == Self.image)
    let diff = try PNGDecoder.decode(contentsOf: sandbox.artifact("view.diff.png"))
    #expect(diff.width == 40 && diff.height == 30)
    #expect(message.contains("libpng \(RenderingLibraryVersions.libpng)"))
    #expect(message.contains("FreeType \(RenderingLibraryVersions.freeType)"))
    #expect(message.contains("VFL_SNAPSHOT_RECORD=failed"))
  }

  @Test func renderingDetailsArePrintedWithTheLibraryVersions() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image)
    var changed = Self.image
    changed[1, 1] = .black
    let message = try #require(
      verifyImageSnapshot(
        of: changed, named: "view", snapshotDirectory: sandbox.snapshots,
        renderingDetails: "font DejaVuSans 2.37", environment: sandbox.environment()))
    #expect(message.contains("FreeType \(RenderingLibraryVersions.freeType), font DejaVuSans 2.37"))
  }

  @Test func aSizeMismatchSaysBothSizesAndStillDrawsADiff() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image)
    let wider = RGBAImage.pattern(width: 44, height: 30)
    let message = try #require(
      sandbox.verify(wider, tolerance: SnapshotTolerance(maxDifferentPixels: 10_000)))
    #expect(message.contains("sizes differ (reference 40×30, actual 44×30)"))
    #expect(message.contains("on the 44×30 canvas"))
    let diff = try PNGDecoder.decode(contentsOf: sandbox.artifact("view.diff.png"))
    #expect(diff.width == 44 && diff.height == 30)
  }

  @Test func anUnreadableReferenceIsReportedNotOverwritten() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(
      atPath: sandbox.snapshots, withIntermediateDirectories: true)
    try Data("junk".utf8).write(to: URL(fileURLWithPath: sandbox.reference("view")))
    let message = try #require(sandbox.verify(Self.image))
    #expect(message.contains("cannot read the reference"))
    #expect(message.contains("not a PNG file"))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: sandbox.reference("view"))) == Data("junk".utf8))
    // Under `failed` it is replaced.
    #expect(sandbox.verify(Self.image, record: .failed) != nil)
    #expect(sandbox.verify(Self.image) == nil)
  }

  // MARK: - Tolerance

  @Test func exactIsTheDefault() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image)
    var changed = Self.image
    let original = changed[5, 5]
    changed[5, 5] = RGBAColor(
      red: original.red ^ 1, green: original.green, blue: original.blue, alpha: original.alpha)
    #expect(sandbox.verify(changed) != nil)
  }

  @Test func aQuarterOfTheImageChangedNeverPassesASmallBudget() throws {
    let sandbox = try Sandbox()
    let reference = RGBAImage(width: 20, height: 20, fill: .white)
    _ = sandbox.verify(reference)
    var changed = reference
    for y in 0..<10 { for x in 0..<10 { changed[x, y] = RGBAColor(hex: 0x007AFF) } }
    let perceptual = SnapshotTolerance(perPixelThreshold: 0.1, maxDifferentFraction: 0.01)
    let message = try #require(sandbox.verify(changed, tolerance: perceptual))
    #expect(message.contains("100 of 400 pixels differ (25.00 %)"))
    #expect(message.contains("tolerance: threshold 0.1, at most 1 % of pixels"))
  }

  @Test(
    "a pixel budget passes up to its limit",
    arguments: [
      (SnapshotTolerance(maxDifferentPixels: 3), true),
      (SnapshotTolerance(maxDifferentPixels: 2), false),
      (SnapshotTolerance(maxDifferentFraction: 3.0 / 1200), true),
      (SnapshotTolerance(maxDifferentFraction: 2.0 / 1200), false),
      (SnapshotTolerance(perPixelThreshold: 1, maxDifferentPixels: 0), true),
    ])
  func pixelBudget(tolerance: SnapshotTolerance, passes: Bool) throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image)
    var changed = Self.image
    for x in 0..<3 { changed[x, 0] = changed[x, 0] == .black ? .white : .black }
    #expect((sandbox.verify(changed, tolerance: tolerance) == nil) == passes)
  }

  @Test func differentSizesNeverPass() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image)
    let tolerance = SnapshotTolerance(perPixelThreshold: 1, maxDifferentFraction: 1)
    #expect(sandbox.verify(RGBAImage.pattern(width: 40, height: 31), tolerance: tolerance) != nil)
  }

  // MARK: - Files

  @Test func referencesFollowSwiftSnapshotTestingsLayout() throws {
    let files = try SnapshotFiles(
      name: "login@2x", testFilePath: "/repo/Tests/AppTests/LoginTests.swift",
      snapshotDirectory: nil, environment: ["VFL_SNAPSHOT_ARTIFACTS": "/tmp/artifacts"])
    #expect(files.referencePath == "/repo/Tests/AppTests/__Snapshots__/LoginTests/login@2x.png")
    #expect(files.actualPath == "/tmp/artifacts/LoginTests/login@2x.actual.png")
    #expect(files.diffPath == "/tmp/artifacts/LoginTests/login@2x.diff.png")
    #expect(files.referenceCopyPath == "/tmp/artifacts/LoginTests/login@2x.reference.png")
  }

  @Test func artifactsDefaultToTheBuildFolderOfThePackage() throws {
    let files = try SnapshotFiles(
      name: "a", testFilePath: #filePath, snapshotDirectory: nil, environment: [:])
    let packageRoot = PackagePaths.root.path
    #expect(
      files.artifactsDirectory == packageRoot + "/.build/snapshot-artifacts/SnapshotAssertionTests")
  }

  @Test(
    "names are made safe for file systems",
    arguments: [
      ("login@2x", "login@2x"), ("dark mode / iPad", "dark-mode-iPad"), ("../../etc", "etc"),
      (".hidden", "hidden"), ("größe", "gr-e"), ("a:b", "a-b"),
    ])
  func sanitizedNames(name: String, fileName: String) {
    #expect(SnapshotFiles.sanitized(name) == fileName)
  }

  @Test func aNameWithoutLettersOrDigitsIsRejected() throws {
    let sandbox = try Sandbox()
    let message = try #require(sandbox.verify(Self.image, named: "///"))
    #expect(message.contains("invalid"))
  }

  // MARK: - Reporting

  @Test func underSwiftTestingFailuresAreRecordedAsIssues() throws {
    let sandbox = try Sandbox()
    #expect(IssueReporter.currentFramework == .swiftTesting)
    withKnownIssue {
      assertImageSnapshot(
        of: Self.image, named: "reported", record: .never, snapshotDirectory: sandbox.snapshots)
    } matching: { issue in
      issue.description.contains("No reference was found on disk for snapshot \"reported\"")
        && issue.sourceLocation?.fileName == "SnapshotAssertionTests.swift"
    }
  }

  @Test func aPassingAssertionRecordsNothing() throws {
    let sandbox = try Sandbox()
    _ = sandbox.verify(Self.image, named: "quiet")
    assertImageSnapshot(of: Self.image, named: "quiet", snapshotDirectory: sandbox.snapshots)
  }
}
