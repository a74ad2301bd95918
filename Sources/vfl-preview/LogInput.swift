import Layout
import VFLPreviewSupport

/// A console log given where a spec is expected: `vfl-preview log.txt`, `--from-log`, or standard
/// input that is not JSON. Imported into a spec, with every unreadable part reported as a located
/// warning and a one-line summary of what came in.
enum LogInput {
  /// Whether `input` is a log rather than a spec: a `.txt` or `.log` name, or text that does not
  /// start with `{` and carries a constraint description.
  static func isLog(_ input: InputFile, argument: String, forced: Bool) -> Bool {
    if forced { return true }
    let lowered = argument.lowercased()
    if lowered.hasSuffix(".txt") || lowered.hasSuffix(".log") { return true }
    guard let first = input.bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
      first != UInt8(ascii: "{")
    else { return false }
    let text = ConsoleLog.text(decoding: Array(input.bytes.prefix(1 << 20)))
    return text.contains("Unable to simultaneously satisfy") || text.contains("Layout]")
      || text.contains("<NSLayoutConstraint:") || text.contains("<NSAutoresizingMaskLayoutConstraint:")
  }

  /// The imported spec; `nil` after printing why the log cannot be imported.
  static func importSpec(from input: InputFile) -> ConsoleLogImport? {
    let log: ConsoleLog
    do {
      log = try ConsoleLog.parse(bytes: input.bytes)
    } catch {
      Console.report(error, fileName: input.displayName)
      return nil
    }
    let imported = ConsoleLogImport(log: log)
    guard imported.spec.constraints.contains(where: { !$0.isAssumed }) else {
      // Read, but nothing could be reproduced: never an empty spec.
      let found = log.conflicts.reduce(0) { $0 + $1.listed.count }
      Console.report(ConsoleLogError.nothingRead(found: found, first: imported.issues.first), fileName: input.displayName)
      return nil
    }
    for issue in imported.issues {
      let snippet = issue.snippet
      Console.error(Diagnostic(
        severity: .warning, fileName: input.displayName, line: issue.line, column: issue.column,
        message: issue.message, snippet: snippet.text, caret: snippet.caret).rendered)
    }
    if log.omittedIssues > 0 {
      Console.error(Diagnostic(
        severity: .warning, fileName: input.displayName,
        message: "and \(log.omittedIssues) more descriptions that could not be read, not listed").rendered)
    }
    let count = log.conflicts.reduce(0) { $0 + $1.listed.count }
    let truncated = log.conflicts.contains(where: \.isTruncated) ? " (the paste is cut off: what was complete is imported)" : ""
    Console.error(
      "\(input.displayName): imported \(log.conflicts.count) conflict report\(log.conflicts.count == 1 ? "" : "s") with \(count) listed constraint\(count == 1 ? "" : "s")\(truncated)")
    return imported
  }

  /// One sentence per report: which of the listed constraints actually fight, and how many fewer
  /// they are than the log lists.
  static func summary(of imported: ConsoleLogImport, solution: Solution, displayName: String) -> String {
    var lines: [String] = []
    for (position, report) in imported.log.conflicts.enumerated() where !report.listed.isEmpty {
      let number = imported.log.conflicts.count > 1 ? " \(position + 1)" : ""
      let listed = Set(report.listed.map(\.address))
      guard
        let conflict = solution.conflicts.first(where: { conflict in
          ([conflict.broken] + conflict.conflicting).contains { $0.source.id.map(listed.contains) ?? false }
        })
      else {
        lines.append("\(displayName): report\(number): the listed constraints do not conflict without what the log leaves out")
        continue
      }
      let members = ([conflict.broken] + conflict.conflicting).filter { $0.source.id != nil }
      let implied = conflict.conflicting.count - (members.count - 1)
      let fewer = report.listed.count - members.count
      let shown = members.prefix(Conflict.maximumListed)
      var titles: [String] = shown.map { constraint in
        let views = constraint.views.map(solution.displayName(of:)).joined(separator: " ↔ ")
        let text = constraint.source.text.map(Self.withoutComment) ?? constraint.description
        return views + ": " + text
      }
      if members.count > shown.count { titles.append("… and \(members.count - shown.count) more") }
      let sameChoice = conflict.broken.source.isBrokenInLog ? ", and breaks the same one the log did" : ""
      lines.append(
        "\(displayName): report\(number): \(members.count) of the \(report.listed.count) listed constraints cannot all hold"
          + (fewer > 0 ? " (\(fewer) fewer than the log lists)" : "")
          + (implied > 0 ? ", with sizes that cannot be negative" : "") + sameChoice + ":\n    "
          + titles.joined(separator: "\n    "))
    }
    // Titles and constraint texts come from the log: no escape sequence reaches the terminal.
    return lines.map { line in
      line.split(separator: "\n", omittingEmptySubsequences: false)
        .map { Diagnostic.escapingControlCharacters(String($0)) }.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// A diagnostic about the imported spec, moved to the log line of the constraint it names
  /// (`[id: 0x…]`), with the log's own description under it: the user never sees the spec's lines.
  static func locatedInLog(_ diagnostic: Diagnostic, imported: ConsoleLogImport, logName: String) -> Diagnostic {
    var unlocated = diagnostic
    unlocated.fileName = logName
    unlocated.line = nil
    unlocated.column = nil
    unlocated.snippet = nil
    unlocated.caret = nil
    // What the log does not contain (no negative sizes, assumed sizes) has no place in it.
    guard let range = diagnostic.message.firstRange(of: "[id: 0x") else { return unlocated }
    let address = "0x" + diagnostic.message[range.upperBound...].prefix { $0.isHexDigit }
    guard let constraint = imported.log.conflicts.lazy.flatMap(\.listed).first(where: { $0.address == address })
    else { return unlocated }
    var moved = diagnostic
    moved.fileName = logName
    moved.line = constraint.line
    moved.column = constraint.column
    moved.snippet = "<" + constraint.text + ">"
    moved.caret = 0
    moved.highlightLength = constraint.text.count + 2
    return moved
  }

  /// An imported expression without its `// identifier, mask` comment and the spaces before it.
  static func withoutComment(_ text: String) -> String {
    var kept = text.firstRange(of: "//").map { text[..<$0.lowerBound] } ?? text[...]
    while kept.last == " " { kept = kept.dropLast() }
    return String(kept)
  }
}
