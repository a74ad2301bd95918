/// How ``ImageDifference/diffImage(style:)`` paints the difference between two images.
///
/// Unchanged pixels show the expected image in grey, faded towards white, so the changes (in
/// saturated colours) stand out while the layout stays recognisable. A pair of reds, one darker
/// and one lighter, tells content that appeared (the actual pixel is darker) from content that
/// vanished (the actual pixel is lighter), like pixelmatch's alternate diff colour.
public struct DiffImageStyle: Hashable, Sendable {
  /// The opacity (0…1) of the greyed expected image over white; pixelmatch's `alpha`.
  public var fadedImageOpacity: Double
  /// Pixels that are darker in the actual image (typically content added on a light background),
  /// and pixels present only in the actual image when the sizes differ.
  public var darkerColor: RGBAColor
  /// Pixels that are lighter in the actual image (typically content removed), and pixels present
  /// only in the expected image when the sizes differ.
  public var lighterColor: RGBAColor
  /// Pixels whose colour is the same and only the alpha changed (or whose change is invisible
  /// over white, such as a different colour under full transparency).
  public var alphaOnlyColor: RGBAColor
  /// Differences classified as anti-aliasing (only with anti-aliasing detection on); not counted.
  public var antiAliasedColor: RGBAColor
  /// Canvas area that belongs to neither image (the corners of the union of two sizes).
  public var outsideColor: RGBAColor

  public init(
    fadedImageOpacity: Double = 0.1,
    darkerColor: RGBAColor = RGBAColor(red: 200, green: 0, blue: 0),
    lighterColor: RGBAColor = RGBAColor(red: 255, green: 96, blue: 96),
    alphaOnlyColor: RGBAColor = RGBAColor(red: 255, green: 0, blue: 255),
    antiAliasedColor: RGBAColor = RGBAColor(red: 255, green: 255, blue: 0),
    outsideColor: RGBAColor = .clear
  ) {
    self.fadedImageOpacity = fadedImageOpacity
    self.darkerColor = darkerColor
    self.lighterColor = lighterColor
    self.alphaOnlyColor = alphaOnlyColor
    self.antiAliasedColor = antiAliasedColor
    self.outsideColor = outsideColor
  }

  /// Faded grey reference, dark red for darker pixels, light red for lighter ones, magenta for
  /// alpha-only changes, yellow for anti-aliasing.
  public static let standard = DiffImageStyle()
}
