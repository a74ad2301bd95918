import Foundation
import Testing

/// `--version` and `--help`: what a new user types first.
@Suite struct HelpAndVersionTests {
  @Test func versionPrintsThePackageVersion() throws {
    let result = try CommandRunner.run(["--version"])
    #expect(result.exitCode == 0)
    let version = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(version.split(separator: ".").count == 3)
    #expect(version.split(separator: ".").allSatisfy { Int($0) != nil })
    #expect(try CommandRunner.run(["diff", "--version"]).stdoutText == result.stdoutText)
  }

  /// The options most people need are `render`'s, the default command's: the top-level help
  /// shows them, with the examples and the subcommands.
  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func topLevelHelpShowsTheRenderOptionsAndTheSubcommands(_ arguments: [String]) throws {
    let result = try CommandRunner.run(arguments, environment: ["COLUMNS": "80"])
    #expect(result.exitCode == 0)
    let help = result.stdoutText
    for expected in [
      "OVERVIEW: Render Auto Layout constraint specs", "USAGE: vfl-preview [render] [<options>] <specs> ...",
      "-o, --output <output>", "--scale <scale>", "--check <reference.png>", "--record-missing",
      "--threshold <T>", "--version", "SUBCOMMANDS:", "render (default)", "diff",
      "vfl-preview spec.json -o out.png", "vfl-preview diff expected.png actual.png -o diff.png",
    ] {
      #expect(help.contains(expected), "missing \(expected)")
    }
    #expect(help.components(separatedBy: "OPTIONS:").count == 2)
  }

  /// Every line fits in 80 columns, and each example is a command on a line of its own, so that
  /// wrapping never splits a command from its description mid-line.
  @Test(arguments: [["--help"], ["render", "--help"], ["diff", "--help"]])
  func helpExamplesFitEightyColumns(_ arguments: [String]) throws {
    let result = try CommandRunner.run(arguments, environment: ["COLUMNS": "80"])
    #expect(result.exitCode == 0)
    let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
    // ArgumentParser's generated USAGE line is not wrapped; everything we wrote is.
    for line in lines where !line.hasPrefix("USAGE:") {
      #expect(line.count <= 80, "too long: \(line)")
    }
    for line in lines where line.trimmingCharacters(in: .whitespaces).hasPrefix("vfl-preview ") {
      #expect(line.hasPrefix("  "), "an example split by wrapping: \(line)")
    }
  }

  @Test func renderHelpStillWorks() throws {
    let result = try CommandRunner.run(["render", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText.contains("--check <reference.png>"))
  }
}
