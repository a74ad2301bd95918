/// A pasted console log read for its Auto Layout conflicts: every "Unable to simultaneously satisfy
/// constraints" report with its listed constraints and the one broken to recover, and whatever
/// could not be read, located.
///
/// Anything around the reports is skipped: timestamps and process prefixes, the "Try this" advice,
/// the symbolic-breakpoint hints, other log lines. A description list without a header (a paste of
/// the list alone) is read as one report. Lines may end in `\n`, `\r\n` or `\r`; a paste that went
/// through Markdown (`\<NSLayoutConstraint:…\>`) or HTML (no angle brackets left) is read too.
public struct ConsoleLog: Sendable, Equatable {
  public var conflicts: [LogConflict]
  /// Lines that looked like constraint descriptions but could not be read, and cut-off reports:
  /// the first ``maximumIssues``.
  public var issues: [ConsoleLogIssue]
  /// How many more there were than ``issues`` keeps.
  public var omittedIssues = 0
  /// The text that was read (typographic quotes made straight): what the descriptions' offsets
  /// (``LogConstraint/offset``) count in.
  public var text: String

  public init(conflicts: [LogConflict], issues: [ConsoleLogIssue], text: String = "") {
    self.conflicts = conflicts
    self.issues = issues
    self.text = text
  }

  /// The first line of a report: UIKit ends it with a period, AppKit with a colon, and macOS 14
  /// prints the second form.
  static let headers = ["Unable to simultaneously satisfy constraints", "Conflicting constraints detected"]
  /// Followed by the broken constraint, on the same line (macOS 14) or the next.
  static let recovery = "Will attempt to recover by breaking"

  /// At most this many constraint descriptions in one log; real reports list a few dozen.
  public static let maximumConstraints = 5_000
  /// A description longer than this many characters is not one Apple printed.
  public static let maximumDescriptionLength = 4_096
  /// At most this many issues are kept; the rest are counted (``omittedIssues``).
  public static let maximumIssues = 20

  static func isHeader(_ line: Substring) -> Bool {
    headers.contains { ASCIISearch.contains($0, in: line) }
  }

  /// Reads the bytes of a log file (see ``text(decoding:)``).
  public static func parse(bytes: [UInt8]) throws(ConsoleLogError) -> ConsoleLog {
    try parse(text(decoding: bytes))
  }

  /// Reads `text`.
  ///
  /// - Throws: ``ConsoleLogError/redacted(line:)`` when every report is redacted (`<private>`),
  ///   ``ConsoleLogError/noConstraints`` when nothing in the text is a constraint description,
  ///   ``ConsoleLogError/nothingRead(found:first:)`` when descriptions are there but none could be
  ///   read.
  public static func parse(_ text: String) throws(ConsoleLogError) -> ConsoleLog {
    let text = straighteningQuotes(text)
    var reader = Reader(bracketless: !hasBracketedDescription(text))
    let lines = self.lines(of: text)
    var offset = 0
    while offset < lines.count {
      let number = offset + 1
      var (line, lineOffset) = lines[offset]
      offset += 1
      guard reader.readStructure(of: line, number: number) else { continue }
      var found = entries(in: line, bracketless: reader.bracketless)
      // A description wrapped over several lines (a narrow console, a pretty-printer): the next
      // lines are joined to it until it ends.
      var joined = 0
      while let last = found.last, !last.isComplete, joined < 8, offset < lines.count,
        !isHeader(lines[offset].line), !ASCIISearch.contains(recovery, in: lines[offset].line)
      {
        let continuation = lines[offset].line.drop { $0 == " " || $0 == "\t" }
        if continuation.isEmpty || (continuation.hasPrefix("\"<") && looksLikeDescription(continuation.dropFirst())) {
          break
        }
        line = Substring(String(line) + (line.hasSuffix(" ") ? "" : " ") + continuation)
        offset += 1
        joined += 1
        found = entries(in: line, bracketless: reader.bracketless)
      }
      try reader.read(found, in: line, number: number, offset: lineOffset)
      if found.isEmpty, reader.insideList, line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(")") {
        reader.insideList = false
      }
    }
    return try reader.finished(text: text)
  }

  /// The state of a reading: the report being read and what has been found so far.
  private struct Reader {
    let bracketless: Bool
    var conflicts: [LogConflict] = []
    var issues: [ConsoleLogIssue] = []
    var omittedIssues = 0
    var current: LogConflict?
    var expectingBroken = false
    var insideList = false
    var redactedLine: Int?
    /// Descriptions met, read or not.
    var found = 0

    init(bracketless: Bool) {
      self.bracketless = bracketless
    }

