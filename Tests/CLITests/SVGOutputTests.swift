import Foundation
import TestSupport
import Testing

/// `-o out.svg` and `--format svg`: the picture as SVG, from the same scene as the PNG.
@Suite struct SVGOutputTests {
  static let sample = RenderCommandTests.sample

  @Test func theSVGExtensionWritesAnSVGDocument() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CommandRunner.run([Self.sample, "-o", "out.svg"], currentDirectory: directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let text = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
    #expect(text.hasPrefix("<?xml"))
    #expect(text.contains(">Sign in</text>"))
    #expect(text.hasSuffix("</svg>\n"))
  }

  @Test func formatSVGWritesToStandardOutputTheSameBytesEveryTime() throws {
    let first = try CommandRunner.run([Self.sample, "--format", "svg"])
    let second = try CommandRunner.run([Self.sample, "--format", "svg"])
    #expect(first.exitCode == 0)
    #expect(first.standardOutput == second.standardOutput)
    #expect(first.stdoutText.hasPrefix("<?xml"))
  }

  @Test func aBatchWritesOneSVGPerSpec() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = PackagePaths.samples.appendingPathComponent("nested-card.json").path
    let result = try CommandRunner.run(
      [Self.sample, nested, "--format", "svg", "-o", "out/"], currentDirectory: directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
    #expect(names.sorted() == ["login-form.svg", "nested-card.svg"])
  }
}
