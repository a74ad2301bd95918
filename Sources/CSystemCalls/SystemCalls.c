#define _GNU_SOURCE
#include "CSystemCalls.h"

#include <errno.h>
#include <unistd.h>

int vfl_sync_file_system(int descriptor) {
#if defined(__linux__)
  return syncfs(descriptor);
#else
  (void)descriptor;
  errno = ENOSYS;
  return -1;
#endif
}
