import Foundation
import Layout
import TestSupport
import Testing

@testable import Preview
@testable import PreviewTesting

/// `assertLayoutSnapshot` renders exactly what the command line renders, and turns a bad spec into
/// a readable failure instead of a crash.
@Suite struct LayoutSnapshotRenderingTests {
  static let samples = PackagePaths.samples

  @Test func aSampleRendersAtTheRequestedScaleAndTheme() throws {
    let url = Self.samples.appendingPathComponent("login-form.json")
    let result = renderLayoutSnapshot(.file(url), scale: 1, theme: .dark, fontPath: nil)
    let rendered = try result.get()
    // The 360 × 250 canvas, grown where the edge gaps' labels sit outside it.
    #expect(rendered.image.width > 360)
    #expect(rendered.image.height > 250)
    #expect(rendered.image.pixels[0, 0] == Theme.dark.background)
    #expect(rendered.details.contains("DejaVu Sans"))
  }

  @Test func theSpecsAppearanceIsTheDefault() throws {
    let spec = try SpecDecoder.decode(Array(
      #"{"canvas": {"width": 10, "height": 10}, "appearance": {"theme": "dark", "scale": 3}}"#.utf8))
    let rendered = try renderLayoutSnapshot(.spec(spec), scale: nil, theme: nil, fontPath: nil).get()
    #expect(rendered.image.width == 30)
    #expect(rendered.image.pixels[15, 15] == Theme.dark.background)
    #expect(rendered.image.pixels[24, 15] == Theme.dark.grid)  // the 8-point grid, 3 pixels per point
  }

  @Test func anInvalidSpecFileFailsWithItsDiagnostic() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("bad.json")
    try Data(#"{"canvas": {"width": 10}}"#.utf8).write(to: url)
    let result = renderLayoutSnapshot(.file(url), scale: 1, theme: nil, fontPath: nil)
    guard case .failure(let failure) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      failure.rendered.contains(
        "bad.json:1:12: error: canvas is missing the required key \"height\""))
  }

  /// Renders `json` written to a spec file of its own; the failure it must give.
  func failure(ofSpecFile json: String) throws -> SnapshotRenderFailure? {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("spec.json")
    try Data(json.utf8).write(to: url)
    guard case .failure(let failure) = renderLayoutSnapshot(.file(url), scale: 1, theme: nil, fontPath: nil)
    else { return nil }
    return failure
  }

  @Test func everyErrorOfASpecFileIsShownAtOnce() throws {
    let failure = try #require(try failure(ofSpecFile:
      #"{"canvas": {"width": 100, "height": 50}, "views": {"a": {"lable": "x"}}, "constraints": ["H:|-[b]", "a.widht = 1"]}"#))
    #expect(failure.diagnostics.count == 3)
    #expect(failure.rendered.contains("spec.json:1:58: error: unknown key \"lable\" in views.a"))
    #expect(failure.rendered.contains("constraints[0]: "))
    #expect(failure.rendered.contains("constraints[1]: Unknown attribute 'widht'"))
  }

  /// A VFL error is found while solving, after decoding: it still points into the file, with the
  /// constraint string and a caret under the offending character, exactly as the CLI prints it.
  @Test func aVFLErrorInASpecFileKeepsItsLocationAndCaret() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("vfl.json")
    try Data(
      #"{"canvas": {"width": 100, "height": 50}, "views": {"a": {}}, "constraints": ["H:|-[a]-|", "V:|-[b]"]}"#
        .utf8
    ).write(to: url)
    let result = renderLayoutSnapshot(.file(url), scale: 1, theme: nil, fontPath: nil)
    guard case .failure(let failure) = result else {
      Issue.record("expected a failure")
      return
    }
    let lines = failure.rendered.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("\(url.path):1:") == true)
    #expect(lines.first?.contains(": error: ") == true)
    #expect(lines.contains("    V:|-[b]"))
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("^") })
    #expect(!failure.rendered.contains("SnapshotRenderFailure"))
  }

  @Test func aMissingFontIsAFailureNotACrash() {
    let url = Self.samples.appendingPathComponent("login-form.json")
    let result = renderLayoutSnapshot(.file(url), scale: 1, theme: nil, fontPath: "/nonexistent.ttf")
    guard case .failure(let failure) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.rendered.hasPrefix("error: font file not found: /nonexistent.ttf"))
  }
}
