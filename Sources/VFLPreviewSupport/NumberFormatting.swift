// The C library's printf, not Foundation's String(format:): loading Foundation (with ICU) cost every
// run of the command line about 2 ms.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let digits = max(0, maximumFractionDigits)
    // Below 1e15 in magnitude: a sign, 15 digits, the point and `digits` more, and the terminator.
    var buffer = [CChar](repeating: 0, count: digits + 24)
    let capacity = buffer.count
    _ = buffer.withUnsafeMutableBufferPointer { bytes in
      withVaList([Int32(clamping: digits), value]) { vsnprintf(bytes.baseAddress, capacity, "%.*f", $0) }
    }
    var text = String(cString: buffer)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// `value` with every digit it needs to read back as the same `Double` (`170.33333333333334`),
  /// integers without a fraction, never `-0`: what a file meant to be read again (a spec the
  /// import writes) holds, where six digits would move a frame by a millionth of a point.
  package static func exact(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15, value != value.rounded() else { return format(value) }
    // Swift prints the shortest digits that round-trip, in JSON's number syntax (`1e-07`).
    return "\(value)"
  }

  /// `value` as C's `%g` prints it (Apple formats priorities in its messages this way): `250`, `0.5`,
  /// `1e+06`. Through the C library, not Foundation's `String(format:)`.
  package static func percentG(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 32)
    let capacity = buffer.count
    _ = buffer.withUnsafeMutableBufferPointer { bytes in
      withVaList([value]) { vsnprintf(bytes.baseAddress, capacity, "%g", $0) }
    }
    return String(cString: buffer)
  }
}
