// FoundationEssentials where it exists: the whole of Foundation (with ICU) cost every run of the
// command line about 2 ms of loading, for nothing it uses.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The defaults `--check` and `diff` share, so that the same pair of images gets the same verdict
/// from both.
enum ComparisonDefaults {
  /// The per-pixel colour threshold (pixelmatch's YIQ distance, 0…1) when `--threshold` is not
  /// given: pixelmatch's own default, which ignores changes the eye barely sees. `--threshold 0`
  /// counts every changed byte.
  static let threshold = 0.1

  /// How the default is worded in both helps.
  static let thresholdHelp =
    "Per-pixel colour threshold, 0…1 (pixelmatch's YIQ distance): 0 counts every changed byte, "
    + "larger ignores subtler changes. --check and diff share the default."
}
