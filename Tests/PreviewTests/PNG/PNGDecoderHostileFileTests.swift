import Foundation
import TestSupport
import Testing

@testable import Preview

/// Hostile and unusual PNG files — most found by the PNG fuzzer (`fuzz/run png`) — are refused
/// before libpng allocates for them, or decoded correctly.
@Suite struct PNGDecoderHostileFileTests {
  /// A 69-byte file whose header claims 10000×10000 RGBA pixels but holds a few bytes of image
  /// data. It used to allocate 400 MB (and zero it) before libpng noticed the data was missing:
  /// 1.6 s and 412 MB of memory per file. The data length is now checked first.
  @Test func aTinyFileClaimingAHugeImageIsRefusedBeforeAllocating() throws {
    let png =
      HandmadePNG.signature
      + HandmadePNG.chunk("IHDR", HandmadePNG.header(width: 10_000, height: 10_000, bitDepth: 8, colorType: 6))
      + HandmadePNG.chunk("IDAT", HandmadePNG.zlibStored([0, 0, 0, 0, 0]))
      + HandmadePNG.chunk("IEND", [])
    let error = try #require(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
    guard case .corrupt(let reason, nil) = error else {
      Issue.record("expected .corrupt, got \(error)")
      return
    }
    #expect(reason.contains("too few for 10000×10000 pixels"))
    #expect(error.message.hasPrefix("corrupt or truncated PNG ("))
  }

  /// The png fuzzer's second finding (51 s into its second run): a 101-byte file whose second
  /// chunk, `sPLT`, claims 1,749,635,924 bytes. libpng allocates a chunk's declared length before
  /// reading it, so decoding asked for 1.7 GB. Chunks that do not fit in the file are now
  /// refused before libpng sees them.
  @Test func aChunkLongerThanTheFileIsRefusedBeforeLibPNGAllocatesIt() throws {
    let base64 =
      "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADAQMAAAEW/2ctaElTVHNQTFRQTFRFAEeONnzD4XV+FQAAAAdJREFUeNpjYGDkZhbUuRoAAAAHSURBVBIDAABFACUC1r8BAAAAAElFTkQ="
    let png = try #require(Data(base64Encoded: base64)).map { $0 }
    #expect(png.count == 101)
    let error = try #require(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
    #expect(
      error
        == .corrupt(
          reason: "the file ends inside the 'sPLT' chunk at byte 33, which claims 1749635924 bytes",
          path: nil))
  }

  @Test func aTruncatedImageDataChunkIsRefusedToo() throws {
    var idat = HandmadePNG.bigEndian(0x7FFF_FFFF) + Array("IDAT".utf8)
    idat += [UInt8](repeating: 0, count: 100)
    let png =
      HandmadePNG.signature
      + HandmadePNG.chunk("IHDR", HandmadePNG.header(width: 50, height: 50, bitDepth: 8, colorType: 2))
      + idat
    let error = try #require(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
    #expect(error.message.contains("the file ends inside the 'IDAT' chunk at byte 33, which claims 2147483647 bytes"))
  }

  @Test func chunkTypesThatAreNotLettersAreShownInHexadecimal() throws {
    let png =
      HandmadePNG.signature
      + HandmadePNG.chunk("IHDR", HandmadePNG.header(width: 5, height: 5, bitDepth: 8, colorType: 2))
      + HandmadePNG.bigEndian(1000) + [0x00, 0x01, 0xFE, 0x41] + [1, 2, 3]
    let error = try #require(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
    #expect(error.message.contains("inside the 0x0001fe41 chunk"))
  }

  /// The bound is deflate's best possible ratio, so data compressed as far as zlib can go still
  /// decodes: 1000×500 transparent pixels, compressed by zlib at level 9 (1020:1, close to the
  /// limit), written out here as zlib produced it — a header, a run of zero bytes and a trailer.
  @Test func maximallyCompressedImagesStillDecode() throws {
    let width = 1_000
    let height = 500
    let compressed =
      [0x78, 0xDA, 0xED, 0xC1, 0x01, 0x0D, 0x00, 0x00, 0x00, 0xC2, 0xA0, 0xF7, 0x4F, 0x6D, 0x0F, 0x07, 0x14]
      + [UInt8](repeating: 0, count: 1_938) + [0xEF, 0x06, 0x88, 0x36, 0x00, 0x01]
    #expect(compressed.count * 1_000 < (width * 4 + 1) * height)
    let png =
      HandmadePNG.signature
      + HandmadePNG.chunk("IHDR", HandmadePNG.header(width: width, height: height, bitDepth: 8, colorType: 6))
      + HandmadePNG.chunk("IDAT", compressed) + HandmadePNG.chunk("IEND", [])
    let decoded = try PNGDecoder.decode(png)
    #expect(decoded == RGBAImage(width: width, height: height))
  }
}
