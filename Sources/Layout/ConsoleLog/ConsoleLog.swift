/// A pasted console log read for its Auto Layout conflicts: every "Unable to simultaneously satisfy
/// constraints" report with its listed constraints and the one broken to recover, and whatever
/// could not be read, located.
///
/// Anything around the reports is skipped: timestamps and process prefixes, the "Try this" advice,
/// the symbolic-breakpoint hints, other log lines. A description list without a header (a paste of
/// the list alone) is read as one report.
public struct ConsoleLog: Sendable, Equatable {
  public var conflicts: [LogConflict]
  /// Lines that looked like constraint descriptions but could not be read, and cut-off reports.
  public var issues: [ConsoleLogIssue]

  public init(conflicts: [LogConflict], issues: [ConsoleLogIssue]) {
    self.conflicts = conflicts
    self.issues = issues
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

  static func isHeader(_ line: Substring) -> Bool {
    headers.contains { ASCIISearch.contains($0, in: line) }
  }

  /// Typographic quotes (a blog's or a word processor's) as the ASCII ones Apple prints.
  static func straighteningQuotes(_ text: String) -> String {
    // U+2018, U+2019, U+201C and U+201D are E2 80 98/99/9C/9D in UTF-8: a byte scan finds them
    // without walking the text's characters.
    let bytes = text.utf8
    var found = false
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in bytes {
      if previous == (0xE2, 0x80), byte == 0x98 || byte == 0x99 || byte == 0x9C || byte == 0x9D {
        found = true
        break
      }
      previous = (previous.1, byte)
    }
    guard found else { return text }
    return String(text.map { character -> Character in
      switch character {
      case "‘", "’": return "'"
      case "“", "”": return "\""
      default: return character
      }
    })
  }

  /// Reads `text`.
  ///
  /// - Throws: ``ConsoleLogError/redacted(line:)`` when every report is redacted (`<private>`),
  ///   ``ConsoleLogError/noConstraints`` when nothing in the text is a constraint description.
  public static func parse(_ text: String) throws(ConsoleLogError) -> ConsoleLog {
    var conflicts: [LogConflict] = []
    var issues: [ConsoleLogIssue] = []
    var current: LogConflict?
    var expectingBroken = false
    var insideList = false
    var redactedLine: Int?
    var read = 0

    func finish() {
      guard var conflict = current else { return }
      // A list still open when the report ends was cut off.
      if insideList { conflict.isTruncated = true }
      if !conflict.listed.isEmpty || conflict.broken != nil { conflicts.append(conflict) }
      current = nil
      expectingBroken = false
      insideList = false
    }

    let lines = straighteningQuotes(text).split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? line.dropLast() : line
    }
    var offset = 0
    while offset < lines.count {
      let number = offset + 1
      var line = lines[offset]
      offset += 1
      if isHeader(line) {
        finish()
        current = LogConflict(listed: [], broken: nil, line: number)
        if ASCIISearch.contains("<private>", in: line) { redactedLine = redactedLine ?? number }
        continue
      }
      if ASCIISearch.contains(recovery, in: line) {
        if current == nil { current = LogConflict(listed: [], broken: nil, line: number) }
        insideList = false
        expectingBroken = true
        if ASCIISearch.contains("<private>", in: line) { redactedLine = redactedLine ?? number }
      }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed == "<private>" {
        redactedLine = redactedLine ?? number
        continue
      }
      if current != nil, !expectingBroken, trimmed.hasPrefix("(") && !trimmed.hasPrefix("(Note") {
        insideList = true
      }
      var found = descriptions(in: line)
      // A description wrapped over several lines (a narrow console, a pretty-printer): the next
      // lines are joined to it until it ends.
      var joined = 0
      while let last = found.last, !last.1, joined < 8, offset < lines.count,
        !isHeader(lines[offset]), !ASCIISearch.contains(recovery, in: lines[offset])
      {
        let continuation = lines[offset].drop { $0 == " " || $0 == "\t" }
        if continuation.isEmpty || (continuation.hasPrefix("\"<") && looksLikeDescription(continuation.dropFirst())) {
          break
        }
        line = Substring(String(line) + (line.hasSuffix(" ") ? "" : " ") + continuation)
        offset += 1
        joined += 1
        found = descriptions(in: line)
      }
      for (range, isComplete) in found {
        let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
        guard line[range].count <= maximumDescriptionLength else {
          issues.append(ConsoleLogIssue(
            message: "this description is longer than \(maximumDescriptionLength) characters, which no Apple log prints: skipped",
            line: number, column: column, sourceLine: String(line.prefix(200))))
          continue
        }
        read += 1
        if read > maximumConstraints {
          throw .tooManyConstraints(count: read, limit: maximumConstraints)
        }
        let inner: Substring
        if isComplete {
          inner = line[line.index(after: range.lowerBound)..<line.index(before: range.upperBound)]
        } else {
          // Cut off: read what is there (the closing `>` alone is often what the paste lost).
          var rest = line[line.index(after: range.lowerBound)...]
          while let last = rest.last, last == " " || last == "\"" || last == "," { rest = rest.dropLast() }
          inner = rest
        }
        var parser = LogDescriptionParser(inner, line: number, column: column)
        do throws(LogDescriptionParser.Failure) {
          // Only the closing `>` may be missing: a description cut anywhere else (`.lea`) would
          // read as something the log never said.
          if !isComplete, inner.last != ")" {
            throw LogDescriptionParser.Failure(message: "cut off", offset: inner.count)
          }
          let constraint = try parser.parse()
          if current == nil { current = LogConflict(listed: [], broken: nil, line: number) }
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
        } catch {
          if expectingBroken, let address = Self.address(in: inner) {
            // The broken constraint is known by its address, even when its description is cut.
            current?.broken = address
            finish()
            continue
          }
          if !isComplete {
            issues.append(ConsoleLogIssue(
              message: "the description is cut off here: the paste ends inside it", line: number,
              column: column + line.distance(from: range.lowerBound, to: range.upperBound),
              sourceLine: String(line)))
            if var conflict = current {
              conflict.isTruncated = true
              current = conflict
            }
            continue
          }
          issues.append(ConsoleLogIssue(
            message: "cannot read this constraint description: \(error.message)", line: number,
            column: column + 1 + error.offset, sourceLine: String(line)))
        }
      }
      if found.isEmpty, insideList, trimmed.hasPrefix(")") { insideList = false }
    }
    if current != nil {
      if expectingBroken, current?.broken == nil { current?.isTruncated = true }
      finish()
    }
    if conflicts.isEmpty {
      if let redactedLine { throw .redacted(line: redactedLine) }
      throw .noConstraints
    }
    return ConsoleLog(conflicts: conflicts, issues: issues)
  }

