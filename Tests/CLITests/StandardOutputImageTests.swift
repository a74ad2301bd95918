import Foundation
import TestSupport
import Testing

/// `-o -` puts a PNG on standard output, and nothing else goes there: the report of `diff` and
/// the verdict of `--check` move to standard error, so `> out.png` holds exactly the picture.
@Suite struct StandardOutputImageTests {
  static let sample = PackagePaths.samples.appendingPathComponent("login-form.json").path

  @Test func diffWritesTheDiffImageToStandardOutput() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let pair = DiffCommandTests.pair("label-moved")
    let toFile = try CommandRunner.run(["diff"] + pair + ["-o", "diff.png"], currentDirectory: scratch.directory)
    #expect(toFile.exitCode == 1)
    let toStream = try CommandRunner.run(["diff"] + pair + ["-o", "-"], currentDirectory: scratch.directory)
    #expect(toStream.exitCode == 1)
    #expect(toStream.standardOutput == FileManager.default.contents(atPath: scratch.path("diff.png")))
    #expect(toStream.standardError.hasPrefix("161 of 9,600 pixels differ"))
    #expect(toStream.standardError.contains("diff image: standard output"))
    #expect(!FileManager.default.fileExists(atPath: scratch.path("-")), "a file named -")
  }

  @Test func checkWithOutputToStandardOutputKeepsTheVerdictOnStandardError() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(try CommandRunner.run([Self.sample, "-o", "ref.png"], currentDirectory: scratch.directory).exitCode == 0)
    let result = try CommandRunner.run(
      [Self.sample, "--check", "ref.png", "-o", "-"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == FileManager.default.contents(atPath: scratch.path("ref.png")))
    #expect(result.standardError.contains("vs ref.png: 0 of"))

    let diffToStream = try CommandRunner.run(
      [Self.sample, "--check", "ref.png", "--diff-output", "-"], currentDirectory: scratch.directory)
    #expect(diffToStream.exitCode == 0)
    #expect(diffToStream.standardOutput.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(diffToStream.standardError.contains("vs ref.png: 0 of"))
  }
}
