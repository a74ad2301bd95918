/// A rectangle of whole pixels, origin at the top-left corner of the image.
public struct PixelBox: Hashable, Sendable, CustomStringConvertible {
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

  /// The last column inside the box (inclusive).
  public var lastX: Int { x + width - 1 }
  /// The last row inside the box (inclusive).
  public var lastY: Int { y + height - 1 }

  /// `x=380…388 y=176…240`: inclusive pixel ranges, as users read them off an image viewer.
  public var description: String { "x=\(x)…\(lastX) y=\(y)…\(lastY)" }
}
