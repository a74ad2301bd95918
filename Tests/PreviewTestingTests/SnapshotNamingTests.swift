import Foundation
import TestSupport
import Testing

@testable import PreviewTesting

/// Snapshot names: optional, numbered after the test as swift-snapshot-testing does, and never
/// shared by two call sites, which would race for one reference file.
@Suite struct SnapshotNamingTests {
  static let image = RGBAImage.pattern(width: 12, height: 8)
  static let other = RGBAImage.pattern(width: 12, height: 8, seed: 3)

  /// A scratch folder for references, removed at the end of a test.
  final class Folder {
    let path: String
    init() throws { path = try DiffFixtures.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + name) }
  }

  @Test func unnamedSnapshotsAreNumberedAfterTheTest() throws {
    let folder = try Folder()
    // The first run records both references (and fails, as any recording does).
    withKnownIssue {
      assertImageSnapshot(of: Self.image, record: .missing, snapshotDirectory: folder.path)
      assertImageSnapshot(of: Self.other, record: .missing, snapshotDirectory: folder.path)
    } matching: { $0.description.contains("Automatically recorded") }
    #expect(folder.exists("unnamedSnapshotsAreNumberedAfterTheTest.1.png"))
    #expect(folder.exists("unnamedSnapshotsAreNumberedAfterTheTest.2.png"))
    #expect(
      try PNGDecoder.decode(contentsOf: folder.path + "/unnamedSnapshotsAreNumberedAfterTheTest.2.png")
        == Self.other)
  }

  @Test func automaticNamesCountPerTestAndFileAndDropTheArgumentList() {
    let registry = SnapshotRegistry()
    #expect(registry.automaticName(testName: "testLogin()", filePath: "/A.swift", test: "") == "testLogin.1")
    #expect(registry.automaticName(testName: "testLogin()", filePath: "/A.swift", test: "") == "testLogin.2")
    #expect(registry.automaticName(testName: "testLogin()", filePath: "/B.swift", test: "") == "testLogin.1")
    #expect(registry.automaticName(testName: "sample(_:)", filePath: "/A.swift", test: "t") == "sample.1")
    #expect(registry.automaticName(testName: "sample(_:)", filePath: "/A.swift", test: "u") == "sample.1")
  }

  @Test func twoCallSitesWithOneNameAreAFailureNamingBoth() throws {
    let folder = try Folder()
    _ = verifyImageSnapshot(
      of: Self.image, named: "shared", record: .missing, snapshotDirectory: folder.path,
      environment: ["VFL_SNAPSHOT_ARTIFACTS": folder.path + "/artifacts"])
    let firstLine = #line + 3
    let secondLine = #line + 3
    withKnownIssue {
      assertImageSnapshot(of: Self.image, named: "shared", snapshotDirectory: folder.path)
      assertImageSnapshot(of: Self.other, named: "shared", snapshotDirectory: folder.path)
    } matching: { issue in
      let text = issue.description
      return text.contains("Snapshot \"shared\" at PreviewTestingTests/SnapshotNamingTests.swift:\(secondLine):")
        && text.contains("is asserted also at PreviewTestingTests/SnapshotNamingTests.swift:\(firstLine):")
        && text.contains("Give each its own name")
        && issue.sourceLocation?.line == secondLine
    }
    // The second call site compared nothing: the reference is the first one's picture.
    #expect(try PNGDecoder.decode(contentsOf: folder.path + "/shared.png") == Self.image)
  }

  @Test func oneCallSiteInAnotherTestOrTestCaseIsADuplicateButNotInTheSameTest() {
    let registry = SnapshotRegistry()
    let site = SnapshotCallSite(fileID: "App/LoginTests.swift", line: 12, column: 5)
    let elsewhere = SnapshotCallSite(fileID: "App/LoginTests.swift", line: 30, column: 5)
    #expect(registry.claim("/refs/login", by: site, in: "case 1") == nil)
    // The same test running the same line again (a repetition) keeps its claim.
    #expect(registry.claim("/refs/login", by: site, in: "case 1") == nil)
    #expect(registry.claim("/refs/login", by: site, in: "case 2") == site)
    #expect(registry.claim("/refs/login", by: elsewhere, in: "case 1") == site)
    #expect(registry.claim("/refs/logout", by: elsewhere, in: "case 1") == nil)
  }

  /// Each case of a parameterized test gets its own identity, so unnamed snapshots in one are
  /// caught (they would all be `<test>.1`).
  @Test(arguments: [1, 2])
  func theCurrentTestIncludesTheCaseOfAParameterizedTest(_ value: Int) {
    #expect(SnapshotRegistry.currentTest.contains("theCurrentTestIncludesTheCaseOfAParameterizedTest"))
    #expect(SnapshotRegistry.currentTest.contains("\(value)"))
  }
}
