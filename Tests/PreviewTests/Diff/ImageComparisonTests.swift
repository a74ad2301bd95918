import Foundation
import TestSupport
import Testing

@testable import Preview

/// Counting differing pixels as pixelmatch does, and drawing the difference.
@Suite struct ImageComparisonTests {
  static let white = RGBAImage(width: 10, height: 10, fill: .white)

  static func grey(_ value: UInt8, alpha: UInt8 = 255) -> RGBAColor {
    RGBAColor(red: value, green: value, blue: value, alpha: alpha)
  }

  // MARK: - Counting

  @Test func identicalImagesHaveNoDifference() {
    let image = RGBAImage.pattern(width: 31, height: 17)
    let difference = ImageComparison().compare(image, image)
    #expect(difference.differentPixels == 0)
    #expect(difference.totalPixels == 31 * 17)
    #expect(difference.boundingBox == nil)
    #expect(difference.isMatch)
    #expect(!difference.sizesDiffer)
  }

  @Test(
    "one changed pixel is exactly one difference, boxed",
    arguments: [(0, 0), (9, 9), (3, 7), (9, 0)])
  func oneChangedPixel(_ x: Int, _ y: Int) {
    var actual = Self.white
    actual[x, y] = .black
    let difference = ImageComparison().compare(Self.white, actual)
    #expect(difference.differentPixels == 1)
    #expect(difference.boundingBox == PixelRect(x: x, y: y, width: 1, height: 1))
    #expect(!difference.isMatch)
  }

  @Test func theBoundingBoxSpansAllDifferences() {
    var actual = Self.white
    actual[2, 6] = .black
    actual[7, 1] = .black
    actual[4, 4] = .black
    let difference = ImageComparison().compare(Self.white, actual)
    #expect(difference.differentPixels == 3)
    #expect(difference.boundingBox == PixelRect(x: 2, y: 1, width: 6, height: 6))
    #expect(difference.boundingBox?.description == "x=2…7 y=1…6")
  }

  /// For greys, I and Q vanish and δ = 0.5053·ΔY²; at threshold 0.1 the limit is
  /// 35215·0.01 = 352.15, which a grey step of 26 stays under (341.6) and 27 exceeds (368.4).
  @Test(
    "the threshold is strict and perceptual",
    arguments: [
      (threshold: 0.1, step: 26, counted: false), (threshold: 0.1, step: 27, counted: true),
      (threshold: 0.05, step: 13, counted: false), (threshold: 0.05, step: 14, counted: true),
      (threshold: 0.0, step: 1, counted: true), (threshold: 1.0, step: 255, counted: false),
    ])
  func thresholdBoundaries(threshold: Double, step: Int, counted: Bool) {
    let expected = RGBAImage(width: 1, height: 1, fill: Self.grey(0))
    let actual = RGBAImage(width: 1, height: 1, fill: Self.grey(UInt8(step)))
    let difference = ImageComparison(threshold: threshold).compare(expected, actual)
    #expect(difference.differentPixels == (counted ? 1 : 0))
  }

  @Test func thresholdOneIgnoresEvenTheLargestYIQDistance() {
    // Cyan against red is the largest YIQ distance (35214.7), just under 35215.
    let cyan = RGBAImage(width: 1, height: 1, fill: RGBAColor(hex: 0x00FFFF))
    let red = RGBAImage(width: 1, height: 1, fill: RGBAColor(hex: 0xFF0000))
    #expect(ImageComparison(threshold: 1).compare(cyan, red).differentPixels == 0)
    #expect(ImageComparison(threshold: 0.99).compare(cyan, red).differentPixels == 1)
  }

  @Test func outOfRangeThresholdsAreClamped() {
    #expect(ImageComparison(threshold: 7).effectiveThreshold == 1)
    #expect(ImageComparison(threshold: -1).effectiveThreshold == 0)
    #expect(ImageComparison(threshold: .nan).effectiveThreshold == 0)
  }

  @Test func exactComparisonCountsInvisibleChanges() {
    // Different colours under full transparency look the same over white: pixelmatch ignores
    // them, an exact comparison does not.
    let expected = RGBAImage(
      width: 1, height: 1, fill: RGBAColor(red: 255, green: 0, blue: 0, alpha: 0))
    let actual = RGBAImage(
      width: 1, height: 1, fill: RGBAColor(red: 0, green: 0, blue: 255, alpha: 0))
    #expect(ImageComparison.exact.compare(expected, actual).differentPixels == 1)
    #expect(ImageComparison(threshold: 0.01).compare(expected, actual).differentPixels == 0)
  }

