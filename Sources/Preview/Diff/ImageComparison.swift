/// Compares two images pixel by pixel with pixelmatch's perceptual colour distance.
///
/// Each pair of pixels is blended over white (for transparency) and compared in the YIQ colour
/// space, with the weights and formula of pixelmatch (Kotsarenko and Ramos):
/// δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ². A pixel differs when δ > 35215·threshold², 35215 being
/// the largest possible δ (black against white). The arithmetic follows the pure-Python
/// `pixelmatch` port operation for operation, so the counts agree with it exactly.
///
/// A threshold of 0 means *exact*: every pixel whose RGBA bytes differ counts, even when the
/// change cannot be seen over white (a different colour under full transparency). This is the
/// one place where we deliberately count more than pixelmatch, which ignores δ = 0.
///
/// Identical rows are skipped with `memcmp` and differing rows are scanned two pixels per 64-bit
/// word, so comparing two 2000×2000 images that are nearly the same costs little more than
/// reading them.
public struct ImageComparison: Hashable, Sendable {
  /// The per-pixel colour threshold, 0…1 (pixelmatch's `threshold`): 0 counts every change,
  /// 0.1 (the default) ignores changes the eye barely sees, 1 counts nothing but black vs white.
  /// Values outside 0…1 are clamped when comparing; NaN counts as 0.
  public var threshold: Double
  /// Whether to detect anti-aliased pixels (Vyšniauskas 2009, as pixelmatch) and leave them out
  /// of the count. Off by default: the heuristic also hides text that moved by a pixel or two.
  /// Note that this is the opposite sense of pixelmatch's `includeAA`.
  public var detectsAntiAliasing: Bool

  public init(threshold: Double = 0.1, detectsAntiAliasing: Bool = false) {
    self.threshold = threshold
    self.detectsAntiAliasing = detectsAntiAliasing
  }

  /// Counts every pixel whose bytes differ.
  public static let exact = ImageComparison(threshold: 0)

  /// The threshold actually used: clamped to 0…1.
  public var effectiveThreshold: Double {
    guard !threshold.isNaN else { return 0 }
    return min(max(threshold, 0), 1)
  }

  /// The largest squared YIQ distance that still counts as equal.
  var maximumDelta: Double {
    let threshold = effectiveThreshold
    // Same operation order as pixelmatch, so boundary cases round identically.
    return 35215 * threshold * threshold
  }

  /// Compares `actual` against `expected`. Images of different sizes are compared on the union
  /// of both canvases: pixels present in only one image count as different.
  public func compare(_ expected: RGBAImage, _ actual: RGBAImage) -> ImageDifference {
    let tally = PixelDifferenceScanner(expected: expected, actual: actual, comparison: self)
      .scan(classes: nil)
    return ImageDifference(expected: expected, actual: actual, comparison: self, tally: tally)
  }
}
