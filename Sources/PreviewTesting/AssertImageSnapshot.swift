import Foundation

/// Asserts that `image` matches the reference PNG committed next to the test, reporting a
/// failure to Swift Testing (`Issue.record`) or XCTest (`XCTFail`), whichever runs the test.
///
/// The reference lives at `<directory of the test file>/__Snapshots__/<TestFileName>/<name>.png`
/// (swift-snapshot-testing's layout) and is compared by decoded RGBA pixels, exactly unless
/// `tolerance` says otherwise. A missing reference is recorded (unless the record mode is
/// `.never`) **and the test fails**. On a mismatch the message gives the count and percentage of
/// differing pixels, their bounding box, the library versions references depend on, and the paths
/// of the reference, actual and diff images written to `VFL_SNAPSHOT_ARTIFACTS` (default
/// `<package>/.build/snapshot-artifacts/<TestFileName>/`). Different sizes always fail, and the
/// diff image is drawn on the larger canvas.
///
/// - Parameters:
///   - image: The image produced by the code under test.
///   - name: The snapshot's name, used as the file name (characters other than letters, digits
///     and `._@-` become `-`); by default `<test name>.<n>` for the n-th snapshot of the test, as
///     in swift-snapshot-testing (`testLogin.1`, `testLogin.2`). Two call sites (or two tests,
///     or two cases of a parameterized test) may not use one name in one file: the second
///     reports a failure naming both, instead of racing for one reference.
///   - record: Overrides `VFL_SNAPSHOT_RECORD` (see ``SnapshotRecordMode``).
///   - tolerance: How different the image may be; ``SnapshotTolerance/exact`` by default.
///   - snapshotDirectory: A folder for the reference instead of the `__Snapshots__` default.
///   - renderingDetails: What else the image depends on (e.g. the font file and version),
///     printed on a mismatch next to the libpng and FreeType versions.
///   - testName: The test's name for the default `name`; leave it to `#function`.
public func assertImageSnapshot(
  of image: RGBAImage,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  tolerance: SnapshotTolerance = .exact,
  snapshotDirectory: String? = nil,
  renderingDetails: String? = nil,
  testName: String = #function,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  guard
    let name = claimSnapshotName(
      name, testName: testName, snapshotDirectory: snapshotDirectory, fileID: fileID,
      filePath: filePath, line: line, column: column),
    let message = verifyImageSnapshot(
      of: image, named: name, record: record, tolerance: tolerance,
      snapshotDirectory: snapshotDirectory, renderingDetails: renderingDetails, filePath: filePath)
  else { return }
  IssueReporter.reportFailure(
    message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The check behind ``assertImageSnapshot(of:named:record:tolerance:snapshotDirectory:renderingDetails:testName:fileID:filePath:line:column:)``
/// without the reporting: returns nil when the snapshot passes, else the failure message. Files
/// are recorded and artifacts written exactly as the assertion does. The name is required, and
/// it is not checked against other snapshots' names.
///
/// - Parameter environment: Where `VFL_SNAPSHOT_RECORD`, `VFL_SNAPSHOT_ARTIFACTS` and `CI` are
///   read from; the process environment by default.
public func verifyImageSnapshot(
  of image: RGBAImage,
  named name: String,
  record: SnapshotRecordMode? = nil,
  tolerance: SnapshotTolerance = .exact,
  snapshotDirectory: String? = nil,
  renderingDetails: String? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  filePath: StaticString = #filePath
) -> String? {
  ImageSnapshotVerifier(
    image: image, name: name, record: record, tolerance: tolerance,
    snapshotDirectory: snapshotDirectory, renderingDetails: renderingDetails,
    environment: environment, testFilePath: String(describing: filePath)
  ).verify()
}
