import CPNG

/// A minimal PNG writer (libpng's simplified API) for diff images, snapshot references and
/// artifacts, standing in until the project's `PNGEncoder` lands; then callers switch to it.
/// `package` so that `PreviewTesting` and the CLI can use it without making it public API.
package enum PNGDiffImageWriter {
  /// Encodes `image` as an 8-bit RGBA PNG.
  package static func encode(_ image: RGBAImage) throws(PNGDiffImageWriter.Failure) -> [UInt8] {
    guard image.width > 0, image.height > 0 else {
      throw Failure(message: "cannot write an empty \(image.width)×\(image.height) image")
    }
    guard image.width <= Int(Int32.max) / 4, image.height <= Int(UInt32.max) else {
      throw Failure(message: "image too large to encode")
    }
    var description = png_image()
    description.version = UInt32(PNG_IMAGE_VERSION)
    description.width = UInt32(image.width)
    description.height = UInt32(image.height)
    description.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // RGBA
    let stride = Int32(image.width * 4)

    return try image.pixels.withUnsafeBytes { (pixels) -> Result<[UInt8], Failure> in
      var size: png_alloc_size_t = 0
      guard
        png_image_write_to_memory(&description, nil, &size, 0, pixels.baseAddress, stride, nil) != 0
      else {
        return .failure(Failure(message: message(of: &description)))
      }
      var written = size
      var ok = false
      let bytes = [UInt8](unsafeUninitializedCapacity: Int(size)) { buffer, count in
        ok =
          png_image_write_to_memory(
            &description, buffer.baseAddress, &written, 0, pixels.baseAddress, stride, nil) != 0
        count = ok ? Int(written) : 0
      }
      return ok ? .success(bytes) : .failure(Failure(message: message(of: &description)))
    }.get()
  }

  /// Why writing failed, in libpng's words.
  package struct Failure: Error, Sendable {
    package let message: String
  }

  private static func message(of description: inout png_image) -> String {
    let text = withUnsafeBytes(of: &description.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    png_image_free(&description)
    return text.isEmpty ? "libpng could not encode the image" : text
  }
}

extension ImageDifference {
  /// The diff image as PNG bytes, refusing a canvas over `PNGDecoder.maximumPixelCount` pixels
  /// (two images of legal but crossed sizes, such as 10000×10000 and 100000×1000, would
  /// otherwise need gigabytes for their union canvas).
  package func encodedDiffImage() throws(PNGDiffImageWriter.Failure) -> [UInt8] {
    let canvas = canvasSize
    guard canvas.width * canvas.height <= PNGDecoder.maximumPixelCount else {
      throw PNGDiffImageWriter.Failure(
        message:
          "the diff image would be \(canvas) pixels, over the limit of "
          + "\(PNGDecoder.maximumPixelCount) pixels")
    }
    return try PNGDiffImageWriter.encode(diffImage())
  }
}
