import Foundation
import TestSupport
import Testing

@testable import Preview

/// Decoding PNGs of every colour type to RGBA8, and refusing bad input with a clear error.
@Suite struct PNGDecoderTests {
  struct ColorTypeCase: CustomTestStringConvertible, Sendable {
    let label: String
    let png: [UInt8]
    let expected: [RGBAColor]
    var testDescription: String { label }
  }

  static let colorTypeCases: [ColorTypeCase] = [
    ColorTypeCase(
      label: "8-bit grey",
      png: HandmadePNG.make(width: 3, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 128, 255]]),
      expected: [
        RGBAColor(red: 0, green: 0, blue: 0), RGBAColor(red: 128, green: 128, blue: 128), .white,
      ]),
    ColorTypeCase(
      label: "1-bit grey",
      png: HandmadePNG.make(width: 3, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1010_0000]]),
      expected: [.white, .black, .white]),
    ColorTypeCase(
      label: "16-bit grey (sRGB, rescaled not linearised)",
      png: HandmadePNG.make(
        width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [[0x40, 0x40, 0xC8, 0xC8]]),
      expected: [
        RGBAColor(red: 0x40, green: 0x40, blue: 0x40),
        RGBAColor(red: 0xC8, green: 0xC8, blue: 0xC8),
      ]),
    ColorTypeCase(
      label: "8-bit grey + alpha",
      png: HandmadePNG.make(
        width: 2, height: 1, bitDepth: 8, colorType: 4, rows: [[10, 255, 200, 64]]),
      expected: [
        RGBAColor(red: 10, green: 10, blue: 10),
        RGBAColor(red: 200, green: 200, blue: 200, alpha: 64),
      ]),
    ColorTypeCase(
      label: "8-bit RGB",
      png: HandmadePNG.make(
        width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 250, 128, 7]]),
      expected: [RGBAColor(red: 1, green: 2, blue: 3), RGBAColor(red: 250, green: 128, blue: 7)]),
    ColorTypeCase(
      label: "8-bit RGBA keeps straight (not premultiplied) alpha",
      png: HandmadePNG.make(
        width: 2, height: 1, bitDepth: 8, colorType: 6,
        rows: [[200, 100, 50, 128, 255, 0, 0, 0]]),
      expected: [
        RGBAColor(red: 200, green: 100, blue: 50, alpha: 128),
        RGBAColor(red: 255, green: 0, blue: 0, alpha: 0),
      ]),
    ColorTypeCase(
      label: "16-bit RGBA",
      png: HandmadePNG.make(
        width: 1, height: 1, bitDepth: 16, colorType: 6,
        rows: [[0x12, 0x12, 0x80, 0x80, 0xFE, 0xFE, 0xFF, 0xFF]]),
      expected: [RGBAColor(red: 0x12, green: 0x80, blue: 0xFE)]),
    ColorTypeCase(
      label: "8-bit palette with tRNS",
      png: HandmadePNG.make(
        width: 3, height: 1, bitDepth: 8, colorType: 3, rows: [[2, 0, 1]],
        palette: [255, 0, 0, 0, 255, 0, 0, 0, 255], transparency: [255, 100]),
      expected: [
        RGBAColor(red: 0, green: 0, blue: 255), RGBAColor(red: 255, green: 0, blue: 0),
        RGBAColor(red: 0, green: 255, blue: 0, alpha: 100),
      ]),
    ColorTypeCase(
      label: "2-bit palette, two rows",
      png: HandmadePNG.make(
        width: 2, height: 2, bitDepth: 2, colorType: 3, rows: [[0b0001_0000], [0b1011_0000]],
        palette: [0, 0, 0, 255, 255, 255, 9, 8, 7, 1, 2, 3]),
      expected: [
        .black, .white, RGBAColor(red: 9, green: 8, blue: 7), RGBAColor(red: 1, green: 2, blue: 3),
      ]),
  ]

  @Test("decodes every PNG colour type and bit depth to RGBA8", arguments: colorTypeCases)
  func decodesColorType(_ testCase: ColorTypeCase) throws {
    let image = try PNGDecoder.decode(testCase.png)
    #expect(image.width * image.height == testCase.expected.count)
    var decoded: [RGBAColor] = []
    for y in 0..<image.height {
      for x in 0..<image.width { decoded.append(image[x, y]) }
    }
    #expect(decoded == testCase.expected)
  }

  @Test func encodedImagesRoundTripExactly() throws {
    let image = RGBAImage.pattern(width: 37, height: 23, seed: 5)
    let decoded = try PNGDecoder.decode(PNGEncoder.encode(image))
    #expect(decoded == image)
  }

  @Test func differentEncodingsOfTheSamePixelsDecodeAlike() throws {
    // The fixture pair is one image saved as RGB and as RGBA.
    let (rgb, rgba) = try DiffFixtures.pair("identical-encodings")
    #expect(rgb.width == 160 && rgb.height == 60)
    #expect(rgb == rgba)
  }

  // MARK: - Bad data

  struct BadDataCase: CustomTestStringConvertible, Sendable {
    let label: String
    let data: [UInt8]
    let expected: PNGDecodingError
    var testDescription: String { label }
  }

  static let validPNG = HandmadePNG.make(
    width: 4, height: 4, bitDepth: 8, colorType: 2, rows: Array(repeating: Array(0..<12), count: 4))

  static var badDataCases: [BadDataCase] {
    let notIHDR =
      HandmadePNG.signature + HandmadePNG.chunk("IDAT", HandmadePNG.zlibStored([0]))
      + HandmadePNG.chunk("IEND", [])
    return [
      BadDataCase(label: "no bytes", data: [], expected: .notPNG(path: nil)),
      BadDataCase(label: "text", data: Array("hello, world".utf8), expected: .notPNG(path: nil)),
      BadDataCase(
        label: "JPEG signature", data: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46],
        expected: .notPNG(path: nil)),
      BadDataCase(
        label: "signature only", data: HandmadePNG.signature,
        expected: .corrupt(reason: "the file ends inside the image header", path: nil)),
      BadDataCase(
        label: "first chunk is not IHDR", data: notIHDR,
        expected: .corrupt(reason: "the first chunk is not IHDR", path: nil)),
      BadDataCase(
        label: "0×0 header", data: HandmadePNG.headerOnly(width: 0, height: 0),
        expected: .emptyImage(width: 0, height: 0, path: nil)),
      BadDataCase(
        label: "0×7 header", data: HandmadePNG.headerOnly(width: 0, height: 7),
        expected: .emptyImage(width: 0, height: 7, path: nil)),
      BadDataCase(
        label: "100000×100000 header",
        data: HandmadePNG.headerOnly(width: 100_000, height: 100_000),
        expected: .imageTooLarge(width: 100_000, height: 100_000, limit: 100_000_000, path: nil)),
      BadDataCase(
        label: "2000000×1 header: within the pixel limit, beyond libpng's side limit",
        data: HandmadePNG.headerOnly(width: 2_000_000, height: 1),
        expected: .imageTooLarge(width: 2_000_000, height: 1, limit: 100_000_000, path: nil)),
      BadDataCase(
        label: "width beyond 2^31-1", data: HandmadePNG.headerOnly(width: 0x8000_0000, height: 1),
        expected: .corrupt(reason: "the image size in IHDR is out of range", path: nil)),
    ]
  }

  @Test("refuses bad data with a specific error", arguments: badDataCases)
  func refusesBadData(_ testCase: BadDataCase) {
    #expect(throws: testCase.expected) { try PNGDecoder.decode(testCase.data) }
  }

  @Test("truncated or damaged data is corrupt, in libpng's words", arguments: [10, 33, 40, 60, 80])
  func truncatedDataIsCorrupt(_ length: Int) throws {
    let data = Array(Self.validPNG.prefix(length))
    let error = try #require(throws: PNGDecodingError.self) { try PNGDecoder.decode(data) }
    guard case .corrupt(let reason, nil) = error else {
      Issue.record("expected .corrupt, got \(error)")
      return
    }
    #expect(!reason.isEmpty)
    #expect(error.message.hasPrefix("corrupt or truncated PNG ("))
  }

  @Test func aBadChecksumIsCorrupt() throws {
    var data = Self.validPNG
    data[29] ^= 0xFF  // the first byte of the IHDR chunk's CRC
    let error = try #require(throws: PNGDecodingError.self) { try PNGDecoder.decode(data) }
    guard case .corrupt(let reason, _) = error else {
      Issue.record("expected .corrupt, got \(error)")
      return
    }
    #expect(reason.localizedCaseInsensitiveContains("crc"))
  }

  @Test func aHugeHeaderIsRefusedBeforeAllocating() throws {
    // 10^10 pixels would be 40 GB of RGBA; refusing it must be instant and allocate nothing big.
    let start = ContinuousClock.now
    #expect(throws: PNGDecodingError.self) {
      try PNGDecoder.decode(HandmadePNG.headerOnly(width: 100_000, height: 100_000))
    }
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  // MARK: - Files

  @Test func decodesAFile() throws {
    let image = try PNGDecoder.decode(contentsOf: DiffFixtures.path("translucent.expected.png"))
    #expect(image.width == 48 && image.height == 32)
  }

  @Test func aMissingFileIsNamed() {
    let path = "/nonexistent-\(UUID().uuidString)/missing.png"
    #expect(throws: PNGDecodingError.fileNotFound(path: path)) {
      try PNGDecoder.decode(contentsOf: path)
    }
    #expect(PNGDecodingError.fileNotFound(path: path).message == "\(path): no such file")
  }

  @Test func aDirectoryIsNotAFile() throws {
    let directory = try DiffFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let error = try #require(throws: PNGDecodingError.self) {
      try PNGDecoder.decode(contentsOf: directory)
    }
    #expect(error == .notARegularFile(path: directory))
    #expect(error.message == "\(directory): not a regular file (a folder, a device or a pipe)")
  }

  @Test func aDeviceIsNotAFile() {
    #expect(throws: PNGDecodingError.notARegularFile(path: "/dev/null")) {
      try PNGDecoder.decode(contentsOf: "/dev/null")
    }
  }

  @Test func errorsFromFileContentsCarryThePath() throws {
    let directory = try DiffFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/empty.png"
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data(HandmadePNG.headerOnly(width: 0, height: 0))))
    let error = try #require(throws: PNGDecodingError.self) {
      try PNGDecoder.decode(contentsOf: path)
    }
    #expect(error == .emptyImage(width: 0, height: 0, path: path))
    #expect(error.message == "\(path): the PNG is empty (0×0 pixels)")
  }

  @Test("every error explains itself", arguments: badDataCases)
  func everyErrorHasAMessage(_ testCase: BadDataCase) {
    #expect(!testCase.expected.message.isEmpty)
    #expect(testCase.expected.description == testCase.expected.message)
  }
}
