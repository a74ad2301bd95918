import Foundation
import TestSupport
import Testing

@testable import Preview

/// The fast path for 8-bit RGB and RGBA PNGs gives libpng's pixels, and leaves every other PNG
/// (and every damaged one) to libpng.
@Suite struct PNGDecoderFastPathTests {
  /// Every PNG in the repository (snapshot references, fixtures, the README's pictures).
  @Test func committedPNGsDecodeToLibPNGsPixels() throws {
    let folders = ["Tests", "docs", "samples"].map { PackagePaths.root.appendingPathComponent($0) }
    var checked = 0
    var fast = 0
    for folder in folders {
      guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in files where url.pathExtension == "png" {
        let data = try [UInt8](Data(contentsOf: url))
        let reference = try? PNGDecoder.decode(data, allowsFastPath: false)
        let decoded = try? PNGDecoder.decode(data, allowsFastPath: true)
        #expect(decoded?.pixels == reference?.pixels, "\(url.path)")
        if let header = try? PNGDecoder.Header(data), let image = PNGDecoder.decodeFast(data, header: header) {
          fast += 1
          #expect(PNGDecoder.decodeFast(data, header: header, allowsLibdeflate: false)?.pixels == image.pixels)
        }
        checked += 1
      }
    }
    #expect(checked > 20)
    #expect(fast > 10)
  }

  /// Rows with every filter type (random bytes), RGB and RGBA, the image data split over IDAT chunks
  /// at every awkward place (inside the zlib header, mid-row).
  @Test(arguments: [UInt8(2), 6], [1, 2, 7, 1000])
  func everyFilterAndChunkSplitMatchesLibPNG(colorType: UInt8, chunkSize: Int) throws {
    let width = 13
    let height = 9
    let channels = colorType == 2 ? 3 : 4
    var generator = TestSeed.generator()
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
    let header = try PNGDecoder.Header(png)
    let reference = try PNGDecoder.decode(png, allowsFastPath: false)
    for allowsLibdeflate in [true, false] {
      let fast = try #require(PNGDecoder.decodeFast(png, header: header, allowsLibdeflate: allowsLibdeflate))
      #expect(fast.pixels == reference.pixels)
    }
  }

  @Test func otherPNGsAndDamagedOnesAreLeftToLibPNG() throws {
    let rgb = HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]])
    let header = try PNGDecoder.Header(rgb)
    #expect(PNGDecoder.decodeFast(rgb, header: header) != nil)
    // A transparent colour (tRNS) changes the alpha libpng returns.
    let keyed = HandmadePNG.make(
      width: 2, height: 2, bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]],
      transparency: [0, 1, 0, 2, 0, 3])
    #expect(PNGDecoder.decodeFast(keyed, header: try PNGDecoder.Header(keyed)) == nil)
    // 16 bits, grey and a palette are libpng's.
    let grey = HandmadePNG.make(width: 3, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 128, 255]])
    #expect(PNGDecoder.decodeFast(grey, header: try PNGDecoder.Header(grey)) == nil)
    // A changed byte in the image data fails its chunk's CRC; a missing row fails the row count.
    var damaged = rgb
    damaged[damaged.count - 20] ^= 0x40
    let short = HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 4, 5, 6]])
    for allowsLibdeflate in [true, false] {
      #expect(PNGDecoder.decodeFast(damaged, header: header, allowsLibdeflate: allowsLibdeflate) == nil)
      #expect(PNGDecoder.decodeFast(short, header: try PNGDecoder.Header(short), allowsLibdeflate: allowsLibdeflate) == nil)
    }
  }

  /// Image data longer or shorter than the rows: the fast path agrees with libpng (decoded the same
  /// or left to it).
  @Test func tooMuchOrTooLittleImageDataMatchesLibPNG() throws {
    for rows in [[[UInt8]](repeating: [1, 2, 3, 4, 5, 6], count: 3), [[1, 2, 3, 4, 5, 6]]] {
      let png = HandmadePNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows)
      let reference = try? PNGDecoder.decode(png, allowsFastPath: false)
      for allowsLibdeflate in [true, false] {
        let fast = PNGDecoder.decodeFast(png, header: try PNGDecoder.Header(png), allowsLibdeflate: allowsLibdeflate)
        if let fast { #expect(fast.pixels == reference?.pixels, "\(rows.count) rows, libdeflate \(allowsLibdeflate)") }
      }
    }
  }
}
