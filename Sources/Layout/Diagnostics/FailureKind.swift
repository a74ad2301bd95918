/// What kind of failure an error is, so that a program can act on it without reading its
/// message: the command line turns it into its exit status, a test helper into its failure.
public enum FailureKind: Sendable, Equatable, CaseIterable {
  /// The input is not what its format allows: JSON that does not parse, an unknown view, a
  /// constraint Auto Layout would reject, a corrupt PNG, a log with nothing to import.
  case invalidInput
  /// An input could not be read: it is missing, a folder, or not readable.
  case unreadableInput
  /// The input is valid but over a limit: a file, a canvas or a picture too large to handle.
  case overLimit
  /// Something the work needs besides the input is missing or unusable, such as a font.
  case missingResource
  /// An output could not be written.
  case unwritableOutput
  /// The tool gave up where it should not have (the solver's iteration cap, an encoder refusing an
  /// image it made): a bug to report.
  case internalError
}
