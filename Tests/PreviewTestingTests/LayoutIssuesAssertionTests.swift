import Foundation
import Layout
import TestSupport
import Testing

@testable import PreviewTesting

/// `assertNoLayoutIssues` and `assertLayoutSnapshot(strict: true)`: a layout with conflicts or
/// ambiguous views fails, with each one in the command line's words.
@Suite struct LayoutIssuesAssertionTests {
  static func sample(_ name: String) -> LayoutSnapshotSource {
    .file(PackagePaths.samples.appendingPathComponent("\(name).json"))
  }

  static func issues(_ name: String) throws -> String? {
    try solveLayoutSnapshot(sample(name), fontPath: nil).get().issuesMessage
  }

  @Test func aLayoutWithoutConflictsOrAmbiguityPasses() throws {
    #expect(try Self.issues("login-form") == nil)
    assertNoLayoutIssues(in: Self.sample("login-form"))
  }

  @Test func eachConflictIsListedAsTheCommandLinePrintsIt() throws {
    let message = try #require(try Self.issues("conflict-demo"))
    #expect(message.hasPrefix("The layout has 2 conflicts and 0 ambiguous views (vfl-preview --strict fails on it):\n"))
    #expect(message.contains("conflict-demo.json:"))
    #expect(message.contains(": warning: constraints["))
    #expect(message.contains("conflict 1 of 2: unable to simultaneously satisfy constraints; broke "))
    #expect(message.contains("conflict 2 of 2: "))
    #expect(message.contains(": note: constraints["))
  }

  @Test func eachAmbiguousViewIsListedWithItsCause() throws {
    let message = try #require(try Self.issues("ambiguity-demo"))
    #expect(message.contains("has an ambiguous layout ("))
    #expect(message.contains("ambiguous view"))
  }

  @Test func anInMemorySpecIsListedToo() throws {
    let spec = try SpecDecoder.decode(Array(
      #"{"canvas": {"width": 100, "height": 50}, "views": {"a": {}}, "constraints": ["H:|-[a]-|"]}"#.utf8))
    let message = try #require(try solveLayoutSnapshot(.spec(spec), fontPath: nil).get().issuesMessage)
    #expect(message.contains("<spec>:"))
    #expect(message.contains("'a' has an ambiguous layout"))
  }

  @Test func theAssertionReportsTheIssuesAsAFailure() {
    withKnownIssue {
      assertNoLayoutIssues(in: Self.sample("conflict-demo"))
    } matching: { $0.description.contains("unable to simultaneously satisfy constraints") }
  }

  @Test func aSpecThatCannotBeSolvedIsAFailureNotACrash() {
    withKnownIssue {
      assertNoLayoutIssues(in: .file(URL(fileURLWithPath: "/nonexistent/spec.json")))
    } matching: { $0.description.contains("Could not solve the layout") }
  }

  /// `strict: true` adds the issues to the snapshot's own verdict; the reference here matches.
  @Test func aStrictLayoutSnapshotFailsOnIssuesEvenWhenThePixelsMatch() throws {
    let folder = try DiffFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let rendered = try renderLayoutSnapshot(Self.sample("conflict-demo"), scale: 1, theme: nil, fontPath: nil).get()
    try Data(rendered.png).write(to: URL(fileURLWithPath: folder + "/demo.png"))
    withKnownIssue {
      assertLayoutSnapshot(
        of: Self.sample("conflict-demo"), named: "demo", scale: 1, strict: true, snapshotDirectory: folder)
    } matching: { $0.description.contains("The layout has 2 conflicts and 0 ambiguous views") }
  }
}
