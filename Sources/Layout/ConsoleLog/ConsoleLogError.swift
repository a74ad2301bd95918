/// Why a console log cannot be imported at all.
public enum ConsoleLogError: UserFacingError, Equatable {
  /// The system log redacted the constraints (`<private>`): nothing can be read.
  case redacted(line: Int)
  /// No constraint description in the text.
  case noConstraints
  /// More constraint descriptions than any real log prints: refused before anything is solved.
  case tooManyConstraints(count: Int, limit: Int)
  /// Constraint descriptions are there, but not one could be read: importing would give an empty
  /// spec. `found` descriptions were met; `first` is the first problem, if one was reported.
  case nothingRead(found: Int, first: ConsoleLogIssue?)

  /// What the user reads, with what to do.
  public var message: String {
    switch self {
    case .redacted(let line):
      return
        "line \(line): the log's constraints are redacted (<private>): the unified logging system hid them. Copy the message from Xcode's debug console while the app runs from Xcode, or from `log stream --level debug --predicate 'subsystem == \"com.apple.UIKit\"'` after enabling private data, and import that."
    case .tooManyConstraints(let count, let limit):
      return
        "the log lists \(count) constraints; the limit is \(limit) (a real report lists a few dozen): paste the report you want to see"
    case .nothingRead(let found, let first):
      let problem = first.map { " (line \($0.line), column \($0.column): \($0.message))" } ?? ""
      return "no constraint could be read: none of the \(found) constraint description\(found == 1 ? "" : "s") in the log could be read\(problem)"
    case .noConstraints:
      return
        "no constraint descriptions found: expected lines such as \"<NSLayoutConstraint:0x600003a1c0a0 UILabel:0x7fb1c8d0a2e0.leading == UIView:0x7fb1c8d0a0b0.leading + 8   (active)>\" after \"Unable to simultaneously satisfy constraints\""
    }
  }
}
