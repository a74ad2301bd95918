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
enum PNGScanlines {
  /// The filter types of the PNG specification.
  enum Filter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth
  }

  /// `image`'s rows filtered, `channels` (3 or 4) bytes a pixel: `height` rows of one filter-type
  /// byte and `width * channels` filtered bytes.
  static func filtered(_ image: RGBAImage, channels: Int) -> [UInt8] {
    let rowBytes = image.width * channels
    let stride = rowBytes + 1
    return [UInt8](unsafeUninitializedCapacity: stride * image.height) { output, initialized in
      // The raw bytes of the row and of the one above (zeros above the first), each after a pixel
      // of zeros, so that the byte to the left of the first pixel reads as 0, as PNG wants.
      let pad = 4
      let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (pad + rowBytes))
      defer { rows.deallocate() }
      rows.initialize(repeating: 0, count: 2 * (pad + rowBytes))
      var previous = rows + pad
      var current = rows + (2 * pad + rowBytes)
      image.pixels.withUnsafeBufferPointer { pixels in
        guard let pixels = pixels.baseAddress, let output = output.baseAddress else { return }
        for y in 0..<image.height {
          let source = pixels + y * image.width * 4
          if channels == 4 {
            current.update(from: source, count: rowBytes)
          } else {
            for x in 0..<image.width {
              current[3 &* x] = source[4 &* x]
              current[3 &* x &+ 1] = source[4 &* x &+ 1]
              current[3 &* x &+ 2] = source[4 &* x &+ 2]
            }
          }
          let repeated = y > 0 && memcmp(current, previous, rowBytes) == 0
          let filter = repeated ? .up : bestFilter(for: current, above: previous, count: rowBytes, pixelBytes: channels)
          let row = output + y * stride
          row[0] = filter.rawValue
          apply(filter, to: current, above: previous, into: row + 1, count: rowBytes, pixelBytes: channels)
          swap(&previous, &current)
        }
      }
      initialized = stride * image.height
    }
  }

  /// The filter whose output for `row` has the least sum of magnitudes, the first of equals in the
  /// order of the specification. `row` and `above` are readable `pixelBytes` before their start.
  ///
  /// One pass sums all five (wrapping arithmetic throughout, so that the optimiser can work on
  /// many bytes at once).
  static func bestFilter(
    for row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, pixelBytes: Int
  ) -> Filter {
    var sums: (none: UInt32, sub: UInt32, up: UInt32, average: UInt32, paeth: UInt32) = (0, 0, 0, 0, 0)
    for index in 0..<count {
      let x = row[index], a = row[index &- pixelBytes], b = above[index], c = above[index &- pixelBytes]
      sums.none &+= magnitude(x)
      sums.sub &+= magnitude(x &- a)
      sums.up &+= magnitude(x &- b)
      sums.average &+= magnitude(x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) &>> 1))
      sums.paeth &+= magnitude(x &- paeth(a, b, c))
    }
    var best = (filter: Filter.none, sum: sums.none)
    for (filter, sum) in [(Filter.sub, sums.sub), (.up, sums.up), (.average, sums.average), (.paeth, sums.paeth)]
    where sum < best.sum {
      best = (filter, sum)
    }
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
        let sum = UInt16(row[index &- pixelBytes]) &+ UInt16(above[index])
        output[index] = row[index] &- UInt8(truncatingIfNeeded: sum &>> 1)
      }
    case .paeth:
      for index in 0..<count {
        output[index] = row[index] &- paeth(row[index &- pixelBytes], above[index], above[index &- pixelBytes])
      }
    }
  }

  /// The RGBA pixels of `scanlines` (`height` rows of a filter-type byte and `width * channels`
  /// filtered bytes, 3 or 4 a pixel), their filters undone; `nil` for an unknown filter type. RGB
  /// pixels get alpha 255.
  static func pixels(
    ofScanlines scanlines: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int
  ) -> [UInt8]? {
    let stride = 1 + width * channels
    var known = true
    let zeros = [UInt8](repeating: 0, count: 4 + width * 4)
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
      zeros.withUnsafeBufferPointer { zeros in
        guard let output = output.baseAddress, let zeros = zeros.baseAddress else { return }
        for y in 0..<height {
          let source = scanlines + y * stride
          guard let filter = Filter(rawValue: source[0]) else {
            known = false
            return
          }
          let target = output + y * width * 4
          // The row above; zeros above the first row and left of the first pixel.
          let above = y == 0 ? zeros + 4 : UnsafePointer(target - width * 4)
          restore(filter, source + 1, into: target, above: above, width: width, channels: channels)
        }
      }
      initialized = known ? width * height * 4 : 0
    }
    return known ? pixels : nil
  }

  /// Writes the pixels of one row, `filtered` (`channels` bytes a pixel), as RGBA into `target`:
  /// each byte plus its prediction from the pixel to the left (already restored: a filtered row
  /// is undone left to right) and the row above (RGBA, readable a pixel before its start).
  private static func restore(
    _ filter: Filter, _ filtered: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>,
    above: UnsafePointer<UInt8>, width: Int, channels: Int
  ) {
    // The first pixel has zeros to its left; so has the row above.
    for channel in 0..<channels {
      let b = above[channel]
      let prediction: UInt8
      switch filter {
      case .none, .sub: prediction = 0
      case .up, .paeth: prediction = b
      case .average: prediction = b &>> 1
      }
      target[channel] = filtered[channel] &+ prediction
    }
    for x in 1..<max(1, width) {
      let pixel = target + x &* 4, input = filtered + x &* channels, up = above + x &* 4
      switch filter {
      case .none:
        for channel in 0..<channels { pixel[channel] = input[channel] }
      case .sub:
        for channel in 0..<channels { pixel[channel] = input[channel] &+ pixel[channel &- 4] }
      case .up:
        for channel in 0..<channels { pixel[channel] = input[channel] &+ up[channel] }
      case .average:
        for channel in 0..<channels {
          let sum = UInt16(pixel[channel &- 4]) &+ UInt16(up[channel])
          pixel[channel] = input[channel] &+ UInt8(truncatingIfNeeded: sum &>> 1)
        }
      case .paeth:
        for channel in 0..<channels {
          pixel[channel] = input[channel] &+ paeth(pixel[channel &- 4], up[channel], up[channel &- 4])
        }
      }
    }
    if channels == 3 {
      for x in 0..<width { target[x &* 4 &+ 3] = 255 }
    }
  }

  /// The Paeth predictor: of `a` (left), `b` (above) and `c` (above left), the one closest to
  /// `a + b - c`, ties going to `a`, then `b`.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let toA = magnitude(Int16(b) &- Int16(c))  // |p - a| for p = a + b - c
    let toB = magnitude(Int16(a) &- Int16(c))
    let toC = magnitude(Int16(a) &+ Int16(b) &- Int16(c) &- Int16(c))
    let closerOfAB = toB < toA ? b : a
    return toC < min(toA, toB) ? c : closerOfAB
  }

  /// A byte read as a signed number, without its sign.
  @inline(__always)
  static func magnitude(_ byte: UInt8) -> UInt32 {
    UInt32(truncatingIfNeeded: magnitude(Int16(Int8(bitPattern: byte))))
  }

  /// `value` without its sign (branch-free; never `Int16.min` here).
  @inline(__always)
  static func magnitude(_ value: Int16) -> Int16 {
    let sign = value &>> 15
    return (value ^ sign) &- sign
  }
}
