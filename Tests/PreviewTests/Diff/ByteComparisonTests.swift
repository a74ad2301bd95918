import TestSupport
import Testing

@testable import Preview

/// The whole-buffer equality check of the comparison fast path: one `memcmp` for small buffers, two
/// halves on two threads for large ones — with the same answer either way.
@Suite struct ByteComparisonTests {
  static func equal(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    first.withUnsafeBufferPointer { a in
      second.withUnsafeBufferPointer { b in
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        return ByteComparison.equal(left, right, count: min(a.count, b.count))
      }
    }
  }

  /// A non-repeating-looking pattern, built by copying blocks so that megabyte buffers stay cheap
  /// in debug builds (a per-byte closure over 8 MB takes seconds there).
  static func pattern(count: Int) -> [UInt8] {
    var bytes = (0..<min(count, 4099)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    while bytes.count < count { bytes.append(contentsOf: bytes.prefix(count - bytes.count)) }
    return bytes
  }

  @Test(
    "equal buffers are equal, below and above the parallel threshold",
    arguments: [1, 63, 4096, ByteComparison.parallelThreshold - 1, ByteComparison.parallelThreshold,
                ByteComparison.parallelThreshold * 2 + 37])
  func equalBuffers(count: Int) {
    let bytes = Self.pattern(count: count)
    let copy = bytes.withUnsafeBufferPointer { [UInt8]($0) }
    #expect(Self.equal(bytes, copy))
  }

  /// One differing byte anywhere — first, around the split, last — is found.
  @Test(
    "one changed byte is found wherever it is",
    arguments: [0, 1, 4_194_303, 4_194_304, 4_194_305, 6_000_000, 8_388_644])
  func oneChangedByte(position: Int) {
    let count = ByteComparison.parallelThreshold * 2 + 37
    let bytes = Self.pattern(count: count)
    var changed = bytes
    changed[position] ^= 0x40
    #expect(!Self.equal(bytes, changed))
    #expect(!Self.equal(changed, bytes))
  }

  @Test func smallBuffersWithADifferenceDiffer() {
    let bytes = Self.pattern(count: 1000)
    var changed = bytes
    changed[999] &+= 1
    #expect(!Self.equal(bytes, changed))
  }
}