    mutating func finish() {
      guard var conflict = current else { return }
      // A list still open when the report ends was cut off.
      if insideList { conflict.isTruncated = true }
      if !conflict.listed.isEmpty || conflict.broken != nil { conflicts.append(conflict) }
      current = nil
      expectingBroken = false
      insideList = false
    }

    mutating func report(_ issue: ConsoleLogIssue) {
      if issues.count < ConsoleLog.maximumIssues { issues.append(issue) } else { omittedIssues += 1 }
    }

    /// Headers, the recovery sentence, `<private>` and the list's parentheses; `false` when the
    /// line has nothing more to read.
    mutating func readStructure(of line: Substring, number: Int) -> Bool {
      if ConsoleLog.isHeader(line) {
        finish()
        current = LogConflict(listed: [], broken: nil, line: number)
        if ASCIISearch.contains("<private>", in: line) { redactedLine = redactedLine ?? number }
        return false
      }
      if ASCIISearch.contains(ConsoleLog.recovery, in: line) {
        if current == nil { current = LogConflict(listed: [], broken: nil, line: number) }
        insideList = false
        expectingBroken = true
        if ASCIISearch.contains("<private>", in: line) { redactedLine = redactedLine ?? number }
      }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed == "<private>" {
        redactedLine = redactedLine ?? number
        return false
      }
      if current != nil, !expectingBroken, trimmed.hasPrefix("(") && !trimmed.hasPrefix("(Note") {
        insideList = true
      }
      return true
    }

    /// The descriptions of one line, `offset` being where the line starts in the text.
    mutating func read(_ entries: [Entry], in line: Substring, number: Int, offset: Int) throws(ConsoleLogError) {
      // Columns are counted once along the line: a line can hold thousands of descriptions.
      var counted = (index: line.startIndex, column: 1)
      func column(of index: Substring.Index) -> Int {
        counted = (index, counted.column + line.distance(from: counted.index, to: index))
        return counted.column
      }
      for entry in entries {
        let start = column(of: entry.start)
        let textColumn = column(of: entry.textStart)
        guard entry.text.utf8.count <= ConsoleLog.maximumDescriptionLength || entry.text.count <= ConsoleLog.maximumDescriptionLength else {
          report(ConsoleLogIssue(
            message: "this description is longer than \(ConsoleLog.maximumDescriptionLength) characters, which no Apple log prints: skipped",
            line: number, column: start, sourceLine: line.prefix(200)))
          continue
        }
        found += 1
        if found > ConsoleLog.maximumConstraints {
          throw .tooManyConstraints(count: found, limit: ConsoleLog.maximumConstraints)
        }
        var parser = LogDescriptionParser(entry.text, line: number, column: start)
        do throws(LogDescriptionParser.Failure) {
          // Only the closing `>` may be missing: a description cut anywhere else (`.lea`) would
          // read as something the log never said.
          if !entry.isComplete, entry.text.last != ")" {
            throw LogDescriptionParser.Failure(message: "cut off", offset: entry.text.count)
          }
          var constraint = try parser.parse()
          constraint.offset = offset + line.utf8.distance(from: line.startIndex, to: entry.start)
          add(constraint, line: number)
        } catch {
          if expectingBroken, let address = ConsoleLog.address(in: entry.text) {
            // The broken constraint is known by its address, even when its description is cut.
            current?.broken = address
            finish()
            continue
          }
          if !entry.isComplete {
            report(ConsoleLogIssue(
              message: "the description is cut off here: the paste ends inside it", line: number,
              column: column(of: entry.end), sourceLine: line))
            current?.isTruncated = true
            continue
          }
          report(ConsoleLogIssue(
            message: error.isUnsupported ? error.message : "cannot read this constraint description: \(error.message)", line: number,
            column: textColumn + error.offset, sourceLine: line))
        }
      }
    }

    private mutating func add(_ constraint: LogConstraint, line: Int) {
      if current == nil { current = LogConflict(listed: [], broken: nil, line: line) }
      if expectingBroken {
        current?.broken = constraint.address
        if current?.listed.contains(where: { $0.address == constraint.address }) == false {
          current?.listed.append(constraint)
        }
        finish()
      } else {
        insideList = true
        current?.listed.append(constraint)
      }
    }

    mutating func finished(text: String) throws(ConsoleLogError) -> ConsoleLog {
      if current != nil {
        if expectingBroken, current?.broken == nil { current?.isTruncated = true }
        finish()
      }
      if conflicts.allSatisfy(\.listed.isEmpty) {
        if let redactedLine { throw .redacted(line: redactedLine) }
        // A report keeps a broken constraint only when its description was found.
        if found > 0 { throw .nothingRead(found: found, first: issues.first) }
        throw .noConstraints
      }
      var log = ConsoleLog(conflicts: conflicts, issues: issues, text: text)
      log.omittedIssues = omittedIssues
      return log
    }
  }
}
