import Foundation
import TestSupport
import Testing

/// A console log where a spec is expected, and `vfl-preview import`: what a user pastes out of
/// Xcode's console becomes a picture or a spec.
@Suite struct ConsoleLogCommandTests {
  static let logs = PackagePaths.fixtures.appendingPathComponent("console-logs")
  static let tagflow = logs.appendingPathComponent("07-tagflow-autoresizing-zero-height.log").path
  static let redacted = logs.appendingPathComponent("03-masonry-private-appkit.log").path

  @Test func importWritesASpecWhoseIdsAreTheLogsAddresses() throws {
    let result = try CommandRunner.run(["import", Self.tagflow])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let spec = result.stdoutText
    for address in ["0x60000286f390", "0x60000286f610", "0x60000286f660"] {
      #expect(spec.contains("\"id\": \"\(address)\""))
    }
    #expect(spec.contains("\"title\": \"UILabel 'Tech'\""))
    #expect(spec.contains("\"brokenInLog\": true"))
    #expect(spec.contains("\"nonNegativeSizes\": true"))
  }

  @Test func aPastedLogOnStandardInputRendersAPicture() throws {
    let log = try Data(contentsOf: URL(fileURLWithPath: Self.tagflow))
    let result = try CommandRunner.run(["-", "-o", "-"], stdin: log)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // The report names the conflict at the log's own line, and says what fights what.
    #expect(result.standardError.contains("<stdin>:11:6: warning: constraints[2]: conflict 1 of 1"))
    #expect(result.standardError.contains("3 of the 3 listed constraints cannot all hold"))
    #expect(result.standardError.contains("breaks the same one the log did"))
  }

  @Test func fromLogReadsAnyFileAsALog() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("pasted.json")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.tagflow), to: copy)
    let result = try CommandRunner.run([copy.path, "--from-log", "--format", "json"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.stdoutText.contains("\"id\": \"0x60000286f610\""))
  }

  @Test func aRedactedLogIsRefusedWithHowToGetOne() throws {
    let result = try CommandRunner.run([Self.redacted, "-o", "-"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("redacted (<private>)"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func importNeverOverwritesTheLogItReads() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("log.txt")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.tagflow), to: copy)
    let before = try Data(contentsOf: copy)
    let result = try CommandRunner.run(["import", copy.path, "-o", copy.path])
    #expect(result.exitCode != 0)
    #expect(try Data(contentsOf: copy) == before)
  }
}
