/// An 8-bit RGBA image, row-major, top row first, straight (not premultiplied) alpha.
///
/// Everything in `Preview` draws into or compares these; the PNG codec converts them to and from files.
public struct RGBAImage: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel.
  public var pixels: [UInt8]

  /// Creates an image filled with one colour.
  public init(width: Int, height: Int, fill: RGBAColor = .clear) {
    precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
    self.width = width
    self.height = height
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    if fill != .clear {
      pixels.withUnsafeMutableBufferPointer { buffer in
        var index = 0
        while index < buffer.count {
          buffer[index] = fill.red
          buffer[index + 1] = fill.green
          buffer[index + 2] = fill.blue
          buffer[index + 3] = fill.alpha
          index += 4
        }
      }
    }
    self.pixels = pixels
  }

  /// Wraps existing pixel bytes; `pixels.count` must be `width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "pixel buffer does not match the dimensions")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The colour at a pixel.
  public subscript(x: Int, y: Int) -> RGBAColor {
    get {
      let offset = (y * width + x) * 4
      return RGBAColor(
        red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2],
        alpha: pixels[offset + 3])
    }
    set {
      let offset = (y * width + x) * 4
      pixels[offset] = newValue.red
      pixels[offset + 1] = newValue.green
      pixels[offset + 2] = newValue.blue
      pixels[offset + 3] = newValue.alpha
    }
  }
}

/// A straight-alpha 8-bit colour.
public struct RGBAColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `RGBAColor(hex: 0x007AFF)`: an opaque colour from a 24-bit RGB value.
  public init(hex: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
      alpha: alpha)
  }

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: UInt8) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let white = RGBAColor(hex: 0xFFFFFF)
  public static let black = RGBAColor(hex: 0x000000)
}
