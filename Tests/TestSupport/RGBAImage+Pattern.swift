import Preview

extension RGBAImage {
  /// A deterministic colourful test image: each pixel's colour follows from its position.
  package static func pattern(width: Int, height: Int, seed: Int = 0) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBAColor(
          red: UInt8((x * 37 + seed) & 0xFF), green: UInt8((y * 53 + seed * 3) & 0xFF),
          blue: UInt8((x * y + seed) & 0xFF), alpha: UInt8(255 - (x + y) % 64))
      }
    }
    return image
  }
}
