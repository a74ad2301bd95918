import Foundation

/// Formats numbers the way the tool prints them everywhere: integers without a fraction,
/// others with at most six significant fractional digits and no trailing zeros.
enum NumberFormatting {
  static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
      let integer = Int64(value)
      return integer == 0 ? "0" : String(integer)
    }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
