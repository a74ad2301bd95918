import VFLPreviewSupport

/// Turns the bytes of a spec file into a validated ``LayoutSpec``, reporting the first problem with
/// its exact place in the file.
public enum SpecDecoder {
  static let topLevelKeys = [
    "canvas", "spacing", "metrics", "views", "constraints", "layoutDirection", "appearance",
    "description",
  ]
  static let viewKeys = [
    "label", "intrinsicSize", "hugging", "compressionResistance", "parent", "minimumScaleFactor",
  ]
  static let constraintKeys = ["vfl", "expr", "options", "priority", "id"]

  /// Decodes a spec from the bytes of a JSON file.
  public static func decode(_ bytes: [UInt8]) throws(SpecError) -> LayoutSpec {
    guard bytes.count <= SpecLimits.maximumFileSize else {
      throw .limitExceeded(
        path: "file",
        message: "the spec is \(bytes.count) bytes; the limit is \(SpecLimits.maximumFileSize)",
        at: 0)
    }
    let root = try JSONParser.parse(bytes)
    return try decode(root)
  }

  /// Decodes a spec from an already parsed JSON document.
  public static func decode(_ root: JSONValue) throws(SpecError) -> LayoutSpec {
    let object = try JSONObjectReader(root, path: "the spec", allowed: topLevelKeys)

    let canvasValue = try object.required("canvas")
    let canvasObject = try JSONObjectReader(canvasValue, path: "canvas", allowed: ["width", "height"])
    let canvas = Size(
      width: try canvasSide(canvasObject, "width"), height: try canvasSide(canvasObject, "height"))

    var spacing = LayoutSpec.Spacing()
    if let value = object["spacing"] {
      let reader = try JSONObjectReader(value, path: "spacing", allowed: ["standard", "superview"])
      if let standard = reader["standard"] {
        spacing.standard = try length(standard, path: "spacing.standard")
      }
      if let superview = reader["superview"] {
        spacing.superview = try length(superview, path: "spacing.superview")
      }
    }

    var metrics: [String: Double] = [:]
    if let value = object["metrics"] {
      let reader = try JSONObjectReader(value, path: "metrics", allowed: nil)
      for member in reader.members {
        try checkNameLength(member.key, kind: "metric", in: "metrics", at: member.keyOffset)
        let path = "metrics.\(member.key)"
        try checkIdentifier(member.key, path: path, kind: "metric", at: member.keyOffset)
        metrics[member.key] = try finiteNumber(member.value, path: path)
      }
    }

    var direction = LayoutSpec.LayoutDirection.leftToRight
    if let value = object["layoutDirection"] {
      let text = try string(value, path: "layoutDirection")
      guard let parsed = LayoutSpec.LayoutDirection(rawValue: text) else {
        throw .invalidValue(
          path: "layoutDirection",
          message: "\"\(text)\" is not a layout direction; use \"leftToRight\" or \"rightToLeft\"",
          at: value.offset)
      }
      direction = parsed
    }

    var appearance = LayoutSpec.Appearance()
    if let value = object["appearance"] {
      let reader = try JSONObjectReader(value, path: "appearance", allowed: ["theme", "scale"])
      if let theme = reader["theme"] {
        let text = try string(theme, path: "appearance.theme")
        guard let name = LayoutSpec.Appearance.ThemeName(rawValue: text) else {
          let names = LayoutSpec.Appearance.ThemeName.allCases.map { "\"\($0.rawValue)\"" }
          throw .invalidValue(
            path: "appearance.theme",
            message: "\"\(text)\" is not a theme; use \(names.joined(separator: " or "))",
            at: theme.offset)
        }
        appearance.theme = name
      }
      if let scale = reader["scale"] {
        let number = try finiteNumber(scale, path: "appearance.scale")
        let scales = LayoutSpec.Appearance.supportedScales
        guard number.rounded() == number, Double(scales.lowerBound) <= number,
          number <= Double(scales.upperBound)
        else {
          throw .invalidValue(
            path: "appearance.scale", message: "the scale must be 1, 2 or 3", at: scale.offset)
        }
        appearance.scale = Int(number)
      }
    }

    let summary = try object["description"].map { (value) throws(SpecError) in
      try string(value, path: "description")
    }

    let views = try decodeViews(object["views"], metrics: metrics)
    let constraints = try decodeConstraints(object["constraints"])

    return LayoutSpec(
      canvas: canvas, spacing: spacing, metrics: metrics, views: views, constraints: constraints,
      layoutDirection: direction, appearance: appearance, summary: summary)
  }
}
