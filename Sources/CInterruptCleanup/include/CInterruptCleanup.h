#ifndef C_INTERRUPT_CLEANUP_H
#define C_INTERRUPT_CLEANUP_H

/// Temporary files that no way of ending the process may leave behind: a signal (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, a crash's SIGABRT or SIGSEGV…) or exit() from any thread.
///
/// This is C, not Swift, because a signal handler may only call async-signal-safe functions:
/// the Swift runtime may allocate, take locks or check exclusivity when a global is touched,
/// none of which is allowed in a handler. Each temporary file is a slot of a fixed table: the
/// folder's descriptor and the file's name in a fixed-size buffer, so the handler reads plain
/// memory and calls only unlinkat(2), nanosleep(2), sigaction(2) and raise(3).

/// The longest temporary file name the table holds, with its terminating NUL.
#define VFL_TEMPORARY_NAME_CAPACITY 64

/// Records that `name` (in the folder open as `folder`) is about to be created. Returns the slot to
/// pass to vfl_temporary_forget, or -1 when the table is full (the file is then not removed on
/// interruption, but still written). Never returns once the process is being interrupted. Each
/// call must be followed by vfl_temporary_opened, whether the file could be created or not.
int vfl_temporary_remember(int folder, const char *name);
/// The open(2) that creates the file of `slot` (or of a -1 slot) has returned.
void vfl_temporary_opened(int slot);
/// The file of `slot` was renamed or removed: the handler must not touch its name any more.
void vfl_temporary_forget(int slot);

/// Removes every remembered file now, waiting (up to a second) for those being created, and
/// makes any later vfl_temporary_remember wait for the end of the process: what the handler and
/// exit() do.
void vfl_temporary_remove_all(void);

/// Installs the handler for every signal whose default action ends the process (a signal the
/// process ignores stays ignored; a crash signal's handler, such as the Swift runtime's
/// backtracer, still runs after it): it removes every remembered file, then lets the signal do
/// what it did before, so the parent sees an interrupted process as before. Also removes them at
/// exit(), and ignores SIGPIPE and SIGXFSZ, so that a write to a closed pipe or past `ulimit -f`
/// fails with EPIPE or EFBIG, a reported error.
void vfl_temporary_install_signal_handlers(void);

#endif
