extension ImageDifference {
  /// The diff image as PNG bytes, refusing a canvas over `PNGDecoder.maximumPixelCount` pixels
  /// (two images of legal but crossed sizes, such as 10000×10000 and 100000×1000, would
  /// otherwise need gigabytes for their union canvas).
  public func encodedDiffImage() throws(PNGEncodingError) -> [UInt8] {
    let canvas = canvasSize
    guard canvas.width * canvas.height <= PNGDecoder.maximumPixelCount else {
      throw .imageTooLarge(
        width: canvas.width, height: canvas.height, limit: PNGDecoder.maximumPixelCount)
    }
    return try PNGEncoder.encode(diffImage())
  }
}
