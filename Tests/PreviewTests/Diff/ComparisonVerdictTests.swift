import Testing

@testable import Preview

/// One verdict for `--check`, `diff` and snapshot tests: a match within the tolerance, pixels that
/// differ beyond it, or sizes that differ (which never pass).
@Suite struct ComparisonVerdictTests {
  static let white = RGBAImage(width: 10, height: 10, fill: .white)

  static func withBlackPixels(_ count: Int) -> RGBAImage {
    var image = white
    for index in 0..<count { image[index % 10, index / 10] = .black }
    return image
  }

  @Test func identicalImagesMatchExactly() {
    let verdict = ComparisonTolerance.exact.verdict(comparing: Self.white, with: Self.white)
    #expect(verdict.outcome == .match)
    #expect(verdict.passes)
  }

  @Test func pixelsWithinTheBudgetStillMatch() {
    let tolerance = ComparisonTolerance(maxDifferentPixels: 3)
    #expect(tolerance.verdict(comparing: Self.white, with: Self.withBlackPixels(3)).outcome == .match)
    let over = tolerance.verdict(comparing: Self.white, with: Self.withBlackPixels(4))
    #expect(over.outcome == .pixelsDiffer)
    #expect(over.difference.differentPixels == 4)
    #expect(!over.passes)
  }

  @Test func aFractionOfThePixelsIsABudgetToo() {
    let tolerance = ComparisonTolerance(maxDifferentFraction: 0.05)
    #expect(tolerance.verdict(comparing: Self.white, with: Self.withBlackPixels(5)).passes)
    #expect(!tolerance.verdict(comparing: Self.white, with: Self.withBlackPixels(6)).passes)
  }

  @Test func differentSizesNeverPass() {
    let tolerance = ComparisonTolerance(perPixelThreshold: 1, maxDifferentFraction: 1)
    let verdict = tolerance.verdict(comparing: Self.white, with: RGBAImage(width: 10, height: 11, fill: .white))
    #expect(verdict.outcome == .sizesDiffer)
  }

  @Test func theToleranceDescribesItself() {
    #expect(ComparisonTolerance.exact.description == "exact")
    #expect(
      ComparisonTolerance(perPixelThreshold: 0.1, maxDifferentPixels: 10).description
        == "threshold 0.1, at most 10 pixels")
    #expect(
      ComparisonTolerance(perPixelThreshold: 0.30000000000000004, maxDifferentFraction: 0.001).description
        == "threshold 0.3, at most 0.1 % of pixels")
  }
}
