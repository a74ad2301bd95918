/// A rectangle of whole device pixels: the pixels `x ..< x + width` by `y ..< y + height`.
///
/// A rect whose width or height is zero or negative covers no pixels.
public struct PixelRect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the last column.
  public var maxX: Int { x + width }
  /// One past the last row.
  public var maxY: Int { y + height }

  /// Whether the rect covers no pixels.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The pixels both rects cover; an empty rect (at the origin of `self`) if they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return PixelRect(x: x, y: y, width: 0, height: 0) }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The smallest rect covering both; an empty rect is ignored.
  public func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let left = min(x, other.x)
    let top = min(y, other.y)
    return PixelRect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The rect shrunk by `dx` on the left and right and `dy` at the top and bottom (grown if negative).
  public func insetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The last column inside the rectangle (inclusive).
  public var lastX: Int { x + width - 1 }
  /// The last row inside the rectangle (inclusive).
  public var lastY: Int { y + height - 1 }
}

extension PixelRect: CustomStringConvertible {
  /// `x=380…388 y=176…240`: inclusive pixel ranges, as users read them off an image viewer.
  public var description: String { "x=\(x)…\(lastX) y=\(y)…\(lastY)" }
}
