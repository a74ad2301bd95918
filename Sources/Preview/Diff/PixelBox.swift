/// A rectangle of whole pixels where images differ: the same value as a ``PixelRect``.
public typealias PixelBox = PixelRect

extension PixelRect: CustomStringConvertible {
  /// The last column inside the rectangle (inclusive).
  public var lastX: Int { x + width - 1 }
  /// The last row inside the rectangle (inclusive).
  public var lastY: Int { y + height - 1 }

  /// `x=380…388 y=176…240`: inclusive pixel ranges, as users read them off an image viewer.
  public var description: String { "x=\(x)…\(lastX) y=\(y)…\(lastY)" }
}
