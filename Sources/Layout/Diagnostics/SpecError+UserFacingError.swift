extension SpecError: UserFacingError {
  public var notes: [String] { note.map { [$0.message] } ?? [] }

  /// The diagnostic for this error in the given file: its line and column, the source line (or,
  /// for a constraint, the constraint string) and a caret. Without the source, only the file.
  /// Each error's diagnostic in file order, then `note: N more errors not shown` when there were
  /// more than ``SpecErrorList/maximumCount``.
  public func diagnostics(fileName: String?, source: SourceText?) -> [Diagnostic] {
    var result = errors.map { $0.diagnostic(fileName: fileName, source: source) }
    if case .several(_, let omitted) = self, omitted > 0 {
      result.append(Diagnostic(
        severity: .note, fileName: fileName,
        message: "\(omitted) more error\(omitted == 1 ? "" : "s") not shown"))
    }
    return result
  }

  public func diagnostic(fileName: String?, source: SourceText?) -> Diagnostic {
    if case .several(let errors, _) = self, let first = errors.first {
      return first.diagnostic(fileName: fileName, source: source)
    }
    guard let source, let fileName else {
      return Diagnostic(severity: .error, fileName: fileName, message: message, notes: notes)
    }
    let (line, column) = source.lineAndColumn(ofOffset: offset)
    var diagnostic = Diagnostic(
      severity: .error, fileName: fileName, line: line, column: column, message: message)
    switch self {
    case .constraint(_, _, let text, _, let position, _, _):
      // Show the constraint string itself, as Apple's exception does, with the caret in it.
      let window = SourceText.window(of: text, around: position ?? 0)
      diagnostic.snippet = window.text
      diagnostic.caret = position.map { $0 - window.start }
      if let position, source.stringStartsAt(offset), source.isVerbatimString(at: offset, length: position) {
        diagnostic.column = column + 1 + position
      }
    default:
      let (lineText, caret) = source.lineText(aroundOffset: offset)
      diagnostic.snippet = lineText
      diagnostic.caret = caret
    }
    if let note {
      if let noteOffset = note.offset {
        let (noteLine, noteColumn) = source.lineAndColumn(ofOffset: noteOffset)
        diagnostic.notes.append("\(note.message) (\(fileName):\(noteLine):\(noteColumn))")
      } else {
        diagnostic.notes.append(note.message)
      }
    }
    return diagnostic
  }
}
