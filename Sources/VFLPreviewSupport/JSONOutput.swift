/// A JSON document to write: keys sorted, numbers printed as plain JSON numbers (integers without a
/// fraction), two-space indentation — so the same data always gives the same bytes. The one JSON
/// writer of the package: the solved frames, `diff --format json` and the benchmark's reports.
package indirect enum JSONOutput: Sendable, Equatable {
  case object([String: JSONOutput])
  /// An object whose members are written in the order given, where the order means something (a
  /// spec's views are drawn in the order they are declared).
  case orderedObject([Member])
  case array([JSONOutput])
  case string(String)
  case number(Double)
  /// A number with every digit it needs to read back as the same `Double`
  /// (``NumberFormatting/exact(_:)``), for files that are read again.
  case exactNumber(Double)
  case bool(Bool)
  case null

  /// The document as text, ending with a newline.
  package var text: String {
    var output: [UInt8] = []
    write(to: &output, indent: 0, compact: false)
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }

  /// The document on one line, no spaces (for one-object-per-line output).
  package var compactText: String {
    var output: [UInt8] = []
    write(to: &output, indent: 0, compact: true)
    return String(decoding: output, as: UTF8.self)
  }

  /// Writes UTF-8 bytes, made into one string at the end: appending to a string costs a check of
  /// the string at each of the many small pieces, which made writing a scene of 40,000 views most of
  /// its run.
  private func write(to output: inout [UInt8], indent: Int, compact: Bool) {
    func put(_ text: String) { output.append(contentsOf: text.utf8) }
    func newline() { if !compact { output.append(UInt8(ascii: "\n")) } }
    func pad(_ level: Int) {
      if !compact { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level)) }
    }
    func writeMembers(_ members: [Member]) {
      if members.isEmpty {
        put("{}")
        return
      }
      put("{")
      newline()
      for (position, member) in members.enumerated() {
        pad(indent + 1)
        JSONOutput.writeString(member.key, to: &output)
        put(compact ? ":" : ": ")
        member.value.write(to: &output, indent: indent + 1, compact: compact)
        if position < members.count - 1 { put(",") }
        newline()
      }
      pad(indent)
      put("}")
    }
    switch self {
    case .object(let members):
      writeMembers(members.keys.sorted().map { Member($0, members[$0]!) })
    case .orderedObject(let members):
      writeMembers(members)
    case .array(let elements):
      if elements.isEmpty {
        put("[]")
        return
      }
      // Short arrays of scalars stay on one line ("attributes": ["x", "width"]).
      if compact || (elements.count <= 8 && elements.allSatisfy(\.isScalar)) {
        put("[")
        for (position, element) in elements.enumerated() {
          if position > 0 { put(compact ? "," : ", ") }
          element.write(to: &output, indent: indent, compact: compact)
        }
        put("]")
        return
      }
      put("[")
      newline()
      for (position, element) in elements.enumerated() {
        pad(indent + 1)
        element.write(to: &output, indent: indent + 1, compact: compact)
        if position < elements.count - 1 { put(",") }
        newline()
      }
      pad(indent)
      put("]")
    case .string(let value):
      JSONOutput.writeString(value, to: &output)
    case .number(let value):
      put(value.isFinite ? NumberFormatting.format(value) : "null")
    case .exactNumber(let value):
      put(value.isFinite ? NumberFormatting.exact(value) : "null")
    case .bool(let value):
      put(value ? "true" : "false")
    case .null:
      put("null")
    }
  }

  private var isScalar: Bool {
    switch self {
    case .object, .orderedObject, .array: return false
    default: return true
    }
  }

  /// One member of an ``orderedObject(_:)``.
  package struct Member: Sendable, Equatable {
    package var key: String
    package var value: JSONOutput

    package init(_ key: String, _ value: JSONOutput) {
      self.key = key
      self.value = value
    }
  }

  private static func writeString(_ value: String, to output: inout [UInt8]) {
    func put(_ text: String) { output.append(contentsOf: text.utf8) }
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: appended whole, not scalar by scalar, which made writing the
    // frames of 20,000 views most of the run time.
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      output.append(contentsOf: value.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": put("\\\"")
      case "\\": put("\\\\")
      case "\n": put("\\n")
      case "\r": put("\\r")
      case "\t": put("\\t")
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        put("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: UTF8.encode(scalar) { output.append($0) }
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
