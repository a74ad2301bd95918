import CPNG
import Dispatch
import VFLPreviewSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decodes PNG files of any colour type and bit depth to 8-bit straight-alpha RGBA.
///
/// The PNGs this tool writes (8-bit RGB or RGBA) are inflated by libdeflate and unfiltered here
/// (``decodeWithLibDeflate(_:header:)``); any other goes through libpng's simplified API
/// (`png_image_begin_read_from_memory` and `png_image_finish_read`): libpng reports errors in `png_image.message` instead of longjmp-ing
/// through Swift frames, and it converts palette, grey, 16-bit and low-bit-depth images for us.
/// Colours come out as sRGB: 16-bit channels without a `gAMA`/`sRGB` chunk are taken to be sRGB
/// already (so 16 → 8 bits is a plain rescale), and images with a `gAMA` chunk are
/// gamma-corrected to sRGB as libpng does.
///
/// The header is read first and absurd sizes are refused *before* any pixel memory is allocated:
/// a 0×0 image, or one with more than ``maximumPixelCount`` pixels.
public enum PNGDecoder {
  /// The largest image decoded, in pixels (100 million: 400 MB of RGBA). A 100000×100000 header
  /// is refused with ``PNGDecodingError/imageTooLarge(width:height:limit:path:)``.
  public static let maximumPixelCount = 100_000_000

  /// The longest side decoded, in pixels: libpng's own limit (`PNG_USER_WIDTH_MAX` and
  /// `PNG_USER_HEIGHT_MAX`, one million), checked here so that a 2,000,000×1 image, within the
  /// pixel limit, is refused with the same error as an image with too many pixels instead of as
  /// "corrupt". The same side limit as the pictures the tool draws (`RenderPipeline.maximumSide`).
  public static let maximumSide = 1_000_000

  /// The largest file ``decode(contentsOf:)`` loads into memory (1 GiB).
  public static let maximumFileSize = 1 << 30

  /// Decodes a PNG held in memory.
  public static func decode(_ data: [UInt8]) throws(PNGDecodingError) -> RGBAImage {
    try decode(data, allowsLibDeflate: true)
  }

  /// ``decode(_:)``, or libpng alone, which the tests compare with the way through libdeflate.
  static func decode(_ data: [UInt8], allowsLibDeflate: Bool) throws(PNGDecodingError) -> RGBAImage {
    let header = try Header(data)
    if allowsLibDeflate, let image = decodeWithLibDeflate(data, header: header) { return image }
    // withUnsafeBytes is untyped-rethrows, so carry the typed result out of the closure.
    let result = data.withUnsafeBytes { bytes in
      Result { () throws(PNGDecodingError) -> RGBAImage in
        try decodeWithLibPNG(bytes, header: header)
      }
    }
    return try result.get()
  }

  /// Reads and decodes a PNG file. A missing path, a directory (or other non-regular file) and
  /// an unreadable file each get their own error; decoding errors carry the path.
  public static func decode(contentsOf path: String) throws(PNGDecodingError) -> RGBAImage {
    let data = try readFile(at: path)
    do {
      return try decode(data)
    } catch {
      throw error.attributed(to: path)
    }
  }

  /// Reads and decodes two PNG files at once, one on each of two threads: a diff of two large
  /// pictures is mostly decoding, and the two decodes share nothing. Each result is what
  /// ``decode(contentsOf:)`` gives for that path.
  public static func decode(
    contentsOf first: String, and second: String
  ) -> (Result<RGBAImage, PNGDecodingError>, Result<RGBAImage, PNGDecodingError>) {
    // Each worker writes only its own property, and concurrentPerform returns after both finished.
    final class Results: @unchecked Sendable {
      var first: Result<RGBAImage, PNGDecodingError>?
      var second: Result<RGBAImage, PNGDecodingError>?
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let result = Result { () throws(PNGDecodingError) -> RGBAImage in
        try decode(contentsOf: index == 0 ? first : second)
      }
      if index == 0 { results.first = result } else { results.second = result }
    }
    return (results.first!, results.second!)
  }

  // MARK: - libpng

  private static func decodeWithLibPNG(
    _ bytes: UnsafeRawBufferPointer, header: Header
  ) throws(PNGDecodingError) -> RGBAImage {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
      let reason = libPNGMessage(image)
      png_image_free(&image)
      throw .corrupt(reason: reason, path: nil)
    }
    // libpng parsed the same IHDR we did; refuse anyway if it disagrees, rather than trusting
    // one reading for the allocation and another for the decode.
    guard Int(image.width) == header.width, Int(image.height) == header.height else {
      png_image_free(&image)
      throw .corrupt(reason: "inconsistent image header", path: nil)
    }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)

    let width = header.width
    let height = header.height
    let byteCount = width * height * 4
    var failure: String?
    let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
      let ok = png_image_finish_read(
        &image, nil, buffer.baseAddress, Int32(width * 4), nil)
      if ok == 0 {
        failure = libPNGMessage(image)
        // Zero the buffer so the (discarded) array never exposes uninitialised memory.
        buffer.initialize(repeating: 0)
      }
      initialized = byteCount
    }
    // finish_read frees libpng's state on success and on failure; freeing twice is harmless.
    png_image_free(&image)
    if let failure { throw .corrupt(reason: failure, path: nil) }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  private static func libPNGMessage(_ image: png_image) -> String {
    var message = image.message
    let text = withUnsafeBytes(of: &message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? "libpng reported an unknown error" : text
  }

  // MARK: - Files

  private static func readFile(at path: String) throws(PNGDecodingError) -> [UInt8] {
    // The path's bytes: a name that is not UTF-8 on the command line is opened as it is. Without
    // waiting: opening a FIFO with no writer blocks until one comes, and only a regular file is read.
    let descriptor = FileSystemName.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
      throw .unreadableFile(path: path, reason: errorText(code))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(path: path, reason: errorText(errno))
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notARegularFile(path: path) }
    let size = Int(status.st_size)
    guard size <= maximumFileSize else {
      throw .unreadableFile(path: path, reason: "the file is larger than 1 GiB")
    }
    var readError: Int32?
    var total = 0
    let data = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      while total < size {
        let count = read(descriptor, base + total, size - total)
        if count < 0 {
          if errno == EINTR { continue }
          readError = errno
          break
        }
        if count == 0 { break }  // the file shrank while we read it
        total += count
      }
      initialized = total
    }
    if let readError { throw .unreadableFile(path: path, reason: errorText(readError)) }
    return data
  }

  private static func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
