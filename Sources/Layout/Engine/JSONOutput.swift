/// A JSON document to write: keys sorted, numbers printed as plain JSON numbers (integers without a
/// fraction), two-space indentation — so the same solution always gives the same bytes.
public indirect enum JSONOutput: Sendable, Equatable {
  case object([String: JSONOutput])
  case array([JSONOutput])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The document as text, ending with a newline.
  public var text: String {
    var output = ""
    write(to: &output, indent: 0)
    output += "\n"
    return output
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted()
      for (position, key) in keys.enumerated() {
        output += String(repeating: "  ", count: indent + 1)
        JSONOutput.writeString(key, to: &output)
        output += ": "
        members[key]!.write(to: &output, indent: indent + 1)
        output += position == keys.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: "  ", count: indent) + "}"
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      // Short arrays of scalars stay on one line ("attributes": ["x", "width"]).
      if elements.count <= 8, elements.allSatisfy(\.isScalar) {
        output += "["
        for (position, element) in elements.enumerated() {
          if position > 0 { output += ", " }
          element.write(to: &output, indent: indent)
        }
        output += "]"
        return
      }
      output += "[\n"
      for (position, element) in elements.enumerated() {
        output += String(repeating: "  ", count: indent + 1)
        element.write(to: &output, indent: indent + 1)
        output += position == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: "  ", count: indent) + "]"
    case .string(let value):
      JSONOutput.writeString(value, to: &output)
    case .number(let value):
      output += value.isFinite ? NumberFormatting.format(value) : "null"
    case .bool(let value):
      output += value ? "true" : "false"
    case .null:
      output += "null"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .object, .array: return false
    default: return true
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
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
