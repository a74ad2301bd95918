import TestSupport
import Testing

@testable import Preview

/// PNG's five row filters, both ways, and the choice between them.
@Suite struct PNGScanlinesTests {
  /// The predictor of the PNG specification, ties going to the left byte, then the one above.
  @Test(arguments: [
    (UInt8(10), UInt8(20), UInt8(10), UInt8(20)),  // p = 20: b is exact
    (20, 10, 10, 20),  // p = 20: a is exact
    (10, 10, 10, 10),  // all equal: a
    (0, 0, 255, 0),  // p = -255: a (distance 255) ties b, a wins
    (100, 200, 150, 150),  // p = 150: c is exact
    (255, 255, 0, 255),  // p = 510: a and b tie at 255, a wins
  ])
  func paethPredictsAsTheSpecificationSays(a: UInt8, b: UInt8, c: UInt8, expected: UInt8) {
    #expect(PNGScanlines.paeth(a, b, c) == expected)
  }

  /// Every filter undone gives the row back, for narrow and wide rows, RGB and RGBA.
  @Test(arguments: PNGScanlines.Filter.allCases, [3, 4])
  func everyFilterIsUndoneExactly(_ filter: PNGScanlines.Filter, pixelBytes: Int) {
    var generator = SeededGenerator(seed: UInt64(filter.rawValue) << 8 | UInt64(pixelBytes))
    for width in [1, 2, 5, 6, 11, 33, 100] {
      let count = width * pixelBytes
      // A pixel of zeros before each row: the left neighbour of the first pixel.
      let padding = [UInt8](repeating: 0, count: pixelBytes)
      let above: [UInt8] = padding + (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let row: [UInt8] = padding + (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      var filtered = [UInt8](repeating: 0, count: count)
      row.withUnsafeBufferPointer { row in
        above.withUnsafeBufferPointer { above in
          filtered.withUnsafeMutableBufferPointer { output in
            PNGScanlines.apply(
              filter, to: row.baseAddress! + pixelBytes, above: above.baseAddress! + pixelBytes,
              into: output.baseAddress!, count: count, pixelBytes: pixelBytes)
          }
        }
      }
      // The row above unfiltered (None), then this row.
      let scanlines: [UInt8] = [0] + Array(above.dropFirst(pixelBytes)) + [filter.rawValue] + filtered
      let pixels = scanlines.withUnsafeBufferPointer {
        PNGScanlines.pixels(ofScanlines: $0.baseAddress!, width: width, height: 2, channels: pixelBytes)
      }
      let expected: [UInt8] = rgba(Array(above.dropFirst(pixelBytes)), pixelBytes) + rgba(Array(row.dropFirst(pixelBytes)), pixelBytes)
      #expect(pixels == expected, "\(filter), width \(width)")
    }
  }

  /// `bytes` as RGBA: RGB pixels get alpha 255.
  private func rgba(_ bytes: [UInt8], _ pixelBytes: Int) -> [UInt8] {
    guard pixelBytes == 3 else { return bytes }
    var result: [UInt8] = []
    for start in stride(from: 0, to: bytes.count, by: 3) { result += bytes[start..<start + 3] + [255] }
    return result
  }

  @Test func anUnknownFilterTypeIsRefused() {
    let scanlines: [UInt8] = [5, 1, 2, 3]
    let pixels = scanlines.withUnsafeBufferPointer {
      PNGScanlines.pixels(ofScanlines: $0.baseAddress!, width: 1, height: 1, channels: 3)
    }
    #expect(pixels == nil)
  }

  /// A row equal to the one above is filtered Up (all zeros); a horizontal gradient Sub; a row of
  /// bytes close to zero whose neighbours all differ, None.
  @Test func eachRowGetsTheFilterThatLeavesTheSmallestBytes() {
    let width = 64
    var gradient: [UInt8] = []
    var alternating: [UInt8] = []
    for x in 0..<width {
      let shade = UInt8(x * 3)
      let bit = UInt8(x % 2)
      gradient += [shade, shade, shade, 255]
      alternating += [bit, bit, bit, 255]
    }
    let image = RGBAImage(width: width, height: 3, pixels: gradient + gradient + alternating)
    let scanlines = PNGScanlines.filtered(image, channels: 3)
    let stride = 1 + width * 3
    #expect(scanlines.count == 3 * stride)
    #expect(scanlines[0] == PNGScanlines.Filter.sub.rawValue)
    #expect(scanlines[stride] == PNGScanlines.Filter.up.rawValue)
    #expect(scanlines[stride + 1..<2 * stride].allSatisfy { $0 == 0 })
    #expect(scanlines[2 * stride] == PNGScanlines.Filter.none.rawValue)
  }
}
