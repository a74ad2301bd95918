import VFLPreviewSupport

/// Reading single values (strings, finite numbers, lengths, priorities) and the size limits that
/// keep a hostile spec cheap to refuse.
extension SpecDecoder {
  static func canvasSide(_ reader: JSONObjectReader, _ key: String) throws(SpecError)
    -> Double
  {
    let value = try reader.required(key)
    let side = try finiteNumber(value, path: "canvas.\(key)")
    guard side > 0 else {
      throw .invalidValue(
        path: "canvas.\(key)", message: "the canvas \(key) must be positive, not \(NumberFormatting.format(side))",
        at: value.offset)
    }
    guard side <= SpecLimits.maximumCanvasSide else {
      throw .limitExceeded(
        path: "canvas.\(key)",
        message:
          "a canvas \(key) of \(NumberFormatting.format(side)) points is over the limit of \(NumberFormatting.format(SpecLimits.maximumCanvasSide))",
        at: value.offset)
    }
    return side
  }

  /// Insets as one number for every edge, or `{"top", "leading", "bottom", "trailing"}` (missing
  /// edges are 0), each a length no larger than the canvas limit; negative ones only where
  /// `allowsNegative` (layout margins, which UIKit lets reach outside a view).
  static func edgeInsets(_ value: JSONValue, path: String, allowsNegative: Bool = false) throws(SpecError) -> EdgeInsets {
    func inset(_ value: JSONValue, _ path: String) throws(SpecError) -> Double {
      let number = allowsNegative ? try finiteNumber(value, path: path) : try length(value, path: path)
      guard abs(number) <= SpecLimits.maximumCanvasSide else {
        throw .limitExceeded(
          path: path,
          message:
            "an inset of \(NumberFormatting.format(number)) points is over the limit of \(NumberFormatting.format(SpecLimits.maximumCanvasSide))",
          at: value.offset)
      }
      return number
    }
    if case .number = value.kind { return EdgeInsets(all: try inset(value, path)) }
    guard case .object = value.kind else {
      throw .typeMismatch(
        path: path, expected: "a number or {\"top\", \"leading\", \"bottom\", \"trailing\"}",
        found: value.typeName, at: value.offset)
    }
    let reader = try JSONObjectReader(
      value, path: path, allowed: ["top", "leading", "bottom", "trailing"])
    var insets = EdgeInsets.zero
    if let top = reader["top"] { insets.top = try inset(top, "\(path).top") }
    if let leading = reader["leading"] { insets.leading = try inset(leading, "\(path).leading") }
    if let bottom = reader["bottom"] { insets.bottom = try inset(bottom, "\(path).bottom") }
    if let trailing = reader["trailing"] { insets.trailing = try inset(trailing, "\(path).trailing") }
    return insets
  }

  /// `"device": "iPhone 15"` with an optional `"orientation"` beside it in `canvas`.
  static func decodeDevice(_ value: JSONValue, _ canvas: JSONObjectReader) throws(SpecError) -> LayoutSpec.Device {
    let name = try string(value, path: "canvas.device")
    guard let preset = DevicePreset.named(name) else {
      let unknown = DevicePreset.unknownNameMessage(name)
      throw .invalidValue(
        path: "canvas.device", message: unknown.message, at: value.offset,
        note: SpecNote(message: unknown.note))
    }
    var orientation = DevicePreset.Orientation.portrait
    if let orientationValue = canvas["orientation"] {
      let text = try string(orientationValue, path: "canvas.orientation")
      guard let parsed = DevicePreset.Orientation(rawValue: text) else {
        throw .invalidValue(
          path: "canvas.orientation", message: "\"\(text)\" is not an orientation; use \"portrait\" or \"landscape\"",
          at: orientationValue.offset)
      }
      orientation = parsed
    }
    if preset.size == nil, canvas["width"] == nil || canvas["height"] == nil {
      throw .invalidValue(
        path: "canvas.device",
        message: "a \"\(preset.name)\" has the size its spec gives: add canvas.width and canvas.height",
        at: value.offset)
    }
    return LayoutSpec.Device(preset: preset, orientation: orientation)
  }

