#include "CInterruptCleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
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

static void remove_and_die(int signal_number) {
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
  // Die of the same signal, so a shell sees 130 for ^C and `timeout` sees SIGTERM. The signal is
  // blocked while its handler runs: it is delivered, with the default action, when this returns.
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

void vfl_temporary_install_signal_handlers(void) {
  const int signals[] = {SIGINT, SIGTERM, SIGHUP};
  for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
    struct sigaction previous;
    if (sigaction(signals[index], NULL, &previous) != 0) continue;
    // `nohup` and background jobs ignore some signals on purpose; they stay ignored.
    if (previous.sa_handler == SIG_IGN) continue;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = remove_and_die;
    sigemptyset(&action.sa_mask);
    sigaction(signals[index], &action, NULL);
  }
}
