/// Reading one view element: its frame, flags and priorities, its guides and constraints, and the
/// view elements inside it (subviews, content views, cells), recursively.
extension IBDocumentParser {
  /// The view an element with a saved frame describes; `nil` when it has no usable frame.
  mutating func view(_ element: XMLElementNode, key: String?) -> IBView? {
    let resolved = IBVariations(of: element, traits: traits)
    let rect = element.child("rect", key: "frame")
    let savedFrame = rect.flatMap(Self.rect)
    if let rect, savedFrame == nil {
      warn("the frame of <\(element.name)> is not a rectangle of at most a million points: laid out without it", at: rect.offset)
    }
    let frame = savedFrame ?? IBRect(x: 0, y: 0, width: 0, height: 0)
    let id = resolved["id"] ?? "\(element.name)@\(element.offset)"
    var className = IBClassCatalog.className(of: element.name, platform: platform)
    if className == nil {
      if reportedElements.insert(element.name).inserted {
        warn("<\(element.name)> is not a view the import knows: drawn as a plain view", at: element.offset)
      }
      className = platform == .iOS ? "UIView" : "NSView"
    }
    var view = IBView(
      id: id, element: element.name, className: className ?? "UIView", customClass: resolved["customClass"],
      userLabel: resolved["userLabel"], frame: frame, offset: element.offset)
    view.key = key
    view.hasSavedFrame = savedFrame != nil
    view.attributes = resolved.attributes
    view.cellAttributes = element.children.first { $0["key"] == "cell" }?.attributes ?? [:]
    view.translatesAutoresizingMask = resolved["translatesAutoresizingMaskIntoConstraints"] != "NO"
    view.hasFixedFrame = resolved.flag("fixedFrame") ?? false
    view.isMisplaced = resolved.flag("misplaced") ?? false
    view.isAmbiguous = resolved.flag("ambiguous") ?? false
    view.isHidden = resolved.flag("hidden") ?? false
    view.hugging = AxisPriorities(
      horizontal: LayoutPriority(Self.priority(resolved["horizontalHuggingPriority"]) ?? 250),
      vertical: LayoutPriority(Self.priority(resolved["verticalHuggingPriority"]) ?? 250))
    view.compressionResistance = AxisPriorities(
      horizontal: LayoutPriority(Self.priority(resolved["horizontalCompressionResistancePriority"]) ?? 750),
      vertical: LayoutPriority(Self.priority(resolved["verticalCompressionResistancePriority"]) ?? 750))
    view.placeholderIntrinsicWidth = resolved["placeholderIntrinsicWidth"].map(Self.placeholderSize)
    view.placeholderIntrinsicHeight = resolved["placeholderIntrinsicHeight"].map(Self.placeholderSize)
    if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
      view.autoresizingMask = IBAutoresizingMask(
        flexibleMinX: mask.flag("flexibleMinX") ?? false, widthSizable: mask.flag("widthSizable") ?? false,
        flexibleMaxX: mask.flag("flexibleMaxX") ?? false, flexibleMinY: mask.flag("flexibleMinY") ?? false,
        heightSizable: mask.flag("heightSizable") ?? false, flexibleMaxY: mask.flag("flexibleMaxY") ?? false)
    }
    readText(of: element, resolved: resolved, into: &view)
    readMargins(of: element, resolved: resolved, into: &view)
    for guide in element.children("viewLayoutGuide") {
      guard let guideID = guide["id"], let kind = guide["key"].flatMap(IBLayoutGuide.Kind.init) else {
        continue
      }
      view.guides.append(IBLayoutGuide(id: guideID, kind: kind, owner: id))
    }