  /// The `<Class:0x… …>` descriptions in one line, each with whether it ends on the line. A
  /// description ends at the `>` that is followed only by its closing quote, a comma or the end:
  /// `>` also appears inside (`>=`, SnapKit's `<UIView:0x…>`).
  static func descriptions(in line: Substring) -> [(Range<Substring.Index>, Bool)] {
    var result: [(Range<Substring.Index>, Bool)] = []
    var position = line.startIndex
    while let start = line[position...].firstIndex(of: "<") {
      guard looksLikeDescription(line[start...]) else {
        position = line.index(after: start)
        continue
      }
      // The end: the first `>` after which comes `"`, `,`, `)` or only spaces, with brackets balanced.
      var depth = 0
      var cursor = start
      var end: Substring.Index?
      while cursor < line.endIndex {
        let character = line[cursor]
        if character == "<", cursor > start, line[line.index(after: cursor)...].first.map({ $0 != "=" }) ?? false,
          looksLikeItem(line[cursor...])
        {
          depth += 1
        } else if character == "<" && cursor == start {
          depth = 1
        } else if character == ">" {
          // `>=` is a relation, not the end.
          let next = line.index(after: cursor)
          if next == line.endIndex || line[next] != "=" {
            depth -= 1
            if depth == 0 {
              end = line.index(after: cursor)
              break
            }
          }
        }
        cursor = line.index(after: cursor)
      }
      guard let end else {
        result.append((start..<line.endIndex, false))
        break
      }
      result.append((start..<end, true))
      position = end
    }
    return result
  }

  /// The constraint's own address at the start of a description: `NSLayoutConstraint:0x60000286f610 …`.
  static func address(in description: Substring) -> String? {
    guard let colon = description.prefix(200).firstIndex(of: ":") else { return nil }
    let rest = description[colon...].dropFirst()
    guard rest.hasPrefix("0x") else { return nil }
    let hex = rest.dropFirst(2).prefix { $0.isHexDigit }
    return hex.isEmpty ? nil : "0x" + hex
  }

  /// `<NSLayoutConstraint:0x…`, `<<Module.LayoutConstraint:0x…`: a class name, a colon and an address.
  static func looksLikeDescription(_ text: Substring) -> Bool {
    var rest = text.dropFirst()
    // A hand-edited `< NSLayoutConstraint:…`.
    if rest.first == " " { rest = rest.drop { $0 == " " } }
    if rest.first == "<" { rest = rest.dropFirst() }
    return looksLikeItem(rest)
  }

  private static func looksLikeItem(_ text: Substring) -> Bool {
    var rest = text
    if rest.first == "<" { rest = rest.dropFirst() }
    guard let colon = rest.prefix(200).firstIndex(of: ":") else { return false }
    let name = rest[..<colon]
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" })
    else { return false }
    return rest[colon...].dropFirst().hasPrefix("0x")
  }
}
