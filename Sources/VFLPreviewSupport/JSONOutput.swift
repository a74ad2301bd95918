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
    var output = ""
    write(to: &output, indent: 0, compact: false)
    output += "\n"
    return output
  }

  /// The document on one line, no spaces (for one-object-per-line output).
  package var compactText: String {
    var output = ""
    write(to: &output, indent: 0, compact: true)
    return output
  }

  private func write(to output: inout String, indent: Int, compact: Bool) {
    let newline = compact ? "" : "\n"
    func pad(_ level: Int) -> String { compact ? "" : String(repeating: "  ", count: level) }
    func writeMembers(_ members: [Member]) {
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{" + newline
      for (position, member) in members.enumerated() {
        output += pad(indent + 1)
        JSONOutput.writeString(member.key, to: &output)
        output += compact ? ":" : ": "
        member.value.write(to: &output, indent: indent + 1, compact: compact)
        output += (position == members.count - 1 ? "" : ",") + newline
      }
      output += pad(indent) + "}"
    }
    switch self {
    case .object(let members):
      writeMembers(members.keys.sorted().map { Member($0, members[$0]!) })
    case .orderedObject(let members):
      writeMembers(members)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      // Short arrays of scalars stay on one line ("attributes": ["x", "width"]).
      if compact || (elements.count <= 8 && elements.allSatisfy(\.isScalar)) {
        output += "["
        for (position, element) in elements.enumerated() {
          if position > 0 { output += compact ? "," : ", " }
          element.write(to: &output, indent: indent, compact: compact)
        }
        output += "]"
        return
      }
      output += "[" + newline
      for (position, element) in elements.enumerated() {
        output += pad(indent + 1)
        element.write(to: &output, indent: indent + 1, compact: compact)
        output += (position == elements.count - 1 ? "" : ",") + newline
      }
      output += pad(indent) + "]"
    case .string(let value):
      JSONOutput.writeString(value, to: &output)
    case .number(let value):
      output += value.isFinite ? NumberFormatting.format(value) : "null"
    case .exactNumber(let value):
      output += value.isFinite ? NumberFormatting.exact(value) : "null"
    case .bool(let value):
      output += value ? "true" : "false"
    case .null:
      output += "null"
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

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    // Most strings need no escape: appended whole, not scalar by scalar, which made writing the
    // frames of 20,000 views most of the run time.
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      output += value
      output += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
