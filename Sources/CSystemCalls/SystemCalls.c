#define _GNU_SOURCE
#include "CSystemCalls.h"

#include <errno.h>
#if defined(__GLIBC__)
#include <limits.h>
#include <malloc.h>
#endif
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

void vfl_keep_freed_memory(int largest_block) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, largest_block);
  mallopt(M_TRIM_THRESHOLD, INT_MAX);
#else
  (void)largest_block;
#endif
}
