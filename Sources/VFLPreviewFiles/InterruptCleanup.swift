import CInterruptCleanup

/// Removing the temporary files of `AtomicFileWriter` when the process is interrupted (SIGINT,
/// SIGTERM, SIGHUP). The writer always records its temporary file; only a program that owns the
/// process's signals (the command line, not a library in someone's test runner) installs the
/// handler that removes them.
package enum InterruptCleanup {
  /// Installs the handlers; signals the process ignores stay ignored.
  package static func installSignalHandlers() {
    vfl_temporary_install_signal_handlers()
  }
}
