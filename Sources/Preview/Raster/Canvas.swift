/// An ``RGBAImage`` being drawn, with a clip stack.
///
/// All drawing is source-over alpha blending of straight-alpha colours, restricted to the current
/// clip (the intersection of every pushed clip rect and the image bounds). Coordinates are device
/// pixels with the origin at the top left; pixel `(x, y)` covers the continuous square
/// `[x, x + 1) × [y, y + 1)`, so its centre is `(x + 0.5, y + 0.5)`.
///
/// The integer primitives (``fill(_:color:)``, ``stroke(_:color:lineWidth:dash:)``,
/// ``horizontalLine(x0:x1:y:color:thickness:dash:)``, ``verticalLine(x:y0:y1:color:thickness:dash:)``)
/// touch whole pixels only, so wireframe edges stay crisp at every scale. The anti-aliased ones
/// (``line(from:to:color:width:dash:)``, rounded rects, circles, text) blend partial coverage.
/// Nothing here traps on out-of-range geometry: whatever falls outside the clip is dropped.
public struct Canvas: Sendable {
  /// The pixels drawn so far.
  public private(set) var image: RGBAImage
  private var clipStack: [PixelRect] = []

  /// Creates a canvas filled with `background` (negative sizes are treated as 0).
  public init(width: Int, height: Int, background: RGBAColor) {
    image = RGBAImage(width: max(0, width), height: max(0, height), fill: background)
  }

  /// Creates a canvas filled with `background`, or throws when the system refuses the memory.
  init(fallibleWidth width: Int, height: Int, background: RGBAColor) throws(RGBAImage.AllocationFailure) {
    image = try RGBAImage.filled(width: max(0, width), height: max(0, height), fill: background)
  }

  /// Creates a canvas whose every row starts as `row` (`width * 4` bytes), or throws when the
  /// system refuses the memory.
  init(width: Int, height: Int, repeating row: [UInt8]) throws(RGBAImage.AllocationFailure) {
    image = try RGBAImage(width: width, height: height, repeating: row)
  }

  /// The whole image.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: image.width, height: image.height) }

  /// The pixels drawing may currently change.
  public var clipRect: PixelRect { clipStack.last ?? bounds }

  /// Restricts drawing to `rect` within the current clip until the matching ``popClip()``.
  public mutating func pushClip(_ rect: PixelRect) {
    clipStack.append(clipRect.intersection(rect))
  }

  /// Restores the clip in force before the last ``pushClip(_:)``; does nothing if none is pushed.
  public mutating func popClip() {
    _ = clipStack.popLast()
  }

