import VFLPreviewSupport

extension LayoutSpec {
  /// The spec as a spec file, which ``SpecDecoder`` reads back as this spec (the offsets aside):
  /// what `vfl-preview import` writes. Keys are sorted, views keep their order (the drawing order
  /// among siblings), values equal to what the decoder assumes are left out, and lengths are
  /// written with every digit they need to read back as the same number (an imported document's
  /// `170.33333333333334`), so the file lays out exactly as the spec it was written from.
  public var json: String { jsonDocument.text }

  /// The document ``json`` prints.
  var jsonDocument: JSONOutput {
    var members: [String: JSONOutput] = [
      "canvas": canvasDocument,
      "views": .orderedObject(views.map { JSONOutput.Member($0.name, $0.jsonDocument) }),
      "constraints": .array(constraints.map(\.jsonDocument)),
    ]
    var spacingMembers: [String: JSONOutput] = [:]
    if spacing.standard != Spacing().standard { spacingMembers["standard"] = .exactNumber(spacing.standard) }
    if spacing.superview != Spacing().superview { spacingMembers["superview"] = .exactNumber(spacing.superview) }
    if !spacingMembers.isEmpty { members["spacing"] = .object(spacingMembers) }
    if !metrics.isEmpty { members["metrics"] = .object(metrics.mapValues { .exactNumber($0) }) }
    if layoutDirection != .leftToRight { members["layoutDirection"] = .string(layoutDirection.rawValue) }
    if contentSize != .large { members["contentSize"] = .string(contentSize.rawValue) }
    var appearanceMembers: [String: JSONOutput] = [:]
    if let theme = appearance.theme { appearanceMembers["theme"] = .string(theme.rawValue) }
    // A device sets the scale the decoder assumes.
    if let scale = appearance.scale, scale != device?.preset.scale {
      appearanceMembers["scale"] = .number(Double(scale.rawValue))
    }
    if !appearanceMembers.isEmpty { members["appearance"] = .object(appearanceMembers) }
    if nonNegativeSizes { members["nonNegativeSizes"] = .bool(true) }
    if let summary { members["description"] = .string(summary) }
    return .object(members)
  }

  /// `{"width", "height"}`, or the device that gives them, with the insets that differ from what
  /// the decoder assumes.
  private var canvasDocument: JSONOutput {
    var members: [String: JSONOutput] = [:]
    if let device {
      members["device"] = .string(device.preset.name)
      if device.orientation != .portrait { members["orientation"] = .string(device.orientation.rawValue) }
    }
    if device?.preset.size == nil {
      members["width"] = .exactNumber(canvas.width)
      members["height"] = .exactNumber(canvas.height)
    }
    if safeArea != (device?.safeArea ?? .zero) { members["safeArea"] = safeArea.jsonDocument }
    if canvasMargins != (device?.layoutMargins ?? .defaultLayoutMargins) {
      members["layoutMargins"] = canvasMargins.jsonDocument
    }
    return .object(members)
  }
}

extension ViewSpec {
  /// The view's entry in `views`: only what differs from a view declared with no keys.
  var jsonDocument: JSONOutput {
    var members: [String: JSONOutput] = [:]
    if let label { members["label"] = .string(label) }
    var size: [String: JSONOutput] = [:]
    if let intrinsicWidth { size["width"] = .exactNumber(intrinsicWidth) }
    if let intrinsicHeight { size["height"] = .exactNumber(intrinsicHeight) }
    if !size.isEmpty { members["intrinsicSize"] = .object(size) }
    if hugging != AxisPriorities(both: .defaultLow) { members["hugging"] = hugging.jsonDocument }
    if compressionResistance != AxisPriorities(both: .defaultHigh) {
      members["compressionResistance"] = compressionResistance.jsonDocument
    }
    if let parent { members["parent"] = .string(parent) }
    if let minimumScaleFactor { members["minimumScaleFactor"] = .exactNumber(minimumScaleFactor) }
    if layoutMargins != .defaultLayoutMargins { members["layoutMargins"] = layoutMargins.jsonDocument }
    if isGuide { members["guide"] = .bool(true) }
    if let title { members["title"] = .string(title) }
    if let textStyle {
      members["font"] = .string(textStyle.rawValue)
    } else if let fontSize {
      members["font"] = isBold == true ? .object(["size": .exactNumber(fontSize), "bold": .bool(true)]) : .exactNumber(fontSize)
    }
    if let lines { members["lines"] = .number(Double(lines)) }
    if let alignment { members["alignment"] = .string(alignment.rawValue) }
    if let preferredMaxLayoutWidth { members["preferredMaxLayoutWidth"] = .exactNumber(preferredMaxLayoutWidth) }
    if let id { members["id"] = .string(id) }
    var baselines: [String: JSONOutput] = [:]
    if let firstBaselineOffset { baselines["first"] = .exactNumber(firstBaselineOffset) }
    if let lastBaselineOffset { baselines["last"] = .exactNumber(lastBaselineOffset) }
    if !baselines.isEmpty { members["baselines"] = .object(baselines) }
    if let savedFrame {
      members["savedFrame"] = .object([
        "x": .exactNumber(savedFrame.x), "y": .exactNumber(savedFrame.y),
        "width": .exactNumber(savedFrame.width), "height": .exactNumber(savedFrame.height),
      ])
    }
    if isMisplaced { members["misplaced"] = .bool(true) }
    return .object(members)
  }
}

extension ConstraintSpec {
  /// A bare string when the entry is nothing but its string, else `{"vfl"` or `"expr", …}`.
  var jsonDocument: JSONOutput {
    var members: [String: JSONOutput] = [:]
    switch body {
    case .vfl(let text, let options):
      members["vfl"] = .string(text)
      if !options.isEmpty { members["options"] = .array(options.map { .string($0) }) }
      // A bare string that does not look like VFL would be read as an expression.
      if members.count == 1, priority == nil, id == nil, !isAssumed, !isBrokenInLog,
        ConstraintSpec.looksLikeVFL(text)
      {
        return .string(text)
      }
    case .expression(let text):
      members["expr"] = .string(text)
      if priority == nil, id == nil, !isAssumed, !isBrokenInLog, !ConstraintSpec.looksLikeVFL(text) {
        return .string(text)
      }
    }
    if let priority { members["priority"] = .exactNumber(priority.value) }
    if let id { members["id"] = .string(id) }
    if isAssumed { members["assumed"] = .bool(true) }
    if isBrokenInLog { members["brokenInLog"] = .bool(true) }
    return .object(members)
  }
}

extension EdgeInsets {
  /// One number when every edge is the same, else the edges that are not 0.
  var jsonDocument: JSONOutput {
    if top == leading, top == bottom, top == trailing { return .exactNumber(top) }
    var members: [String: JSONOutput] = [:]
    for (key, value) in [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
    where value != 0 {
      members[key] = .exactNumber(value)
    }
    return .object(members)
  }
}

extension AxisPriorities {
  /// One priority when both axes have the same, else `{"horizontal", "vertical"}`.
  var jsonDocument: JSONOutput {
    if horizontal == vertical { return .exactNumber(horizontal.value) }
    return .object(["horizontal": .exactNumber(horizontal.value), "vertical": .exactNumber(vertical.value)])
  }
}
