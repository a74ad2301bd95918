/// The exit statuses of `vfl-preview`, kept distinct so that scripts and CI can tell outcomes
/// apart. Every subcommand uses these, and every ``UserFacingError`` names one.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  case success = 0
  /// `--strict` with conflicts, ambiguity or warnings, or `--check` / `diff` finding different
  /// pixels.
  case warningsOrDifferences = 1
  /// The input is invalid: an unreadable file, bad JSON, an unknown view, a missing font, an
  /// output that cannot be written.
  case invalidInput = 2
  /// `--check` / `diff`: the two images have different sizes.
  case sizesDiffer = 3
}
