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
      guard width * height <= PNGDecoder.maximumPixelCount, width <= PNGDecoder.maximumSide,
        height <= PNGDecoder.maximumSide
      else {
        throw .imageTooLarge(
          width: width, height: height, limit: PNGDecoder.maximumPixelCount, path: nil)
      }
      try Self.checkChunks(data, width: width, height: height)
      self.width = width
      self.height = height
    }

    /// Deflate turns at most 1032 bytes into 1 (a 258-byte match costs at least 2 bits), so the
    /// compressed image data can be no shorter than the raw scanlines divided by that.
    static let maximumDeflateRatio = 1032

    /// Walks the chunk headers (not their contents) up to IEND, before libpng sees the data:
    ///
    /// - A chunk must fit in the file. libpng allocates a chunk's declared length before reading
    ///   it, so a 101-byte file whose `sPLT` chunk claims 1.7 GB made it ask for 1.7 GB.
    /// - The image data must be long enough for the header's size: a 70-byte file claiming
    ///   10000×10000 pixels had 400 MB allocated for libpng to find the data missing.
    private static func checkChunks(_ data: [UInt8], width: Int, height: Int)
      throws(PNGDecodingError)
    {
      var present = 0
      var offset = 8
      while offset + 8 <= data.count {
        let length = bigEndian(data, at: offset)
        let type = Array(data[(offset + 4)..<(offset + 8)])
        // Length, type, data and CRC.
        guard length <= data.count - offset - 12 else {
          throw .corrupt(
            reason:
              "the file ends inside the \(chunkName(type)) chunk at byte \(offset), which claims \(length) bytes",
            path: nil)
        }
        if type == [0x49, 0x44, 0x41, 0x54] {  // IDAT
          present += length
        } else if type == [0x49, 0x45, 0x4E, 0x44] {  // IEND
          break
        }
        offset += 12 + length
      }
      guard let rawBytes = rawImageBytes(data, width: width, height: height) else { return }
      guard present >= rawBytes / maximumDeflateRatio else {
        throw .corrupt(
          reason:
            "the file holds \(present) bytes of image data, too few for \(width)×\(height) pixels",
          path: nil)
      }
    }

    /// The size of the uncompressed scanlines, from the bit depth and colour type after the size
    /// in IHDR; `nil` for values libpng will reject anyway. `width * height` is within the pixel
    /// limit, so nothing overflows; interlaced images have more filter bytes, never fewer, so
    /// this is a lower bound for them too.
    private static func rawImageBytes(_ data: [UInt8], width: Int, height: Int) -> Int? {
      guard data.count >= 26 else { return nil }
      let bitDepth = Int(data[24])
      let channels: Int
      switch data[25] {
      case 0, 3: channels = 1
      case 4: channels = 2
      case 2: channels = 3
      case 6: channels = 4
      default: return nil
      }
      guard [1, 2, 4, 8, 16].contains(bitDepth) else { return nil }
      return ((width * channels * bitDepth + 7) / 8 + 1) * height
    }

    /// `'sPLT'`, or the bytes in hexadecimal when they are not letters.
    private static func chunkName(_ type: [UInt8]) -> String {
      let letters = type.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
      guard letters else {
        return "0x" + type.map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
      }
      return "'" + String(decoding: type, as: UTF8.self) + "'"
    }

    private static func bigEndian(_ data: [UInt8], at offset: Int) -> Int {
      Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8
        | Int(data[offset + 3])
    }
  }
}
