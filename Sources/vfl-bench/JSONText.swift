/// Minimal JSON text building for the benchmark's outputs (results, constraint systems, scenes).
enum JSONText {
  static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A number as JSON: integers without a fraction, NaN and infinities as `null`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// Milliseconds rounded to microseconds.
  static func milliseconds(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return number((value * 1000).rounded() / 1000)
  }

  static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

  static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
