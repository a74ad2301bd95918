#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The comparison kernel behind ``ImageComparison``: finds the differing pixels of two images,
/// optionally recording a class per canvas pixel for the diff image.
///
/// Speed comes from never looking at equal data twice: equal rows are skipped with `memcmp`,
/// equal pixel pairs inside a differing row with one 64-bit compare, and the YIQ arithmetic runs
/// only for pixels whose bytes differ, straight on the buffers with no allocation.
struct PixelDifferenceScanner {
  /// What the diff image shows for one canvas pixel.
  enum PixelClass: UInt8 {
    case unchanged = 0
    case darker
    case lighter
    case alphaOnly
    case antiAliased
  }

  struct Tally: Sendable {
    var differentPixels = 0
    var antiAliasedPixels = 0
    var boundingBox: PixelRect?
  }

  let expected: RGBAImage
  let actual: RGBAImage
  let comparison: ImageComparison

  /// Scans both images. `classes`, when given, must hold one zeroed byte per pixel of the union
  /// canvas (row-major); the scan writes the ``PixelClass`` of every pixel that is not unchanged.
  func scan(classes: UnsafeMutablePointer<UInt8>?) -> Tally {
    var accumulator = Accumulator()
    let canvasWidth = max(expected.width, actual.width)
    if !expected.pixels.isEmpty && !actual.pixels.isEmpty {
      expected.pixels.withUnsafeBufferPointer { expectedBuffer in
        actual.pixels.withUnsafeBufferPointer { actualBuffer in
          guard let expectedBase = expectedBuffer.baseAddress,
            let actualBase = actualBuffer.baseAddress
          else { return }
          let expectedRaster = Raster(
            base: expectedBase, width: expected.width, height: expected.height)
          let actualRaster = Raster(base: actualBase, width: actual.width, height: actual.height)
          scanOverlap(
            expectedRaster, actualRaster, canvasWidth: canvasWidth, classes: classes,
            into: &accumulator)
        }
      }
    }
    scanUnsharedArea(canvasWidth: canvasWidth, classes: classes, into: &accumulator)
    return accumulator.tally
  }

  // MARK: - The shared area

  private func scanOverlap(
    _ expected: Raster, _ actual: Raster, canvasWidth: Int,
    classes: UnsafeMutablePointer<UInt8>?, into accumulator: inout Accumulator
  ) {
    let width = min(expected.width, actual.width)
    let height = min(expected.height, actual.height)
    // Whole-image fast path: identical buffers are the common case in snapshot tests.
    if expected.width == actual.width, expected.height == actual.height,
      ByteComparison.equal(expected.base, actual.base, count: width * height * 4)
    {
      return
    }
    let maximumDelta = comparison.maximumDelta
    let exact = maximumDelta == 0
    let detectsAntiAliasing = comparison.detectsAntiAliasing
    let rowBytes = width * 4

    for y in 0..<height {
      let expectedRow = expected.base + y * expected.width * 4
      let actualRow = actual.base + y * actual.width * 4
      if memcmp(expectedRow, actualRow, rowBytes) == 0 { continue }
      let expectedRaw = UnsafeRawPointer(expectedRow)
      let actualRaw = UnsafeRawPointer(actualRow)
      var x = 0
      while x < width {
        let offset = x * 4
        if x + 1 < width,
          expectedRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            == actualRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        {
          x += 2
          continue
        }
        if expectedRaw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          == actualRaw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        {
          x += 1
          continue
        }
        let expectedPixel = expectedRow + offset
        let actualPixel = actualRow + offset
        let (delta, lumaChange) = Self.colorDelta(expectedPixel, actualPixel)
        if delta > maximumDelta || exact {
          let pixelClass: PixelClass
          if detectsAntiAliasing && delta > 0
            && (Self.isAntiAliased(expected, x, y, other: actual)
              || Self.isAntiAliased(actual, x, y, other: expected))
          {
            accumulator.antiAliasedPixels += 1
            pixelClass = .antiAliased
          } else {
            accumulator.addDifferent(x: x, y: y, count: 1)
            if delta == 0 || Self.sameColor(expectedPixel, actualPixel) {
              pixelClass = .alphaOnly
            } else {
              // Luma fell from expected to actual: the actual pixel is darker.
              pixelClass = lumaChange >= 0 ? .darker : .lighter
            }
          }
          classes?[y * canvasWidth + x] = pixelClass.rawValue
        }
        x += 1
      }
    }
  }

  // MARK: - Pixels only one image has

  /// When the sizes differ, every canvas pixel inside exactly one image counts as different.
  /// On each row the pixels of an image form a prefix, so the pixels in exactly one image are
  /// the columns between the two prefix lengths.
  private func scanUnsharedArea(
    canvasWidth: Int, classes: UnsafeMutablePointer<UInt8>?, into accumulator: inout Accumulator
  ) {
    guard expected.width != actual.width || expected.height != actual.height else { return }
    let canvasHeight = max(expected.height, actual.height)
    for y in 0..<canvasHeight {
      let expectedColumns = y < expected.height ? expected.width : 0
      let actualColumns = y < actual.height ? actual.width : 0
      let start = min(expectedColumns, actualColumns)
      let end = max(expectedColumns, actualColumns)
      guard end > start else { continue }
      accumulator.addDifferent(x: start, y: y, count: end - start)
      if let classes {
        // Only in the actual image: content added; only in the expected image: removed.
        let pixelClass: PixelClass = actualColumns > expectedColumns ? .darker : .lighter
        (classes + y * canvasWidth + start).update(
          repeating: pixelClass.rawValue, count: end - start)
      }
    }
  }

