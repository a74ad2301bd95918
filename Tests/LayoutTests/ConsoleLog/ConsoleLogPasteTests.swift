import Foundation
import Testing

@testable import Layout

/// Logs as they arrive after a trip through other tools: line endings and encodings of other
/// systems, Markdown and HTML that damaged the paste, AppKit's grid constraints, and a line of
/// thousands of descriptions none of which can be read (Tests/Fixtures/console-log-cases, and the
/// corpus's logs converted).
@Suite struct ConsoleLogPasteTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func bytes(_ path: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(path)))
  }

  static let tagflow = "console-logs/07-tagflow-autoresizing-zero-height.log"

  /// What a reading found, without where (offsets change with the line endings).
  static func summary(_ log: ConsoleLog) -> [String] {
    log.conflicts.flatMap { conflict in
      conflict.listed.map { "\($0.line):\($0.column) \($0.address) \($0.text)" } + ["broken \(conflict.broken ?? "-")"]
    }
  }

  @Test(arguments: ["\r\n", "\r"])
  func windowsAndOldMacLineEndingsReadAsNewlines(_ ending: String) throws {
    let text = String(decoding: try Self.bytes(Self.tagflow), as: UTF8.self)
    let converted = text.replacingOccurrences(of: "\n", with: ending)
    let log = try ConsoleLog.parse(converted)
    #expect(Self.summary(log) == Self.summary(try ConsoleLog.parse(text)))
    #expect(log.conflicts.first?.listed.count == 3)
  }

  @Test(arguments: [true, false])
  func utf16WithAByteOrderMarkIsRead(bigEndian: Bool) throws {
    let text = String(decoding: try Self.bytes(Self.tagflow), as: UTF8.self)
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.replacingOccurrences(of: "\n", with: "\r\n").utf16 {
      bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let log = try ConsoleLog.parse(bytes: bytes)
    #expect(Self.summary(log) == Self.summary(try ConsoleLog.parse(text)))
    #expect(ConsoleLog.text(decoding: [0xEF, 0xBB, 0xBF] + Array("(".utf8)) == "(", "a UTF-8 byte order mark is dropped")
  }

  @Test func aPasteEscapedByMarkdownIsRead() throws {
    let log = try ConsoleLog.parse(bytes: try Self.bytes("console-log-cases/markdown-escaped.log"))
    let listed = try #require(log.conflicts.first?.listed)
    #expect(listed.map(\.address) == ["0x600001f2c640", "0x600001f2c780", "0x600001f2c7d0", "0x600001f2d1d0", "0x600001f2c5a0"])
    #expect(listed[1].firstItem.className == "UIImageView", "\\[ is [")
    #expect(listed[3].identifier == "_UITemporaryLayoutWidth", "\\_ is _")
    #expect(listed[4].multiplier == 0.5, "\\* is *")
    #expect(log.conflicts.first?.broken == "0x600001f2c5a0")
    #expect(log.issues.isEmpty)
  }

  @Test func aPasteThatLostItsAngleBracketsIsRead() throws {
    let log = try ConsoleLog.parse(bytes: try Self.bytes("console-log-cases/html-angle-brackets-lost.log"))
    let listed = try #require(log.conflicts.first?.listed)
    #expect(listed.map(\.address) == ["0x9163a80", "0x9163ac0", "0x7545b20", "0x9162d50"])
    #expect(listed[3].firstAttribute == "width" && listed[3].constant == 70)
    #expect(listed[2].mask == "h=--& v=--&")
    #expect(log.conflicts.first?.broken == "0x9162d50")
    let spec = ConsoleLogImport(log: log).spec
    #expect(spec.constraints.filter { !$0.isAssumed }.count == 4)
  }

  @Test func nothingReadIsRefusedWithTheReasonNeverAnEmptySpec() throws {
    let unreadable = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x600001f2c640 UIImageView:0x7fb2d8c0d3e0.height ?? 80   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x600001f2c640 UIImageView:0x7fb2d8c0d3e0.height ?? 80   (active)>
      """
    #expect(throws: ConsoleLogError.self) { try ConsoleLog.parse(unreadable) }
    do {
      _ = try ConsoleLog.parse(unreadable)
    } catch {
      #expect(error.message.contains("none of the 2 constraint descriptions in the log could be read"))
      #expect(error.message.contains("line 3, column"))
      #expect(error.failureKind == .invalidInput)
    }
    // The recovery line alone, its description cut: the address is known, the constraint is not.
    #expect(throws: ConsoleLogError.nothingRead(found: 1, first: nil)) {
      try ConsoleLog.parse("Unable to simultaneously satisfy constraints.\nWill attempt to recover by breaking constraint\n<NSLayoutConstraint:0x1 UIView:0x2.wid")
    }
  }

  @Test func appKitGridConstraintsAreNamedAndTheRestImports() throws {
    let log = try ConsoleLog.parse(bytes: try Self.bytes("console-log-cases/appkit-grid-view.log"))
    #expect(log.conflicts.first?.listed.count == 8)
    #expect(log.issues.map(\.line) == [6, 7])
    for issue in log.issues {
      #expect(issue.message.hasPrefix("not imported: this constraint relates an expression in parentheses over several anchors"))
      #expect(issue.sourceLine.dropFirst(issue.caret).hasPrefix("(NSGridView:"), "the caret is at the parenthesis")
    }
    let spec = ConsoleLogImport(log: log).spec
    let solution = try LayoutEngine().solve(spec)
    #expect(solution.conflicts.first?.broken.source.id == "0x600002b5c280", "the log's conflict, without the grid")
  }

  @Test func thousandsOfUnreadableDescriptionsOnOneLineAreCountedNotCopied() throws {
    let unreadable = (0..<4_999).map {
      "\"<NSLayoutConstraint:0x6000\($0) UILabel:0x7fb1c8d0a2e0.leading ?? UIView:0x7fb1c8d0a0b0.leading + 8   (active)>\""
    }
    let text = "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UILabel:0x7fb1c8d0a2e0.width == 100>\",\n"
      + unreadable.joined(separator: ", ") + "\n)\n"
    let log = try ConsoleLog.parse(text)
    #expect(log.issues.count == ConsoleLog.maximumIssues)
    #expect(log.omittedIssues == 4_999 - ConsoleLog.maximumIssues)
    let twentieth = unreadable[19]
    let question = twentieth.distance(from: twentieth.startIndex, to: try #require(twentieth.firstIndex(of: "?")))
    #expect(log.issues.last?.line == 4)
    #expect(log.issues.last?.column == 1 + unreadable.prefix(19).map { $0.count + 2 }.reduce(0, +) + question)
    // The line is 550,000 characters; what is shown of it is a window around the caret.
    let snippet = try #require(log.issues.last?.snippet)
    #expect(snippet.text.count < 130)
    #expect(Array(snippet.text)[snippet.caret] == "?")
    #expect(log.conflicts.first?.listed.map(\.address) == ["0x1"])
  }

  @Test func offsetsPointAtTheDescriptionsInTheText() throws {
    let log = try ConsoleLog.parse(bytes: try Self.bytes(Self.tagflow))
    for constraint in log.conflicts.flatMap(\.listed) {
      let bytes = Array(log.text.utf8)
      #expect(bytes[constraint.offset] == UInt8(ascii: "<"))
      #expect(String(decoding: bytes[(constraint.offset + 1)...].prefix(constraint.text.utf8.count), as: UTF8.self) == constraint.text)
    }
    let spec = ConsoleLogImport(log: log).spec
    let source = SourceText(bytes: Array(log.text.utf8))
    let entry = try #require(spec.constraints.first { $0.id == "0x60000286f610" })
    #expect(source.lineAndColumn(ofOffset: entry.offset) == (11, 6))
    let label = try #require(spec.view(named: "label"))
    #expect(source.lineAndColumn(ofOffset: label.offset).line == 11, "a view is where the log first names it")
  }
}
