#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A PNG's image data before compression: every row of the image as RGB (when every pixel is
/// opaque) or RGBA bytes, preceded by the filter type that predicts its bytes from the row above
/// and the pixel to the left.
///
/// Each row gets the filter libpng and Pillow choose: of None, Sub, Up, Average and Paeth, the one
/// whose output, read as signed bytes, has the least sum of magnitudes (a row equal to the one
/// above is filtered Up, all zeros, without trying the others). Filtering every row None, or Up
/// when it repeats the row above, gave smaller files on most of the samples, but up to 1.15–1.9×
/// Pillow's on mostly empty pictures (device screens), whose nearly equal rows are too far apart
/// for deflate to copy; this choice keeps every sample within Pillow's size (docs/benchmarks.md,
/// "PNG encoding: libdeflate").
///
/// The loops work on unsafe pointers with wrapping arithmetic, so that they run without bounds
/// checks and the optimiser can work on many bytes at once.
enum PNGScanlines {
  /// The filter types of the PNG specification.
  enum Filter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth
  }

  /// `image`'s rows filtered, `channels` (3 or 4) bytes a pixel: `height` rows of one filter-type
  /// byte and `width * channels` filtered bytes.
  static func filtered(_ image: RGBAImage, channels: Int) -> [UInt8] {
    let count = (1 + image.width * channels) * image.height
    return [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
      image.pixels.withUnsafeBufferPointer { pixels in
        guard let pixels = pixels.baseAddress, let output = output.baseAddress else { return }
        filterRows(of: pixels, width: image.width, height: image.height, channels: channels, into: output)
      }
      initialized = count
    }
  }

  /// Filters the rows of an opaque image as RGB into the image's own memory, `pixels` (`width *
  /// height * 4` bytes of RGBA), and returns how many bytes of it they take: ``filtered(_:channels:)``
  /// with 3 channels, without a second buffer. The pixels are lost.
  ///
  /// Each filtered row (`3 * width + 1` bytes) lands within the RGBA rows already read (`4 * width`
  /// bytes each), and is written after its own pixels were copied out.
  static func filterInPlace(_ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int) -> Int {
    precondition(pixels.count == width * height * 4, "pixel buffer does not match the dimensions")
    guard let base = pixels.baseAddress else { return 0 }
    filterRows(of: UnsafePointer(base), width: width, height: height, channels: 3, into: base)
    return (1 + width * 3) * height
  }

  /// Filters every row of RGBA `pixels` into `output` as `channels` bytes a pixel. `output` may be
  /// `pixels` itself when `channels` is 3 (``filterInPlace(_:width:height:)``).
  private static func filterRows(
    of pixels: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int,
    into output: UnsafeMutablePointer<UInt8>
  ) {
    let rowBytes = width * channels
    // The raw bytes of the row and of the one above (zeros above the first), each after a pixel
    // of zeros, so that the byte to the left of the first pixel reads as 0, as PNG wants, and
    // before a spare pixel that the narrowing to RGB may write into.
    let pad = 4
    let span = pad + rowBytes + pad
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * span)
    defer { rows.deallocate() }
    rows.initialize(repeating: 0, count: 2 * span)
    var previous = rows + pad
    var current = rows + (span + pad)
    for y in 0..<height {
      let source = pixels + y * width * 4
      if channels == 4 {
        current.update(from: source, count: rowBytes)
      } else {
        narrow(source, into: current, width: width)
      }
      let repeated = y > 0 && memcmp(current, previous, rowBytes) == 0
      let filter = repeated ? .up : bestFilter(for: current, above: previous, count: rowBytes, pixelBytes: channels)
      let row = output + y * (rowBytes + 1)
      row[0] = filter.rawValue
      apply(filter, to: current, above: previous, into: row + 1, count: rowBytes, pixelBytes: channels)
      swap(&previous, &current)
    }
  }

  /// Copies `width` RGBA pixels to `row` as RGB, a pixel as one 4-byte store (whose fourth byte
  /// the next pixel overwrites: `row` has a byte to spare after its end).
  @inline(__always)
  private static func narrow(_ source: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, width: Int) {
    let source = UnsafeRawPointer(source)
    let row = UnsafeMutableRawPointer(row)
    for x in 0..<width {
      row.storeBytes(of: source.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self), toByteOffset: 3 &* x, as: UInt32.self)
    }
  }

  /// The filter whose output for `row` has the least sum of magnitudes, the first of equals in the
  /// order of the specification. `row` and `above` are readable `pixelBytes` before their start.
  ///
  /// One pass sums all five, in stretches of 256 bytes whose sums fit 16 bits (a magnitude is at
  /// most 128), so that the optimiser can work on eight bytes at once.
  static func bestFilter(
    for row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, pixelBytes: Int
  ) -> Filter {
    var sums: (none: UInt32, sub: UInt32, up: UInt32, average: UInt32, paeth: UInt32) = (0, 0, 0, 0, 0)
    var start = 0
    while start < count {
      let end = min(start &+ 256, count)
      var part: (none: UInt16, sub: UInt16, up: UInt16, average: UInt16, paeth: UInt16) = (0, 0, 0, 0, 0)
      for index in start..<end {
        let x = row[index], a = row[index &- pixelBytes], b = above[index], c = above[index &- pixelBytes]
        part.none &+= magnitude(x)
        part.sub &+= magnitude(x &- a)
        part.up &+= magnitude(x &- b)
        part.average &+= magnitude(x &- mean(a, b))
        part.paeth &+= magnitude(x &- paeth(a, b, c))
      }
      sums.none &+= UInt32(part.none)
      sums.sub &+= UInt32(part.sub)
      sums.up &+= UInt32(part.up)
      sums.average &+= UInt32(part.average)
      sums.paeth &+= UInt32(part.paeth)
      start = end
    }
    var best = (filter: Filter.none, sum: sums.none)
    if sums.sub < best.sum { best = (.sub, sums.sub) }
    if sums.up < best.sum { best = (.up, sums.up) }
    if sums.average < best.sum { best = (.average, sums.average) }
    if sums.paeth < best.sum { best = (.paeth, sums.paeth) }
    return best.filter
  }

  /// Writes `row` filtered by `filter` into `output`: each byte less its prediction from the byte
  /// `pixelBytes` to the left (`a`), the byte above (`b`) and the one above and left (`c`).
  /// `row` and `above` are readable `pixelBytes` before their start.
  static func apply(
    _ filter: Filter, to row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>,
    into output: UnsafeMutablePointer<UInt8>, count: Int, pixelBytes: Int
  ) {
    switch filter {
    case .none:
      output.update(from: row, count: count)
    case .sub:
      for index in 0..<count { output[index] = row[index] &- row[index &- pixelBytes] }
    case .up:
      for index in 0..<count { output[index] = row[index] &- above[index] }
    case .average:
      for index in 0..<count {
        output[index] = row[index] &- mean(row[index &- pixelBytes], above[index])
      }
    case .paeth:
      for index in 0..<count {
        output[index] = row[index] &- paeth(row[index &- pixelBytes], above[index], above[index &- pixelBytes])
      }
    }
  }

  // MARK: - Undoing the filters

  /// The RGBA pixels of `scanlines` (`height` rows of a filter-type byte and `width * channels`
  /// filtered bytes, 3 or 4 a pixel), their filters undone; `nil` for an unknown filter type. RGB
  /// pixels get alpha 255. The filters are undone in `scanlines` itself, row by row, as libpng
  /// does, and each row is then widened to RGBA.
  static func pixels(
    ofScanlines scanlines: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int
  ) -> [UInt8]? {
    let rowBytes = width * channels
    let zeros = [UInt8](repeating: 0, count: rowBytes)
    var known = true
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
      zeros.withUnsafeBufferPointer { zeros in
        guard let output = output.baseAddress, let zeros = zeros.baseAddress else { return }
        for y in 0..<height {
          let row = scanlines + y * (rowBytes + 1) + 1
          guard let filter = Filter(rawValue: row[-1]) else {
            known = false
            return
          }
          // The row above, restored; zeros above the first.
          let above = y == 0 ? zeros : UnsafePointer(row - (rowBytes + 1))
          let target = output + y * width * 4
          if channels == 3 {
            restore(filter, row, above: above, width: width, pixelBytes: 3)
            widen(row, into: target, width: width)
          } else {
            restore(filter, row, above: above, width: width, pixelBytes: 4)
            target.update(from: row, count: rowBytes)
          }
        }
      }
      initialized = known ? width * height * 4 : 0
    }
    return known ? pixels : nil
  }

  /// Undoes `filter` on `row` (`width` pixels of `pixelBytes`, 3 or 4, bytes) in place: each byte
  /// plus its prediction from the pixel to the left (already restored: a row is undone left to
  /// right) and the restored row `above`.
  ///
  /// Sub, Average and Paeth carry the pixel to the left, and the one above it, from one pixel to
  /// the next in variables, so that each channel's chain of dependent additions does not wait on
  /// memory, and the channels' chains run side by side.
  @inline(__always)
  private static func restore(
    _ filter: Filter, _ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, width: Int,
    pixelBytes: Int
  ) {
    let count = width &* pixelBytes
    // The pixel to the left, restored: zeros left of the first.
    var a0: UInt8 = 0, a1: UInt8 = 0, a2: UInt8 = 0, a3: UInt8 = 0
    switch filter {
    case .none:
      break
    case .up:
      for index in 0..<count { row[index] &+= above[index] }
    case .sub:
      for x in 0..<width {
        let pixel = row + pixelBytes &* x
        a0 &+= pixel[0]
        a1 &+= pixel[1]
        a2 &+= pixel[2]
        (pixel[0], pixel[1], pixel[2]) = (a0, a1, a2)
        if pixelBytes == 4 {
          a3 &+= pixel[3]
          pixel[3] = a3
        }
      }
    case .average:
      for x in 0..<width {
        let pixel = row + pixelBytes &* x, up = above + pixelBytes &* x
        a0 = pixel[0] &+ mean(a0, up[0])
        a1 = pixel[1] &+ mean(a1, up[1])
        a2 = pixel[2] &+ mean(a2, up[2])
        (pixel[0], pixel[1], pixel[2]) = (a0, a1, a2)
        if pixelBytes == 4 {
          a3 = pixel[3] &+ mean(a3, up[3])
          pixel[3] = a3
        }
      }
    case .paeth:
      // In whole integers, as libpng's C does: in bytes, the optimiser packs the channels into
      // one vector register and back on every pixel, which costs more than it saves.
      var left = (0, 0, 0, 0), aboveLeft = (0, 0, 0, 0)
      for x in 0..<width {
        let pixel = row + pixelBytes &* x, up = above + pixelBytes &* x
        let b = (Int(up[0]), Int(up[1]), Int(up[2]), pixelBytes == 4 ? Int(up[3]) : 0)
        left.0 = (Int(pixel[0]) &+ paeth(left.0, b.0, aboveLeft.0)) & 0xFF
        left.1 = (Int(pixel[1]) &+ paeth(left.1, b.1, aboveLeft.1)) & 0xFF
        left.2 = (Int(pixel[2]) &+ paeth(left.2, b.2, aboveLeft.2)) & 0xFF
        pixel[0] = UInt8(truncatingIfNeeded: left.0)
        pixel[1] = UInt8(truncatingIfNeeded: left.1)
        pixel[2] = UInt8(truncatingIfNeeded: left.2)
        if pixelBytes == 4 {
          left.3 = (Int(pixel[3]) &+ paeth(left.3, b.3, aboveLeft.3)) & 0xFF
          pixel[3] = UInt8(truncatingIfNeeded: left.3)
        }
        aboveLeft = b
      }
    }
  }

  /// Copies `width` RGB pixels to `target` as RGBA, alpha 255, a pixel as one 4-byte store.
  @inline(__always)
  private static func widen(_ row: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int) {
    let target = UnsafeMutableRawPointer(target)
    for x in 0..<width {
      let pixel = row + 3 &* x
      let word = UInt32(pixel[0]) | UInt32(pixel[1]) &<< 8 | UInt32(pixel[2]) &<< 16 | 0xFF00_0000
      target.storeBytes(of: word.littleEndian, toByteOffset: 4 &* x, as: UInt32.self)
    }
  }

  /// The mean of two bytes, rounded down: the Average filter's prediction.
  @inline(__always)
  private static func mean(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) &>> 1)
  }

  // MARK: - Arithmetic

  /// The Paeth predictor: of `a` (left), `b` (above) and `c` (above left), the one closest to
  /// `a + b - c`, ties going to `a`, then `b`. Written as libpng writes it, without branches.
  /// Kept apart from the integer version below on purpose: in 16-bit arithmetic the filter
  /// heuristic's loop vectorises; calling the integer version made `filterRows` 4× the instructions.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int16(b) &- Int16(c)  // p - a, for p = a + b - c
    let q = Int16(a) &- Int16(c)  // p - b
    var distance = magnitude(p)
    var predictor = a
    let toB = magnitude(q)
    if toB < distance {
      distance = toB
      predictor = b
    }
    if magnitude(p &+ q) < distance { predictor = c }
    return predictor
  }

  /// ``paeth(_:_:_:)`` of bytes held in whole integers.
  @inline(__always)
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = b &- c, q = a &- c
    var distance = magnitude(p)
    var predictor = a
    let toB = magnitude(q)
    if toB < distance {
      distance = toB
      predictor = b
    }
    if magnitude(p &+ q) < distance { predictor = c }
    return predictor
  }

  /// `value` without its sign (branch-free).
  @inline(__always)
  static func magnitude(_ value: Int) -> Int {
    let sign = value &>> (Int.bitWidth - 1)
    return (value ^ sign) &- sign
  }

  /// A byte read as a signed number, without its sign.
  @inline(__always)
  static func magnitude(_ byte: UInt8) -> UInt16 {
    UInt16(truncatingIfNeeded: magnitude(Int16(Int8(bitPattern: byte))))
  }

  /// `value` without its sign (branch-free; never `Int16.min` here).
  @inline(__always)
  static func magnitude(_ value: Int16) -> Int16 {
    let sign = value &>> 15
    return (value ^ sign) &- sign
  }
}
