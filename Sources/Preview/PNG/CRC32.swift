import CDeflate

/// The CRC-32 of ISO 3309 that PNG chunks use (reflected polynomial 0xEDB88320): libdeflate's.
package enum CRC32 {
  /// The checksum of `bytes`, continuing from `crc`, the checksum of the bytes before them (0 to
  /// start).
  package static func checksum(of bytes: some Collection<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    if let value = bytes.withContiguousStorageIfAvailable({ checksum(of: UnsafeRawBufferPointer($0), continuing: crc) }) {
      return value
    }
    return Array(bytes).withUnsafeBytes { checksum(of: $0, continuing: crc) }
  }

  /// The checksum of the bytes at `bytes`, continuing from `crc`.
  package static func checksum(of bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    // libdeflate takes a null pointer to ask for the initial value, so an empty buffer is left out.
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
    return libdeflate_crc32(crc, base, bytes.count)
  }
}
