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
    let text = String(decoding: input.bytes.prefix(1 << 20), as: UTF8.self)
    return text.contains("Unable to simultaneously satisfy") || text.contains("Layout]")
      || text.contains("<NSLayoutConstraint:") || text.contains("<NSAutoresizingMaskLayoutConstraint:")
  }

  /// The imported spec's JSON; `nil` after printing why the log cannot be imported.
  static func importSpec(from input: InputFile) -> ConsoleLogImport? {
    let text = String(decoding: input.bytes, as: UTF8.self)
    let log: ConsoleLog
    do {
      log = try ConsoleLog.parse(text)
    } catch {
      Console.error("\(input.displayName): error: \(error.message)")
      return nil
    }
    let imported = ConsoleLogImport(log: log)
    for issue in imported.issues {
      Console.error(Diagnostic(
        severity: .warning, fileName: input.displayName, line: issue.line, column: issue.column,
        message: issue.message, snippet: issue.sourceLine, caret: issue.caret).rendered)
    }
    let count = log.conflicts.reduce(0) { $0 + $1.listed.count }
    let truncated = log.conflicts.contains(where: \.isTruncated) ? " (the paste is cut off: what was complete is imported)" : ""
    Console.error(
      "\(input.displayName): imported \(log.conflicts.count) conflict report\(log.conflicts.count == 1 ? "" : "s") with \(count) listed constraint\(count == 1 ? "" : "s")\(truncated)")
    return imported
  }
}
