#if canImport(Glibc)
  import Glibc
#endif

/// Big pixel buffers backed by 2 MiB pages on Linux.
///
/// A fresh 30 MB picture or decoded PNG otherwise costs 7,000 page faults before its first row is
/// written, which take longer than filling it (a `diff` of two 2096 × 2770 PNGs spent half its
/// time in the kernel doing so).
enum HugePages {
  /// Asks the kernel, before the buffer at `base` (`count` bytes) is first written, to back the
  /// whole 2 MiB pages inside it with huge pages. Buffers under two such pages are left alone.
  static func prefer(for base: UnsafeMutableRawPointer, count: Int) {
    #if os(Linux)
      let hugePage = 2 << 20
      guard count >= 2 * hugePage else { return }
      let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
      let end = (Int(bitPattern: base) + count) & ~(hugePage - 1)
      guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(aligned, end - start, MADV_HUGEPAGE)
    #endif
  }
}
