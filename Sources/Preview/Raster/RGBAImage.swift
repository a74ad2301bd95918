#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import VFLPreviewSupport

/// An 8-bit RGBA image, row-major, top row first, straight (not premultiplied) alpha.
///
/// Everything in `Preview` draws into or compares these; the PNG codec converts them to and from files.
public struct RGBAImage: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel.
  public var pixels: [UInt8]

  /// Creates an image filled with one colour. Traps when the system refuses the memory, as any
  /// allocation does; drawing that must survive that (a picture the size of the user's spec) uses
  /// ``filled(width:height:fill:)``.
  public init(width: Int, height: Int, fill: RGBAColor = .clear) {
    do {
      self = try Self.filled(width: width, height: height, fill: fill)
    } catch {
      fatalError(error.description)
    }
  }

  /// An image filled with one colour, or ``AllocationFailure`` when the system refuses the memory
  /// for its pixels (a picture near the pixel limit under `ulimit -v`, or on a small machine).
  public static func filled(width: Int, height: Int, fill: RGBAColor = .clear) throws(AllocationFailure) -> RGBAImage {
    precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
    guard width > 0, height > 0 else { return RGBAImage(width: width, height: height, pixels: []) }
    var row = [UInt8](repeating: 0, count: width * 4)
    if fill != .clear {
      row.withUnsafeMutableBytes { bytes in
        for index in 0..<width { bytes.storeBytes(of: fill.word, toByteOffset: index * 4, as: UInt32.self) }
      }
    }
    return try RGBAImage(width: width, height: height, repeating: row)
  }

  /// Creates an image whose every row is `row` (`width * 4` bytes). The buffer is written once,
  /// not zeroed first and then filled: a picture is megabytes, and each pass over it costs as
  /// much as drawing its background.
  init(width: Int, height: Int, repeating row: [UInt8]) throws(AllocationFailure) {
    precondition(width > 0 && height > 0 && row.count == width * 4, "the row does not match the width")
    self.width = width
    self.height = height
    let count = width * height * 4
    self.pixels = try Self.allocatePixels(width: width, height: height) { base in
      row.withUnsafeBytes { pattern in
        guard let source = pattern.baseAddress else { return }
        for index in 0..<height {
          UnsafeMutableRawPointer(base + index * row.count).copyMemory(from: source, byteCount: row.count)
        }
      }
    }
    assert(pixels.count == count)
  }

  /// Sets every pixel of `area` (which must lie inside the image) to `color`, without blending.
  ///
  /// The first row is written as 32-bit words and the others are copied from it: an opaque
  /// fill then runs at memory speed instead of through the per-channel blending arithmetic.
  mutating func overwrite(_ area: PixelRect, with color: RGBAColor) {
    guard !area.isEmpty else { return }
    let rowBytes = area.width * 4
    let stride = width * 4
    let pattern = color.word
    pixels.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      let first = base + (area.y * width + area.x) * 4
      // A narrow area (a grid line, a border) is stored word by word on every row: copying a few
      // bytes costs a call each, and a picture has hundreds of thousands of such rows.
      let rowsToStore = area.width <= 8 ? area.height : 1
      for row in 0..<rowsToStore {
        let start = first + row * stride
        for index in 0..<area.width {
          start.storeBytes(of: pattern, toByteOffset: index * 4, as: UInt32.self)
        }
      }
      for row in rowsToStore..<area.height {
        (first + row * stride).copyMemory(from: first, byteCount: rowBytes)
      }
    }
  }

  /// Wraps existing pixel bytes; `pixels.count` must be `width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "pixel buffer does not match the dimensions")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The colour at a pixel.
  public subscript(x: Int, y: Int) -> RGBAColor {
    get {
      let offset = (y * width + x) * 4
      return RGBAColor(
        red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2],
        alpha: pixels[offset + 3])
    }
    set {
      let offset = (y * width + x) * 4
      pixels[offset] = newValue.red
      pixels[offset + 1] = newValue.green
      pixels[offset + 2] = newValue.blue
      pixels[offset + 3] = newValue.alpha
    }
  }
}

extension RGBAImage {
  /// The system refused the memory for an image's pixels.
  public struct AllocationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    public var description: String {
      "cannot allocate \(width * height * 4) bytes for a \(width) × \(height) image"
    }
  }

  /// Serialises ``allocatePixels(width:height:initialize:)``: two threads of a batch must not both
  /// see room for one picture and then both take it.
  private static let allocationLock = Lock()

  /// The pixel buffer of a `width` × `height` image, filled by `initialize` (which writes all of
  /// it), or ``AllocationFailure`` when the system refuses the memory. This is the one place that
  /// allocates the pictures drawn from a spec.
  ///
  /// A Swift array cannot fail to allocate: the runtime stops the process ("Fatal error: failed to
  /// allocate", a crash and a core). So the memory is asked of `malloc`, which can say no, first,
  /// and given back at once for the array to take: the array's buffer is mapped where the probe's
  /// was, in the same allocator. Big buffers are `mmap`ed on their own, so the probe costs two
  /// system calls and touches no page.
  static func allocatePixels(
    width: Int, height: Int, initialize: (UnsafeMutableRawPointer) -> Void
  ) throws(AllocationFailure) -> [UInt8] {
    let (count, overflow) = width.multipliedReportingOverflow(by: height * 4)
    guard !overflow else { throw AllocationFailure(width: width, height: height) }
    let pixels = allocationLock.withLock { () -> [UInt8]? in
      // The array's header comes on top of the elements.
      guard let probe = malloc(count + 64) else { return nil }
      free(probe)
      return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        initialize(base)
        initialized = count
      }
    }
    guard let pixels else { throw AllocationFailure(width: width, height: height) }
    return pixels
  }
}

/// A straight-alpha 8-bit colour.
public struct RGBAColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  /// The four bytes as one word in memory order (R, G, B, A), for filling runs of pixels.
  var word: UInt32 {
    var word: UInt32 = 0
    withUnsafeMutableBytes(of: &word) { bytes in
      bytes[0] = red
      bytes[1] = green
      bytes[2] = blue
      bytes[3] = alpha
    }
    return word
  }

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `RGBAColor(hex: 0x007AFF)`: an opaque colour from a 24-bit RGB value.
  public init(hex: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
      alpha: alpha)
  }

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: UInt8) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let white = RGBAColor(hex: 0xFFFFFF)
  public static let black = RGBAColor(hex: 0x000000)
}
