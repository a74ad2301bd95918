import Foundation
import TestSupport
import Testing

@testable import Preview

/// The decoder gives Pillow's pixels for every committed PNG, both ways (libdeflate and libpng);
/// the way through libdeflate gives libpng's pixels for hand-made PNGs of every filter, and
/// leaves every other PNG, and every damaged one, to libpng.
@Suite struct PNGDecoderLibDeflateTests {
  /// Snapshot references, fixtures and the docs' images decode to the pixels Pillow recorded
  /// (`scripts/pillow_png_reference.py`). A decoding error fails the test, as does a PNG the
  /// fixture does not know.
  @Test func committedPNGsDecodeToPillowsPixels() throws {
    let reference = try PNGReference.load()
    let paths = PNGReference.committedPaths()
    #expect(paths.count >= 50)
    var throughLibDeflate = 0
    for path in paths {
      guard let expected = reference.committed[path] else {
        Issue.record("\(path) is not in pillow-reference.json: run scripts/pillow_png_reference.py")
        continue
      }
      let data = try [UInt8](Data(contentsOf: PackagePaths.root.appendingPathComponent(path)))
      for allowsLibDeflate in [true, false] {
        let image = try PNGDecoder.decode(data, allowsLibDeflate: allowsLibDeflate)
        #expect(image.width == expected.width && image.height == expected.height, "\(path)")
        #expect(CRC32.checksum(of: image.pixels) == expected.rgbaCRC32, "\(path), libdeflate: \(allowsLibDeflate)")
      }
      if let header = try? PNGDecoder.Header(data), PNGDecoder.decodeWithLibDeflate(data, header: header) != nil {
        throughLibDeflate += 1
      }
    }
    // The tool's own pictures take the way through libdeflate.
    #expect(throughLibDeflate >= 45)
  }

  /// Rows with every filter type (random bytes), RGB and RGBA, the image data split over IDAT
  /// chunks at every awkward place (inside the zlib header, mid-row).
  @Test(arguments: [UInt8(2), 6], [1, 2, 7, 1000])
  func everyFilterAndChunkSplitMatchesLibPNG(colorType: UInt8, chunkSize: Int) throws {
    let width = 13
    let height = 9
    let channels = colorType == 2 ? 3 : 4
    var generator = SeededGenerator(seed: UInt64(colorType) << 32 | UInt64(chunkSize))
    var raw: [UInt8] = []
    for row in 0..<height {
      raw.append(UInt8(row % 5))
      raw += (0..<width * channels).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
    let stream = HandmadePNG.zlibStored(raw)
    var png = HandmadePNG.signature
    png += HandmadePNG.chunk(
      "IHDR", HandmadePNG.header(width: width, height: height, bitDepth: 8, colorType: colorType))
    var offset = 0
    while offset < stream.count {
      let end = min(stream.count, offset + chunkSize)
      png += HandmadePNG.chunk("IDAT", Array(stream[offset..<end]))
      offset = end
    }
    png += HandmadePNG.chunk("IEND", [])
    let byLibPNG = try PNGDecoder.decode(png, allowsLibDeflate: false)
    let byLibDeflate = try #require(PNGDecoder.decodeWithLibDeflate(png, header: PNGDecoder.Header(png)))
    #expect(byLibDeflate == byLibPNG)
  }

  @Test func otherPNGsAndDamagedOnesAreLeftToLibPNG() throws {
    let rows: [[UInt8]] = [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]
    let rgb = HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows)
    #expect(PNGDecoder.decodeWithLibDeflate(rgb, header: try PNGDecoder.Header(rgb)) != nil)
    func leftToLibPNG(_ png: [UInt8], _ what: Comment) throws {
      #expect(PNGDecoder.decodeWithLibDeflate(png, header: try PNGDecoder.Header(png)) == nil, what)
    }
    // A transparent colour (tRNS) changes the alpha libpng returns.
    try leftToLibPNG(
      HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows, transparency: [0, 1, 0, 2, 0, 3]),
      "tRNS")
    // Grey, 16 bits and palettes are libpng's.
    try leftToLibPNG(HandmadePNG.make(width: 3, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 128, 255]]), "grey")
    try leftToLibPNG(
      HandmadePNG.make(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[0, 1, 2, 3, 4, 5]]), "16 bits")
    // A changed byte in the image data fails its chunk's CRC; a missing row fails the row count.
    var damaged = rgb
    damaged[damaged.count - 20] ^= 0x40
    try leftToLibPNG(damaged, "bad CRC")
    try leftToLibPNG(HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: [rows[0]]), "one row short")
    try leftToLibPNG(
      HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows + [rows[0]]), "one row too many")
    // IDAT chunks with another chunk between them, which libpng refuses.
    let stream = HandmadePNG.zlibStored([0] + rows[0] + [0] + rows[1])
    let split =
      HandmadePNG.signature + HandmadePNG.chunk("IHDR", HandmadePNG.header(width: 2, height: 2, bitDepth: 8, colorType: 2))
      + HandmadePNG.chunk("IDAT", Array(stream.prefix(5))) + HandmadePNG.chunk("tEXt", Array("a\u{0}b".utf8))
      + HandmadePNG.chunk("IDAT", Array(stream.dropFirst(5))) + HandmadePNG.chunk("IEND", [])
    try leftToLibPNG(split, "IDAT chunks apart")
    // An unknown filter type.
    try leftToLibPNG(
      HandmadePNG.signature + HandmadePNG.chunk("IHDR", HandmadePNG.header(width: 2, height: 1, bitDepth: 8, colorType: 2))
        + HandmadePNG.chunk("IDAT", HandmadePNG.zlibStored([5] + rows[0])) + HandmadePNG.chunk("IEND", []),
      "filter type 5")
  }

  /// Whatever the way, a damaged file is refused with libpng's message, never decoded to
  /// something else and never a crash: every single-byte change of an encoded picture.
  @Test func everyDamagedByteIsRefusedOrDecodedAsLibPNGDoes() throws {
    let png = try PNGEncoder.encode(RGBAImage.pattern(width: 12, height: 7, seed: 3))
    for index in 8..<png.count {
      var damaged = png
      damaged[index] ^= 0x10
      let byLibDeflate = Result { () throws(PNGDecodingError) in try PNGDecoder.decode(damaged) }
      let byLibPNG = Result { () throws(PNGDecodingError) in try PNGDecoder.decode(damaged, allowsLibDeflate: false) }
      #expect(byLibDeflate == byLibPNG, "byte \(index)")
    }
  }
}
