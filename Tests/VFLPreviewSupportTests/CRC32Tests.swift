import Testing

@testable import VFLPreviewSupport

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
  }

  @Test func feedingPiecesGivesTheChecksumOfTheWhole() {
    let bytes = Array("123456789".utf8)
    var crc = CRC32()
    crc.update(with: bytes[0..<4])
    crc.update(with: bytes[4...])
    #expect(crc.checksum == 0xCBF4_3926)
    #expect(CRC32().checksum == 0)
  }
}
