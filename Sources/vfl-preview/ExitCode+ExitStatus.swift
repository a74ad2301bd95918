import ArgumentParser
import Layout

extension ExitCode {
  /// The process exit code for one of the tool's outcomes; every subcommand exits through this.
  init(_ status: ExitStatus) {
    self.init(status.rawValue)
  }
}

extension ExitStatus {
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
