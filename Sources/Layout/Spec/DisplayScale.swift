/// Device pixels per point, Apple's @1x, @2x and @3x: a spec's `appearance.scale`, a device
/// preset's screen, or the scale a caller asks for (`--scale`).
///
/// Only 1, 2 and 3 exist: the spec decoder and the command line make one from a number once, and
/// everything after them (the scene, the renderer, the PNG's resolution) takes it without checking
/// again. An integer literal is accepted where a scale is expected (`RenderOptions(scale: 1)`); a
/// literal outside 1…3 is a programming error and traps.
public enum DisplayScale: Int, Sendable, Equatable, Hashable, CaseIterable, CustomStringConvertible {
  case x1 = 1
  case x2 = 2
  case x3 = 3

  /// Device pixels per point.
  public var pixelsPerPoint: Int { rawValue }

  /// The resolution a picture at this scale declares, so that viewers show it at its size in
  /// points: 72 dots per inch per point.
  public var dotsPerInch: Double { 72 * Double(rawValue) }

  /// `1`, `2` or `3`.
  public var description: String { String(rawValue) }
}

extension DisplayScale: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) {
    guard let scale = DisplayScale(rawValue: value) else {
      preconditionFailure("a display scale is 1, 2 or 3, not \(value)")
    }
    self = scale
  }
}
