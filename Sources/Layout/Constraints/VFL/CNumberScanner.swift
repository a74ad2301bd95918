/// Reads a number the way `strtod_l` does in the C locale, which is what Apple's VFL parser calls:
/// the longest prefix that forms a number is consumed and the rest is left for the parser.
///
/// Accepted, as in C: an optional sign, then decimal digits with an optional `.` fraction and an
/// optional `e` exponent (`1e2`, `1.`, `.5` after a sign), hexadecimal (`0x1p4`), `inf`,
/// `infinity` and `nan`/`nan(chars)` in any case. Leading whitespace would also be skipped by
/// `strtod`, but the VFL parser only calls it on a `-` or a digit, so it never matters here.
enum CNumberScanner {
  /// The value and the offset just past it, or `nil` when no number starts at `start`.
  static func scan(_ bytes: [UInt8], from start: Int) -> (value: Double, end: Int)? {
    var index = start
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
    {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let bodyStart = index
    if let end = matchWord("infinity", in: bytes, at: bodyStart)
      ?? matchWord("inf", in: bytes, at: bodyStart)
    {
      return (negative ? -.infinity : .infinity, end)
    }
    if let end = matchWord("nan", in: bytes, at: bodyStart) {
      return (.nan, nanPayloadEnd(bytes, after: end))
    }
    if let (value, end) = scanHexadecimal(bytes, from: bodyStart) {
      return (negative ? -value : value, end)
    }
    guard let (value, end) = scanDecimal(bytes, from: bodyStart) else { return nil }
    return (negative ? -value : value, end)
  }

  // MARK: - Forms

  private static func scanDecimal(_ bytes: [UInt8], from start: Int) -> (Double, Int)? {
    var index = start
    let integerDigits = skip(isDigit, in: bytes, from: &index)
    var fractionDigits = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      var afterPoint = index + 1
      fractionDigits = skip(isDigit, in: bytes, from: &afterPoint)
      // "5." is a number; "." alone is not.
      if integerDigits > 0 || fractionDigits > 0 { index = afterPoint }
    }
    guard integerDigits + fractionDigits > 0 else { return nil }
    index = exponentEnd(bytes, at: index, marker: UInt8(ascii: "e"))
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      return nil
    }
    return (value, index)
  }

  private static func scanHexadecimal(_ bytes: [UInt8], from start: Int) -> (Double, Int)? {
    guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "0"),
      bytes[start + 1] | 0x20 == UInt8(ascii: "x")
    else { return nil }
    var index = start + 2
    let integerDigits = skip(isHexDigit, in: bytes, from: &index)
    var fractionDigits = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      var afterPoint = index + 1
      fractionDigits = skip(isHexDigit, in: bytes, from: &afterPoint)
      if integerDigits > 0 || fractionDigits > 0 { index = afterPoint }
    }
    // "0x" without hex digits is the number 0 followed by "x": the decimal form reads it.
    guard integerDigits + fractionDigits > 0 else { return nil }
    index = exponentEnd(bytes, at: index, marker: UInt8(ascii: "p"))
    var text = String(decoding: bytes[start..<index], as: UTF8.self)
    // Swift's parser wants a binary exponent on hexadecimal numbers; C does not.
    if !text.lowercased().contains("p") { text += "p0" }
    guard let value = Double(text) else { return nil }
    return (value, index)
  }

  // MARK: - Helpers

  /// The offset after an exponent (`e-3`, `p+4`) at `index`, or `index` when none is complete there.
  private static func exponentEnd(_ bytes: [UInt8], at index: Int, marker: UInt8) -> Int {
    guard index < bytes.count, bytes[index] | 0x20 == marker else { return index }
    var cursor = index + 1
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+")
    {
      cursor += 1
    }
    return skip(isDigit, in: bytes, from: &cursor) > 0 ? cursor : index
  }

  /// `nan(n-char-sequence)` consumes the parentheses only when they close.
  private static func nanPayloadEnd(_ bytes: [UInt8], after index: Int) -> Int {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return index }
    var cursor = index + 1
    _ = skip({ isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }, in: bytes, from: &cursor)
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") else { return index }
    return cursor + 1
  }

  /// The offset after `word` (lowercase ASCII) matched case-insensitively at `index`.
  private static func matchWord(_ word: String, in bytes: [UInt8], at index: Int) -> Int? {
    var cursor = index
    for letter in word.utf8 {
      guard cursor < bytes.count, bytes[cursor] | 0x20 == letter else { return nil }
      cursor += 1
    }
    return cursor
  }

  private static func skip(_ predicate: (UInt8) -> Bool, in bytes: [UInt8], from index: inout Int)
    -> Int
  {
    let start = index
    while index < bytes.count, predicate(bytes[index]) { index += 1 }
    return index - start
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 102)
  }
}
