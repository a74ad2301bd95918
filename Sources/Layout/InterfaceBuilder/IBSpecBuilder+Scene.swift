import VFLPreviewSupport

/// The spec itself: views (with ids, titles, text, fonts, margins and intrinsic sizes), the
/// constraints as expressions checked by the expression parser, the canvas and its safe area.
extension IBSpecBuilder {
  mutating func scene(name: String) -> ImportedScene {
    var names: [String: String] = [:]
    for node in nodes where names[node.view.id] == nil { names[node.view.id] = node.name }
    for guide in guideViews { names[guide.id] = guide.name }

    var views: [ViewSpec] = []
    for position in nodes.indices {
      views.append(viewSpec(position))
    }
    for guide in guideViews {
      var view = ViewSpec(name: guide.name, parent: nodes[guide.owner].name, offset: nodes[guide.owner].view.offset)
      view.isGuide = true
      view.title = guide.title
      if guide.isDocumentGuide { view.id = guide.id }
      views.append(view)
    }

    var offsets: [String: Int] = [:]
    for node in nodes {
      for constraint in node.view.constraints { offsets[constraint.id] = constraint.offset }
    }
    var constraints: [ConstraintSpec] = []
    var imported: [String] = []
    var seenIDs: Set<String> = []
    for constraint in generated {
      var text = constraint.expression { item in
        switch item {
        case .view(let id): return names[id] ?? id
        case .margins(let id): return "\(names[id] ?? id).margins"
        case .safeArea: return "safeArea"
        case .canvas: return "superview"
        }
      }
      if let identifier = constraint.identifier, !identifier.isEmpty {
        text += " // \(identifier.filter { !$0.isNewline })"
      }
      // Guide views are views to the expression parser: only the screen's guides and views'
      // margins are guides.
      var problem = constraint.problem
      if problem == nil, case .view(let id) = constraint.first.item, names[id] == nil { problem = "its first item is missing" }
      if let problem {
        warn(
          "constraint \(constraint.id.map { "\"\($0)\"" } ?? "'\(text)'") cannot be expressed: \(problem); skipped",
          at: constraint.id.flatMap { offsets[$0] } ?? nodes[0].view.offset)
        continue
      }
      // Diagnostics about it point at what made it.
      let origin = constraint.origin ?? nodes[0].view.offset
      var spec = ConstraintSpec(body: .expression(text), offset: origin, textOffset: origin)
      if let id = constraint.id, seenIDs.insert(id).inserted {
        spec.id = id
        imported.append(id)
      }
      constraints.append(spec)
    }

    // The canvas is the root view's saved size, within what a spec can have.
    let side = { (length: Double) in min(SpecLimits.maximumCanvasSide, max(1, length)) }
    let canvas = Size(width: side(nodes[0].frame.width), height: side(nodes[0].frame.height))
    if canvas.width != nodes[0].frame.width || canvas.height != nodes[0].frame.height {
      warn(
        "the scene's view is \(NumberFormatting.format(nodes[0].frame.width)) × \(NumberFormatting.format(nodes[0].frame.height)) points; laid out on a canvas of \(NumberFormatting.format(canvas.width)) × \(NumberFormatting.format(canvas.height))",
        at: nodes[0].view.offset)
    }
    var spec = LayoutSpec(canvas: canvas, views: views, constraints: constraints)
    spec.safeArea = safeArea
    // The screen as one of the device presets, when it is one of their sizes (its safe area stays
    // the document's, which may include bars).
    let orientation: DevicePreset.Orientation = canvas.width > canvas.height ? .landscape : .portrait
    if document.platform == .iOS, safeArea != .zero,
      let preset = DevicePreset.all.first(where: { $0.size(in: orientation) == canvas })
    {
      spec.device = LayoutSpec.Device(preset: preset, orientation: orientation)
      spec.appearance.scale = preset.scale
      spec.canvasMargins = spec.device?.layoutMargins ?? spec.canvasMargins
    }
    spec.nonNegativeSizes = true
    spec.summary = "Imported from an Interface Builder document: \(name)."

    var savedFrames: [String: Frame] = [:]
    var trusted: Set<String> = []
    var misplaced: Set<String> = []
    var ambiguous: Set<String> = []
    var autoresizing: Set<String> = []
    var insets: [String: EdgeInsets] = [:]
    for (position, node) in nodes.enumerated() {
      if node.view.hasSavedFrame { savedFrames[node.name] = node.alignmentFrame }
      if position != 0, node.isTrusted, !node.isOffscreenRow { trusted.insert(node.name) }
      if node.view.isMisplaced { misplaced.insert(node.name) }
      if node.view.isAmbiguous { ambiguous.insert(node.name) }
      if isAutoresizing(position) { autoresizing.insert(node.name) }
      if node.insets != .zero { insets[node.name] = node.insets }
    }
    markSavedFrames(in: &spec)
    let documentConstraints = imported.compactMap { id in
      translatedConstraints[id].map { constraint in
        let (line, column) = source.lineAndColumn(ofOffset: constraint.offset)
        return ImportedConstraint(
          id: id, firstItem: constraint.firstItem, firstAttribute: constraint.firstAttribute,
          relation: constraint.relation, secondItem: constraint.secondItem,
          secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
          constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier,
          line: line, column: column)
      }
    }
    return ImportedScene(
      name: name, id: root.id, spec: spec, names: names, savedFrames: savedFrames, trustedViews: trusted,
      misplacedViews: misplaced, ambiguousViews: ambiguous, autoresizingViews: autoresizing,
      constraintIDs: imported, documentConstraints: documentConstraints, alignmentInsets: insets,
      line: source.lineAndColumn(ofOffset: nodes[0].view.offset).line)
  }

  /// One view: its id, parent, title, text and font, priorities, margins and intrinsic size.
  func viewSpec(_ position: Int) -> ViewSpec {
    let node = nodes[position]
    let view = node.view
    var spec = ViewSpec(
      name: node.name, hugging: view.hugging, compressionResistance: view.compressionResistance,
      parent: node.parent.map { nodes[$0].name }, offset: view.offset)
    spec.id = view.id
    spec.title = Self.title(of: view)
    let axes = IBClassCatalog.contentSizedAxes(of: view, platform: document.platform)
    let showsText = ["label", "button", "textField", "textView", "popUpButton", "secureTextField", "searchField"]
      .contains(view.element)
    if showsText, axes.width, axes.height, let text = view.text, !text.isEmpty, !view.textIsPlaceholder || document.platform == .macOS {
      spec.label = text
      spec.lines = view.lines
      spec.alignment = view.textAlignment
      spec.preferredMaxLayoutWidth = view.preferredMaxLayoutWidth
      if let font = view.font {
        spec.textStyle = font.textStyle
        spec.fontSize = font.textStyle == nil ? font.pointSize : nil
        spec.isBold = font.textStyle == nil && font.isBold ? true : nil
      }
    }
    (spec.intrinsicWidth, spec.intrinsicHeight) = intrinsicSize(position, axes: axes)
    if spec.label != nil {
      spec.minimumScaleFactor = minimumScaleFactor(position, axes: axes)
    }
    if document.platform == .iOS, view.element == "label", options.intrinsicSizes == .savedFrames {
      // UIKit places a label's first baseline its font's ascender below its top, and its last
      // one the descender above its bottom: San Francisco's, 1950 and 494 units of 2048.
      let size = view.font?.pointSize ?? 17
      spec.firstBaselineOffset = size * 1950 / 2048
      spec.lastBaselineOffset = size * 494 / 2048
    }
    spec.layoutMargins = layoutMargins(position)
    return spec
  }

  /// The intrinsic size of a view whose content sizes it, per axis: the saved frame's where it is
  /// trusted (Interface Builder measured it with Apple's fonts), else the document's design-time
  /// size, the image's, the control's fixed one, or nothing (the text is measured).
  func intrinsicSize(_ position: Int, axes: (width: Bool, height: Bool)) -> (Double?, Double?) {
    let node = nodes[position]
    let view = node.view
    let saved = node.alignmentFrame
    let useSaved = options.intrinsicSizes == .savedFrames && node.isTrusted
    func size(_ axis: LayoutAxis, sized: Bool, placeholder: Double??) -> Double? {
      if let placeholder { return placeholder }
      guard sized else { return nil }
      if useSaved { return axis == .horizontal ? saved.width : saved.height }
      if let fixed = Self.fixedSize(of: view, platform: document.platform, images: document.imageSizes) {
        return axis == .horizontal ? fixed.width : fixed.height
      }
      let hasText = view.text.map { !$0.isEmpty } ?? false
      return hasText ? nil : (axis == .horizontal ? saved.width : saved.height)
    }
    return (
      size(.horizontal, sized: axes.width, placeholder: view.placeholderIntrinsicWidth),
      size(.vertical, sized: axes.height, placeholder: view.placeholderIntrinsicHeight)
    )
  }

  /// How far a view's text may shrink to fit: the document's own factor when it lets the text
  /// shrink (`adjustsFontSizeToFit`), and half its size when its width is the one Interface
  /// Builder measured with Apple's fonts, which this tool does not have: the text fits there in
  /// San Francisco, so it is drawn to fit rather than truncated in a wider face.
  func minimumScaleFactor(_ position: Int, axes: (width: Bool, height: Bool)) -> Double? {
    let view = nodes[position].view
    var factor: Double?
    if view.attributes["adjustsFontSizeToFit"] == "YES", let given = view.attributes["minimumScaleFactor"].flatMap(Double.init),
      given > 0, given <= 1
    {
      factor = given
    }
    if axes.width, options.intrinsicSizes == .savedFrames, nodes[position].isTrusted {
      factor = min(factor ?? 1, 0.5)
    }
    return factor
  }

  /// Controls whose size does not depend on text: switches, spinners, steppers, and images.
  static func fixedSize(of view: IBView, platform: IBDocument.Platform, images: [String: Size]) -> Size? {
    switch (platform, view.element) {
    case (.iOS, "switch"): return Size(width: 51, height: 31)
    case (.iOS, "activityIndicatorView"):
      return view.attributes["style"]?.lowercased().contains("large") == true
        ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
    case (.iOS, "stepper"): return Size(width: 94, height: 32)
    case (_, "imageView"):
      return view.imageName.flatMap { images[$0] }
    default:
      return nil
    }
  }

  /// A view's layout margins: the document's, else UIKit's defaults (8 points; a view
  /// controller's view: 16 or 20 from its safe area; a table cell's content: the cell's), plus the
  /// part of the screen's safe area the view overlaps.
  func layoutMargins(_ position: Int) -> EdgeInsets {
    let node = nodes[position]
    let view = node.view
    if let stack = view.stack, stack.isAppKit { return stack.edgeInsets }
    guard document.platform == .iOS else { return view.layoutMargins ?? .defaultLayoutMargins }
    let width = nodes[0].frame.width
    if position == 0, root.isViewControllerRoot {
      let side = width >= 414 ? 20.0 : 16.0
      let own = view.layoutMargins ?? EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
      return safeArea + EdgeInsets(
        top: own.top, leading: max(own.leading, side), bottom: own.bottom, trailing: max(own.trailing, side))
    }
    var margins = view.layoutMargins ?? .defaultLayoutMargins
    if view.layoutMargins == nil {
      if view.element == "stackView" { margins = .zero }
      if view.element == "tableViewCellContentView" {
        // iOS 26's rows are 8 points taller (52): 4 more above and below the content.
        let side = width >= 414 ? 20.0 : 16.0
        let vertical = (document.pluginVersion ?? 0) >= 24000 ? 15.0 : 11.0
        margins = EdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
      }
    }
    guard view.insetsLayoutMarginsFromSafeArea, safeArea != .zero else { return margins }
    return margins + safeAreaOverlap(position)
  }
}
