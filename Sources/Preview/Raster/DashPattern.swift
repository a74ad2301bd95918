/// A dash pattern in device pixels: `on` pixels drawn, then `off` pixels skipped, repeated from the
/// start of the line.
///
/// A pattern with `on <= 0` draws nothing; one with `off <= 0` draws a solid line.
public struct DashPattern: Hashable, Sendable {
  public var on: Int
  public var off: Int

  public init(on: Int, off: Int) {
    self.on = on
    self.off = off
  }

  /// How much of the span `start ..< end` (continuous, along the line) the dashes cover.
  func coverage(from start: Double, to end: Double) -> Double {
    guard on > 0 else { return 0 }
    guard off > 0 else { return end - start }
    let period = Double(on + off)
    var total = 0.0
    var k = (start / period).rounded(.down)
    while k * period < end {
      let dashStart = k * period
      let dashEnd = dashStart + Double(on)
      total += max(0, min(end, dashEnd) - max(start, dashStart))
      k += 1
    }
    return total
  }
}
