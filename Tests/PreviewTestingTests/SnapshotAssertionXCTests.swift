#if canImport(XCTest)
  import Foundation
  import TestSupport
  import XCTest

  @testable import PreviewTesting

  /// The same assertion from an XCTest test case: failures go through `XCTFail` there.
  final class SnapshotAssertionXCTests: XCTestCase {
    func testXCTestIsDetectedAsTheRunningFramework() {
      XCTAssertEqual(IssueReporter.currentFramework, .xcTest)
    }

    func testRecordThenMatchFromXCTest() throws {
      let root = try DiffFixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: root) }
      let image = RGBAImage.pattern(width: 12, height: 8)
      let first = verifyImageSnapshot(
        of: image, named: "xctest", record: .missing, snapshotDirectory: root,
        environment: ["VFL_SNAPSHOT_ARTIFACTS": root + "/artifacts"])
      XCTAssertNotNil(first)
      // Passes silently: a failure here would be reported through XCTFail and fail this test.
      assertImageSnapshot(of: image, named: "xctest", record: .never, snapshotDirectory: root)
    }
  }
#endif
