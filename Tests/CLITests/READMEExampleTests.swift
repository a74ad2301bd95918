import Foundation
import TestSupport
import Testing

/// What the README promises a new user, checked against the README itself.
@Suite struct READMEExampleTests {
  static let readme = PackagePaths.root.appendingPathComponent("README.md")

  /// The JSON block under "## The spec format".
  func specExample() throws -> String {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let section = try #require(text.range(of: "## The spec format"))
    let rest = text[section.upperBound...]
    let start = try #require(rest.range(of: "```json\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    return String(rest[start.upperBound..<end.lowerBound])
  }

  @Test func theSpecExampleRendersWithoutWarnings() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("spec.json")
    try Data(try specExample().utf8).write(to: spec)
    let output = directory.appendingPathComponent("out.png").path
    let result = try CommandRunner.run([spec.path, "--strict", "-o", output])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty, "\(result.standardError)")
  }

  @Test func theFirstCommandsAreTheTwoThatSetEverythingUp() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let firstBlock = try #require(text.components(separatedBy: "```sh\n").dropFirst().first)
    let commands = firstBlock.components(separatedBy: "```")[0].split(separator: "\n")
    #expect(commands == ["swift run vfl-preview samples/login-form.json -o out.png", "swift test"])
    #expect(text.contains("pkg-config"))
  }
}
