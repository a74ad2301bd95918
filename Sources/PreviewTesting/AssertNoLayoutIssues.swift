import Foundation
import Layout

/// Asserts that a spec solves without conflicts and without ambiguous views: it passes exactly
/// when `vfl-preview --strict spec.json` would exit 0. The failure lists each conflict and
/// ambiguity in the command line's words, located in the spec file when there is one:
///
/// ```
/// The layout has 1 conflict and 0 ambiguous views (vfl-preview --strict fails on it):
/// /…/login.json:6:11: warning: constraints[1]: conflict 1 of 1: unable to simultaneously satisfy constraints; broke H:[b]-(0)-|
///     H:[b]|
///          ^
/// /…/login.json:5:7: note: constraints[0]: conflicts with H:|-(0)-[a]
/// ```
///
/// Use it on its own, or pass `strict: true` to
/// ``assertLayoutSnapshot(of:named:scale:theme:record:tolerance:fontPath:strict:snapshotDirectory:testName:fileID:filePath:line:column:)``
/// to check both with one solve. Works from Swift Testing and XCTest.
///
/// - Parameters:
///   - source: The spec, or the URL of a spec file.
///   - fontPath: The font labels are measured with (their intrinsic sizes take part in the
///     layout); the documented font rule otherwise.
public func assertNoLayoutIssues(
  in source: LayoutSnapshotSource,
  fontPath: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let message: String?
  switch solveLayoutSnapshot(source, fontPath: fontPath) {
  case .success(let layout): message = layout.issuesMessage
  case .failure(let failure):
    message = "Could not solve the layout:\n\(failure.rendered)"
  }
  guard let message else { return }
  IssueReporter.reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