  @Test func semiTransparentPixelsAreComparedOverWhite() {
    // Black at alpha 10 is nearly white; against white it is a small change.
    let expected = RGBAImage(width: 1, height: 1, fill: .white)
    let faint = RGBAImage(width: 1, height: 1, fill: Self.grey(0, alpha: 10))
    let strong = RGBAImage(width: 1, height: 1, fill: Self.grey(0, alpha: 200))
    #expect(ImageComparison().compare(expected, faint).differentPixels == 0)
    #expect(ImageComparison().compare(expected, strong).differentPixels == 1)
  }

  @Test func aChangedRowInALargeImageIsFoundByTheFastPath() {
    let expected = RGBAImage.pattern(width: 300, height: 200)
    var actual = expected
    for x in 100..<140 { actual[x, 150] = actual[x, 150] == .black ? .white : .black }
    let difference = ImageComparison.exact.compare(expected, actual)
    #expect(difference.differentPixels == 40)
    #expect(difference.boundingBox == PixelRect(x: 100, y: 150, width: 40, height: 1))
  }

  // MARK: - Anti-aliasing

  /// A hard black/white edge with a grey anti-aliasing column at x = 5.
  static var edge: RGBAImage {
    var image = RGBAImage(width: 10, height: 10, fill: .white)
    for y in 0..<10 {
      for x in 0..<5 { image[x, y] = .black }
      image[5, y] = grey(128)
    }
    return image
  }

  @Test func antiAliasingDetectionIsOffByDefault() {
    #expect(!ImageComparison().detectsAntiAliasing)
    var actual = Self.edge
    actual[5, 5] = Self.grey(100)
    let difference = ImageComparison().compare(Self.edge, actual)
    #expect(difference.differentPixels == 1)
    #expect(difference.antiAliasedPixels == 0)
  }

  @Test func detectedAntiAliasingIsNotCounted() {
    var actual = Self.edge
    actual[5, 5] = Self.grey(100)  // the anti-aliased edge pixel changes
    actual[8, 2] = Self.grey(100)  // a real change in the flat white area
    let difference = ImageComparison(detectsAntiAliasing: true).compare(Self.edge, actual)
    #expect(difference.differentPixels == 1)
    #expect(difference.antiAliasedPixels == 1)
    #expect(difference.boundingBox == PixelRect(x: 8, y: 2, width: 1, height: 1))
  }

  // MARK: - Sizes

  @Test func differentSizesAreComparedOnTheUnionCanvas() {
    let expected = RGBAImage(width: 10, height: 10, fill: .white)
    let actual = RGBAImage(width: 12, height: 10, fill: .white)
    let difference = ImageComparison().compare(expected, actual)
    #expect(difference.sizesDiffer)
    #expect(difference.expectedSize == ImageDifference.Size(width: 10, height: 10))
    #expect(difference.actualSize == ImageDifference.Size(width: 12, height: 10))
    #expect(difference.canvasSize == ImageDifference.Size(width: 12, height: 10))
    #expect(difference.totalPixels == 120)
    #expect(difference.differentPixels == 20)  // the two extra columns
    #expect(difference.boundingBox == PixelRect(x: 10, y: 0, width: 2, height: 10))
    #expect(!difference.isMatch)
  }

  @Test func crossedSizesLeaveTheCornerOutOfBothImages() {
    let tall = RGBAImage(width: 4, height: 8, fill: .white)
    let wide = RGBAImage(width: 8, height: 4, fill: .white)
    let difference = ImageComparison().compare(tall, wide)
    // 8×8 canvas: 16 shared pixels, 16 only in each image, 16 in neither.
    #expect(difference.totalPixels == 64)
    #expect(difference.differentPixels == 32)
    #expect(difference.boundingBox == PixelRect(x: 0, y: 0, width: 8, height: 8))
    let diff = difference.diffImage()
    #expect(diff.width == 8 && diff.height == 8)
    #expect(diff[6, 6] == DiffImageStyle.standard.outsideColor)
    #expect(diff[6, 1] == DiffImageStyle.standard.darkerColor)  // only in actual: added
    #expect(diff[1, 6] == DiffImageStyle.standard.lighterColor)  // only in expected: removed
  }

