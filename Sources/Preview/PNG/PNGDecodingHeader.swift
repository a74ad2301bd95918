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
      try Self.checkImageDataLength(data, width: width, height: height)
      self.width = width
      self.height = height
    }

    /// Deflate turns at most 1032 bytes into 1 (a 258-byte match costs at least 2 bits), so the
    /// compressed image data can be no shorter than the raw scanlines divided by that. Checking it
    /// before decoding means a 70-byte file that claims 10000×10000 pixels is refused at once,
    /// instead of allocating 400 MB for libpng to find the data missing.
    static let maximumDeflateRatio = 1032

    private static func checkImageDataLength(_ data: [UInt8], width: Int, height: Int)
      throws(PNGDecodingError)
    {
      // Bit depth and colour type follow the size in IHDR; leave odd headers to libpng.
      guard data.count >= 26 else { return }
      let bitDepth = Int(data[24])
      let channels: Int
      switch data[25] {
      case 0, 3: channels = 1
      case 4: channels = 2
      case 2: channels = 3
      case 6: channels = 4
      default: return
      }
      guard [1, 2, 4, 8, 16].contains(bitDepth) else { return }
      // width * height <= maximumPixelCount, so none of this can overflow. Interlaced images have
      // more filter bytes, never fewer, so this is a lower bound for them too.
      let rowBytes = (width * channels * bitDepth + 7) / 8 + 1
      let needed = rowBytes * height / maximumDeflateRatio
      var present = 0
      var offset = 8
      while offset + 8 <= data.count {
        let length = bigEndian(data, at: offset)
        let type = data[(offset + 4)..<(offset + 8)]
        if type.elementsEqual([0x49, 0x44, 0x41, 0x54]) {  // IDAT
          present += min(length, data.count - offset - 8)
        } else if type.elementsEqual([0x49, 0x45, 0x4E, 0x44]) {  // IEND
          break
        }
        offset += 12 + length
      }
      guard present >= needed else {
        throw .corrupt(
          reason:
            "the file holds \(present) bytes of image data, too few for \(width)×\(height) pixels",
          path: nil)
      }
    }

    private static func bigEndian(_ data: [UInt8], at offset: Int) -> Int {
      Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8
        | Int(data[offset + 3])
    }
  }
}