  // MARK: - pixelmatch's colour arithmetic

  /// The squared YIQ distance of two pixels and their luma change (expected minus actual),
  /// in the operation order of the pure-Python pixelmatch so results round identically.
  @inline(__always)
  static func colorDelta(
    _ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>
  ) -> (delta: Double, lumaChange: Double) {
    let (r1, g1, b1) = blendedOverWhite(first)
    let (r2, g2, b2) = blendedOverWhite(second)
    let y = luma(r1, g1, b1) - luma(r2, g2, b2)
    let i =
      (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189)
      - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
    let q =
      (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694)
      - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
    return (0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q, y)
  }

  @inline(__always)
  static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }

  @inline(__always)
  static func luma(of pixel: UnsafePointer<UInt8>) -> Double {
    let (r, g, b) = blendedOverWhite(pixel)
    return luma(r, g, b)
  }

  /// Composites a straight-alpha pixel over white; opaque pixels are returned unchanged.
  @inline(__always)
  static func blendedOverWhite(_ pixel: UnsafePointer<UInt8>) -> (Double, Double, Double) {
    let r = Double(pixel[0])
    let g = Double(pixel[1])
    let b = Double(pixel[2])
    let alpha = pixel[3]
    guard alpha < 255 else { return (r, g, b) }
    let opacity = Double(alpha) / 255
    return (255 + (r - 255) * opacity, 255 + (g - 255) * opacity, 255 + (b - 255) * opacity)
  }

  @inline(__always)
  static func sameColor(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>) -> Bool {
    first[0] == second[0] && first[1] == second[1] && first[2] == second[2]
  }

  // MARK: - Anti-aliasing (Vyšniauskas 2009, as pixelmatch)

  /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: at most two neighbours
  /// equal to it, and both a darker and a brighter neighbour, one of which sits in a flat area
  /// (3+ equal neighbours) in both images. Neighbours are visited column by column, as pixelmatch
  /// does, because the first darkest/brightest neighbour wins ties.
  static func isAntiAliased(_ image: Raster, _ x1: Int, _ y1: Int, other: Raster) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, image.width - 1)
    let y2 = min(y1 + 1, image.height - 1)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    let centerValue = image.value(x1, y1)
    // Computed on first use: in flat areas three equal neighbours end the search before any
    // floating-point work. Equal bytes give a luma delta of exactly 0 either way.
    var centerLuma: Double?
    var minimumDelta = 0.0
    var maximumDelta = 0.0
    var darkest = (x: 0, y: 0)
    var brightest = (x: 0, y: 0)
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        let delta: Double
        if image.value(x, y) == centerValue {
          delta = 0
        } else {
          let center = centerLuma ?? luma(of: image.pixel(x1, y1))
          centerLuma = center
          delta = center - luma(of: image.pixel(x, y))
        }
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minimumDelta {
          minimumDelta = delta
          darkest = (x, y)
        } else if delta > maximumDelta {
          maximumDelta = delta
          brightest = (x, y)
        }
      }
    }
    if minimumDelta == 0 || maximumDelta == 0 { return false }
    return
      (hasManySiblings(image, darkest.x, darkest.y)
      && hasManySiblings(other, darkest.x, darkest.y))
      || (hasManySiblings(image, brightest.x, brightest.y)
        && hasManySiblings(other, brightest.x, brightest.y))
  }

  /// Whether the pixel has 3+ neighbours of exactly the same RGBA value (pixels on the border
  /// count one extra, as in pixelmatch). False for a pixel outside the image.
  static func hasManySiblings(_ image: Raster, _ x1: Int, _ y1: Int) -> Bool {
    guard x1 < image.width, y1 < image.height else { return false }
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, image.width - 1)
    let y2 = min(y1 + 1, image.height - 1)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    let center = image.value(x1, y1)
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        if image.value(x, y) == center { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}

extension PixelDifferenceScanner {
  /// A borrowed view of an image's bytes.
  struct Raster {
    let base: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UnsafePointer<UInt8> { base + (y * width + x) * 4 }

    @inline(__always)
    func value(_ x: Int, _ y: Int) -> UInt32 {
      UnsafeRawPointer(pixel(x, y)).loadUnaligned(as: UInt32.self)
    }
  }

  /// Running totals and bounding box while scanning.
  struct Accumulator {
    var differentPixels = 0
    var antiAliasedPixels = 0
    var minimumX = Int.max
    var minimumY = Int.max
    var maximumX = -1
    var maximumY = -1

    /// Adds `count` different pixels starting at (x, y) along the row.
    @inline(__always)
    mutating func addDifferent(x: Int, y: Int, count: Int) {
      differentPixels += count
      minimumX = min(minimumX, x)
      maximumX = max(maximumX, x + count - 1)
      minimumY = min(minimumY, y)
      maximumY = max(maximumY, y)
    }

    var tally: Tally {
      let box =
        differentPixels == 0
        ? nil
        : PixelRect(
          x: minimumX, y: minimumY, width: maximumX - minimumX + 1,
          height: maximumY - minimumY + 1)
      return Tally(
        differentPixels: differentPixels, antiAliasedPixels: antiAliasedPixels, boundingBox: box)
    }
  }
}
