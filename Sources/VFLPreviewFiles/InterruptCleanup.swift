import CInterruptCleanup

/// Removing the temporary files of `AtomicFileWriter` however the process ends: a signal (SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, a crash…) or `exit()` from any thread. The writer
/// always records its temporary file; only a program that owns the process's signals (the command
/// line, not a library in someone's test runner) installs the handler that removes them.
package enum InterruptCleanup {
  /// Installs the handlers and the exit hook, and ignores SIGPIPE and SIGXFSZ (writes then fail
  /// with EPIPE and EFBIG, reported as errors); signals the process ignores stay ignored.
  package static func installSignalHandlers() {
    vfl_temporary_install_signal_handlers()
  }
}