  @Test func crossedSizesTooLargeForADiffImageAreRefusedNotAllocated() throws {
    // 10001×1 and 1×10001 are tiny, but their union canvas has 100,020,001 pixels.
    let wide = RGBAImage(width: 10_001, height: 1, fill: .white)
    let tall = RGBAImage(width: 1, height: 10_001, fill: .white)
    let difference = ImageComparison().compare(wide, tall)
    #expect(difference.differentPixels == 20_000)
    let failure = try #require(throws: PNGEncodingError.self) {
      try difference.encodedDiffImage()
    }
    #expect(failure.message.contains("10001×10001"))
  }

  @Test func emptyImagesCompareWithoutCrashing() {
    let empty = RGBAImage(width: 0, height: 0)
    let one = RGBAImage(width: 1, height: 1, fill: .white)
    #expect(ImageComparison().compare(empty, empty).differentPixels == 0)
    #expect(ImageComparison().compare(empty, one).differentPixels == 1)
    #expect(ImageComparison().compare(empty, empty).diffImage().pixels.isEmpty)
  }

  // MARK: - Diff image

  @Test func theDiffImageColoursEachKindOfChange() {
    var expected = RGBAImage(width: 4, height: 1, fill: .white)
    expected[2, 0] = .black
    expected[3, 0] = .black
    var actual = expected
    actual[0, 0] = .black  // darker
    actual[2, 0] = .white  // lighter
    actual[3, 0] = RGBAColor.black.withAlpha(100)  // same colour, only the alpha changed
    let style = DiffImageStyle.standard
    let diff = ImageComparison().compare(expected, actual).diffImage()
    #expect(diff[0, 0] == style.darkerColor)
    // Unchanged white stays white.
    #expect(diff[1, 0] == RGBAColor(red: 255, green: 255, blue: 255))
    #expect(diff[2, 0] == style.lighterColor)
    #expect(diff[3, 0] == style.alphaOnlyColor)
  }

  @Test func unchangedPixelsAreGreyedAndFaded() {
    var expected = RGBAImage(width: 2, height: 1, fill: .black)
    expected[1, 0] = .white
    var actual = expected
    actual[1, 0] = .black
    let diff = ImageComparison().compare(expected, actual).diffImage()
    // Black at 10 % over white: 255 − 255·0.1 = 229.5, truncated as pixelmatch does.
    #expect(diff[0, 0] == Self.grey(229))
    let custom = ImageComparison().compare(expected, actual)
      .diffImage(style: DiffImageStyle(fadedImageOpacity: 1))
    #expect(custom[0, 0] == Self.grey(0))
  }

  @Test func antiAliasedPixelsAreYellowInTheDiff() {
    var actual = Self.edge
    actual[5, 5] = Self.grey(100)
    let diff = ImageComparison(detectsAntiAliasing: true).compare(Self.edge, actual).diffImage()
    #expect(diff[5, 5] == DiffImageStyle.standard.antiAliasedColor)
  }

  // MARK: - Summary text

  @Test(
    "the summary gives count, total and a percentage that never rounds a difference away",
    arguments: [
      (1, 100, "1 of 100 pixels differ (1.00 %)"),
      (0, 100, "0 of 100 pixels differ (0 %)"),
      (1, 4_000_000, "1 of 4,000,000 pixels differ (<0.01 %)"),
      (1_693, 4_000_000, "1,693 of 4,000,000 pixels differ (0.04 %)"),
      (3_999_999, 4_000_000, "3,999,999 of 4,000,000 pixels differ (>99.99 %)"),
      (25, 25, "25 of 25 pixels differ (100 %)"),
    ])
  func summary(different: Int, total: Int, text: String) {
    // A 1-row image whose first `different` pixels changed.
    let expected = RGBAImage(width: total, height: 1, fill: .white)
    var actual = expected
    actual.pixels.withUnsafeMutableBufferPointer { buffer in
      for index in 0..<different * 4 where index % 4 == 0 { buffer[index] = 0 }
    }
    let difference = ImageComparison.exact.compare(expected, actual)
    #expect(difference.summary == text)
  }

  // MARK: - Agreement with pixelmatch

  struct PixelmatchCase: Decodable, CustomTestStringConvertible, Sendable {
    let pair: String
    let threshold: Double
    let detectsAntiAliasing: Bool
    let pixelmatch: Int
    var testDescription: String {
      "\(pair) threshold \(threshold) AA \(detectsAntiAliasing ? "on" : "off")"
    }
  }

  /// Counts from the pure-Python pixelmatch 0.4.0, written by `scripts/pixelmatch_agreement.py
  /// --write-expected`.
  static var pixelmatchCases: [PixelmatchCase] {
    struct File: Decodable { let cases: [PixelmatchCase] }
    let url = DiffFixtures.directory.appendingPathComponent("pixelmatch-counts.json")
    guard let data = try? Data(contentsOf: url),
      let file = try? JSONDecoder().decode(File.self, from: data)
    else { return [] }
    return file.cases
  }

  @Test func thePixelmatchCountsAreThere() {
    #expect(Self.pixelmatchCases.count >= 30)
  }

  @Test("counts exactly what pixelmatch counts", arguments: pixelmatchCases)
  func agreesWithPixelmatch(_ testCase: PixelmatchCase) throws {
    let (expected, actual) = try DiffFixtures.pair(testCase.pair)
    let comparison = ImageComparison(
      threshold: testCase.threshold, detectsAntiAliasing: testCase.detectsAntiAliasing)
    #expect(comparison.compare(expected, actual).differentPixels == testCase.pixelmatch)
  }
}
