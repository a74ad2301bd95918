import Foundation
import Layout
import Preview

/// What to render for a layout snapshot: a decoded spec, or the URL of a spec file.
public enum LayoutSnapshotSource: Sendable {
  case spec(LayoutSpec)
  case file(URL)
}

/// Renders a spec the way `vfl-preview spec.json -o out.png` does and asserts that the picture
/// matches the reference PNG next to the test (see ``assertImageSnapshot(of:named:record:tolerance:snapshotDirectory:renderingDetails:fileID:filePath:line:column:)``
/// for files, record modes, tolerance and messages).
///
/// Works from Swift Testing and XCTest. A spec that cannot be read, decoded, solved or drawn is
/// a test failure with the spec's own diagnostic, not a crash.
///
/// - Parameters:
///   - source: The spec, or the URL of a spec file.
///   - name: The snapshot's name (its file name under `__Snapshots__/<TestFile>/`).
///   - scale: Device pixels per point, 1…3; defaults to the spec's `appearance.scale`, else 2.
///   - theme: `light` or `dark`; defaults to the spec's `appearance.theme`, else light.
///   - record: Overrides `VFL_SNAPSHOT_RECORD`.
///   - tolerance: ``SnapshotTolerance/exact`` unless given.
///   - fontPath: The font to measure and draw with; the documented font rule otherwise.
public func assertLayoutSnapshot(
  of source: LayoutSnapshotSource,
  named name: String,
  scale: Int? = nil,
  theme: Theme? = nil,
  record: SnapshotRecordMode? = nil,
  tolerance: SnapshotTolerance = .exact,
  fontPath: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let rendered: (image: RGBAImage, details: String)
  switch renderLayoutSnapshot(source, scale: scale, theme: theme, fontPath: fontPath) {
  case .success(let value): rendered = value
  case .failure(let failure):
    IssueReporter.reportFailure(
      "Could not render snapshot \"\(name)\":\n\(failure.rendered)", fileID: fileID,
      filePath: filePath, line: line, column: column)
    return
  }
  assertImageSnapshot(
    of: rendered.image, named: name, record: record, tolerance: tolerance,
    renderingDetails: rendered.details, fileID: fileID, filePath: filePath, line: line,
    column: column)
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

/// Spec → image with the CLI's pipeline; the failure is a printable diagnostic.
func renderLayoutSnapshot(
  _ source: LayoutSnapshotSource, scale: Int?, theme: Theme?, fontPath: String?
) -> Result<(image: RGBAImage, details: String), SnapshotRenderFailure> {
  let spec: LayoutSpec
  var fileName: String?
  var text: SourceText?
  switch source {
  case .spec(let value):
    spec = value
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
    path = try FontLocator.locate(explicitPath: fontPath)
    font = try Font(path: path)
  } catch {
    return .failure(SnapshotRenderFailure(error))
  }
  let pipeline = RenderPipeline(font: font)
  let options = RenderPipeline.options(for: spec, scale: scale, theme: theme)
  let solution: Solution
  do {
    try pipeline.checkCanvas(of: spec, options: options)
  } catch {
    return .failure(SnapshotRenderFailure(error, fileName: fileName))
  }
  do {
    solution = try pipeline.solve(spec)
  } catch {
    return .failure(SnapshotRenderFailure(error, fileName: fileName, source: text))
  }
  do {
    let image = try pipeline.image(for: spec, solution: solution, options: options)
    return .success((image, "font \(font.name) at \(path)"))
  } catch {
    return .failure(SnapshotRenderFailure(error, fileName: fileName))
  }
}
