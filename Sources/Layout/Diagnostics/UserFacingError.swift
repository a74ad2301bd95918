/// An error a person reads: every error that reaches a user of the command line or of
/// `PreviewTesting` conforms, so that all of them are printed the same way, by
/// ``Diagnostic/rendered``: `file:line:col: error: …`, the source line and a caret when the error
/// points into its input, then `note:` lines.
///
/// Conforming types are enums whose cases carry the facts (paths, sizes, offsets), so tests match
/// cases rather than sentences; the wording is computed from them in ``message``.
public protocol UserFacingError: Error, Sendable {
  /// What went wrong: one clause in lower case, without the location.
  var message: String { get }
  /// Hints printed after the message as `note:` lines, such as `did you mean 'width'?`.
  var notes: [String] { get }
  /// What kind of failure this is; ``FailureKind/invalidInput`` unless the type says otherwise.
  var failureKind: FailureKind { get }
  /// The error as a diagnostic about the input called `fileName`, whose bytes are `source` when
  /// they are at hand. An error that points into the input gives its line, column and caret; one
  /// that does not is reported against the file, or against no file when `fileName` is `nil`.
  func diagnostic(fileName: String?, source: SourceText?) -> Diagnostic
  /// Every diagnostic of the error, for one that stands for several (every problem of a spec,
  /// found in one run); the others give their one ``diagnostic(fileName:source:)``.
  func diagnostics(fileName: String?, source: SourceText?) -> [Diagnostic]
}

extension UserFacingError {
  public var notes: [String] { [] }

  public var failureKind: FailureKind { .invalidInput }

  public func diagnostic(fileName: String?, source: SourceText?) -> Diagnostic {
    Diagnostic(severity: .error, fileName: fileName, message: message, notes: notes)
  }

  public func diagnostics(fileName: String?, source: SourceText?) -> [Diagnostic] {
    [diagnostic(fileName: fileName, source: source)]
  }

  /// The diagnostic of an error that is about no particular input: `error: …`.
  public var diagnostic: Diagnostic { diagnostic(fileName: nil, source: nil) }
}