    // Subviews: every element with a frame below this one, down to the next such element.
    var children: [(element: XMLElementNode, key: String?)] = []
    collectViews(in: element, excluded: resolved.excluded, into: &children)
    for child in children {
      if let subview = self.view(child.element, key: child.key) { view.subviews.append(subview) }
    }
    if element.name == "stackView" {
      view.stack = stackView(element, resolved: resolved, subviews: view.subviews)
    }
    if element.name == "gridView" { view.grid = gridView(element, resolved: resolved) }
    for constraint in element.child("constraints")?.children("constraint") ?? [] {
      guard let constraintID = constraint["id"], !resolved.excluded.contains(constraintID) else { continue }
      guard constraint["placeholder"] != "YES" else { continue }
      let items = [constraint["firstItem"], constraint["secondItem"]].compactMap { $0 }
      guard !items.contains(where: uninstalledIDs.contains) else { continue }
      if let parsed = self.constraint(constraint, owner: id) {
        view.constraints.append(parsed)
        installedConstraintIDs.append(constraintID)
      }
    }
    return view
  }

  /// The view elements inside `element`: those with a frame, not looking inside them.
  mutating func collectViews(
    in element: XMLElementNode, excluded: Set<String>, into result: inout [(element: XMLElementNode, key: String?)]
  ) {
    for child in element.children {
      switch child.name {
      case "constraints", "connections", "variation", "color", "rect", "autoresizingMask",
        "fontDescription", "font", "userDefinedRuntimeAttributes", "accessibility":
        continue
      default:
        break
      }
      if let id = child["id"], excluded.contains(id) {
        markUninstalled(child)
        continue
      }
      if hasFrame(child) || (element.name == "subviews" && IBClassCatalog.className(of: child.name, platform: platform) != nil) {
        result.append((child, child["key"]))
      } else {
        collectViews(in: child, excluded: excluded, into: &result)
      }
    }
  }

  /// Records an element left out by a variation, and everything inside it.
  mutating func markUninstalled(_ element: XMLElementNode) {
    if let id = element["id"] { uninstalledIDs.insert(id) }
    for child in element.children { markUninstalled(child) }
  }

  /// `<constraint>`: its items, attributes, relation, multiplier (`0.5`, `16:9`), constant and
  /// priority, after its own variations.
  mutating func constraint(_ element: XMLElementNode, owner: String) -> IBConstraint? {
    let resolved = IBVariations(of: element, traits: traits)
    guard let id = resolved["id"], let firstAttribute = resolved["firstAttribute"] else {
      warn("a constraint without an id or a first attribute is skipped", at: element.offset)
      return nil
    }
    var relation = LayoutRelation.equal
    switch resolved["relation"] {
    case "lessThanOrEqual"?: relation = .lessThanOrEqual
    case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
    case nil, "equal"?: relation = .equal
    case let other?:
      warn("constraint \"\(id)\" has an unknown relation \"\(other)\": skipped", at: element.offset)
      return nil
    }
    var multiplier = 1.0
    if let text = resolved["multiplier"] {
      guard let value = Self.multiplier(text), value != 0 else {
        warn("constraint \"\(id)\" has a multiplier \"\(text)\" that is not a number: skipped", at: element.offset)
        return nil
      }
      multiplier = value
    }
    let constant = resolved.number("constant") ?? 0
    guard abs(constant) <= Self.maximumLength, abs(multiplier) <= Self.maximumLength,
      abs(multiplier) >= 1 / Self.maximumLength
    else {
      warn("constraint \"\(id)\" has a constant or multiplier out of range: skipped", at: element.offset)
      return nil
    }
    let priority = Self.priority(resolved["priority"]) ?? 1000
    return IBConstraint(
      id: id, firstItem: resolved["firstItem"] ?? owner, firstAttribute: firstAttribute,
      relation: relation, secondItem: resolved["secondItem"], secondAttribute: resolved["secondAttribute"],
      multiplier: multiplier, constant: constant, priority: min(1000, max(1, priority)),
      identifier: resolved["identifier"], offset: element.offset)
  }

  /// The largest coordinate or length the import reads: documents measure in thousands of points.
  static let maximumLength = 1_000_000.0

  static func rect(_ element: XMLElementNode) -> IBRect? {
    guard let x = element.number("x"), let y = element.number("y"), let width = element.number("width"),
      let height = element.number("height"),
      [x, y, width, height].allSatisfy({ abs($0) <= maximumLength }), width >= 0, height >= 0
    else { return nil }
    return IBRect(x: x, y: y, width: width, height: height)
  }

  /// `16:9` is 16/9; `0.5` is 0.5.
  static func multiplier(_ text: String) -> Double? {
    let parts = text.split(separator: ":")
    if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
      let value = numerator / denominator
      return value.isFinite ? value : nil
    }
    return XMLElementNode.parseNumber(text)
  }

  /// A priority attribute (`250`, `249.99998474121094`), kept within 1…1000.
  static func priority(_ text: String?) -> Double? {
    guard let text, let value = XMLElementNode.parseNumber(text) else { return nil }
    return min(1000, max(1, value))
  }

  /// `infinite` (no intrinsic size) or a number of points.
  static func placeholderSize(_ text: String) -> Double? {
    text == "infinite" ? nil : XMLElementNode.parseNumber(text).map { min(maximumLength, max(0, $0)) }
  }
}
