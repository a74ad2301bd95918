import VFLPreviewSupport

/// How different an image may be from its reference and still pass: two knobs, each with a
/// unit. The default, ``exact``, lets no pixel differ. `vfl-preview --check`, `vfl-preview diff`
/// and `PreviewTesting`'s snapshots (as `SnapshotTolerance`) all judge by it, through
/// ``verdict(comparing:with:)``.
///
/// - ``perPixelThreshold`` decides whether *one pixel* differs: the perceptual YIQ distance of
///   pixelmatch, 0…1, where 0 counts every byte change and 0.1 is pixelmatch's default.
/// - ``maximumDifferentPixels`` decides whether the *image* differs: how many pixels (or what
///   fraction of them) may differ.
///
/// Different sizes never pass, whatever the tolerance.
public struct ComparisonTolerance: Hashable, Sendable, CustomStringConvertible {
  /// A budget of differing pixels: a count, or a fraction (0…1) of the image's pixels.
  public enum PixelLimit: Hashable, Sendable {
    case count(Int)
    case fraction(Double)
  }

  /// 0…1: the per-pixel colour threshold (pixelmatch's `threshold`).
  public var perPixelThreshold: Double
  /// How many differing pixels the image may have.
  public var maximumDifferentPixels: PixelLimit
  /// Leave pixels that look like anti-aliasing out of the count (off by default: it can hide
  /// text that moved by a pixel).
  public var detectsAntiAliasing: Bool

  /// A tolerance with an absolute pixel budget.
  public init(
    perPixelThreshold: Double = 0, maxDifferentPixels: Int = 0, detectsAntiAliasing: Bool = false
  ) {
    self.perPixelThreshold = perPixelThreshold
    self.maximumDifferentPixels = .count(maxDifferentPixels)
    self.detectsAntiAliasing = detectsAntiAliasing
  }

  /// A tolerance whose pixel budget is a fraction (0…1) of the image's pixels.
  public init(
    perPixelThreshold: Double = 0, maxDifferentFraction: Double, detectsAntiAliasing: Bool = false
  ) {
    self.perPixelThreshold = perPixelThreshold
    self.maximumDifferentPixels = .fraction(maxDifferentFraction)
    self.detectsAntiAliasing = detectsAntiAliasing
  }

  /// Every pixel must match byte for byte.
  public static let exact = ComparisonTolerance()

  /// The pixel comparison this tolerance implies.
  public var comparison: ImageComparison {
    ImageComparison(threshold: perPixelThreshold, detectsAntiAliasing: detectsAntiAliasing)
  }

  /// Compares `actual` with its reference `expected` and judges the difference.
  public func verdict(comparing expected: RGBAImage, with actual: RGBAImage) -> ComparisonVerdict {
    ComparisonVerdict(comparison.compare(expected, actual), tolerance: self)
  }

  /// Whether a difference is small enough to pass.
  public func accepts(_ difference: ImageDifference) -> Bool {
    guard !difference.sizesDiffer else { return false }
    switch maximumDifferentPixels {
    case .count(let limit):
      return difference.differentPixels <= max(limit, 0)
    case .fraction(let fraction):
      guard !fraction.isNaN else { return difference.differentPixels == 0 }
      return difference.differentFraction <= min(max(fraction, 0), 1)
    }
  }

  /// `exact`, or e.g. `threshold 0.1, at most 10 pixels`.
  public var description: String {
    if perPixelThreshold <= 0 && maximumDifferentPixels == .count(0) && !detectsAntiAliasing {
      return "exact"
    }
    let budget: String
    switch maximumDifferentPixels {
    case .count(let count): budget = "at most \(count) pixel\(count == 1 ? "" : "s")"
    case .fraction(let fraction): budget = "at most \(Self.compact(fraction * 100)) % of pixels"
    }
    let antiAliasing = detectsAntiAliasing ? ", anti-aliasing ignored" : ""
    return "threshold \(Self.compact(perPixelThreshold)), \(budget)\(antiAliasing)"
  }

  /// `0.30000000000000004` → `0.3`, `1.0` → `1`.
  private static func compact(_ value: Double) -> String { NumberFormatting.percentG(value) }
}
