import Foundation

/// Numbers as the wireframe prints them: integers without a fraction, others with up to two
/// decimals (`8`, `12.5`, `0.33`).
enum NumberFormattingShim {
  static func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
