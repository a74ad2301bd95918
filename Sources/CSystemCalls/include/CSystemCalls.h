#ifndef C_SYSTEM_CALLS_H
#define C_SYSTEM_CALLS_H

/// Writes every file system's buffered data and metadata for the file system holding `descriptor`
/// to disk (Linux's syncfs(2), which Glibc's Swift module leaves out: it needs _GNU_SOURCE).
/// Returns 0, or -1 with errno set; -1 with ENOSYS where the call does not exist.
int vfl_sync_file_system(int descriptor);

#endif
