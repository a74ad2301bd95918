import Layout

/// A picture and the scale it was drawn at. The scale travels with the pixels, so the PNG declares
/// the resolution the picture was drawn for (``png()``) without anyone passing it again.
public struct RenderedImage: Sendable {
  public var pixels: RGBAImage
  public var scale: DisplayScale

  public init(pixels: RGBAImage, scale: DisplayScale) {
    self.pixels = pixels
    self.scale = scale
  }

  public var width: Int { pixels.width }
  public var height: Int { pixels.height }

  /// The picture as PNG bytes, with a `pHYs` resolution of 72 dpi per point so that viewers show
  /// a 2× picture at its size in points: the bytes `vfl-preview -o out.png` writes.
  public func png() throws(RenderError) -> [UInt8] {
    do {
      return try Self.png(of: pixels, scale: scale)
    } catch {
      throw .encoding(error)
    }
  }

  /// The bytes of ``png()``, for a picture nobody needs afterwards: an opaque picture's rows are
  /// filtered in its own memory rather than a copy, so that a large picture's peak memory is the
  /// picture and its PNG. Hand over a picture nothing else holds (`consume image`).
  consuming func pngReusingPixels() throws(RenderError) -> [UInt8] {
    let scale = scale
    do {
      return try PNGEncoder.encode(consuming: (consume self).pixels, dotsPerInch: scale.dotsPerInch)
    } catch {
      throw .encoding(error)
    }
  }

  /// Pixels as PNG bytes: with the `pHYs` resolution of `scale` when it is known, without one for
  /// an image of no known scale (a snapshot of an image made by other code). The one place a
  /// picture is encoded.
  public static func png(of pixels: RGBAImage, scale: DisplayScale?) throws(PNGEncodingError)
    -> [UInt8]
  {
    guard let scale else { return try PNGEncoder.encode(pixels) }
    return try PNGEncoder.encode(pixels, dotsPerInch: scale.dotsPerInch)
  }
}
