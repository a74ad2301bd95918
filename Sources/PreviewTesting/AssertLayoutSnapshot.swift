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
///   - scale: Device pixels per point, 1…3; defaults to the spec's `appearance.scale`, else 2.
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
  scale: Int? = nil,
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
    image: rendered.image, name: name, record: record, tolerance: tolerance,
    snapshotDirectory: snapshotDirectory, renderingDetails: rendered.layout.details,
    environment: ProcessInfo.processInfo.environment, testFilePath: String(describing: filePath),
    frames: rendered.layout.solution.json
  ).verify()
  if let failure {
    IssueReporter.reportFailure(
      failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Why a layout snapshot could not be rendered: the same diagnostic the command line prints,
/// located in the spec file when there is one.
struct SnapshotRenderFailure: Error {
  /// Every problem, as the command line prints them (all errors of a spec at once).
  var diagnostics: [Diagnostic]

  init(_ error: some UserFacingError, fileName: String? = nil, source: SourceText? = nil) {
    diagnostics = error.diagnostics(fileName: fileName, source: source)
  }

  var rendered: String { diagnostics.map(\.rendered).joined() }
}

/// A spec file that could not be read at all.
enum SnapshotSpecReadError: UserFacingError {
  case unreadable(path: String)

  var message: String {
    switch self {
    case .unreadable(let path): return "\(path): cannot be read"
    }
  }
}

/// A spec solved with the CLI's pipeline, and what is needed to draw and describe it.
struct SolvedLayout {
  var spec: LayoutSpec
  var solution: Solution
  var pipeline: RenderPipeline
  /// How to draw it, when it is to be drawn (its canvas was checked before solving).
  var options: RenderOptions?
  /// The spec file's path, when it came from a file.
  var fileName: String?
  var text: SourceText?
  /// The font used, printed on a mismatch.
  var details: String

  /// The conflicts and ambiguities in the CLI's words (its `--strict` warnings, located in the
  /// spec file), or nil when there are none.
  var issuesMessage: String? {
    let diagnostics = WarningReport(
      fileName: fileName ?? "<spec>", spec: spec, source: text ?? SourceText(bytes: [])
    ).diagnostics(for: solution)
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

/// A solved spec and its picture.
struct RenderedLayout {
  var layout: SolvedLayout
  var image: RGBAImage
  /// The font used, printed on a mismatch.
  var details: String { layout.details }
}

/// Spec → solution with the CLI's pipeline; the failure is a printable diagnostic. With
/// `drawing`, the canvas is checked before solving, as the CLI does for a PNG.
func solveLayoutSnapshot(
  _ source: LayoutSnapshotSource, fontPath: String?,
  drawing: (scale: Int?, theme: Theme?)? = nil
) -> Result<SolvedLayout, SnapshotRenderFailure> {
  let spec: LayoutSpec
  var fileName: String?
  var text: SourceText?
  switch source {
  case .spec(let value):
    spec = value
  case .consoleLog(let url):
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .failure(SnapshotRenderFailure(SnapshotSpecReadError.unreadable(path: url.path)))
    }
    fileName = url.path
    do throws(ConsoleLogError) {
      let imported = ConsoleLogImport(log: try ConsoleLog.parse(bytes: [UInt8](data)))
      text = SourceText(bytes: Array(imported.log.text.utf8))
      spec = imported.spec
    } catch {
      return .failure(SnapshotRenderFailure(error, fileName: fileName))
    }
  case .file(let url):
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .failure(SnapshotRenderFailure(SnapshotSpecReadError.unreadable(path: url.path)))
    }
    let bytes = [UInt8](data)
    fileName = url.path
    text = SourceText(bytes: bytes)
    do {
      spec = try SpecDecoder.decode(bytes)
    } catch {
      return .failure(SnapshotRenderFailure(error, fileName: fileName, source: text))
    }
  }
  let font: Font
  let path: String
  do {
    (path, font) = try FontLocator.load(explicitPath: fontPath)
  } catch {
    return .failure(SnapshotRenderFailure(error))
  }
  let pipeline = RenderPipeline(font: font)
  var options: RenderOptions?
  if let drawing {
    let drawingOptions = RenderPipeline.options(for: spec, scale: drawing.scale, theme: drawing.theme)
    do {
      try pipeline.checkCanvas(of: spec, options: drawingOptions)
    } catch {
      return .failure(SnapshotRenderFailure(error, fileName: fileName))
    }
    options = drawingOptions
  }
  do {
    let solution = try pipeline.solve(spec)
    return .success(
      SolvedLayout(
        spec: spec, solution: solution, pipeline: pipeline, options: options,
        fileName: fileName, text: text, details: "font \(font.name) at \(path)"))
  } catch {
    return .failure(SnapshotRenderFailure(error, fileName: fileName, source: text))
  }
}

/// Spec → image with the CLI's pipeline; the failure is a printable diagnostic.
func renderLayoutSnapshot(
  _ source: LayoutSnapshotSource, scale: Int?, theme: Theme?, fontPath: String?
) -> Result<RenderedLayout, SnapshotRenderFailure> {
  let layout: SolvedLayout
  switch solveLayoutSnapshot(source, fontPath: fontPath, drawing: (scale, theme)) {
  case .success(let value): layout = value
  case .failure(let failure): return .failure(failure)
  }
  let options =
    layout.options ?? RenderPipeline.options(for: layout.spec, scale: scale, theme: theme)
  do {
    let image = try layout.pipeline.image(
      for: layout.spec, solution: layout.solution, options: options)
    return .success(RenderedLayout(layout: layout, image: image))
  } catch {
    return .failure(SnapshotRenderFailure(error, fileName: layout.fileName))
  }
}
