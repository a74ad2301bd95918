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
      var scanlines: [UInt8] = [0] + Array(above.dropFirst(pixelBytes)) + [filter.rawValue] + filtered
      let pixels = scanlines.withUnsafeMutableBufferPointer {
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
    var scanlines: [UInt8] = [5, 1, 2, 3]
    let pixels = scanlines.withUnsafeMutableBufferPointer {
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

  // MARK: The fast loops against the specification written plainly

  /// On pictures of boxes, gradients, noise and repeated rows, RGB and RGBA, every row gets the
  /// filter and the bytes of libpng's heuristic as the specification states it.
  @Test func theRowsAreFilteredAsTheSpecificationSays() {
    var generator = TestSeed.generator()
    for (width, height) in [(1, 1), (1, 6), (2, 5), (3, 4), (7, 9), (64, 12), (301, 10), (1000, 4)] {
      for opaque in [true, false] {
        let image = Self.picture(width: width, height: height, opaque: opaque, using: &generator)
        let channels = opaque ? 3 : 4
        let filtered = PNGScanlines.filtered(image, channels: channels)
        #expect(filtered == PlainScanlines.filtered(image, channels: channels), "\(width)×\(height), seed \(generator.seed)")
        var scanlines = filtered
        let pixels = scanlines.withUnsafeMutableBufferPointer {
          PNGScanlines.pixels(ofScanlines: $0.baseAddress!, width: width, height: height, channels: channels)
        }
        #expect(pixels == image.pixels, "\(width)×\(height) round trip, seed \(generator.seed)")
      }
    }
  }

  /// An opaque picture's rows filtered in its own memory are the rows filtered into a new buffer.
  @Test func filteringInPlaceGivesTheSameBytes() {
    var generator = TestSeed.generator()
    for (width, height) in [(1, 1), (1, 7), (2, 3), (5, 1), (33, 17), (640, 24)] {
      let image = Self.picture(width: width, height: height, opaque: true, using: &generator)
      var pixels = image.pixels
      let count = pixels.withUnsafeMutableBufferPointer {
        PNGScanlines.filterInPlace($0, width: width, height: height)
      }
      #expect(count == (1 + 3 * width) * height)
      #expect(pixels[..<count].elementsEqual(PNGScanlines.filtered(image, channels: 3)), "\(width)×\(height), seed \(generator.seed)")
    }
  }

  /// Rows of random bytes under random filter types, RGB and RGBA, undone as the specification
  /// says: every filter over every kind of row above.
  @Test func randomScanlinesAreUndoneAsTheSpecificationSays() {
    var generator = TestSeed.generator()
    for width in [1, 2, 3, 5, 64, 257] {
      for channels in [3, 4] {
        let height = 12
        var scanlines: [UInt8] = []
        for _ in 0..<height {
          scanlines.append(UInt8.random(in: 0...4, using: &generator))
          scanlines += (0..<width * channels).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        let expected = PlainScanlines.pixels(ofScanlines: scanlines, width: width, height: height, channels: channels)
        let pixels = scanlines.withUnsafeMutableBufferPointer {
          PNGScanlines.pixels(ofScanlines: $0.baseAddress!, width: width, height: height, channels: channels)
        }
        #expect(pixels == expected, "width \(width), \(channels) channels, seed \(generator.seed)")
      }
    }
  }

  /// A picture whose rows suit every filter: a background with boxes (Up, None), horizontal
  /// gradients (Sub), diagonal gradients (Average, Paeth), noise and repeated rows.
  static func picture(width: Int, height: Int, opaque: Bool, using generator: inout SeededGenerator) -> RGBAImage {
    func byte() -> UInt8 { UInt8.random(in: 0...255, using: &generator) }
    var pixels: [UInt8] = []
    var previous: [UInt8] = []
    for y in 0..<height {
      var row: [UInt8] = []
      switch Int.random(in: 0..<6, using: &generator) {
      case 0 where !previous.isEmpty:
        row = previous
      case 1:
        let (start, step) = (byte(), UInt8.random(in: 1...9, using: &generator))
        for x in 0..<width { row += [start &+ UInt8(truncatingIfNeeded: x) &* step, byte() / 64, start, 255] }
      case 2:
        for x in 0..<width { row += [UInt8(truncatingIfNeeded: x &+ y), UInt8(truncatingIfNeeded: 2 &* x &+ 3 &* y), 128, 255] }
      case 3:
        for _ in 0..<width { row += [byte(), byte(), byte(), 255] }
      default:
        let (background, box) = ([byte(), byte(), byte()], [byte(), byte(), byte()])
        let start = Int.random(in: 0..<width, using: &generator)
        let end = Int.random(in: start...width, using: &generator)
        for x in 0..<width { row += (start..<end).contains(x) ? box + [255] : background + [255] }
      }
      if !opaque {
        for x in 0..<width where Int.random(in: 0..<3, using: &generator) == 0 { row[4 * x + 3] = byte() }
      }
      pixels += row
      previous = row
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}

/// PNG's filters as the specification states them, with arrays and whole numbers: the yardstick
/// for ``PNGScanlines``' loops.
private enum PlainScanlines {
  static func filtered(_ image: RGBAImage, channels: Int) -> [UInt8] {
    var output: [UInt8] = []
    var above = [Int](repeating: 0, count: image.width * channels)
    for y in 0..<image.height {
      let row = (0..<image.width * channels).map { Int(image.pixels[(y * image.width + $0 / channels) * 4 + $0 % channels]) }
      let candidates = (0..<5).map { filter in
        row.indices.map { index in
          let a = index >= channels ? row[index - channels] : 0
          let c = index >= channels ? above[index - channels] : 0
          return UInt8((row[index] - prediction(filter, a: a, b: above[index], c: c)) & 0xFF)
        }
      }
      // libpng's heuristic: the least sum of the bytes read as signed, the first of equals; a
      // row repeating the one above is Up.
      let sums = candidates.map { $0.reduce(0) { $0 + min(Int($1), 256 - Int($1)) } }
      let chosen = y > 0 && row == above ? 2 : sums.firstIndex(of: sums.min()!)!
      output += [UInt8(chosen)] + candidates[chosen]
      above = row
    }
    return output
  }

  static func pixels(ofScanlines scanlines: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
    var pixels: [UInt8] = []
    var above = [Int](repeating: 0, count: width * channels)
    for y in 0..<height {
      let start = y * (1 + width * channels)
      var row: [Int] = []
      for index in 0..<width * channels {
        let a = index >= channels ? row[index - channels] : 0
        let c = index >= channels ? above[index - channels] : 0
        let filter = Int(scanlines[start])
        row.append((Int(scanlines[start + 1 + index]) + prediction(filter, a: a, b: above[index], c: c)) & 0xFF)
      }
      for x in 0..<width {
        pixels += row[x * channels..<x * channels + channels].map { UInt8($0) } + (channels == 3 ? [255] : [])
      }
      above = row
    }
    return pixels
  }

  /// The prediction of filter type `filter` from the byte to the left (`a`), above (`b`) and above
  /// left (`c`).
  static func prediction(_ filter: Int, a: Int, b: Int, c: Int) -> Int {
    switch filter {
    case 0: return 0
    case 1: return a
    case 2: return b
    case 3: return (a + b) / 2
    default:
      let p = a + b - c
      let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
  }
}
