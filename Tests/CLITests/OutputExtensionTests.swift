import Foundation
import TestSupport
import Testing

/// An output the tool cannot write is a usage error (exit 64) that lists the formats, and
/// nothing is written: no PNG bytes under a `.gif` name.
@Suite struct OutputExtensionTests {
  static let sample = RenderCommandTests.sample

  @Test(
    arguments: [
      (["-o", "out.gif"], "cannot write out.gif: vfl-preview writes .png (a PNG wireframe), .json (the solved frames), .scene.json (the scene the picture is drawn from) or .svg (the picture as SVG)"),
      (["-o", "out.svg", "--scale", "3"], "--scale sets the picture's pixels, but the SVG is in points"),
      (["--format", "json", "-o", "out.png"], "--format json contradicts -o out.png"),
      (["--format", "png", "-o", "frames.json"], "--format png contradicts -o frames.json"),
      (["--check", "ref.png", "-o", "out.json"], "cannot write out.json: with --check, -o writes a PNG"),
      (["--check", "ref.png", "--diff-output", "diff.gif"], "cannot write diff.gif: with --check, --diff-output writes a PNG"),
      (["--check", "refs/", "-o", "out.png"], "--check refs/ compares each spec with a file of that folder, so -o must name a folder too"),
    ])
  func anUnwritableOutputIsAUsageError(options: [String], message: String) throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CommandRunner.run([Self.sample] + options, currentDirectory: directory)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("Error: " + message), "\(result.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func severalSpecsWithAFileNameForTheFolderAreAUsageError() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = PackagePaths.samples.appendingPathComponent("nested-card.json").path
    let result = try CommandRunner.run([Self.sample, nested, "-o", "out.gif"], currentDirectory: directory)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("-o out.gif names a file. Use a folder, e.g. -o out/."))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func theDiffImageMustBeAPNG() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pair = DiffCommandTests.pair("label-moved")
    let result = try CommandRunner.run(["diff"] + pair + ["-o", "diff.gif"], currentDirectory: directory)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("cannot write diff.gif: the diff image is a PNG"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// What still works: any case of a known extension, no extension (PNG, or --format), stdout.
  @Test(arguments: [["-o", "OUT.PNG"], ["-o", "out"], ["-o", "frames", "--format", "json"], ["-o", "F.JSON", "--format", "json"]])
  func knownExtensionsAndNoExtensionStillWrite(options: [String]) throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CommandRunner.run([Self.sample] + options, currentDirectory: directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(written == [options[1]])
  }
}
