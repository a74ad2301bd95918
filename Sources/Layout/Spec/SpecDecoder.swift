import VFLPreviewSupport

/// Turns the bytes of a spec file into a validated ``LayoutSpec``, reporting the first problem with
/// its exact place in the file.
public enum SpecDecoder {
  static let topLevelKeys = [
    "canvas", "spacing", "metrics", "views", "constraints", "layoutDirection", "appearance",
    "description",
  ]
  static let viewKeys = ["label", "intrinsicSize", "hugging", "compressionResistance", "parent"]
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

  // MARK: - Views

  private static func decodeViews(_ value: JSONValue?, metrics: [String: Double]) throws(SpecError)
    -> [ViewSpec]
  {
    guard let value else { return [] }
    let reader = try JSONObjectReader(value, path: "views", allowed: nil)
    guard reader.members.count <= SpecLimits.maximumViews else {
      throw .limitExceeded(
        path: "views",
        message:
          "\(reader.members.count) views; the limit is \(SpecLimits.maximumViews)",
        at: value.offset)
    }
    var views: [ViewSpec] = []
    views.reserveCapacity(reader.members.count)
    var parentOffsets: [String: Int] = [:]
    for member in reader.members {
      let name = member.key
      try checkNameLength(name, kind: "view", in: "views", at: member.keyOffset)
      let path = "views.\(name)"
      try checkIdentifier(name, path: path, kind: "view", at: member.keyOffset)
      if name == "superview" {
        throw .invalidValue(
          path: path,
          message: "\"superview\" is reserved: expressions use it for a view's parent",
          at: member.keyOffset)
      }
      if let metric = metrics[name] {
        _ = metric
        throw .invalidValue(
          path: path,
          message:
            "\"\(name)\" is both a metric and a view; VFL looks metrics up first, so the view could never be named",
          at: member.keyOffset)
      }
      let view = try JSONObjectReader(member.value, path: path, allowed: viewKeys)
      var spec = ViewSpec(name: name, offset: member.keyOffset)
      if let label = view["label"] { spec.label = try string(label, path: "\(path).label") }
      if let size = view["intrinsicSize"] {
        let sizeReader = try JSONObjectReader(
          size, path: "\(path).intrinsicSize", allowed: ["width", "height"])
        if let width = sizeReader["width"] {
          spec.intrinsicWidth = try length(width, path: "\(path).intrinsicSize.width")
        }
        if let height = sizeReader["height"] {
          spec.intrinsicHeight = try length(height, path: "\(path).intrinsicSize.height")
        }
      }
      if let hugging = view["hugging"] {
        spec.hugging = try axisPriorities(hugging, path: "\(path).hugging")
      }
      if let resistance = view["compressionResistance"] {
        spec.compressionResistance = try axisPriorities(
          resistance, path: "\(path).compressionResistance")
      }
      if let parent = view["parent"] {
        spec.parent = try string(parent, path: "\(path).parent")
        parentOffsets[name] = parent.offset
      }
      views.append(spec)
    }
    try checkParents(views, parentOffsets: parentOffsets)
    return views
  }

  /// Every parent must be a declared view, and following parents must never lead back to where
  /// it started. The first view in file order with either problem is reported. Linear in the
  /// number of views: 100,000 views nested in one chain are checked at once.
  private static func checkParents(_ views: [ViewSpec], parentOffsets: [String: Int])
    throws(SpecError)
  {
    var index: [String: Int] = [:]
    index.reserveCapacity(views.count)
    for (position, view) in views.enumerated() where index[view.name] == nil {
      index[view.name] = position
    }
    let parent: [Int?] = views.map { view in view.parent.flatMap { index[$0] } }
    let onCycle = viewsOnCycles(parent)
    let names = views.map(\.name)
    for (position, view) in views.enumerated() {
      guard let parentName = view.parent else { continue }
      let parentOffset = parentOffsets[view.name] ?? view.offset
      guard parent[position] != nil else {
        throw .invalidValue(
          path: "views.\(view.name).parent",
          message: "\"\(parentName)\" is not a declared view",
          at: parentOffset,
          note: DidYouMean.note(for: parentName, among: names).map { SpecNote(message: $0) })
      }
      if onCycle[position] {
        var chain = [view.name]
        var current = parent[position]
        while let next = current, next != position {
          chain.append(views[next].name)
          current = parent[next]
        }
        chain.append(view.name)
        throw .invalidValue(
          path: "views.\(view.name).parent",
          message: "parents form a cycle: \(chain.joined(separator: " → "))",
          at: parentOffset)
      }
    }
  }

