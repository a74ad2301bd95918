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

  static let cases = PackagePaths.fixtures.appendingPathComponent("console-log-cases")

  @Test func importRefusesToWriteASpecIntoAPicture() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["x.png", "x.svg", "x.scene.json"] {
      let output = directory.appendingPathComponent(name).path
      let result = try CommandRunner.run(["import", Self.tagflow, "-o", output])
      #expect(result.exitCode == 64, "\(name)")
      #expect(result.standardError.contains("cannot write \(output): import writes a spec, which is JSON"))
      #expect(!FileManager.default.fileExists(atPath: output))
    }
    let spec = directory.appendingPathComponent("x.json").path
    #expect(try CommandRunner.run(["import", Self.tagflow, "-o", spec]).exitCode == 0)
  }

  @Test func theFramesOfALogSayWhatBecameOfTheConstraintsItBroke() throws {
    let log = try CommandRunner.run([Self.tagflow, "--format", "json", "-o", "-"])
    #expect(log.exitCode == 0, "\(log.standardError)")
    let json = try JSONSerialization.jsonObject(with: Data(log.standardOutput)) as? [String: Any]
    let verdicts = try #require(json?["brokenInLog"] as? [[String: Any]])
    #expect(verdicts.count == 1)
    #expect(verdicts.first?["id"] as? String == "0x60000286f610")
    #expect(verdicts.first?["brokenHere"] as? Bool == true)
    #expect(verdicts.first?["note"] == nil)

    let heliport = Self.logs.appendingPathComponent("56-heliport-sonoma-wording.log").path
    let kept = try CommandRunner.run([heliport, "--format", "json", "-o", "-"])
    let keptJSON = try JSONSerialization.jsonObject(with: Data(kept.standardOutput)) as? [String: Any]
    let first = try #require((keptJSON?["brokenInLog"] as? [[String: Any]])?.first)
    #expect(first["brokenHere"] as? Bool == false)
    #expect((first["note"] as? String)?.contains("the other listed constraints already conflict") == true)

    let spec = try CommandRunner.run([PackagePaths.samples.appendingPathComponent("conflict-demo.json").path, "--format", "json", "-o", "-"])
    #expect(!spec.stdoutText.contains("brokenInLog"), "a spec's frames are as they were")
  }

  @Test func pastesDamagedByMarkdownOrHTMLImport() throws {
    for (name, count) in [("markdown-escaped.log", 5), ("html-angle-brackets-lost.log", 4)] {
      let result = try CommandRunner.run(["import", Self.cases.appendingPathComponent(name).path])
      #expect(result.exitCode == 0, "\(name): \(result.standardError)")
      #expect(result.stdoutText.components(separatedBy: "\"id\": \"0x").count - 1 == count, "\(name)")
      #expect(result.standardError.contains("imported 1 conflict report with \(count) listed constraints"))
    }
  }

  @Test func aLogWithNoReadableConstraintIsRefusedNotAnEmptySpec() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("log.txt")
    try Data("""
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x600001f2c640 UIImageView:0x7fb2d8c0d3e0.height ?? 80   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x600001f2c640 UIImageView:0x7fb2d8c0d3e0.height ?? 80   (active)>
      """.utf8).write(to: log)
    let output = directory.appendingPathComponent("spec.json").path
    let result = try CommandRunner.run(["import", log.path, "-o", output])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("error: no constraint could be read: none of the 2 constraint descriptions"))
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(try CommandRunner.run([log.path, "-o", directory.appendingPathComponent("x.png").path]).exitCode == 2)
  }

  @Test func logsFromWindowsToolsAreRead() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try String(contentsOfFile: Self.tagflow, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
    let crlf = directory.appendingPathComponent("crlf.txt")
    try Data(text.utf8).write(to: crlf)
    let utf16 = directory.appendingPathComponent("utf16.txt")
    try Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: utf16)
    for file in [crlf, utf16] {
      let result = try CommandRunner.run(["import", file.path])
      #expect(result.exitCode == 0, "\(file.lastPathComponent): \(result.standardError)")
      #expect(result.stdoutText.contains("\"id\": \"0x60000286f610\""))
    }
    // On standard input, a UTF-16 log is still told from a spec.
    let piped = try CommandRunner.run(["-", "--format", "json", "-o", "-"], stdin: try Data(contentsOf: utf16))
    #expect(piped.exitCode == 0, "\(piped.standardError)")
    #expect(piped.standardError.contains("<stdin>:11:6: warning: constraints[2]: conflict 1 of 1"))
  }

  @Test func thousandsOfUnreadableDescriptionsGiveTwentyWarningsAndACount() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let unreadable = (0..<2_000).map {
      "\"<NSLayoutConstraint:0x6000\($0) UILabel:0x7fb1c8d0a2e0.leading ?? UIView:0x7fb1c8d0a0b0.leading + 8   (active)>\""
    }
    let log = directory.appendingPathComponent("log.txt")
    try Data(("Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UILabel:0x2.width == 100>\",\n"
      + unreadable.joined(separator: ", ") + "\n)\n").utf8).write(to: log)
    let result = try CommandRunner.run(["import", log.path])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.components(separatedBy: ": warning: cannot read").count - 1 == 20)
    #expect(result.standardError.contains("warning: and 1980 more descriptions that could not be read, not listed"))
    #expect(result.standardError.utf8.count < 10_000, "windows of the line, not the line")
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