  static func boolean(_ value: JSONValue, path: String) throws(SpecError) -> Bool {
    guard case .bool(let flag) = value.kind else {
      throw .typeMismatch(path: path, expected: "true or false", found: value.typeName, at: value.offset)
    }
    return flag
  }

  static func string(_ value: JSONValue, path: String) throws(SpecError) -> String {
    guard case .string(let text) = value.kind else {
      throw .typeMismatch(path: path, expected: "a string", found: value.typeName, at: value.offset)
    }
    try checkLength(text, path: path, at: value.offset)
    return text
  }

  static func finiteNumber(_ value: JSONValue, path: String) throws(SpecError) -> Double {
    guard case .number(let number) = value.kind else {
      throw .typeMismatch(path: path, expected: "a number", found: value.typeName, at: value.offset)
    }
    guard abs(number) <= SpecLimits.maximumMagnitude else {
      throw .limitExceeded(
        path: path,
        message: "\(NumberFormatting.format(number)) is too large (the limit is ±1e9)",
        at: value.offset)
    }
    return number
  }

  static func length(_ value: JSONValue, path: String) throws(SpecError) -> Double {
    let number = try finiteNumber(value, path: path)
    guard number >= 0 else {
      throw .invalidValue(
        path: path, message: "must not be negative (got \(NumberFormatting.format(number)))",
        at: value.offset)
    }
    return number
  }

  static func priority(_ value: JSONValue, path: String) throws(SpecError) -> LayoutPriority {
    let number = try finiteNumber(value, path: path)
    guard number > 0 && number <= 1000 else {
      throw .invalidValue(
        path: path,
        message:
          "a priority must be greater than 0 and at most 1000 (required), not \(NumberFormatting.format(number))",
        at: value.offset)
    }
    return LayoutPriority(number)
  }

  static func axisPriorities(_ value: JSONValue, path: String) throws(SpecError)
    -> AxisPriorities
  {
    if case .number = value.kind { return AxisPriorities(both: try priority(value, path: path)) }
    guard case .object = value.kind else {
      throw .typeMismatch(
        path: path, expected: "a priority or {\"horizontal\": …, \"vertical\": …}",
        found: value.typeName, at: value.offset)
    }
    let reader = try JSONObjectReader(value, path: path, allowed: ["horizontal", "vertical"])
    var result = AxisPriorities(both: .defaultLow)
    if path.hasSuffix("compressionResistance") { result = AxisPriorities(both: .defaultHigh) }
    if let horizontal = reader["horizontal"] {
      result.horizontal = try priority(horizontal, path: "\(path).horizontal")
    }
    if let vertical = reader["vertical"] {
      result.vertical = try priority(vertical, path: "\(path).vertical")
    }
    return result
  }

  static func checkLength(_ text: String, path: String, at offset: Int) throws(SpecError) {
    if text.utf8.count > SpecLimits.maximumStringLength {
      throw .limitExceeded(
        path: path,
        message:
          "the string is \(text.utf8.count) bytes long; the limit is \(SpecLimits.maximumStringLength)",
        at: offset)
    }
  }

  /// Names obey the string limit too; checked before the name is put into any message.
  static func checkNameLength(_ name: String, kind: String, in path: String, at offset: Int)
    throws(SpecError)
  {
    let length = name.utf8.count
    guard length > SpecLimits.maximumStringLength else { return }
    throw .limitExceeded(
      path: path,
      message:
        "a \(kind) name of \(length) bytes; the limit is \(SpecLimits.maximumStringLength)",
      at: offset)
  }

  static func checkIdentifier(_ name: String, path: String, kind: String, at offset: Int)
    throws(SpecError)
  {
    let bytes = Array(name.utf8)
    let valid =
      !bytes.isEmpty && bytes.allSatisfy(Identifier.isBody) && Identifier.isHead(bytes[0])
    guard valid else {
      throw .invalidValue(
        path: path,
        message:
          "\"\(name)\" is not a valid \(kind) name: names must start with a letter or an underscore, then contain letters, numbers, and underscores (as in VFL)",
        at: offset)
    }
  }
}
