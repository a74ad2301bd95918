import ArgumentParser

/// The tool's exit codes, kept distinct so scripts and CI can tell outcomes apart.
enum ExitStatus {
  static let success = ExitCode(0)
  /// `--strict` with conflicts or ambiguity, or `--check` / `diff` finding different pixels.
  static let warningsOrDifferences = ExitCode(1)
  /// The input is invalid: unreadable file, bad JSON, an unknown view, a missing font.
  static let invalidInput = ExitCode(2)
  /// `--check` / `diff`: the two images have different sizes.
  static let sizesDiffer = ExitCode(3)
}
