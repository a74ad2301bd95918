import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-buffer equality for the comparison fast path.
///
/// Identical images are the common case of snapshot tests, and for large images the check is bound
/// by memory bandwidth, which one core cannot saturate: buffers of at least ``parallelThreshold``
/// bytes are compared in two halves on two threads. The answer is the same as one `memcmp`.
enum ByteComparison {
  /// Below this size (4 MiB, a 1024×1024 image) a thread hand-off costs more than it saves.
  static let parallelThreshold = 4 << 20

  /// Whether the `count` bytes at `first` and `second` are equal.
  static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
    guard count >= parallelThreshold else { return memcmp(first, second, count) == 0 }
    // Split on a 64-byte boundary so neither half starts mid cache line.
    let half = (count / 2) & ~63
    // Addresses travel as integers (pointers are not Sendable); each worker writes only its own slot,
    // and concurrentPerform returns after both finished.
    let firstAddress = UInt(bitPattern: first)
    let secondAddress = UInt(bitPattern: second)
    let results = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    defer { results.deallocate() }
    results.initialize(repeating: 1, count: 2)
    let resultsAddress = UInt(bitPattern: results)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      guard let left = UnsafePointer<UInt8>(bitPattern: firstAddress),
        let right = UnsafePointer<UInt8>(bitPattern: secondAddress),
        let slots = UnsafeMutablePointer<Int32>(bitPattern: resultsAddress)
      else { return }
      let start = part == 0 ? 0 : half
      let length = part == 0 ? half : count - half
      slots[part] = memcmp(left + start, right + start, length)
    }
    return results[0] == 0 && results[1] == 0
  }
}
