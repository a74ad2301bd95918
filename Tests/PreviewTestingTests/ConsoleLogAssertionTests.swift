import Foundation
import Layout
import Testing
import TestSupport

@testable import PreviewTesting

/// A pasted console log is a source like a spec: its picture, its frames, and whether its
/// conflict is still there can be asserted on, as `vfl-preview log.txt` imports it.
@Suite struct ConsoleLogAssertionTests {
  static func log(_ name: String) -> LayoutSnapshotSource {
    .consoleLog(PackagePaths.root.appendingPathComponent("Tests/Fixtures/console-logs/\(name).log"))
  }

  @Test func theConflictOfALogIsReportedInTheCommandLinesWords() throws {
    let layout = try solveLayoutSnapshot(Self.log("07-tagflow-autoresizing-zero-height"), fontPath: nil).get()
    let message = try #require(layout.issuesMessage)
    #expect(message.contains("conflict 1 of 1: unable to simultaneously satisfy constraints"))
    #expect(message.contains("[id: 0x60000286f610]"), "the constraint UIKit broke, by its address")
  }

  @Test func assertingThatALogsConflictIsGoneFailsWhileItIsThere() {
    withKnownIssue {
      assertNoLayoutIssues(in: Self.log("07-tagflow-autoresizing-zero-height"))
    } matching: { $0.description.contains("unable to simultaneously satisfy constraints") }
  }

  @Test func theFramesOfAnImportedLogAreASnapshotLikeAnySpecs() {
    assertFramesSnapshot(of: Self.log("07-tagflow-autoresizing-zero-height"), named: "tagflow")
  }

  @Test func aRedactedLogIsAFailureThatSaysHowToGetAReadableOne() {
    withKnownIssue {
      assertNoLayoutIssues(in: Self.log("03-masonry-private-appkit"))
    } matching: { $0.description.contains("redacted") }
  }
}
