import CSystemCalls

/// How a batch asks the C library to keep the memory its specs free.
///
/// Every spec of a batch allocates its picture (megabytes) and frees it before the next. By
/// default glibc hands such blocks to the kernel on free and maps fresh ones for the next spec,
/// which the kernel must clear first: a 1,000-spec batch spent 3 % of its processor time clearing
/// pages it was about to fill. Kept in the heap, the next picture reuses them.
package enum BatchHeap {
  /// Serves blocks of up to 32 MiB (a 2048 × 2732 screen is 22 MiB) from the heap and never gives
  /// freed heap memory back during the run. A batch's peak memory is unchanged: each worker
  /// reuses what its previous spec freed.
  package static func keepFreedMemory() {
    vfl_keep_freed_memory(32 << 20)
  }
}
