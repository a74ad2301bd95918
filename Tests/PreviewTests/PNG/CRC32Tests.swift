import Testing

@testable import Preview

/// The checksum against the published check values of CRC-32/ISO-HDLC (the one PNG and zlib use).
@Suite struct CRC32Tests {
  @Test(arguments: [
    ("", 0x0000_0000 as UInt32),
    ("123456789", 0xCBF4_3926),
    ("IEND", 0xAE42_6082),
    ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
  ])
  func matchesKnownCheckValues(_ text: String, _ expected: UInt32) {
    #expect(CRC32.checksum(of: Array(text.utf8)) == expected)
    #expect(CRC32.checksum(of: text.utf8) == expected, "a collection without contiguous storage")
  }

  @Test func continuingFromAPieceGivesTheChecksumOfTheWhole() {
    let bytes = Array("123456789".utf8)
    #expect(CRC32.checksum(of: bytes[4...], continuing: CRC32.checksum(of: bytes[..<4])) == 0xCBF4_3926)
    #expect(CRC32.checksum(of: [], continuing: 0xCBF4_3926) == 0xCBF4_3926)
  }
}
