/// The result of ``ImageComparison/compare(_:_:)``: how many pixels differ and where.
public struct ImageDifference: Sendable {
  /// A width and a height in pixels.
  public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    /// `640×480`.
    public var description: String { "\(width)×\(height)" }
  }

  /// Pixels counted as different (anti-aliased pixels excluded when detection is on).
  public let differentPixels: Int
  /// Pixels that differed beyond the threshold but were classified as anti-aliasing and not
  /// counted; always 0 with detection off.
  public let antiAliasedPixels: Int
  /// The pixels of the compared canvas: the union of both sizes (`canvasSize`).
  public let totalPixels: Int
  /// The smallest box holding every counted different pixel; nil when none differ.
  public let boundingBox: PixelRect?
  public let expectedSize: Size
  public let actualSize: Size
  /// The options the images were compared with.
  public let comparison: ImageComparison

  let expected: RGBAImage
  let actual: RGBAImage

  init(
    expected: RGBAImage, actual: RGBAImage, comparison: ImageComparison,
    tally: PixelDifferenceScanner.Tally
  ) {
    self.expected = expected
    self.actual = actual
    self.comparison = comparison
    self.expectedSize = Size(width: expected.width, height: expected.height)
    self.actualSize = Size(width: actual.width, height: actual.height)
    self.differentPixels = tally.differentPixels
    self.antiAliasedPixels = tally.antiAliasedPixels
    self.totalPixels =
      max(expected.width, actual.width) * max(expected.height, actual.height)
    self.boundingBox = tally.boundingBox
  }

  /// Whether the two images have different widths or heights.
  public var sizesDiffer: Bool { expectedSize != actualSize }

  /// The canvas both images were compared on: the larger width by the larger height.
  public var canvasSize: Size {
    Size(
      width: max(expectedSize.width, actualSize.width),
      height: max(expectedSize.height, actualSize.height))
  }

  /// `differentPixels / totalPixels`, 0…1 (0 for an empty canvas).
  public var differentFraction: Double {
    totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
  }

  /// True when the sizes match and no pixel counts as different.
  public var isMatch: Bool { !sizesDiffer && differentPixels == 0 }

  /// An image of the difference on the union canvas: the expected image greyed and faded, with
  /// the changed pixels painted in `style`'s colours (see ``DiffImageStyle``).
  public func diffImage(style: DiffImageStyle = .standard) -> RGBAImage {
    DiffImagePainter(difference: self, style: style).paint()
  }
}
