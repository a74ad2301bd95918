import Layout
import VFLPreviewSupport

/// A console log given where a spec is expected (`vfl-preview log.txt`, `--from-log`, standard
/// input that is not JSON, `PreviewTesting`'s `.consoleLog`, `vfl-preview import`): imported into a
/// spec, with every unreadable part reported as a located warning and a one-line summary of what
/// came in. The one place that calls the console-log importer.
public enum ConsoleLogInput {
  /// A log imported into a spec.
  public struct Imported: Sendable {
    /// The import: the spec, the log it came from, and where each constraint was.
    public var log: ConsoleLogImport
    /// The import's warnings (parts it could not read) and its summary line, in order.
    public var messages: [PreviewMessage]
  }

  /// Imports the log in `bytes`, called `name` in messages; a log with nothing to import fails.
  public static func importSpec(from bytes: [UInt8], name: String) throws(PreviewFailure) -> Imported {
    let log: ConsoleLog
    do {
      log = try ConsoleLog.parse(bytes: bytes)
    } catch {
      throw PreviewFailure(error, fileName: name)
    }
    let imported = ConsoleLogImport(log: log)
    guard imported.spec.constraints.contains(where: { !$0.isAssumed }) else {
      // Read, but nothing could be reproduced: never an empty spec.
      let found = log.conflicts.reduce(0) { $0 + $1.listed.count }
      throw PreviewFailure(ConsoleLogError.nothingRead(found: found, first: imported.issues.first), fileName: name)
    }
    var messages: [PreviewMessage] = []
    for issue in imported.issues {
      let snippet = issue.snippet
      messages.append(.diagnostic(Diagnostic(
        severity: .warning, fileName: name, line: issue.line, column: issue.column,
        message: issue.message, snippet: snippet.text, caret: snippet.caret)))
    }
    if log.omittedIssues > 0 {
      messages.append(.diagnostic(Diagnostic(
        severity: .warning, fileName: name,
        message: "and \(log.omittedIssues) more descriptions that could not be read, not listed")))
    }
    let count = log.conflicts.reduce(0) { $0 + $1.listed.count }
    let truncated = log.conflicts.contains(where: \.isTruncated) ? " (the paste is cut off: what was complete is imported)" : ""
    messages.append(.remark(
      "\(name): imported \(log.conflicts.count) conflict report\(log.conflicts.count == 1 ? "" : "s") with \(count) listed constraint\(count == 1 ? "" : "s")\(truncated)"))
    return Imported(log: imported, messages: messages)
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
