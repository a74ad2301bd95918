import Layout
extension InputFile {
  /// Whether this input is a console log rather than a spec: `--from-log`, a `.txt` or `.log`
  /// name, or text that does not start with `{` and carries a constraint description.
  func isConsoleLog(argument: String, forced: Bool) -> Bool {
    if forced { return true }
    let lowered = argument.lowercased()
    if lowered.hasSuffix(".txt") || lowered.hasSuffix(".log") { return true }
    guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
      first != UInt8(ascii: "{")
    else { return false }
    let text = ConsoleLog.text(decoding: Array(bytes.prefix(1 << 20)))
    return text.contains("Unable to simultaneously satisfy") || text.contains("Layout]")
      || text.contains("<NSLayoutConstraint:") || text.contains("<NSAutoresizingMaskLayoutConstraint:")
  }
}
