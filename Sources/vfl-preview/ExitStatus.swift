import ArgumentParser
import Layout
import Preview

/// The exit statuses of `vfl-preview`, kept distinct so that scripts and CI can tell outcomes
/// apart. Every subcommand exits through these; an error's ``FailureKind`` decides which it gets.
enum ExitStatus: Int32, Sendable, CaseIterable {
  case success = 0
  /// `--strict` with conflicts, ambiguity or warnings, or `--check` / `diff` finding different
  /// pixels.
  case warningsOrDifferences = 1
  /// The input is invalid: an unreadable file, bad JSON, an unknown view, a missing font, an
  /// output that cannot be written.
  case invalidInput = 2
  /// `--check` / `diff`: the two images have different sizes.
  case sizesDiffer = 3

  /// The status of a command that stops on an error of this kind: every failure is status 2,
  /// "invalid input", whatever its kind.
  init(_ kind: FailureKind) {
    switch kind {
    case .invalidInput, .unreadableInput, .overLimit, .missingResource, .unwritableOutput,
      .internalError:
      self = .invalidInput
    }
  }

  /// The status of a comparison's verdict: 0 when it passes, 1 when pixels differ, 3 when sizes do.
  init(_ outcome: ComparisonVerdict.Outcome) {
    switch outcome {
    case .match: self = .success
    case .pixelsDiffer: self = .warningsOrDifferences
    case .sizesDiffer: self = .sizesDiffer
    }
  }

  /// How bad an outcome is, for reporting the worst of several: a spec that could not be
  /// checked (2) over different sizes (3) over different pixels or warnings (1) over success.
  var severity: Int {
    switch self {
    case .success: return 0
    case .warningsOrDifferences: return 1
    case .sizesDiffer: return 2
    case .invalidInput: return 3
    }
  }
}

extension ExitCode {
  /// The process exit code for one of the tool's outcomes; every subcommand exits through this.
  init(_ status: ExitStatus) {
    self.init(status.rawValue)
  }
}
