import ArgumentParser
import Layout

extension ExitCode {
  /// The process exit code for one of the tool's outcomes; every subcommand exits through this.
  init(_ status: ExitStatus) {
    self.init(status.rawValue)
  }
}
