#if canImport(Glibc)
  import Glibc
#endif

/// Big pixel buffers backed by 2 MiB pages on Linux.
///
/// A fresh 30 MB picture or decoded PNG otherwise costs 7,000 page faults before its first row is
/// written, which take longer than filling it (a `diff` of two 2096 × 2770 PNGs spent half its
/// time in the kernel doing so). A 2× render of a small spec (2.2 MB) took 545 of its 1,385 faults
/// to fill its background.
///
/// Only whole 2 MiB pages inside a buffer can be huge, and a buffer from `malloc` starts anywhere:
/// on average half a huge page at its head stays in 4 KiB pages. ``capacity(for:)`` sizes an
/// allocation so that glibc maps it on its own with a length in whole 2 MiB pages, which Linux
/// places on a 2 MiB boundary; ``prefer(for:count:)`` then covers the buffer from its first page.
enum HugePages {
  private static let hugePage = 2 << 20
  /// The bytes `malloc` and a Swift array put before the elements of a buffer mapped on its own
  /// (glibc's chunk header, the array's header), with room to spare.
  private static let headers = 128

  /// The capacity to allocate for a buffer of `count` bytes: `count` itself for buffers that
  /// cannot hold a whole huge page, else the whole 2 MiB pages that hold it, less the headers.
  ///
  /// The extra capacity is address space, never touched: it costs no memory.
  static func capacity(for count: Int) -> Int {
    #if os(Linux)
      guard count >= hugePage - headers, count <= Int.max / 2 else { return count }
      let pages = (count + headers + hugePage - 1) / hugePage
      return pages * hugePage - headers
    #else
      return count
    #endif
  }

  /// Asks the kernel, before the buffer at `base` (`count` bytes) is first written, to back the
  /// whole 2 MiB pages that it covers with huge pages. A buffer that starts in the first 4 KiB
  /// page of a 2 MiB page (one sized by ``capacity(for:)``) is covered from that page, which is
  /// collapsed into a huge page at once: the bytes before it are its own headers. The pages that
  /// hold its tail are left at 4 KiB, so a buffer never takes more memory than its own size
  /// rounded to pages.
  static func prefer(for base: UnsafeMutableRawPointer, count: Int) {
    #if os(Linux)
      let address = Int(bitPattern: base)
      let below = address & ~(hugePage - 1)
      let start = address - below < 4096 ? below : below + hugePage
      let end = (address + count) & ~(hugePage - 1)
      guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
      guard madvise(aligned, end - start, MADV_HUGEPAGE) == 0, start == below else { return }
      // `malloc` wrote its header in the first 4 KiB page, so that page is mapped small and the
      // first fault would map the rest of its 2 MiB small too. Collapsing it now (Linux 6.1+; an
      // error where unsupported, and the pages stay small) costs one 2 MiB clear: 0.15 ms instead
      // of 0.9 for 512 faults and their unmapping, measured on a 2.2 MB picture.
      _ = madvise(aligned, hugePage, madviseCollapse)
    #endif
  }

  /// `MADV_COLLAPSE`, which the C library's headers may not name yet.
  private static let madviseCollapse: Int32 = 25
}
