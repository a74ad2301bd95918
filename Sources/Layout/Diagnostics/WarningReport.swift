/// Turns conflicts and ambiguities into compiler-style warnings that point at the constraint
/// strings in the spec file, each with a caret under the part that generated the constraint —
/// the report Apple's "Unable to simultaneously satisfy constraints" log never gives — and the
/// solution's other warnings (frames off the canvas, squeezed labels) into warnings at the view.
/// The command line prints it; `PreviewTesting`'s layout-issue assertion quotes it.
package struct WarningReport {
  let fileName: String
  let spec: LayoutSpec
  let source: SourceText
  /// Where each view is declared; looked up once per warning, so a spec with 100,000 ambiguous
  /// views must not search the view list each time.
  private let viewOffsets: [String: Int]

  package init(fileName: String, spec: LayoutSpec, source: SourceText) {
    self.fileName = fileName
    self.spec = spec
    self.source = source
    var offsets: [String: Int] = [:]
    offsets.reserveCapacity(spec.views.count)
    for view in spec.views where offsets[view.name] == nil { offsets[view.name] = view.offset }
    viewOffsets = offsets
  }

  package func diagnostics(for solution: Solution) -> [Diagnostic] {
    var result: [Diagnostic] = []
    // Every conflict of one long VFL string points into it: each shows a window of it, not all of it.
    var excerpts = ConstraintExcerpts()
    let count = solution.conflicts.count
    for (index, conflict) in solution.conflicts.enumerated() {
      var warning = diagnostic(
        for: conflict.broken, severity: .warning, excerpts: &excerpts,
        message:
          "conflict \(index + 1) of \(count): unable to simultaneously satisfy constraints; broke \(conflict.broken.description)")
      warning.notes = []
      if !conflict.isExplained {
        warning.notes.append(
          "not explained: the conflicts before it already name \(ConflictExplainer.maximumExplainedMembers) "
            + "constraints; resolve those first")
      }
      result.append(warning)
      for constraint in conflict.conflicting.prefix(Conflict.maximumListed) {
        result.append(
          diagnostic(
            for: constraint, severity: .note, excerpts: &excerpts,
            message: "conflicts with \(constraint.description)"))
      }
      if conflict.conflicting.count > Conflict.maximumListed {
        result[result.count - 1].notes.append(
          "and \(conflict.conflicting.count - Conflict.maximumListed) more constraints of the same conflict, not listed")
      }
    }
    for ambiguity in solution.ambiguities {
      let offset = viewOffsets[ambiguity.view] ?? 0
      let (line, column) = source.lineAndColumn(ofOffset: offset)
      let attributes = ambiguity.attributes.map(\.rawValue).joined(separator: ", ")
      var warning = Diagnostic(
        severity: .warning, fileName: fileName, line: line, column: column,
        message:
          "'\(ambiguity.view)' has an ambiguous layout (\(attributes)): \(ambiguity.causes.map(\.description).joined(separator: "; "))")
      warning.notes = ambiguity.competing.map { "competing: \($0.description)" }
      let counts = ambiguity.causes.map { cause -> Int in
        if case .competingConstraints(_, let count, _) = cause { return count }
        return 0
      }
      if let most = counts.max(), most > ambiguity.competing.count {
        warning.notes.append("only the first \(ambiguity.competing.count) competing constraints are listed")
      }
      result.append(warning)
    }
    for warning in solution.warnings {
      if case .makesNoConstraint(let view, let entry, let text) = warning, entry < spec.constraints.count {
        // At the string, underlined whole.
        var diagnostic = diagnostic(
          forEntry: entry, span: 0..<text.count, severity: .warning, excerpts: &excerpts,
          message: "this string makes no constraint: \(LayoutWarning.namesOnly(view))")
        diagnostic.notes = [
          "a view on its own in brackets is legal VFL and adds no constraint; connect it (|-[\(view)]) or give it a size ([\(view)(40)])"
        ]
        result.append(diagnostic)
        continue
      }
      let (line, column) = source.lineAndColumn(ofOffset: viewOffsets[warning.view] ?? 0)
      result.append(Diagnostic(
        severity: .warning, fileName: fileName, line: line, column: column, message: warning.message))
    }
    return result
  }

  private func diagnostic(
    for constraint: LayoutConstraint, severity: Diagnostic.Severity,
    excerpts: inout ConstraintExcerpts, message: String
  ) -> Diagnostic {
    let origin = constraint.source
    var text = message
    if let id = origin.id { text += " [id: \(id)]" }
    if let index = origin.index, index < spec.constraints.count {
      return diagnostic(forEntry: index, span: origin.span, severity: severity, excerpts: &excerpts, message: text)
    }
    if let view = origin.kind.impliedView {
      let offset = viewOffsets[view] ?? 0
      let (line, column) = source.lineAndColumn(ofOffset: offset)
      return Diagnostic(
        severity: severity, fileName: fileName, line: line, column: column,
        message: "views.\(view): \(text)")
    }
    return Diagnostic(severity: severity, fileName: fileName, message: text)
  }

  /// A diagnostic at the spec's `constraints[index]`: its string quoted, with a caret under `span`
  /// (characters of the string) when there is one.
  private func diagnostic(
    forEntry index: Int, span: Range<Int>?, severity: Diagnostic.Severity,
    excerpts: inout ConstraintExcerpts, message: String
  ) -> Diagnostic {
    let entry = spec.constraints[index]
    let (line, column) = source.lineAndColumn(ofOffset: entry.textOffset)
    var diagnostic = Diagnostic(
      severity: severity, fileName: fileName, line: line, column: column,
      message: "constraints[\(index)]: \(message)")
    let excerpt = excerpts.excerpt(of: entry.text, index: index, span: span)
    diagnostic.snippet = excerpt.text
    if let span {
      diagnostic.caret = excerpt.caret
      diagnostic.highlightLength = excerpt.highlightLength
      if source.bytes.indices.contains(entry.textOffset), source.bytes[entry.textOffset] == UInt8(ascii: "\"") {
        diagnostic.column = column + 1 + span.lowerBound
      }
    }
    return diagnostic
  }
}
