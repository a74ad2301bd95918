#ifndef C_INTERRUPT_CLEANUP_H
#define C_INTERRUPT_CLEANUP_H

/// Temporary files that SIGINT, SIGTERM or SIGHUP must not leave behind.
///
/// This is C, not Swift, because a signal handler may only call async-signal-safe functions:
/// the Swift runtime may allocate, take locks or check exclusivity when a global is touched,
/// none of which is allowed in a handler. Each temporary file is a slot of a fixed table: the
/// folder's descriptor and the file's name in a fixed-size buffer, so the handler reads plain
/// memory and calls only unlinkat(2), signal(2) and raise(3).

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

/// Installs the handler for SIGINT, SIGTERM and SIGHUP (a signal the process ignores stays
/// ignored): it removes every remembered file, then dies of the same signal with the default
/// action, so the parent sees an interrupted process as before.
void vfl_temporary_install_signal_handlers(void);

#endif
