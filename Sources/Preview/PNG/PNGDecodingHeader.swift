extension PNGDecoder {
  /// The image size from a PNG's `IHDR` chunk, read by hand so that absurd sizes are refused
  /// before libpng (or we) allocate anything.
  struct Header: Hashable, Sendable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let width: Int
    let height: Int

    /// Checks the signature and the first chunk (which the PNG specification requires to be
    /// `IHDR`), then the size limits.
    init(_ data: [UInt8]) throws(PNGDecodingError) {
      guard data.count >= 8, Array(data[0..<8]) == Self.signature else {
        throw .notPNG(path: nil)
      }
      // 8 signature + 4 length + 4 type + 4 width + 4 height.
      guard data.count >= 24 else {
        throw .corrupt(reason: "the file ends inside the image header", path: nil)
      }
      guard data[12] == 0x49, data[13] == 0x48, data[14] == 0x44, data[15] == 0x52 else {
        throw .corrupt(reason: "the first chunk is not IHDR", path: nil)
      }
      let width = Self.bigEndian(data, at: 16)
      let height = Self.bigEndian(data, at: 20)
      // The PNG specification limits each dimension to 2^31 - 1.
      guard width <= Int(Int32.max), height <= Int(Int32.max) else {
        throw .corrupt(reason: "the image size in IHDR is out of range", path: nil)
      }
      guard width > 0, height > 0 else {
        throw .emptyImage(width: width, height: height, path: nil)
      }
      // Both are below 2^31, so the product cannot overflow a 64-bit Int.
      guard width * height <= PNGDecoder.maximumPixelCount else {
        throw .imageTooLarge(
          width: width, height: height, limit: PNGDecoder.maximumPixelCount, path: nil)
      }
      self.width = width
      self.height = height
    }

    private static func bigEndian(_ data: [UInt8], at offset: Int) -> Int {
      Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8
        | Int(data[offset + 3])
    }
  }
}
