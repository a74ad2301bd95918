import VFLPreviewSupport

/// Turns the bytes of a spec file into a validated ``LayoutSpec``, reporting every problem (up to
/// ``SpecErrorList/maximumCount``) with its exact place in the file; invalid JSON stops at the first.
public enum SpecDecoder {
  static let topLevelKeys = [
    "canvas", "spacing", "metrics", "views", "constraints", "layoutDirection", "appearance",
    "nonNegativeSizes",
    "description", "contentSize",
  ]
  static let viewKeys = [
    "label", "intrinsicSize", "hugging", "compressionResistance", "parent", "minimumScaleFactor",
    "layoutMargins", "guide", "title",
    "font", "lines", "alignment", "preferredMaxLayoutWidth", "id", "baselines", "savedFrame", "misplaced",
  ]
  static let constraintKeys = ["vfl", "expr", "options", "priority", "id", "assumed", "brokenInLog"]

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

  /// Decodes a spec from an already parsed JSON document. Every problem is reported, as a compiler
  /// does: unknown keys, bad values in independent places, and the constraint strings of what
  /// could be read (a ``SpecError/several(_:omitted:)`` when there is more than one).
  public static func decode(_ root: JSONValue) throws(SpecError) -> LayoutSpec {
    var errors = SpecErrorList()
    let object = try JSONObjectReader(
      root, path: "the spec", allowed: topLevelKeys, unknownKeys: &errors)

    var safeArea: EdgeInsets?
    var canvasMargins: EdgeInsets?
    var device: LayoutSpec.Device?
    let canvas = errors.attempt(collecting: { (errors: inout SpecErrorList) throws(SpecError) in
      let canvasValue = try object.required("canvas")
      let canvasObject = try JSONObjectReader(
        canvasValue, path: "canvas",
        allowed: ["width", "height", "safeArea", "layoutMargins", "device", "orientation"],
        unknownKeys: &errors)
      if let value = canvasObject["device"] {
        device = errors.attempt { () throws(SpecError) in try decodeDevice(value, canvasObject) }
      }
      if canvasObject["device"] == nil, let value = canvasObject["orientation"] {
        errors.record(.invalidValue(
          path: "canvas.orientation",
          message: "an orientation turns a device; add \"device\" (such as \"iPhone 15\") or drop it",
          at: value.offset))
      }
      if let value = canvasObject["safeArea"] {
        safeArea = errors.attempt { () throws(SpecError) in
          try edgeInsets(value, path: "canvas.safeArea")
        }
      }
      if let value = canvasObject["layoutMargins"] {
        canvasMargins = errors.attempt { () throws(SpecError) in
          try edgeInsets(value, path: "canvas.layoutMargins")
        }
      }
      if let size = device.flatMap({ $0.preset.size(in: $0.orientation) }) {
        // The device gives the size; a width or height beside it would say two things.
        for key in ["width", "height"] {
          guard let value = canvasObject[key] else { continue }
          errors.record(.invalidValue(
            path: "canvas.\(key)",
            message: "\"\(device?.preset.name ?? "")\" sets the canvas size (\(NumberFormatting.format(size.width)) × \(NumberFormatting.format(size.height)) points); drop \(key), or the device",
            at: value.offset))
        }
        return size
      }
      if canvasObject["device"] != nil, device == nil, canvasObject["width"] == nil || canvasObject["height"] == nil {
        // A device that is not a preset was reported; no size was meant to come with it.
        return Size(width: 1, height: 1)
      }
      let width = errors.attempt { () throws(SpecError) in try canvasSide(canvasObject, "width") }
      let height = errors.attempt { () throws(SpecError) in try canvasSide(canvasObject, "height") }
      return Size(width: width ?? 1, height: height ?? 1)
    })

    var spacing = LayoutSpec.Spacing()
    if let value = object["spacing"] {
      errors.attempt(collecting: { (errors: inout SpecErrorList) throws(SpecError) in
        let reader = try JSONObjectReader(
          value, path: "spacing", allowed: ["standard", "superview"], unknownKeys: &errors)
        if let standard = reader["standard"] {
          spacing.standard = try length(standard, path: "spacing.standard")
        }
        if let superview = reader["superview"] {
          spacing.superview = try length(superview, path: "spacing.superview")
        }
      })
    }

    // A metric whose value is wrong still counts as declared (as 0), so the constraints that use
    // it are not reported too; the whole section unreadable leaves the constraints unchecked.
    var metrics: [String: Double] = [:]
    var constraintsCheckable = true
    if let value = object["metrics"] {
      let reader = errors.attempt { () throws(SpecError) in
        try JSONObjectReader(value, path: "metrics", allowed: nil)
      }
      if reader == nil { constraintsCheckable = false }
      for member in reader?.members ?? [] {
        let path = "metrics.\(member.key)"
        let named: Void? = errors.attempt { () throws(SpecError) in
          try checkNameLength(member.key, kind: "metric", in: "metrics", at: member.keyOffset)
          try checkIdentifier(member.key, path: path, kind: "metric", at: member.keyOffset)
        }
        guard named != nil else { continue }
        metrics[member.key] =
          errors.attempt { () throws(SpecError) in try finiteNumber(member.value, path: path) } ?? 0
      }
    }

    var direction = LayoutSpec.LayoutDirection.leftToRight
    if let value = object["layoutDirection"] {
      errors.attempt { () throws(SpecError) in
        let text = try string(value, path: "layoutDirection")
        guard let parsed = LayoutSpec.LayoutDirection(rawValue: text) else {
          throw .invalidValue(
            path: "layoutDirection",
            message: "\"\(text)\" is not a layout direction; use \"leftToRight\" or \"rightToLeft\"",
            at: value.offset)
        }
        direction = parsed
      }
    }

    var contentSize = ContentSizeCategory.large
    if let value = object["contentSize"] {
      errors.attempt { () throws(SpecError) in
        let text = try string(value, path: "contentSize")
        guard let parsed = ContentSizeCategory(name: text) else {
          let names = ContentSizeCategory.allCases.map(\.rawValue)
          throw .invalidValue(
            path: "contentSize",
            message: "\"\(text)\" is not a content size category; use one of \(names.joined(separator: ", "))",
            at: value.offset,
            note: DidYouMean.note(for: text, among: names + ContentSizeCategory.swiftUINames.keys.sorted())
              .map { SpecNote(message: $0) })
        }
        contentSize = parsed
      }
    }

    var appearance = LayoutSpec.Appearance()
    if let value = object["appearance"] {
      errors.attempt(collecting: { (errors: inout SpecErrorList) throws(SpecError) in
        appearance = try decodeAppearance(value, unknownKeys: &errors)
      })
    }

    let summary = errors.attempt { () throws(SpecError) in
      try object["description"].map { (value) throws(SpecError) in
        try string(value, path: "description")
      }
    } ?? nil

    let views = decodeViews(object["views"], errors: &errors)
    if views == nil { constraintsCheckable = false }
    let constraints = decodeConstraints(object["constraints"], errors: &errors)

    var spec = LayoutSpec(
      canvas: canvas ?? Size(width: 1, height: 1), spacing: spacing, metrics: metrics,
      views: views ?? [], constraints: constraints.map(\.spec), layoutDirection: direction,
      appearance: appearance, summary: summary)
    spec.device = device
    spec.safeArea = safeArea ?? device?.safeArea ?? .zero
    spec.canvasMargins = canvasMargins ?? device?.layoutMargins ?? .defaultLayoutMargins
    if spec.appearance.scale == nil, let device { spec.appearance.scale = device.preset.scale }
    if let value = object["nonNegativeSizes"] {
      spec.nonNegativeSizes = errors.attempt { () throws(SpecError) in
        try boolean(value, path: "nonNegativeSizes")
      } ?? false
    }
    spec.contentSize = contentSize
    guard !errors.isEmpty else { return spec }
    // The constraint strings are parsed later, by the layout engine; when the spec already has
    // errors they are parsed now, so that their errors are reported in the same run.
    if constraintsCheckable {
      ConstraintModel.checkEntries(of: spec, indices: constraints.map(\.index), into: &errors)
    }
    try errors.throwIfAny()
    return spec
  }

  static func decodeAppearance(_ value: JSONValue, unknownKeys: inout SpecErrorList)
    throws(SpecError) -> LayoutSpec.Appearance
  {
    var appearance = LayoutSpec.Appearance()
    let reader = try JSONObjectReader(
      value, path: "appearance", allowed: ["theme", "scale"], unknownKeys: &unknownKeys)
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
      guard let whole = Int(exactly: number), let checked = DisplayScale(rawValue: whole) else {
        throw .invalidValue(
          path: "appearance.scale", message: "the scale must be 1, 2 or 3", at: scale.offset)
      }
      appearance.scale = checked
    }
    return appearance
  }
}
