import VFLPreviewSupport

/// Reading a view's `"font"`: a text style (`"headline"`), a point size (`15`), or a size and a
/// weight (`{"size": 15, "bold": true}`), as imported documents give fonts.
extension SpecDecoder {
  /// The largest point size a label may ask for.
  static let maximumFontSize = 1000.0

  static func decodeFont(_ value: JSONValue, path: String, into spec: inout ViewSpec) throws(SpecError) {
    switch value.kind {
    case .number:
      spec.fontSize = try fontSize(value, path: path)
    case .object:
      let reader = try JSONObjectReader(value, path: path, allowed: ["size", "bold"])
      let size = try reader.required("size")
      spec.fontSize = try fontSize(size, path: "\(path).size")
      if let bold = reader["bold"] { spec.isBold = try boolean(bold, path: "\(path).bold") }
    default:
      let name = try string(value, path: path)
      guard let style = TextStyle(rawValue: name) else {
        let names = TextStyle.allCases.map(\.rawValue)
        throw .invalidValue(
          path: path,
          message: "\"\(name)\" is not a text style; use one of \(names.joined(separator: ", "))",
          at: value.offset, note: DidYouMean.note(for: name, among: names).map { SpecNote(message: $0) })
      }
      spec.textStyle = style
    }
  }

  private static func fontSize(_ value: JSONValue, path: String) throws(SpecError) -> Double {
    let size = try finiteNumber(value, path: path)
    guard size > 0, size <= maximumFontSize else {
      throw .invalidValue(
        path: path,
        message:
          "a point size must be greater than 0 and at most \(NumberFormatting.format(maximumFontSize)), not \(NumberFormatting.format(size))",
        at: value.offset)
    }
    return size
  }
}
