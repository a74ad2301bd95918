import Testing

@testable import Layout

/// `SourceText` locating offsets as lines, columns and caret windows, fast in big files: a report
/// with one warning per view once rescanned the file from its start for every warning, and a caret
/// on a minified 13 MB line decoded the whole line (issue 7).
@Suite struct SourceTextTests {
  /// The definition: count lines up to the offset, then characters since the last line break.
  func naiveLineAndColumn(_ bytes: [UInt8], _ offset: Int) -> (Int, Int) {
    let end = min(max(0, offset), bytes.count)
    var line = 1
    var column = 1
    for byte in bytes[0..<end] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  @Test(arguments: [0, 1, 1023, 1024, 1025, 4095, 4096, 5000])
  func checkpointsGiveTheSameLinesAndColumns(length: Int) {
    // Multi-byte characters and line breaks straddle the 1024-byte checkpoints.
    var bytes: [UInt8] = []
    var seed = UInt32(length)
    while bytes.count < length {
      seed = seed &* 1_103_515_245 &+ 12_345
      switch seed >> 28 {
      case 0: bytes.append(0x0A)
      case 1: bytes += Array("é".utf8)
      case 2: bytes += Array("🙂".utf8)
      default: bytes.append(UInt8(ascii: "a") + UInt8(seed >> 24 & 7))
      }
    }
    let source = SourceText(bytes: bytes)
    for offset in [-3, 0] + Array(stride(from: 1, through: bytes.count + 2, by: 7)) + [bytes.count] {
      let (line, column) = source.lineAndColumn(ofOffset: offset)
      let expected = naiveLineAndColumn(bytes, offset)
      #expect(line == expected.0 && column == expected.1, "offset \(offset)")
    }
  }

  @Test func aCaretOnAHugeOneLineFileShowsOnlyTheNeighbourhood() {
    let bytes = Array(String(repeating: "ab", count: 3_000_000).utf8) + Array("X".utf8)
      + Array(String(repeating: "cd", count: 3_000_000).utf8)
    let source = SourceText(bytes: bytes)
    let (text, caret) = source.lineText(aroundOffset: 6_000_000)
    #expect(text.count <= 122)
    #expect(text.hasPrefix("…") && text.hasSuffix("…"))
    let characters = Array(text)
    #expect(characters[caret] == "X")
  }

  @Test func aCaretNearMultiByteCharactersStartsOnACharacter() {
    let bytes = Array(String(repeating: "é", count: 2_000).utf8) + Array("X".utf8)
    let source = SourceText(bytes: bytes)
    let (text, caret) = source.lineText(aroundOffset: 4_000)
    #expect(!text.contains("\u{FFFD}"))
    #expect(Array(text)[caret] == "X")
  }

  @Test func shortLinesAreShownWhole() {
    let source = SourceText(bytes: Array("{\n  \"canvas\": 1\n}".utf8))
    let (text, caret) = source.lineText(aroundOffset: 14)
    #expect(text == "  \"canvas\": 1")
    #expect(caret == 12)
  }
}