  /// Which nodes of a graph where each node has at most one parent lie on a cycle: each node is
  /// walked over once.
  static func viewsOnCycles(_ parent: [Int?]) -> [Bool] {
    // 0: not seen, 1: on the walk in progress, 2: finished.
    var state = [UInt8](repeating: 0, count: parent.count)
    var onCycle = [Bool](repeating: false, count: parent.count)
    var walk: [Int] = []
    for start in parent.indices where state[start] == 0 {
      walk.removeAll(keepingCapacity: true)
      var current: Int? = start
      while let node = current, state[node] == 0 {
        state[node] = 1
        walk.append(node)
        current = parent[node]
      }
      if let node = current, state[node] == 1, let first = walk.firstIndex(of: node) {
        for member in walk[first...] { onCycle[member] = true }
      }
      for node in walk { state[node] = 2 }
    }
    return onCycle
  }

  // MARK: - Constraints

  private static func decodeConstraints(_ value: JSONValue?) throws(SpecError) -> [ConstraintSpec] {
    guard let value else { return [] }
    guard case .array(let elements) = value.kind else {
      throw .typeMismatch(
        path: "constraints", expected: "an array", found: value.typeName, at: value.offset)
    }
    guard elements.count <= SpecLimits.maximumConstraints else {
      throw .limitExceeded(
        path: "constraints",
        message: "\(elements.count) constraints; the limit is \(SpecLimits.maximumConstraints)",
        at: value.offset)
    }
    var result: [ConstraintSpec] = []
    var ids: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let path = "constraints[\(index)]"
      switch element.kind {
      case .string(let text):
        try checkLength(text, path: path, at: element.offset)
        let body: ConstraintSpec.Body =
          ConstraintSpec.looksLikeVFL(text) ? .vfl(text, options: []) : .expression(text)
        result.append(
          ConstraintSpec(body: body, offset: element.offset, textOffset: element.offset))
      case .object:
        let reader = try JSONObjectReader(element, path: path, allowed: constraintKeys)
        let vfl = reader["vfl"]
        let expr = reader["expr"]
        var body: ConstraintSpec.Body
        var textOffset = element.offset
        switch (vfl, expr) {
        case (let vfl?, nil):
          let text = try string(vfl, path: "\(path).vfl")
          try checkLength(text, path: "\(path).vfl", at: vfl.offset)
          var options: [String] = []
          if let optionsValue = reader["options"] {
            guard case .array(let items) = optionsValue.kind else {
              throw .typeMismatch(
                path: "\(path).options", expected: "an array of option names",
                found: optionsValue.typeName, at: optionsValue.offset)
            }
            for (optionIndex, item) in items.enumerated() {
              options.append(try string(item, path: "\(path).options[\(optionIndex)]"))
            }
          }
          body = .vfl(text, options: options)
          textOffset = vfl.offset
        case (nil, let expr?):
          let text = try string(expr, path: "\(path).expr")
          try checkLength(text, path: "\(path).expr", at: expr.offset)
          if let options = reader["options"] {
            throw .invalidValue(
              path: "\(path).options", message: "layout options apply to VFL only, not to \"expr\"",
              at: options.offset)
          }
          body = .expression(text)
          textOffset = expr.offset
        case (nil, nil):
          throw .missingKey("vfl\" or \"expr", path: path, at: element.offset)
        case (_?, let expr?):
          throw .invalidValue(
            path: path, message: "give either \"vfl\" or \"expr\", not both", at: expr.offset)
        }
        var spec = ConstraintSpec(body: body, offset: element.offset, textOffset: textOffset)
        if let priority = reader["priority"] {
          spec.priority = try self.priority(priority, path: "\(path).priority")
        }
        if let idValue = reader["id"] {
          let id = try string(idValue, path: "\(path).id")
          if let first = ids[id] {
            throw .invalidValue(
              path: "\(path).id", message: "the id \"\(id)\" is already used by constraints[\(first)]",
              at: idValue.offset)
          }
          ids[id] = index
          spec.id = id
        }
        result.append(spec)
      default:
        throw .typeMismatch(
          path: path, expected: "a string or an object with \"vfl\" or \"expr\"",
          found: element.typeName, at: element.offset)
      }
    }
    return result
  }

  // MARK: - Values

  private static func canvasSide(_ reader: JSONObjectReader, _ key: String) throws(SpecError)
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

  private static func axisPriorities(_ value: JSONValue, path: String) throws(SpecError)
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

  private static func checkLength(_ text: String, path: String, at offset: Int) throws(SpecError) {
    if text.utf8.count > SpecLimits.maximumStringLength {
      throw .limitExceeded(
        path: path,
        message:
          "the string is \(text.utf8.count) bytes long; the limit is \(SpecLimits.maximumStringLength)",
        at: offset)
    }
  }

  /// Names obey the string limit too; checked before the name is put into any message.
  private static func checkNameLength(_ name: String, kind: String, in path: String, at offset: Int)
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

  private static func checkIdentifier(_ name: String, path: String, kind: String, at offset: Int)
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

/// C-identifier character classes, as VFL parses view and metric names.
enum Identifier {
  static func isHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }
  static func isBody(_ byte: UInt8) -> Bool {
    isHead(byte) || (byte >= 0x30 && byte <= 0x39)
  }
}
