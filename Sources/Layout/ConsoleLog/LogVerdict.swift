import VFLPreviewSupport

/// What became, in this solve, of a constraint a console log says UIKit or AppKit broke: broken
/// here too, or kept, and why, in the words the picture's legend uses.
///
/// Twelve of the corpus's 81 readable logs break a constraint this engine keeps: the other listed
/// constraints already conflict without it, or either choice resolves the conflict.
public struct LogVerdict: Sendable, Equatable {
  /// The constraint's address in the log: its `id` in the imported spec.
  public var id: String
  /// Whether this solve broke it too.
  public var brokenHere: Bool
  /// Why it holds here, when it does.
  public var note: String?

  public init(id: String, brokenHere: Bool, note: String? = nil) {
    self.id = id
    self.brokenHere = brokenHere
    self.note = note
  }

  var jsonDocument: JSONOutput {
    var members: [String: JSONOutput] = ["id": .string(id), "brokenHere": .bool(brokenHere)]
    if let note { members["note"] = .string(note) }
    return .object(members)
  }
}

extension ConsoleLogImport {
  /// For each constraint the log says was broken (once, in the log's order), what the solve of
  /// ``spec`` did with it.
  public func verdicts(in solution: Solution) -> [LogVerdict] {
    var seen: Set<String> = []
    return log.conflicts.compactMap(\.broken).filter { seen.insert($0).inserted }.map { id in
      guard solution.constraints.contains(where: { $0.source.id == id }) else {
        return LogVerdict(
          id: id, brokenHere: false,
          note: "not in the picture: the log's description of it could not be read")
      }
      if solution.conflicts.contains(where: { $0.broken.source.id == id }) {
        return LogVerdict(id: id, brokenHere: true)
      }
      if let conflict = solution.conflicts.first(where: { $0.conflicting.contains { $0.source.id == id } }) {
        let other = conflict.broken.source.id.map { "\($0) (\(conflict.broken.description))" } ?? conflict.broken.description
        return LogVerdict(
          id: id, brokenHere: false, note: "this solve broke \(other) instead; either resolves this conflict")
      }
      return LogVerdict(
        id: id, brokenHere: false,
        note: solution.conflicts.isEmpty
          ? "here it holds: the listed constraints do not conflict without what the log leaves out"
          : "here it holds: the conflict does not need it, the other listed constraints already conflict")
    }
  }

  /// The solved frames as `--format json` writes them for a log: ``Solution/json`` with a
  /// `"brokenInLog"` list of ``verdicts(in:)`` (`{"id", "brokenHere", "note"}`).
  public func json(of solution: Solution) -> String {
    guard case .object(var members) = solution.jsonDocument else { return solution.json }
    members["brokenInLog"] = .array(verdicts(in: solution).map(\.jsonDocument))
    return JSONOutput.object(members).text
  }
}
