import Foundation
import Testing

@Test func theBinaryRunsAndPrintsHelp() throws {
  let result = try CommandRunner.run(["--help"])
  #expect(result.exitCode == 0)
  #expect(result.stdoutText.contains("vfl-preview"))
}
