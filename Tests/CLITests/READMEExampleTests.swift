import Foundation
import TestSupport
import Testing

/// What the README and the spec format's page promise a new user, checked against their text.
@Suite struct READMEExampleTests {
  static let readme = PackagePaths.root.appendingPathComponent("README.md")
  static let specFormat = PackagePaths.root.appendingPathComponent("docs/spec-format.md")

  /// The first JSON block of a page.
  func firstJSONBlock(of page: URL) throws -> String {
    let text = try String(contentsOf: page, encoding: .utf8)
    let start = try #require(text.range(of: "```json\n"))
    let end = try #require(text[start.upperBound...].range(of: "```"))
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test(arguments: [readme, specFormat])
  func theSpecExampleRendersWithoutWarnings(_ page: URL) throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("spec.json")
    try Data(try firstJSONBlock(of: page).utf8).write(to: spec)
    let output = directory.appendingPathComponent("out.png").path
    let result = try CommandRunner.run([spec.path, "--strict", "-o", output])
    #expect(result.exitCode == 0, "\(page.lastPathComponent): \(result.standardError)")
    #expect(result.standardError.isEmpty, "\(page.lastPathComponent): \(result.standardError)")
  }

  @Test func theFirstCommandsAreTheTwoThatSetEverythingUp() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let firstBlock = try #require(text.components(separatedBy: "```sh\n").dropFirst().first)
    let commands = firstBlock.components(separatedBy: "```")[0].split(separator: "\n")
    #expect(commands == ["swift run vfl-preview samples/login-form.json -o out.png", "swift test"])
    #expect(text.contains("pkg-config"))
  }

  @Test func theREADMEStaysShort() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count < 300)
  }

  /// The Debian packages the README installs are the ones `.ci/run` checks for.
  @Test func theInstallCommandMatchesCI() throws {
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let ci = try String(contentsOf: PackagePaths.root.appendingPathComponent(".ci/run"), encoding: .utf8)
    func words(after start: String, until end: String, in text: String) throws -> Set<String> {
      let from = try #require(text.range(of: start))
      let to = try #require(text[from.upperBound...].range(of: end))
      return Set(text[from.upperBound..<to.lowerBound].split { " \\\n".contains($0) }.map(String.init))
    }
    let installed = try words(after: "sudo apt-get install -y", until: "\n#", in: readme)
    let checked = try words(after: "needed=(", until: ")", in: ci)
    #expect(installed == checked)
  }
}