  /// Blends `color` over every pixel of `rect`.
  public mutating func fill(_ rect: PixelRect, color: RGBAColor) {
    let area = rect.intersection(clipRect)
    guard !area.isEmpty, color.alpha > 0 else { return }
    if color.alpha == 255 {
      image.overwrite(area, with: color)
      return
    }
    let width = image.width
    let pixel = PixelBlender(color: color)
    // A wireframe is flat colour: long runs of one destination value, which all blend to one
    // result. Blending each distinct value once and copying it makes a translucent fill cost
    // about what an opaque one does; the arithmetic per value is unchanged, so are the pixels.
    image.pixels.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var lastInput = base.loadUnaligned(fromByteOffset: (area.y * width + area.x) * 4, as: UInt32.self)
      var lastOutput = pixel.blended(lastInput)
      for row in area.y..<area.maxY {
        var offset = (row * width + area.x) * 4
        for _ in 0..<area.width {
          let input = base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          if input != lastInput {
            lastInput = input
            lastOutput = pixel.blended(input)
          }
          base.storeBytes(of: lastOutput, toByteOffset: offset, as: UInt32.self)
          offset += 4
        }
      }
    }
  }

  /// Calls `coverage` for every pixel of `box` inside the clip and blends `color` scaled by the
  /// returned coverage (0...1) over it.
  mutating func paint(
    _ box: PixelRect, color: RGBAColor, coverage: (_ x: Int, _ y: Int) -> Double
  ) {
    paint(box, color: color, columns: nil, coverage: coverage)
  }

  /// ``paint(_:color:coverage:)``, asking `coverage` only about the columns `columns(row)` of each row
  /// (within the box): a superset of the pixels it covers there, such as the few pixels a diagonal
  /// line crosses in a row of its bounding box. Asking about every pixel of the box made a line's
  /// cost its box's area (a hatched view: the area times the number of hatch lines).
  mutating func paint(
    _ box: PixelRect, color: RGBAColor, columns: ((_ row: Int) -> (Int, Int))?,
    coverage: (_ x: Int, _ y: Int) -> Double
  ) {
    let area = box.intersection(clipRect)
    guard !area.isEmpty, color.alpha > 0 else { return }
    let width = image.width
    let pixel = PixelBlender(color: color)
    image.pixels.withUnsafeMutableBufferPointer { buffer in
      for row in area.y..<area.maxY {
        var first = area.x
        var end = area.maxX
        if let columns {
          let (low, high) = columns(row)
          first = max(first, low)
          end = min(end, high)
          guard first < end else { continue }
        }
        var offset = (row * width + first) * 4
        for column in first..<end {
          let level = Self.level(coverage(column, row))
          if level > 0 { pixel.blend(into: buffer, at: offset, coverage: level) }
          offset += 4
        }
      }
    }
  }

  /// ``paint(_:color:coverage:)``, asking `coverage` only about windows of `window` pixels
  /// (`window` ≤ `period`) that start every `period` columns, in row `y` at the columns
  /// `first(y)`, `first(y) + period`, … up to `last(y)`: the pixels a pattern of thin shapes (the
  /// lines of a hatching) can touch. The other pixels of the box are left as they are.
  mutating func paint(
    _ box: PixelRect, color: RGBAColor, windowsOf window: Int, every period: Int,
    from first: (_ row: Int) -> Int, through last: (_ row: Int) -> Int,
    coverage: (_ x: Int, _ y: Int) -> Double
  ) {
    let area = box.intersection(clipRect)
    guard !area.isEmpty, color.alpha > 0, window > 0, period >= window else { return }
    let width = image.width
    let pixel = PixelBlender(color: color)
    image.pixels.withUnsafeMutableBufferPointer { buffer in
      for row in area.y..<area.maxY {
        // The first window that ends inside the area: start + window > area.x.
        var start = first(row)
        let behind = area.x - window + 1 - start
        if behind > 0 { start += (behind + period - 1) / period * period }
        let final = min(last(row), area.maxX - 1)
        while start <= final {
          let low = max(start, area.x)
          let high = min(start + window, area.maxX)
          var offset = (row * width + low) * 4
          for column in low..<high {
            let level = Self.level(coverage(column, row))
            if level > 0 { pixel.blend(into: buffer, at: offset, coverage: level) }
            offset += 4
          }
          start += period
        }
      }
    }
  }

  /// ``paint(_:color:coverage:)`` for a shape symmetric about both centre lines of `box`, such as a
  /// rounded rect: `coverage` is given the column and row folded onto the box's top-left quarter
  /// (`min(column, box.width - 1 - column)`, likewise the row, both from the box's corner) and is
  /// asked once per folded pair instead of once per pixel. From the folded column
  /// `constantFrom(row)` on, the shape promises the same coverage along the rest of the row (a
  /// rounded rect past its corner); that stretch is asked once and blended as one run. Each pixel
  /// gets the level the unfolded call gives it, since the coverage depends on the folded pair alone.
  mutating func paintMirrored(
    _ box: PixelRect, color: RGBAColor, constantFrom: (_ foldedRow: Int) -> Int,
    coverage: (_ foldedColumn: Int, _ foldedRow: Int) -> Double
  ) {
    let area = box.intersection(clipRect)
    guard !area.isEmpty, color.alpha > 0 else { return }
    let quarterWidth = (box.width + 1) / 2
    let quarterHeight = (box.height + 1) / 2
    // A huge box mostly outside the clip: its quarter would be bigger than what shows.
    guard quarterWidth * quarterHeight <= area.width * area.height else {
      paint(box, color: color) { x, y in
        coverage(min(x - box.x, box.maxX - 1 - x), min(y - box.y, box.maxY - 1 - y))
      }
      return
    }
    // Per folded row: the levels of its first columns, and where its constant stretch starts.
    var levels = [UInt8](repeating: 0, count: quarterWidth * quarterHeight)
    var tails = [Int](repeating: 0, count: quarterHeight)
    for row in 0..<quarterHeight {
      let tail = min(max(constantFrom(row), 0), quarterWidth - 1)
      tails[row] = tail
      for column in 0...tail { levels[row * quarterWidth + column] = UInt8(Self.level(coverage(column, row))) }
    }
    let width = image.width
    let pixel = PixelBlender(color: color)
    image.pixels.withUnsafeMutableBufferPointer { buffer in
      for row in area.y..<area.maxY {
        let foldedRow = min(row - box.y, box.maxY - 1 - row)
        let levelRow = foldedRow * quarterWidth
        let tail = tails[foldedRow]
        // The columns of the constant stretch: folded column `tail` and beyond, on both halves.
        let middle = (box.x + tail)..<(box.maxX - tail)
        let tailLevel = Int(levels[levelRow + tail])
        for column in area.x..<max(area.x, min(area.maxX, middle.lowerBound)) {
          let level = Int(levels[levelRow + column - box.x])
          if level > 0 { pixel.blend(into: buffer, at: (row * width + column) * 4, coverage: level) }
        }
        let runStart = max(area.x, middle.lowerBound)
        let runEnd = min(area.maxX, middle.upperBound)
        if tailLevel > 0, runEnd > runStart {
          Self.blendRun(
            into: buffer, at: (row * width + runStart) * 4, count: runEnd - runStart, pixel: pixel,
            coverage: tailLevel)
        }
        for column in min(area.maxX, max(area.x, middle.upperBound))..<area.maxX {
          let level = Int(levels[levelRow + box.maxX - 1 - column])
          if level > 0 { pixel.blend(into: buffer, at: (row * width + column) * 4, coverage: level) }
        }
      }
    }
  }

  /// Blends `count` pixels from byte `offset` at one coverage. Runs of one destination value (a
  /// wireframe is flat colour) blend to one result, which is computed once and copied; the
  /// arithmetic per value is that of blending each pixel, so are the pixels.
  @inline(__always)
  private static func blendRun(
    into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int, count: Int, pixel: PixelBlender,
    coverage: Int
  ) {
    guard let base = UnsafeMutableRawPointer(buffer.baseAddress) else { return }
    var offset = offset
    var lastInput = base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    var lastOutput = pixel.blended(lastInput, coverage: coverage)
    for _ in 0..<count {
      let input = base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
      if input != lastInput {
        lastInput = input
        lastOutput = pixel.blended(input, coverage: coverage)
      }
      base.storeBytes(of: lastOutput, toByteOffset: offset, as: UInt32.self)
      offset += 4
    }
  }

  /// The 8-bit coverage a pixel covered by `amount` (0...1) of its area is blended with; 0 for
  /// nothing (also for NaN).
  @inline(__always)
  static func level(_ amount: Double) -> Int {
    guard amount > 0 else { return 0 }
    return amount >= 1 ? 255 : Int((amount * 255).rounded())
  }

  /// Blends `color` through an 8-bit coverage mask whose top-left pixel lands at (`x`, `y`).
  mutating func paintMask(
    _ mask: [UInt8], width maskWidth: Int, height maskHeight: Int, x: Int, y: Int,
    color: RGBAColor
  ) {
    let area = maskWidth.multipliedReportingOverflow(by: maskHeight)
    guard maskWidth > 0, maskHeight > 0, !area.overflow, mask.count >= area.partialValue else {
      return
    }
    let visible = PixelRect(x: x, y: y, width: maskWidth, height: maskHeight)
      .intersection(clipRect)
    guard !visible.isEmpty, color.alpha > 0 else { return }
    let width = image.width
    let pixel = PixelBlender(color: color)
    image.pixels.withUnsafeMutableBufferPointer { buffer in
      mask.withUnsafeBufferPointer { coverage in
        for row in visible.y..<visible.maxY {
          var offset = (row * width + visible.x) * 4
          var maskIndex = (row - y) * maskWidth + (visible.x - x)
          for _ in 0..<visible.width {
            let level = Int(coverage[maskIndex])
            if level > 0 { pixel.blend(into: buffer, at: offset, coverage: level) }
            offset += 4
            maskIndex += 1
          }
        }
      }
    }
  }
}

