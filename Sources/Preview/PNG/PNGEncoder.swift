import CDeflate

/// Writes ``RGBAImage``s as PNG files.
public enum PNGEncoder {
  /// Encodes `image` as an 8-bit PNG: RGB when every pixel is opaque, else RGBA.
  ///
  /// The chunks are IHDR, sRGB, IDAT and IEND (no tIME or tEXt). The rows are filtered as libpng
  /// and Pillow filter them (``PNGScanlines``) and compressed by libdeflate in one call, so the
  /// same pixels give the same bytes on every machine, thread and run, for a given libdeflate
  /// version.
  ///
  /// - Throws: ``PNGEncodingError`` if the image is empty or too large for PNG, or compressing
  ///   it runs out of memory.
  public static func encode(_ image: RGBAImage) throws(PNGEncodingError) -> [UInt8] {
    try encode(image, dotsPerInch: 0)
  }

  /// Encodes `image` like ``encode(_:)`` and records its resolution in a `pHYs` chunk, so
  /// viewers show an image rendered at `scale` × 72 dpi at its size in points.
  ///
  /// PNG stores whole pixels per metre; `dotsPerInch` is converted and rounded (72 dpi is
  /// 2835 px/m, 144 dpi 5669 px/m). Non-positive or non-finite values write no `pHYs`.
  public static func encode(_ image: RGBAImage, dotsPerInch: Double) throws(PNGEncodingError)
    -> [UInt8]
  {
    try checkDimensions(image)
    let opaque = isOpaque(image)
    let stream = PNGScanlines.filtered(image, channels: opaque ? 3 : 4).withUnsafeBytes(compressed)
    return try file(width: image.width, height: image.height, opaque: opaque, stream: stream, dotsPerInch: dotsPerInch)
  }

  /// The bytes of ``encode(_:dotsPerInch:)`` for an image the caller gives up: an opaque image's
  /// rows are filtered into its own memory instead of a copy, so that encoding a large picture
  /// needs little more memory than the picture and its PNG. A translucent image, whose RGBA rows
  /// do not fit in place with their filter-type bytes, is filtered into a copy.
  ///
  /// Hand over an image that nothing else holds (`consume image`): the pixels of one that is
  /// shared are copied before they are overwritten (copy-on-write), which saves nothing.
  static func encode(consuming image: consuming RGBAImage, dotsPerInch: Double) throws(PNGEncodingError)
    -> [UInt8]
  {
    try checkDimensions(image)
    guard isOpaque(image) else { return try encode(image, dotsPerInch: dotsPerInch) }
    var image = consume image
    let (width, height) = (image.width, image.height)
    let stream = image.pixels.withUnsafeMutableBufferPointer { pixels in
      let count = PNGScanlines.filterInPlace(pixels, width: width, height: height)
      return compressed(UnsafeRawBufferPointer(start: pixels.baseAddress, count: count))
    }
    image.pixels = []  // the filtered rows are no longer needed: free them before writing the file
    return try file(width: width, height: height, opaque: true, stream: stream, dotsPerInch: dotsPerInch)
  }

  /// The PNG file of a `width` × `height` image whose compressed image data is `stream` (`nil` if
  /// compressing failed).
  private static func file(
    width: Int, height: Int, opaque: Bool, stream: [UInt8]?, dotsPerInch: Double
  ) throws(PNGEncodingError) -> [UInt8] {
    guard let stream, !stream.isEmpty else { throw .compressionFailed }
    var header = PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
    // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate, adaptive filtering, no interlace.
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    var png: [UInt8] = PNGChunkWriter.signature
    png.reserveCapacity(stream.count + stream.count / idatSize * 12 + 128)
    PNGChunkWriter.append(type: "IHDR", data: header, to: &png)
    let perMetre = (dotsPerInch / 0.0254).rounded()
    if perMetre.isFinite, perMetre >= 1, perMetre <= Double(UInt32.max) {
      let pixelsPerMetre = PNGChunkWriter.bigEndian(UInt32(perMetre))
      // The same on both axes; the unit is the metre.
      PNGChunkWriter.append(type: "pHYs", data: pixelsPerMetre + pixelsPerMetre + [1], to: &png)
    }
    // sRGB, perceptual intent: the colours are sRGB, as libpng's simplified API also records.
    PNGChunkWriter.append(type: "sRGB", data: [0], to: &png)
    var start = 0
    repeat {
      let end = min(start + idatSize, stream.count)
      PNGChunkWriter.append(type: "IDAT", data: stream[start..<end], to: &png)
      start = end
    } while start < stream.count
    PNGChunkWriter.append(type: "IEND", data: [], to: &png)
    return png
  }

  /// Image data per IDAT chunk (readers take any size up to 2³¹−1 bytes).
  static let idatSize = 1 << 20

  /// The libdeflate compression level. Level 7 is the lowest that kept every sample's picture
  /// within the size of Pillow's default; higher levels took much longer for a few percent
  /// (docs/benchmarks.md).
  static let compressionLevel: Int32 = 7

  /// `data` as one zlib stream; `nil` if libdeflate could not allocate its compressor.
  static func compressed(_ data: UnsafeRawBufferPointer) -> [UInt8]? {
    guard let compressor = libdeflate_alloc_compressor(compressionLevel) else { return nil }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, data.count)
    // Allocated at the bound but only written as far as the stream goes: untouched pages of a
    // large buffer take no memory.
    return [UInt8](unsafeUninitializedCapacity: bound) { output, initialized in
      initialized = libdeflate_zlib_compress(compressor, data.baseAddress, data.count, output.baseAddress, bound)
    }
  }

  /// Whether every pixel of `image` has alpha 255: the pixels as 4-byte words ANDed together,
  /// whose alpha byte is 255 only if every pixel's is.
  static func isOpaque(_ image: RGBAImage) -> Bool {
    image.pixels.withUnsafeBytes { bytes in
      var all = UInt32.max
      for offset in stride(from: 0, to: bytes.count &- 3, by: 4) {
        all &= bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
      }
      return UInt32(littleEndian: all) >> 24 == 0xFF
    }
  }

  static func checkDimensions(_ image: RGBAImage) throws(PNGEncodingError) {
    guard image.width > 0, image.height > 0, image.width <= 0x7FFF_FFFF, image.height <= 0x7FFF_FFFF,
      image.pixels.count == image.width * image.height * 4
    else {
      throw .invalidDimensions(width: image.width, height: image.height)
    }
  }
}
