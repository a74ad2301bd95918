import Testing

@testable import VFLPreviewSupport

/// File names are bytes: every byte sequence survives the trip through a `String` and back.
@Suite struct FileSystemNameTests {
  @Test(arguments: [
    Array("plain/ascii.json".utf8),
    Array("café/日本語.png".utf8),
    [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x70, 0x6E, 0x67],  // Latin-1 "café.png"
    [0xFF, 0xFE, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80],  // never valid, overlong, a surrogate
    [0xE2, 0x82],  // cut short
    Array("\u{10FF41}\u{10FFFF}".utf8),  // the escape scalars themselves, as real text
    [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
  ])
  func bytesSurviveTheRoundTrip(_ bytes: [UInt8]) {
    #expect(FileSystemName.bytes(of: FileSystemName.decode(bytes)) == bytes)
  }

  @Test func validUTF8DecodesToTheOrdinaryString() {
    #expect(FileSystemName.decode(Array("café/日本語.png".utf8)) == "café/日本語.png")
    #expect(FileSystemName.bytes(of: "café.png") == Array("café.png".utf8))
  }

  @Test func invalidBytesAreShownAsHexInMessages() {
    let name = FileSystemName.decode([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x70, 0x6E, 0x67])
    #expect(name != "caf\u{FFFD}.png")
    #expect(FileSystemName.displayed(name) == "caf\\xE9.png")
    #expect(FileSystemName.displayed("plain.png") == "plain.png")
  }
}