/// Source-over blending of one straight-alpha colour into straight-alpha RGBA bytes.
struct PixelBlender {
  let red: Int
  let green: Int
  let blue: Int
  let alpha: Int

  init(color: RGBAColor) {
    red = Int(color.red)
    green = Int(color.green)
    blue = Int(color.blue)
    alpha = Int(color.alpha)
  }

  /// The colour blended over one pixel given as its four bytes in memory order, fully or at
  /// `coverage` (0...255).
  @inline(__always)
  func blended(_ pixel: UInt32, coverage: Int = 255) -> UInt32 {
    var value = pixel
    withUnsafeMutableBytes(of: &value) { bytes in
      blend(into: bytes.bindMemory(to: UInt8.self), at: 0, coverage: coverage)
    }
    return value
  }

  /// Blends the colour, its alpha scaled by `coverage` (0...255), over the pixel at byte `offset`.
  @inline(__always)
  func blend(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int, coverage: Int) {
    let sourceAlpha = coverage >= 255 ? alpha : (alpha * coverage + 127) / 255
    if sourceAlpha <= 0 { return }
    if sourceAlpha >= 255 {
      buffer[offset] = UInt8(truncatingIfNeeded: red)
      buffer[offset + 1] = UInt8(truncatingIfNeeded: green)
      buffer[offset + 2] = UInt8(truncatingIfNeeded: blue)
      buffer[offset + 3] = 255
      return
    }
    let inverse = 255 - sourceAlpha
    let destinationAlpha = Int(buffer[offset + 3])
    if destinationAlpha == 255 {
      // Opaque destination (the common case): plain rounded lerp, result stays opaque.
      buffer[offset] = Self.mix(red, Int(buffer[offset]), sourceAlpha, inverse)
      buffer[offset + 1] = Self.mix(green, Int(buffer[offset + 1]), sourceAlpha, inverse)
      buffer[offset + 2] = Self.mix(blue, Int(buffer[offset + 2]), sourceAlpha, inverse)
      return
    }
    // General straight-alpha source-over, kept in integers scaled by 255 so it is exact and
    // deterministic: outA = sa + da(1 - sa); outC = (sc·sa + dc·da(1 - sa)) / outA.
    let destinationWeight = destinationAlpha * inverse
    let outAlpha255 = sourceAlpha * 255 + destinationWeight
    let half = outAlpha255 / 2
    func channel(_ source: Int, _ destination: Int) -> UInt8 {
      UInt8(
        truncatingIfNeeded: (source * sourceAlpha * 255 + destination * destinationWeight + half)
          / outAlpha255)
    }
    buffer[offset] = channel(red, Int(buffer[offset]))
    buffer[offset + 1] = channel(green, Int(buffer[offset + 1]))
    buffer[offset + 2] = channel(blue, Int(buffer[offset + 2]))
    buffer[offset + 3] = UInt8(truncatingIfNeeded: (outAlpha255 + 127) / 255)
  }

  @inline(__always)
  private static func mix(_ source: Int, _ destination: Int, _ weight: Int, _ inverse: Int)
    -> UInt8
  {
    UInt8(truncatingIfNeeded: (source * weight + destination * inverse + 127) / 255)
  }
}
