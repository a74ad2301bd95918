#ifndef C_SYSTEM_CALLS_H
#define C_SYSTEM_CALLS_H

/// Writes every file system's buffered data and metadata for the file system holding `descriptor`
/// to disk (Linux's syncfs(2), which Glibc's Swift module leaves out: it needs _GNU_SOURCE).
/// Returns 0, or -1 with errno set; -1 with ENOSYS where the call does not exist.
int vfl_sync_file_system(int descriptor);

/// Asks glibc's allocator to serve blocks of up to `largest_block` bytes from the heap instead of
/// mapping them afresh, and to keep freed heap memory for reuse instead of returning it to the
/// system (mallopt's M_MMAP_THRESHOLD and M_TRIM_THRESHOLD). Does nothing with other C libraries.
void vfl_keep_freed_memory(int largest_block);

#endif
