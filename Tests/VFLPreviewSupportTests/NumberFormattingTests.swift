import Testing

@testable import VFLPreviewSupport

/// Numbers as every message, the JSON and the wireframe print them.
@Suite struct NumberFormattingTests {
  @Test(arguments: [
    (8.0, "8"), (-20.0, "-20"), (0.0, "0"), (-0.0, "0"), (12.5, "12.5"),
    (1.0 / 3.0, "0.333333"), (-0.0000001, "0"), (1e20, "1e+20"), (123_456_789_012_345, "123456789012345"), (1e33, "1e+33"),
    (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"),
  ])
  func integersHaveNoFractionAndOthersAtMostSixDigits(_ value: Double, _ expected: String) {
    #expect(NumberFormatting.format(value) == expected)
  }

  @Test(arguments: [(12.5, "12.5"), (1.0 / 3.0, "0.33"), (7.999, "8"), (-0.001, "0"), (20, "20")])
  func wireframeLabelsKeepTwoDigits(_ value: Double, _ expected: String) {
    #expect(NumberFormatting.format(value, maximumFractionDigits: 2) == expected)
  }
}
