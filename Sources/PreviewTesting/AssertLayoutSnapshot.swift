import Foundation
import Layout
import Preview

/// What to render for a layout snapshot: a decoded spec, or the URL of a spec file.
public enum LayoutSnapshotSource: Sendable {
  case spec(LayoutSpec)
  case file(URL)
  /// A console log ("Unable to simultaneously satisfy constraints"), imported as
  /// `vfl-preview log.txt` imports it: the picture of the conflict, its frames, or (with
  /// ``assertNoLayoutIssues(in:fontPath:fileID:filePath:line:column:)``) a check that it is gone.
  case consoleLog(URL)
}

/// Renders a spec the way `vfl-preview spec.json -o out.png` does and asserts that the picture
/// matches the reference PNG next to the test (see ``assertImageSnapshot(of:named:record:tolerance:snapshotDirectory:renderingDetails:testName:fileID:filePath:line:column:)``
/// for files, record modes, tolerance and messages).
///
/// The solved frames are recorded beside the reference as `<name>.json` (the JSON of
/// ``assertFramesSnapshot(of:named:record:fontPath:snapshotDirectory:testName:fileID:filePath:line:column:)``)
/// whenever the PNG is, and whenever they are missing and the record mode allows recording. They
/// do not decide the verdict, the pixels do; when the pixels differ, the failure lists the views
/// whose frames changed since the reference was recorded.
///
/// Works from Swift Testing and XCTest. A spec that cannot be read, decoded, solved or drawn is
/// a test failure with the spec's own diagnostic, not a crash.
///
/// - Parameters:
///   - source: The spec, or the URL of a spec file.
///   - name: The snapshot's name (its file name under `__Snapshots__/<TestFile>/`); by default
///     `<test name>.<n>` for the n-th snapshot of the test, as in swift-snapshot-testing. Two
///     call sites may not use one name in one file: the second reports a failure naming both.
///   - scale: Device pixels per point (1, 2 or 3); defaults to the spec's `appearance.scale`,
///     else 2.
///   - theme: `light` or `dark`; defaults to the spec's `appearance.theme`, else light.
///   - record: Overrides `VFL_SNAPSHOT_RECORD`.
///   - tolerance: ``SnapshotTolerance/exact`` unless given.
///   - fontPath: The font to measure and draw with; the documented font rule otherwise.
///   - strict: Also fail when the layout has conflicts or ambiguous views, as
///     ``assertNoLayoutIssues(in:fontPath:fileID:filePath:line:column:)`` does; off by default,
///     since a snapshot of a conflict is a fine test.
///   - snapshotDirectory: A folder for the references instead of the `__Snapshots__` default.
public func assertLayoutSnapshot(
  of source: LayoutSnapshotSource,
  named name: String? = nil,
  scale: DisplayScale? = nil,
  theme: Theme? = nil,
  record: SnapshotRecordMode? = nil,
  tolerance: SnapshotTolerance = .exact,
  fontPath: String? = nil,
  strict: Bool = false,
  snapshotDirectory: String? = nil,
  testName: String = #function,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  guard
    let name = claimSnapshotName(
      name, testName: testName, snapshotDirectory: snapshotDirectory, fileID: fileID,
      filePath: filePath, line: line, column: column)
  else { return }
  let rendered: RenderedLayout
  switch renderLayoutSnapshot(source, scale: scale, theme: theme, fontPath: fontPath) {
  case .success(let value): rendered = value
  case .failure(let failure):
    IssueReporter.reportFailure(
      "Could not render snapshot \"\(name)\":\n\(failure.rendered)", fileID: fileID,
      filePath: filePath, line: line, column: column)
    return
  }
  if strict, let issues = rendered.layout.issuesMessage {
    IssueReporter.reportFailure(
      issues, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let failure = ImageSnapshotVerifier(
    image: rendered.image.pixels, png: rendered.png, name: name, record: record,
    tolerance: tolerance, snapshotDirectory: snapshotDirectory,
    renderingDetails: rendered.layout.details, environment: ProcessInfo.processInfo.environment,
    testFilePath: String(describing: filePath), frames: rendered.layout.solution.json
  ).verify()
  if let failure {
    IssueReporter.reportFailure(
      failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Why a layout snapshot could not be rendered: the same diagnostics the command line prints,
/// located in the spec file (or the console log) when there is one.
struct SnapshotRenderFailure: Error {
  /// Every problem, as the command line prints them (all errors of a spec at once).
  var diagnostics: [Diagnostic]
  /// What the pipeline said before it failed (a console log's import warnings).
  var messages: [PreviewMessage] = []

  init(_ error: some UserFacingError, fileName: String? = nil) {
    diagnostics = error.diagnostics(fileName: fileName, source: nil)
  }

  init(_ failure: PreviewFailure) {
    diagnostics = failure.diagnostics
    messages = failure.messages
  }

  var rendered: String { (messages.map(\.rendered) + diagnostics.map(\.rendered)).joined() }
}

/// A spec file that could not be read at all.
enum SnapshotSpecReadError: UserFacingError {
  case unreadable(path: String)

  var message: String {
    switch self {
    case .unreadable(let path): return "\(path): cannot be read"
    }
  }

  var failureKind: FailureKind { .unreadableInput }
}

/// A spec laid out (and drawn) by the command line's pipeline.
struct SolvedLayout {
  /// What the pipeline produced.
  var result: PreviewResult
  /// The font used, printed on a mismatch.
  var details: String

  var spec: LayoutSpec { result.spec }
  var solution: Solution { result.solution }

  /// The conflicts and ambiguities in the CLI's words (its `--strict` warnings, located in the
  /// spec file or the log), or nil when there are none.
  var issuesMessage: String? {
    let diagnostics = result.warnings
    guard !diagnostics.isEmpty else { return nil }
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let conflicts = count(solution.conflicts.count, "conflict")
    let ambiguous = count(solution.ambiguities.count, "ambiguous view")
    return "The layout has \(conflicts) and \(ambiguous) (vfl-preview --strict fails on it):\n"
      + diagnostics.map(\.rendered).joined()
  }
}

/// A spec solved and drawn, and its picture.
struct RenderedLayout {
  var layout: SolvedLayout
  /// The picture, at its scale.
  var image: RenderedImage
  /// The PNG the command line writes for it.
  var png: [UInt8] { layout.result.bytes }
  /// The font used, printed on a mismatch.
  var details: String { layout.details }
}

/// A source through ``RenderPipeline/render(_:)`` in `format`, exactly as the command line
/// renders it; the failure is a printable diagnostic.
func previewLayoutSnapshot(
  _ source: LayoutSnapshotSource, format: PreviewRequest.Format, scale: DisplayScale? = nil,
  theme: Theme? = nil, fontPath: String?
) -> Result<SolvedLayout, SnapshotRenderFailure> {
  let input: PreviewRequest.Input
  switch source {
  case .spec(let spec):
    input = .spec(spec)
  case .file(let url), .consoleLog(let url):
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .failure(SnapshotRenderFailure(SnapshotSpecReadError.unreadable(path: url.path)))
    }
    if case .file = source {
      input = .specJSON([UInt8](data), name: url.path)
    } else {
      input = .consoleLog([UInt8](data), name: url.path)
    }
  }
  let font: Font
  let path: String
  do {
    (path, font) = try FontLocator.load(explicitPath: fontPath)
  } catch {
    return .failure(SnapshotRenderFailure(error))
  }
  let request = PreviewRequest(input, format: format, options: .init(scale: scale, theme: theme))
  do {
    let result = try RenderPipeline(font: font).render(request)
    return .success(SolvedLayout(result: result, details: "font \(font.name) at \(path)"))
  } catch {
    return .failure(SnapshotRenderFailure(error))
  }
}

/// Spec → solution (and the frames' JSON) with the CLI's pipeline.
func solveLayoutSnapshot(_ source: LayoutSnapshotSource, fontPath: String?)
  -> Result<SolvedLayout, SnapshotRenderFailure>
{
  previewLayoutSnapshot(source, format: .json, fontPath: fontPath)
}

/// Spec → picture with the CLI's pipeline; the failure is a printable diagnostic.
func renderLayoutSnapshot(
  _ source: LayoutSnapshotSource, scale: DisplayScale?, theme: Theme?, fontPath: String?
) -> Result<RenderedLayout, SnapshotRenderFailure> {
  previewLayoutSnapshot(source, format: .png, scale: scale, theme: theme, fontPath: fontPath).map {
    RenderedLayout(layout: $0, image: $0.result.image!)
  }
}
