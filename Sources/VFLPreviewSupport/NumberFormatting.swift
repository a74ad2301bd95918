import Foundation

/// Formats numbers the way the tool prints them everywhere (messages, constraint descriptions,
/// JSON, wireframe labels): integers without a fraction, others rounded to a few fractional digits
/// with no trailing zeros, never `-0`. One formatter, so a constant reads the same in an error
/// message, in the JSON and on the picture (up to the precision each place asks for).
package enum NumberFormatting {
  /// `value` as `8`, `12.5` or `0.333333`.
  /// - Parameter maximumFractionDigits: how many digits after the point at most; messages and
  ///   JSON keep six, the wireframe's labels two, which is what fits next to a dimension line.
  package static func format(_ value: Double, maximumFractionDigits: Int = 6) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    // 1e+33, not thirty-four digits of which eighteen are noise.
    if abs(value) >= 1e15 { return "\(value)" }
    if value == value.rounded() {
      let integer = Int64(value)
      return integer == 0 ? "0" : String(integer)
    }
    var text = String(format: "%.\(maximumFractionDigits)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
