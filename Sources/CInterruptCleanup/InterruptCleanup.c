#include "CInterruptCleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/// A batch stages at most two groups of 64 files and one more per worker, one worker per
/// processor (AtomicBatchWriter), so this many covers machines of up to 128 processors; a file
/// beyond it is still written, only without the cleanup.
#define SLOT_COUNT 256

enum { FREE = 0, CLAIMED = 1, READY = 2 };

struct slot {
  /// FREE, CLAIMED while the name is being copied in, READY once the handler may use it.
  atomic_int state;
  int folder;
  char name[VFL_TEMPORARY_NAME_CAPACITY];
};

static struct slot slots[SLOT_COUNT];

/// The other threads go on running while the handler removes the files, until the process ends:
/// a file created after the handler looked at its slot would be left behind. So the handler sets
/// `dying`, waits until no thread is between vfl_temporary_remember and vfl_temporary_opened, and
/// only then removes the files; a thread that finds `dying` set in vfl_temporary_remember creates
/// nothing (it waits for the end). Both sides write their variable, then read the other's
/// (sequentially consistent): at least one of them sees the other.
static atomic_int dying;
static atomic_int opening;
/// Whether this thread is between the two calls: the handler, run by such a thread, does not wait
/// for itself.
static _Thread_local int opening_here;

int vfl_temporary_remember(int folder, const char *name) {
  opening_here = 1;
  atomic_fetch_add(&opening, 1);
  if (atomic_load(&dying)) {
    atomic_fetch_sub(&opening, 1);
    opening_here = 0;
    for (;;) pause();
  }
  if (strlen(name) >= VFL_TEMPORARY_NAME_CAPACITY) return -1;
  for (int index = 0; index < SLOT_COUNT; index++) {
    int expected = FREE;
    if (atomic_compare_exchange_strong(&slots[index].state, &expected, CLAIMED)) {
      slots[index].folder = folder;
      strcpy(slots[index].name, name);
      atomic_store(&slots[index].state, READY);
      return index;
    }
  }
  return -1;
}

void vfl_temporary_opened(int slot) {
  (void)slot;
  atomic_fetch_sub(&opening, 1);
  opening_here = 0;
}

void vfl_temporary_forget(int slot) {
  if (slot < 0 || slot >= SLOT_COUNT) return;
  atomic_store(&slots[slot].state, FREE);
}

void vfl_temporary_remove_all(void) {
  int saved = errno;
  atomic_store(&dying, 1);
  // Files being created now are waited for, up to a second (an open on a hung network share
  // never returns; its file is then left).
  for (int waited = 0; atomic_load(&opening) > opening_here && waited < 1000; waited++) {
    struct timespec millisecond = {0, 1000000};
    nanosleep(&millisecond, NULL);
  }
  for (int index = 0; index < SLOT_COUNT; index++) {
    if (atomic_load(&slots[index].state) == READY) {
      unlinkat(slots[index].folder, slots[index].name, 0);
    }
  }
  errno = saved;
}

/// What each handled signal did before the handler was installed: the default action, or a
/// handler of the runtime's (Swift's backtracer catches SIGQUIT and the crashes: SIGSEGV, SIGILL,
/// SIGABRT…).
static struct sigaction previous_actions[NSIG];

static void remove_and_die(int signal_number, siginfo_t *info, void *context) {
  vfl_temporary_remove_all();
  // A crash's backtrace is still printed: the runtime's handler is called as the kernel would
  // have, with this signal's information and context.
  struct sigaction *previous = &previous_actions[signal_number];
  if (previous->sa_flags & SA_SIGINFO) {
    if (previous->sa_sigaction) previous->sa_sigaction(signal_number, info, context);
  } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
    previous->sa_handler(signal_number);
  }
  // Then the process dies of the signal, with the default action, as if no handler had been
  // there: a shell sees 130 for ^C, `timeout` sees SIGTERM. (The backtracer returns from a signal
  // another process sent, so the signal is raised again here whatever it did.) The signal is
  // blocked while its handler runs: it is delivered when this returns.
  struct sigaction default_action;
  memset(&default_action, 0, sizeof default_action);
  default_action.sa_handler = SIG_DFL;
  sigemptyset(&default_action.sa_mask);
  sigaction(signal_number, &default_action, NULL);
  raise(signal_number);
}

/// The signals whose default action is to end the process, less the two a process cannot catch
/// and the two whose failure is better reported as an error (SIGPIPE, SIGXFSZ).
static int ends_the_process(int signal_number) {
  switch (signal_number) {
  case SIGKILL: case SIGSTOP:  // cannot be caught
  case SIGPIPE: case SIGXFSZ:  // ignored: the write fails with EPIPE or EFBIG instead
  case SIGCHLD: case SIGCONT: case SIGURG: case SIGWINCH:  // ignored by default
  case SIGTSTP: case SIGTTIN: case SIGTTOU:  // stop, not end
    return 0;
  default:
    return 1;
  }
}

/// The profiling timers: a handler there belongs to a profiler, which expects the process to go on.
static int is_profiling(int signal_number) {
  return signal_number == SIGPROF || signal_number == SIGVTALRM;
}

static void remove_at_exit(void) { vfl_temporary_remove_all(); }

void vfl_temporary_install_signal_handlers(void) {
  // A write to a pipe whose reader is gone, or past `ulimit -f`, fails with EPIPE or EFBIG, which
  // the tool reports like any failed write, instead of killing it with SIGPIPE or SIGXFSZ.
  signal(SIGPIPE, SIG_IGN);
  signal(SIGXFSZ, SIG_IGN);
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (!ends_the_process(signal_number)) continue;
    struct sigaction previous;
    // The C library keeps some real-time signals for itself and refuses them here.
    if (sigaction(signal_number, NULL, &previous) != 0) continue;
    // `nohup` and background jobs ignore some signals on purpose; they stay ignored. A
    // profiler's handler is left alone. Any other handler (the Swift runtime's, for SIGQUIT and the
    // crashes) is called from this one, and then the process dies: the runtime's prints a
    // backtrace and lets the process go on after a SIGQUIT, which was left with its files.
    if (previous.sa_handler == SIG_IGN) continue;
    if (previous.sa_handler != SIG_DFL && is_profiling(signal_number)) continue;
    previous_actions[signal_number] = previous;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = remove_and_die;
    sigemptyset(&action.sa_mask);
    // A crash on a thread whose stack overflowed runs its handler on the alternate stack the
    // runtime set up, when there is one.
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(signal_number, &action, NULL);
  }
  // Every other way out (an error that ends the run with exit(), from any thread) removes the
  // files too.
  atexit(remove_at_exit);
}
