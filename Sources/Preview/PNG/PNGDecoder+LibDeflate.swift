import CDeflate

extension PNGDecoder {
  /// Decodes the PNGs this tool writes, and most others' wireframes: 8-bit RGB or RGBA, not
  /// interlaced, with no chunk that changes the colours (`tRNS`, `gAMA`, `iCCP`, …). Every chunk's
  /// CRC is checked, the image data inflated by libdeflate (which checks its Adler-32 and that it
  /// holds exactly the rows the header promises), unfiltered and widened to RGBA.
  ///
  /// `nil` for any other PNG, or a damaged one, which libpng then decodes or refuses with its
  /// message. A `diff` of two large pictures is mostly decoding; this takes a fraction of the time
  /// libpng's simplified API takes for the same pixels (docs/benchmarks.md).
  static func decodeWithLibDeflate(_ data: [UInt8], header: Header) -> RGBAImage? {
    // IHDR (its length and type are checked by Header): bit depth 8, colour type 2 (RGB) or
    // 6 (RGBA), deflate, the adaptive filters, no interlacing.
    guard data.count >= 33, data[8..<12].elementsEqual([0, 0, 0, 13]), data[24] == 8,
      data[25] == 2 || data[25] == 6, data[26] == 0, data[27] == 0, data[28] == 0
    else { return nil }
    let channels = data[25] == 2 ? 3 : 4
    guard let stream = imageData(of: data) else { return nil }

    let rawCount = (1 + header.width * channels) * header.height
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var scanlines = [UInt8](unsafeUninitializedCapacity: rawCount) { buffer, initialized in
      let result = stream.withUnsafeBytes { input in
        libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, buffer.baseAddress, rawCount, nil)
      }
      initialized = result == LIBDEFLATE_SUCCESS ? rawCount : 0
    }
    guard scanlines.count == rawCount else { return nil }
    let pixels = scanlines.withUnsafeMutableBufferPointer { scanlines in
      PNGScanlines.pixels(ofScanlines: scanlines.baseAddress!, width: header.width, height: header.height, channels: channels)
    }
    return pixels.map { RGBAImage(width: header.width, height: header.height, pixels: $0) }
  }

  /// The chunks that may accompany image data without changing its colours.
  private static let colourNeutralChunks: Set<String> = ["pHYs", "sRGB", "tEXt", "zTXt", "iTXt", "tIME"]

  /// The IDAT chunks' data joined, after checking the CRC of every chunk up to IEND; `nil` for a
  /// chunk outside ``colourNeutralChunks``, a bad CRC, or a file that ends before IEND.
  private static func imageData(of data: [UInt8]) -> [UInt8]? {
    var stream: [UInt8] = []
    var imageDataEnded = false  // the IDAT chunks must be consecutive
    var offset = 8
    while offset + 12 <= data.count {
      let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8
        | Int(data[offset + 3])
      let end = offset + 8 + length
      guard length <= data.count - offset - 12 else { return nil }
      let stored = data[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      guard CRC32.checksum(of: data[offset + 4..<end]) == stored else { return nil }
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      switch type {
      case "IHDR" where offset == 8: break
      case "IDAT":
        guard !imageDataEnded else { return nil }
        stream += data[offset + 8..<end]
      case "IEND": return stream
      default:
        guard colourNeutralChunks.contains(type) else { return nil }
        imageDataEnded = !stream.isEmpty
      }
      offset = end + 4
    }
    return nil
  }
}
