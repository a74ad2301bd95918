import CPNGStream
import CPNG

/// Writes ``RGBAImage``s as PNG files.
public enum PNGEncoder {
  /// Encodes `image` as an 8-bit PNG: RGB when every pixel is opaque, else RGBA.
  ///
  /// The chunks are IHDR, sRGB, IDAT and IEND (no tIME or tEXt), and the same pixels always give
  /// the same bytes. The image data is one zlib stream written by ISA-L's igzip (see
  /// ``encode(_:dotsPerInch:)``); libpng reads it like any PNG.
  ///
  /// - Throws: ``PNGEncodingError`` if the image is empty or too large for PNG, or zlib fails.
  public static func encode(_ image: RGBAImage) throws(PNGEncodingError) -> [UInt8] {
    try encode(image, dotsPerInch: 0)
  }

  /// Encodes `image` like ``encode(_:)`` and records its resolution in a `pHYs` chunk, so
  /// viewers show an image rendered at `scale` × 72 dpi at its size in points.
  ///
  /// PNG stores whole pixels per metre; `dotsPerInch` is converted and rounded (72 dpi is
  /// 2835 px/m, 144 dpi 5669 px/m). Non-positive or non-finite values write no `pHYs`.
  ///
  /// This is the encoder the pictures use: an opaque image (every wireframe) is written as RGB,
  /// a row that repeats the one above with filter Up, any other with filter None, and the rows are
  /// compressed by igzip at level 1 (``imageData(of:)``). On the samples' renders that is
  /// about 10× faster than zlib and 0.79–0.92× the size of libpng's defaults. A mostly empty
  /// picture (a device screen, a contact sheet), which igzip writes at up to 2.4× libpng's
  /// defaults, is written in stretches instead, by deflate blocks of the package's own, its lines
  /// of text included, and its rows that differ from the row above only in moving hatching
  /// (a view outside the canvas) with filter Up (CPNGStream's RowDeflate.c, docs/benchmarks.md).
  /// The bytes depend only on the pixels (and igzip's version and processor family).
  public static func encode(_ image: RGBAImage, dotsPerInch: Double) throws(PNGEncodingError)
    -> [UInt8]
  {
    try checkDimensions(image)
    let (data, opaque) = try imageData(of: image)
    var header = PNGChunkWriter.bigEndian(UInt32(image.width)) + PNGChunkWriter.bigEndian(UInt32(image.height))
    // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate, adaptive filtering, no interlace.
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png.reserveCapacity(data.count + data.count / idatSize * 12 + 128)
    png += PNGChunkWriter.chunk(type: "IHDR", data: header)
    let perMetre = (dotsPerInch / 0.0254).rounded()
    if perMetre.isFinite, perMetre >= 1, perMetre <= Double(UInt32.max) {
      png += PNGChunkWriter.physicalPixelDimensions(pixelsPerMetre: UInt32(perMetre))
    }
    // sRGB, perceptual intent: the colours are sRGB, as libpng's simplified API also records.
    png += PNGChunkWriter.chunk(type: "sRGB", data: [0])
    // The image data is megabytes: each IDAT is copied once and checksummed with zlib's CRC-32,
    // not assembled in temporary arrays.
    let type = Array("IDAT".utf8)
    let typeCRC = type.withUnsafeBufferPointer { vfl_crc32(0, $0.baseAddress, $0.count) }
    data.withUnsafeBufferPointer { bytes in
      var start = 0
      repeat {
        let end = min(start + idatSize, bytes.count)
        let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
        png += PNGChunkWriter.bigEndian(UInt32(piece.count))
        png += type
        png.append(contentsOf: piece)
        png += PNGChunkWriter.bigEndian(UInt32(truncatingIfNeeded: vfl_crc32(typeCRC, piece.baseAddress, piece.count)))
        start = end
      } while start < bytes.count
    }
    png += PNGChunkWriter.chunk(type: "IEND", data: [])
    return png
  }

  /// Image data per IDAT chunk, as libpng writes it by default (readers take any size).
  static let idatSize = 1 << 20

  /// The PNG's image data as one zlib stream, and whether it holds RGB rows (every pixel is
  /// opaque) rather than RGBA.
  static func imageData(of image: RGBAImage) throws(PNGEncodingError) -> (data: [UInt8], opaque: Bool) {
    var output: UnsafeMutablePointer<UInt8>?
    var length = 0
    var opaque: Int32 = 0
    let status = image.pixels.withUnsafeBufferPointer { pixels in
      vfl_deflate_png_rows(pixels.baseAddress, image.width, image.height, &opaque, &output, &length)
    }
    guard status == 0, let output else { throw .compressionFailed }
    defer { vfl_deflate_free(output) }
    return (Array(UnsafeBufferPointer(start: output, count: length)), opaque != 0)
  }

  static func checkDimensions(_ image: RGBAImage) throws(PNGEncodingError) {
    let rowBytes = image.width.multipliedReportingOverflow(by: 4)
    guard image.width > 0, image.height > 0, image.width <= 0x7FFF_FFFF,
      image.height <= 0x7FFF_FFFF, !rowBytes.overflow, rowBytes.partialValue <= Int(Int32.max),
      image.pixels.count == image.width * image.height * 4
    else {
      throw .invalidDimensions(width: image.width, height: image.height)
    }
  }

  /// Encodes with libpng's simplified API and explicit `png_image` flags (0 is libpng's default
  /// compression, `PNG_IMAGE_FLAG_FAST` its fastest), always RGBA: the reference the encoder's
  /// sizes are measured and checked against.
  static func encode(_ image: RGBAImage, flags: png_uint_32) throws(PNGEncodingError) -> [UInt8] {
    try checkDimensions(image)
    let rowBytes = image.width.multipliedReportingOverflow(by: 4)
    var control = png_image()
    control.version = png_uint_32(PNG_IMAGE_VERSION)
    control.width = png_uint_32(image.width)
    control.height = png_uint_32(image.height)
    control.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    control.flags = flags

    // An upper bound on the output (libpng's PNG_IMAGE_PNG_SIZE_MAX), allocated uninitialised:
    // pages that are never written are never touched, so the bound costs nothing.
    let dataSize = (rowBytes.partialValue + 1) * image.height
    let compressedMax = dataSize + (dataSize + 7) / 8 + (dataSize + 63) / 64 + 11
    var capacity = 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressedMax / 8192) + compressedMax + 64
    for _ in 0..<2 {
      let memory = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
      defer { memory.deallocate() }
      var size = png_alloc_size_t(capacity)
      let succeeded = image.pixels.withUnsafeBytes { pixels in
        png_image_write_to_memory(
          &control, memory, &size, 0, pixels.baseAddress, png_int_32(rowBytes.partialValue), nil)
      }
      if succeeded != 0 {
        return [UInt8](UnsafeRawBufferPointer(start: memory, count: Int(size)))
      }
      let message = withUnsafeBytes(of: control.message) { bytes in
        String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      png_image_free(&control)
      // libpng reports a too-small buffer by raising `size` to what it needs; retry once.
      guard Int(size) > capacity else {
        throw .libpng(message: message.isEmpty ? "unknown error" : message)
      }
      capacity = Int(size)
      control.opaque = nil
      control.warning_or_error = 0
    }
    throw .libpng(message: "the output buffer was too small")
  }
}
