/// Paints ``ImageDifference/diffImage(style:)``: the expected image greyed and faded over white
/// as pixelmatch draws it, with each changed pixel in the colour of its class.
struct DiffImagePainter {
  let difference: ImageDifference
  let style: DiffImageStyle

  func paint() -> RGBAImage {
    let expected = difference.expected
    let actual = difference.actual
    let canvas = difference.canvasSize
    let pixelCount = canvas.width * canvas.height
    guard pixelCount > 0 else { return RGBAImage(width: canvas.width, height: canvas.height) }

    var classes = [UInt8](repeating: 0, count: pixelCount)
    classes.withUnsafeMutableBufferPointer { buffer in
      _ = PixelDifferenceScanner(
        expected: expected, actual: actual, comparison: difference.comparison
      ).scan(classes: buffer.baseAddress)
    }

    let opacity = min(max(style.fadedImageOpacity.isNaN ? 0 : style.fadedImageOpacity, 0), 1)
    let palette: [RGBAColor] = [
      style.outsideColor, style.darkerColor, style.lighterColor, style.alphaOnlyColor,
      style.antiAliasedColor,
    ]
    var output = [UInt8](repeating: 0, count: pixelCount * 4)
    output.withUnsafeMutableBufferPointer { out in
      expected.pixels.withUnsafeBufferPointer { expectedPixels in
        actual.pixels.withUnsafeBufferPointer { actualPixels in
          for y in 0..<canvas.height {
            for x in 0..<canvas.width {
              let index = y * canvas.width + x
              let target = index * 4
              let pixelClass = Int(classes[index])
              if pixelClass != 0 {
                write(palette[pixelClass], to: out, at: target)
              } else if x < expected.width && y < expected.height {
                fadedGrey(expectedPixels, at: (y * expected.width + x) * 4, opacity, out, target)
              } else if x < actual.width && y < actual.height {
                fadedGrey(actualPixels, at: (y * actual.width + x) * 4, opacity, out, target)
              } else {
                write(style.outsideColor, to: out, at: target)
              }
            }
          }
        }
      }
    }
    return RGBAImage(width: canvas.width, height: canvas.height, pixels: output)
  }

  /// pixelmatch's `drawGrayPixel`: the pixel's luma blended with white at `opacity`·alpha.
  private func fadedGrey(
    _ source: UnsafeBufferPointer<UInt8>, at offset: Int, _ opacity: Double,
    _ out: UnsafeMutableBufferPointer<UInt8>, _ target: Int
  ) {
    let luma = PixelDifferenceScanner.luma(
      Double(source[offset]), Double(source[offset + 1]), Double(source[offset + 2]))
    let value = 255 + (luma - 255) * (opacity * Double(source[offset + 3]) / 255)
    let grey = UInt8(min(max(value, 0), 255))
    out[target] = grey
    out[target + 1] = grey
    out[target + 2] = grey
    out[target + 3] = 255
  }

  private func write(_ color: RGBAColor, to out: UnsafeMutableBufferPointer<UInt8>, at target: Int)
  {
    out[target] = color.red
    out[target + 1] = color.green
    out[target + 2] = color.blue
    out[target + 3] = color.alpha
  }
}
