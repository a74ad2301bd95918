import Foundation
import Layout
import Preview

/// Solves a spec the way `vfl-preview spec.json --format json` does and asserts that the solved
/// frames match the reference `<name>.json` next to the test, as text: an alternative to pixels
/// that does not depend on FreeType or libpng, and reads well in a code review.
///
/// The reference is the JSON the command line prints (`Solution.json`: the canvas, each view's
/// `x`, `y`, `width` and `height`, the conflicts and the ambiguous views), stored at
/// `<directory of the test file>/__Snapshots__/<TestFileName>/<name>.json`, beside the PNG
/// references. Record modes are those of ``assertImageSnapshot(of:named:record:tolerance:snapshotDirectory:renderingDetails:testName:fileID:filePath:line:column:)``
/// (``SnapshotRecordMode``, `VFL_SNAPSHOT_RECORD`, never on CI). A mismatch lists the views whose
/// frames changed, and writes the new JSON to `<artifacts>/<TestFileName>/<name>.actual.json`.
///
/// - Parameters:
///   - source: The spec, or the URL of a spec file.
///   - name: The snapshot's name; by default `<test name>.<n>`. A layout snapshot of the same
///     name records its frames in the same file, so the two may not share a name.
///   - record: Overrides `VFL_SNAPSHOT_RECORD`.
///   - fontPath: The font labels are measured with; the documented font rule otherwise.
///   - snapshotDirectory: A folder for the reference instead of the `__Snapshots__` default.
public func assertFramesSnapshot(
  of source: LayoutSnapshotSource,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fontPath: String? = nil,
  snapshotDirectory: String? = nil,
  testName: String = #function,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertTextSnapshot(
    of: source, format: .frames, named: name, theme: nil, record: record, fontPath: fontPath,
    snapshotDirectory: snapshotDirectory, testName: testName, fileID: fileID, filePath: filePath,
    line: line, column: column)
}

/// The body of every text snapshot (frames, SVG): claims the name, renders the source in the
/// format's output (`vfl-preview --format json` or `svg`), compares it with the reference, and
/// reports a mismatch at the call site.
func assertTextSnapshot(
  of source: LayoutSnapshotSource, format: TextSnapshotFormat, named name: String?, theme: Theme?,
  record: SnapshotRecordMode?, fontPath: String?, snapshotDirectory: String?, testName: String,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  guard
    let name = claimSnapshotName(
      name, testName: testName, snapshotDirectory: snapshotDirectory, fileID: fileID,
      filePath: filePath, line: line, column: column)
  else { return }
  let message: String?
  let output: PreviewRequest.Format = format == .svg ? .svg : .json
  switch previewLayoutSnapshot(source, format: output, theme: theme, fontPath: fontPath) {
  case .success(let layout):
    message = TextSnapshotVerifier(
      text: String(decoding: layout.result.bytes, as: UTF8.self), format: format, name: name, record: record,
      snapshotDirectory: snapshotDirectory, environment: ProcessInfo.processInfo.environment,
      testFilePath: String(describing: filePath)
    ).verify()
  case .failure(let failure):
    message = "Could not solve snapshot \"\(name)\":\n\(failure.rendered)"
  }
  guard let message else { return }
  IssueReporter.reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
