import VFLPreviewSupport

/// A strict JSON (RFC 8259) parser that records the position of every value.
///
/// Foundation's `JSONSerialization` reports syntax errors with a byte offset at best and forgets
/// positions once parsing succeeds; a spec author needs `spec.json:12:7` for every error.
struct JSONParser {
  /// Nesting deeper than this is refused rather than risking the stack.
  static let maximumDepth = 256

  /// The containers directly under these top-level keys may hold at most this many members.
  /// Checked while parsing, so a spec with a million views is refused after the 100,001st
  /// instead of after building all of them.
  static let memberLimits = [
    "views": SpecLimits.maximumViews, "constraints": SpecLimits.maximumConstraints,
  ]

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// The key of the top-level member being parsed.
  private var topLevelKey: String?

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a complete document.
  static func parse(_ bytes: [UInt8]) throws(SpecError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
    }
    parser.skipWhitespace()
    guard parser.index < bytes.count else {
      throw .invalidJSON("the file is empty; expected a JSON object", at: parser.position)
    }
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw .invalidJSON(
        "unexpected \(parser.describeCurrent()) after the end of the JSON document",
        at: parser.position)
    }
    return value
  }

  // Only the byte offset is kept while parsing; line and column are worked out when an error is
  // printed, so a minified one-line spec of many megabytes still parses in linear time.
  private var position: Int { index }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte == 0x20 { return "a space" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D, 0x0A:
        index += 1
      default:
        return
      }
    }
  }

  private mutating func parseValue() throws(SpecError) -> JSONValue {
    guard index < bytes.count else {
      throw .invalidJSON("unexpected end of file; expected a value", at: position)
    }
    let start = position
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "t"): try expectLiteral("true"); return JSONValue(.bool(true), at: start)
    case UInt8(ascii: "f"): try expectLiteral("false"); return JSONValue(.bool(false), at: start)
    case UInt8(ascii: "n"): try expectLiteral("null"); return JSONValue(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), at: start)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw .invalidJSON(
        "NaN and Infinity are not JSON numbers; sizes and constants must be finite", at: start)
    case UInt8(ascii: "'"):
      throw .invalidJSON("strings must use double quotes (\"), not single quotes", at: start)
    default:
      throw .invalidJSON("unexpected \(describeCurrent()); expected a value", at: start)
    }
  }

  private mutating func enter() throws(SpecError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw .invalidJSON(
        "the document nests deeper than \(JSONParser.maximumDepth) levels", at: position)
    }
  }

  private func checkMemberLimit(_ count: Int, containerAt start: Int) throws(SpecError) {
    guard depth == 2, let key = topLevelKey, let limit = JSONParser.memberLimits[key],
      count > limit
    else { return }
    throw .limitExceeded(
      path: key, message: "at least \(count) \(key); the limit is \(limit)", at: start)
  }

  private mutating func parseObject() throws(SpecError) -> JSONValue {
    let start = position
    try enter()
    index += 1
    var members: [(key: String, keyOffset: Int, value: JSONValue)] = []
    var seen: [String: Int] = [:]
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONValue(.object(members), at: start)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw .invalidJSON("unexpected end of file inside an object; expected '}'", at: position)
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        if bytes[index] == UInt8(ascii: "}") {
          throw .invalidJSON("trailing comma before '}'", at: position)
        }
        throw .invalidJSON(
          "unexpected \(describeCurrent()); expected a key in double quotes", at: position)
      }
      let keyPosition = position
      let key = try parseString()
      if let first = seen[key] {
        throw .invalidJSON(
          "duplicate key \"\(key)\"", at: keyPosition, note: .init(message: "first given here", offset: first))
      }
      seen[key] = keyPosition
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw .invalidJSON(
          "unexpected \(describeCurrent()); expected ':' after the key \"\(key)\"", at: position)
      }
      index += 1
      skipWhitespace()
      if depth == 1 { topLevelKey = key }
      let value = try parseValue()
      members.append((key, keyPosition, value))
      try checkMemberLimit(members.count, containerAt: start)
      skipWhitespace()
      guard index < bytes.count else {
        throw .invalidJSON("unexpected end of file inside an object; expected '}'", at: position)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return JSONValue(.object(members), at: start)
      }
      throw .invalidJSON("unexpected \(describeCurrent()); expected ',' or '}'", at: position)
    }
  }

  private mutating func parseArray() throws(SpecError) -> JSONValue {
    let start = position
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return JSONValue(.array(elements), at: start)
    }
    while true {
      skipWhitespace()
      if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
        throw .invalidJSON("trailing comma before ']'", at: position)
      }
      elements.append(try parseValue())
      try checkMemberLimit(elements.count, containerAt: start)
      skipWhitespace()
      guard index < bytes.count else {
        throw .invalidJSON("unexpected end of file inside an array; expected ']'", at: position)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return JSONValue(.array(elements), at: start)
      }
      throw .invalidJSON("unexpected \(describeCurrent()); expected ',' or ']'", at: position)
    }
  }

  private mutating func expectLiteral(_ literal: String) throws(SpecError) {
    let start = position
    let expected = Array(literal.utf8)
    guard index + expected.count <= bytes.count,
      bytes[index..<(index + expected.count)].elementsEqual(expected)
    else {
      throw .invalidJSON("unexpected \(describeCurrent()); expected a value", at: start)
    }
    index += expected.count
  }

  private mutating func parseNumber() throws(SpecError) -> Double {
    let start = position
    let begin = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ parser: inout JSONParser) -> Int {
      let from = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - from
    }
    let integerStart = index
    let integerDigits = digits(&self)
    guard integerDigits > 0 else {
      throw .invalidJSON("a number needs digits after '-'", at: start)
    }
    if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      throw .invalidJSON("numbers must not have leading zeros", at: start)
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else {
        throw .invalidJSON("a number needs digits after the decimal point", at: start)
      }
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index += 1
      }
      guard digits(&self) > 0 else {
        throw .invalidJSON("a number needs digits in its exponent", at: start)
      }
    }
    let text = String(decoding: bytes[begin..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw .invalidJSON("the number \(text) is too large", at: start)
    }
    return value
  }

  private mutating func parseString() throws(SpecError) -> String {
    let start = position
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ parser: JSONParser, into scalars: inout String.UnicodeScalarView) throws(SpecError) {
      guard runStart < parser.index else { return }
      guard let text = String(validating: parser.bytes[runStart..<parser.index], as: UTF8.self) else {
        throw .invalidJSON("the string is not valid UTF-8", at: start)
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while true {
      guard index < bytes.count else {
        throw .invalidJSON("unterminated string; expected a closing '\"'", at: start)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flushRun(self, into: &scalars)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        if byte == 0x0A {
          throw .invalidJSON("unterminated string; a line break must be written \\n", at: start)
        }
        throw .invalidJSON("control characters must be escaped inside strings", at: position)
      }
      if byte == UInt8(ascii: "\\") {
        try flushRun(self, into: &scalars)
        let escapePosition = position
        index += 1
        guard index < bytes.count else {
          throw .invalidJSON("unterminated string; expected a closing '\"'", at: start)
        }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4(at: escapePosition)
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else {
              throw .invalidJSON("a lone UTF-16 surrogate in a \\u escape", at: escapePosition)
            }
            index += 2
            let low = try parseHex4(at: escapePosition)
            guard (0xDC00..<0xE000).contains(low) else {
              throw .invalidJSON("a lone UTF-16 surrogate in a \\u escape", at: escapePosition)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw .invalidJSON("a lone UTF-16 surrogate in a \\u escape", at: escapePosition)
          }
          scalars.append(scalar)
        default:
          throw .invalidJSON("unknown escape sequence in a string", at: escapePosition)
        }
        runStart = index
        continue
      }
      index += 1
    }
  }

  private mutating func parseHex4(at escape: Int) throws(SpecError) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw .invalidJSON("\\u must be followed by four hex digits", at: escape)
    }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw .invalidJSON("\\u must be followed by four hex digits", at: escape)
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }
}
