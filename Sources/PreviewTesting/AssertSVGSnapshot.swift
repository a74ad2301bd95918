import Foundation
import Layout
import Preview

/// Solves and draws a spec the way `vfl-preview spec.json -o out.svg` does and asserts that the SVG
/// matches the reference `<name>.svg` next to the test, as text: documentation images kept as SVG
/// are checked the way PNGs are, and a change reads as a diff in review.
///
/// The SVG is drawn from the same scene as the PNG (``SceneSVGWriter``), so it follows the same
/// `scale`-free geometry in points; `theme` picks its colours. Files and record modes are those of
/// ``assertFramesSnapshot(of:named:record:fontPath:snapshotDirectory:testName:fileID:filePath:line:column:)``
/// (`<name>.svg` beside the other references, `VFL_SNAPSHOT_RECORD`, never on CI); a mismatch
/// names the first line that differs and writes the new SVG to `<artifacts>/<TestFileName>/<name>.actual.svg`.
///
/// - Parameters:
///   - source: The spec, or the URL of a spec file.
///   - name: The snapshot's name; by default `<test name>.<n>`.
///   - theme: Overrides the spec's `appearance.theme`.
///   - record: Overrides `VFL_SNAPSHOT_RECORD`.
///   - fontPath: The font labels are measured with and the SVG names; the documented font rule
///     otherwise.
///   - snapshotDirectory: A folder for the reference instead of the `__Snapshots__` default.
public func assertSVGSnapshot(
  of source: LayoutSnapshotSource,
  named name: String? = nil,
  theme: Theme? = nil,
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
    of: source, format: .svg, named: name, theme: theme, record: record, fontPath: fontPath,
    snapshotDirectory: snapshotDirectory, testName: testName, fileID: fileID, filePath: filePath,
    line: line, column: column)
}
