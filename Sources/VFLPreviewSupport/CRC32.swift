/// The CRC-32 of ISO 3309 that PNG chunks and zlib use (reflected polynomial 0xEDB88320),
/// computed a byte at a time from a 256-entry table. A value: feed it bytes with `update(with:)`
/// in as many pieces as convenient, read `checksum` at any point.
package struct CRC32: Sendable, Hashable {
  /// The register, kept inverted as the algorithm wants; `checksum` undoes the inversion.
  private var register: UInt32 = 0xFFFF_FFFF

  /// The checksum of no bytes yet.
  package init() {}

  /// The checksum of everything passed to `update(with:)` so far.
  package var checksum: UInt32 { register ^ 0xFFFF_FFFF }

  /// Adds `bytes` to the checksum.
  package mutating func update(with bytes: some Sequence<UInt8>) {
    var register = self.register
    for byte in bytes {
      register = Self.table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8)
    }
    self.register = register
  }

  /// The checksum of `bytes` in one call.
  package static func checksum(of bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(with: bytes)
    return crc.checksum
  }

  /// The remainder of each byte value, so a byte costs one lookup instead of eight shifts.
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }
}
