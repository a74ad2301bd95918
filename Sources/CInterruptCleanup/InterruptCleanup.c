#include "CInterruptCleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

/// Batch mode writes from one thread per core, so this many writes in flight covers machines of
/// up to 256 cores; a write beyond it still happens, only without the cleanup.
#define SLOT_COUNT 256

enum { FREE = 0, CLAIMED = 1, READY = 2 };

struct slot {
  /// FREE, CLAIMED while the name is being copied in, READY once the handler may use it.
  atomic_int state;
  int folder;
  char name[VFL_TEMPORARY_NAME_CAPACITY];
};

static struct slot slots[SLOT_COUNT];

int vfl_temporary_remember(int folder, const char *name) {
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

void vfl_temporary_forget(int slot) {
  if (slot < 0 || slot >= SLOT_COUNT) return;
  atomic_store(&slots[slot].state, FREE);
}

static void remove_and_die(int signal_number) {
  int saved = errno;
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
