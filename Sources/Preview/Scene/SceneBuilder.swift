import Foundation
import VFLPreviewSupport
import Layout

/// Decides what a wireframe shows and where: boxes, labels and size captions, spacing annotations,
/// conflict and ambiguity overlays, and the numbered legend. Works in points; knows no pixels.
public struct SceneBuilder: Sendable {
  public var options: SceneOptions
  public var measurer: any TextWidthMeasuring

  /// Text sizes in points.
  static let labelSize = 12.0
  static let minimumLabelSize = 8.0
  static let captionSize = 9.0
  static let annotationSize = 9.0
  static let legendSize = 10.0
  static let lineFactor = 1.25
  static let gridSpacing = 8.0
  static let legendPadding = 10.0

  public init(options: SceneOptions, measurer: any TextWidthMeasuring) {
    self.options = options
    self.measurer = measurer
  }

  /// Builds the scene for a solved layout. `labels` maps view names to their label text.
  public func scene(for solution: Solution, labels: [String: String] = [:]) -> Scene {
    var state = BuildState(builder: self, solution: solution)
    state.build(labels: labels)
    let legendHeight = state.legendHeight()
    var items = state.items
    items.append(contentsOf: state.legendItems(top: solution.canvas.height))
    return Scene(
      size: Size(width: solution.canvas.width, height: solution.canvas.height + legendHeight),
      canvas: solution.canvas, theme: options.theme, items: items, legend: state.legend)
  }
}

/// Test access to the label wording.
enum BuildStateAccess {
  static func gapLabel(_ constraint: LayoutConstraint, metric: String?, isStandard: Bool) -> String {
    BuildState.gapLabel(constraint, metric: metric, isStandard: isStandard)
  }
}

/// The work of one build: items so far, the rectangles taken by text, and the legend.
private struct BuildState {
  let builder: SceneBuilder
  let solution: Solution
  var theme: Theme { builder.options.theme }
  var items: [SceneItem] = []
  var legend: [LegendEntry] = []
  /// Rectangles already covered by text, so annotations avoid them.
  var occupied = RectSet()
  /// View borders, which annotation labels prefer not to cover.
  var borders = RectSet()
  var conflictViews: Set<String> = []
  var brokenIndices: Set<Int> = []

  init(builder: SceneBuilder, solution: Solution) {
    self.builder = builder
    self.solution = solution
  }

  var canvasRect: Rect { Rect(x: 0, y: 0, width: solution.canvas.width, height: solution.canvas.height) }

  func frame(of item: LayoutItem) -> Frame {
    switch item {
    case .canvas: return Frame(x: 0, y: 0, width: solution.canvas.width, height: solution.canvas.height)
    case .view(let name): return solution.frames[name] ?? Frame(x: 0, y: 0, width: 0, height: 0)
    }
  }

  /// Where an attribute lies along its axis, in canvas coordinates; `nil` for width and height.
  func position(of item: LayoutItem, _ attribute: LayoutAttribute) -> Double? {
    let frame = frame(of: item)
    let rightToLeft = builder.options.layoutDirection == .rightToLeft
    switch attribute {
    case .left: return frame.x
    case .right: return frame.maxX
    case .top: return frame.y
    case .bottom, .baseline, .firstBaseline, .lastBaseline: return frame.maxY
    case .centerX: return frame.midX
    case .centerY: return frame.midY
    case .leading: return rightToLeft ? frame.maxX : frame.x
    case .trailing: return rightToLeft ? frame.x : frame.maxX
    case .width, .height: return nil
    }
  }

  mutating func build(labels: [String: String]) {
    items.append(.box(SceneBox(
      rect: canvasRect, fill: theme.background, stroke: nil, strokePixels: 0, dash: false,
      role: .canvas)))
    if builder.options.showsGrid {
      items.append(.grid(canvasRect, spacing: SceneBuilder.gridSpacing, color: theme.grid))
    }
    for conflict in solution.conflicts { conflictViews.formUnion(conflict.views) }

    let order = solution.drawingOrder
    let containers = Set(solution.parents.values)
    items.append(.pushClip(canvasRect))
    for name in order { addBox(for: name) }
    for name in order {
      if containers.contains(name) {
        addContainerText(for: name, label: labels[name])
      } else {
        addText(for: name, label: labels[name])
      }
    }
    if builder.options.showsAnnotations { addSpacingAnnotations() }
    addConflicts()
    addAmbiguities()
    items.append(.popClip)
    items.append(.box(SceneBox(
      rect: canvasRect, fill: nil, stroke: theme.canvasBorder, strokePixels: 1, dash: false,
      role: .canvas)))
    addBoundsWarnings(order: order)
  }

  // MARK: Views

  func rect(of frame: Frame) -> Rect {
    // A negative size is drawn as the rectangle it spans, and reported in the legend.
    Rect(
      x: min(frame.x, frame.maxX), y: min(frame.y, frame.maxY), width: abs(frame.width),
      height: abs(frame.height))
  }

  mutating func addBox(for name: String) {
    guard let frame = solution.frames[name] else { return }
    let color = theme.color(forView: name)
    let inConflict = conflictViews.contains(name)
    let fill = inConflict ? theme.conflictTint : color.withAlpha(theme.fillAlpha)
    let stroke = inConflict ? theme.conflict : color
    let rect = rect(of: frame)
    borders.append(rect)
    items.append(.box(SceneBox(
      rect: rect, fill: fill, stroke: stroke, strokePixels: inConflict ? 2 : 1, dash: false,
      role: .view(name))))
  }

  mutating func addText(for name: String, label: String?) {
    guard let frame = solution.frames[name] else { return }
    let box = rect(of: frame).insetBy(3)
    guard box.width >= 6, box.height >= 7 else { return }
    let primary = label ?? name
    let caption = "\(Self.dimension(frame.width)) × \(Self.dimension(frame.height))"
    let measurer = builder.measurer
    let lineFactor = SceneBuilder.lineFactor

    // Shrink the main text to fit before truncating it, as UILabel's minimum scale factor does.
    var size = SceneBuilder.labelSize
    while size > SceneBuilder.minimumLabelSize
      && measurer.width(of: primary, pointSize: size) > box.width
    {
      size -= 1
    }
    let primaryHeight = size * lineFactor
    let captionHeight = SceneBuilder.captionSize * lineFactor
    let showsName = label != nil
    let primaryColor = theme.text

    var lines: [(String, Double, RGBAColor, SceneRole)] = []
    if box.height >= primaryHeight + captionHeight * 2 + 2, showsName {
      lines = [
        (name, SceneBuilder.captionSize, theme.secondaryText, .viewLabel(name)),
        (primary, size, primaryColor, .viewLabel(name)),
        (caption, SceneBuilder.captionSize, theme.secondaryText, .sizeCaption(name)),
      ]
    } else if box.height >= primaryHeight + captionHeight + 1 {
      lines = [
        (primary, size, primaryColor, .viewLabel(name)),
        (caption, SceneBuilder.captionSize, theme.secondaryText, .sizeCaption(name)),
      ]
    } else if box.height >= primaryHeight * 0.8 {
      // One line: the caption goes at the right end when it fits beside the text.
      let captionWidth = measurer.width(of: caption, pointSize: SceneBuilder.captionSize)
      let primaryWidth = measurer.width(of: primary, pointSize: size)
      if box.width >= primaryWidth + captionWidth + 12 {
        let textWidth = box.width - captionWidth - 8
        add(text: primary, x: box.x + textWidth / 2, y: box.midY, size: size, color: primaryColor,
            maxWidth: textWidth, role: .viewLabel(name), align: .center)
        // A little slack: hinted glyphs at small pixel sizes can be a pixel wider than measured.
        add(text: caption, x: box.maxX - 1, y: box.midY, size: SceneBuilder.captionSize,
            color: theme.secondaryText, maxWidth: captionWidth + 3, role: .sizeCaption(name),
            align: .trailing)
      } else {
        add(text: primary, x: box.midX, y: box.midY, size: size, color: primaryColor,
            maxWidth: box.width, role: .viewLabel(name), align: .center)
      }
      return
    } else {
      return
    }
    let total = lines.reduce(0) { $0 + $1.1 * lineFactor }
    var y = box.midY - total / 2
    for (text, pointSize, color, role) in lines {
      let height = pointSize * lineFactor
      add(text: text, x: box.midX, y: y + height / 2, size: pointSize, color: color,
          maxWidth: box.width, role: role, align: .center)
      y += height
    }
  }

  /// A view with subviews keeps its middle free for them: its name and size go in a small line
  /// at its top-left corner.
  mutating func addContainerText(for name: String, label: String?) {
    guard let frame = solution.frames[name] else { return }
    let box = rect(of: frame).insetBy(3)
    let size = SceneBuilder.captionSize
    guard box.width >= 12, box.height >= size * SceneBuilder.lineFactor else { return }
    let caption = "\(label ?? name)  \(Self.dimension(frame.width)) × \(Self.dimension(frame.height))"
    add(text: caption, x: box.x, y: box.y + size * SceneBuilder.lineFactor / 2, size: size,
        color: theme.secondaryText, maxWidth: box.width, role: .viewLabel(name), align: .leading)
  }

  mutating func add(
    text: String, x: Double, y: Double, size: Double, color: RGBAColor, maxWidth: Double?,
    role: SceneRole, align: SceneText.Alignment
  ) {
    let width = min(builder.measurer.width(of: text, pointSize: size), maxWidth ?? .infinity)
    let left: Double
    switch align {
    case .leading: left = x
    case .center: left = x - width / 2
    case .trailing: left = x - width
    }
    let height = size * SceneBuilder.lineFactor
    occupied.append(Rect(x: left, y: y - height / 2, width: width, height: height))
    items.append(.text(SceneText(
      string: text, x: x, y: y, alignment: align, pointSize: size, color: color,
      maxWidth: maxWidth, role: role)))
  }

  /// `360`, `33.5`: sizes to one decimal, as a person reads them.
  static func dimension(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.1f", rounded)
  }

  // MARK: Spacing annotations

  mutating func addSpacingAnnotations() {
    for conflict in solution.conflicts {
      if let index = solution.constraints.firstIndex(of: conflict.broken) { brokenIndices.insert(index) }
    }
    for (index, constraint) in solution.constraints.enumerated() {
      guard case .vflConnection(let metric, let isStandard) = constraint.source.kind,
        !brokenIndices.contains(index),
        let secondItem = constraint.secondItem, let secondAttribute = constraint.secondAttribute,
        let start = position(of: secondItem, secondAttribute),
        let end = position(of: constraint.firstItem, constraint.firstAttribute)
      else { continue }
      // Flush views (`[a][b]`, `==0`) have no gap to annotate.
      if constraint.relation == .equal && constraint.constant == 0 && metric == nil { continue }
      let text = Self.gapLabel(constraint, metric: metric, isStandard: isStandard)
      let horizontal = constraint.firstAttribute.axis == .horizontal
      let cross = crossPosition(constraint.firstItem, secondItem, horizontal: horizontal)
      addDimension(
        from: min(start, end), to: max(start, end), cross: cross, horizontal: horizontal,
        text: text, dashed: !constraint.priority.isRequired, role: .spacing(index),
        extent: crossExtent(constraint.firstItem, secondItem, horizontal: horizontal))
    }
  }

  /// `8`, `20`, `≥ 20`, `margin = 12`, `≥ margin (12)`, with ` @750` below required.
  static func gapLabel(_ constraint: LayoutConstraint, metric: String?, isStandard: Bool) -> String {
    let value = NumberFormatting.format(constraint.constant, maximumFractionDigits: 2)
    var text: String
    let relation: String
    switch constraint.relation {
    case .equal: relation = ""
    case .greaterThanOrEqual: relation = "≥ "
    case .lessThanOrEqual: relation = "≤ "
    }
    if let metric {
      text = relation.isEmpty ? "\(metric) = \(value)" : "\(relation)\(metric) (\(value))"
    } else {
      text = relation + value
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
    return text
  }

  /// Where across the axis a dimension line between two items goes: the middle of the range the
  /// two views share, or of the one view when the other is its container.
  func crossPosition(_ first: LayoutItem, _ second: LayoutItem, horizontal: Bool) -> Double {
    func range(_ item: LayoutItem) -> (Double, Double)? {
      guard case .view = item else { return nil }
      let frame = frame(of: item)
      return horizontal ? (frame.y, frame.maxY) : (frame.x, frame.maxX)
    }
    let isContainer = { (item: LayoutItem, other: LayoutItem) -> Bool in
      if case .canvas = item { return true }
      if case .view(let name) = other, case .view(let parent) = item {
        return solution.parents[name] == parent
      }
      return false
    }
    let a = isContainer(first, second) ? nil : range(first)
    let b = isContainer(second, first) ? nil : range(second)
    switch (a, b) {
    case (let a?, let b?):
      let low = max(a.0, b.0)
      let high = min(a.1, b.1)
      return low <= high ? (low + high) / 2 : ((a.0 + a.1) / 2 + (b.0 + b.1) / 2) / 2
    case (let a?, nil): return (a.0 + a.1) / 2
    case (nil, let b?): return (b.0 + b.1) / 2
    case (nil, nil): return horizontal ? solution.canvas.height / 2 : solution.canvas.width / 2
    }
  }

  /// The range across the axis covered by the views on either side of a gap (containers
  /// excluded), so a label that does not fit in the gap can sit just beyond them.
  func crossExtent(_ first: LayoutItem, _ second: LayoutItem, horizontal: Bool) -> (Double, Double)? {
    var low = Double.infinity
    var high = -Double.infinity
    for item in [first, second] {
      guard case .view(let name) = item else { continue }
      let other = item == first ? second : first
      if case .view(let otherName) = other, solution.parents[otherName] == name { continue }
      let frame = frame(of: item)
      low = min(low, horizontal ? frame.y : frame.x)
      high = max(high, horizontal ? frame.maxY : frame.maxX)
    }
    return low <= high ? (low, high) : nil
  }

  mutating func addDimension(
    from start: Double, to end: Double, cross: Double, horizontal: Bool, text: String,
    dashed: Bool, role: SceneRole, color: RGBAColor? = nil, extent: (Double, Double)? = nil
  ) {
    let color = color ?? theme.annotation
    let from = horizontal ? (x: start, y: cross) : (x: cross, y: start)
    let to = horizontal ? (x: end, y: cross) : (x: cross, y: end)
    items.append(.line(SceneLine(
      from: from, to: to, color: color, widthPixels: 1, dash: dashed, tickLength: 6, role: role)))
    addPill(text: text, along: (start + end) / 2, cross: cross, gap: end - start,
            horizontal: horizontal, color: color, role: role, extent: extent)
  }

  /// Places a value pill on a dimension line: inside the gap when it fits, else beside the line,
  /// choosing the candidate that covers the least text and the fewest view borders.
  @discardableResult
  mutating func addPill(
    text: String, along: Double, cross: Double, gap: Double, horizontal: Bool, color: RGBAColor,
    role: SceneRole, extent: (Double, Double)? = nil
  ) -> Rect {
    let size = SceneBuilder.annotationSize
    let width = builder.measurer.width(of: text, pointSize: size) + 8
    let height = size * SceneBuilder.lineFactor + 2
    let along = along
    var candidates: [Rect] = []
    func rect(centerAlong: Double, centerCross: Double) -> Rect {
      horizontal
        ? Rect(x: centerAlong - width / 2, y: centerCross - height / 2, width: width, height: height)
        : Rect(x: centerCross - width / 2, y: centerAlong - height / 2, width: width, height: height)
    }
    let thickness = horizontal ? height : width
    candidates.append(rect(centerAlong: along, centerCross: cross))
    if let extent {
      // Just beyond the views, straight across from the gap: close to the line it labels
      // without covering either view's border.
      candidates.append(rect(centerAlong: along, centerCross: extent.0 - thickness / 2 - 2))
      candidates.append(rect(centerAlong: along, centerCross: extent.1 + thickness / 2 + 2))
    }
    for step in 1...3 {
      let offset = Double(step) * (thickness / 2 + 4) + Double(step - 1) * thickness / 2
      candidates.append(rect(centerAlong: along, centerCross: cross - offset))
      candidates.append(rect(centerAlong: along, centerCross: cross + offset))
    }
    let lengthAlong = horizontal ? width : height
    let overflow = max(0, lengthAlong - abs(gap))
    // Lower is better: stay near the line, do not hide text, avoid covering borders, stay on
    // the canvas; squeezing into a slightly-too-small gap is fine, a much-too-small one is not.
    var best = candidates[0]
    var bestCost = Double.infinity
    for (index, candidate) in candidates.enumerated() {
      let distance = horizontal ? abs(candidate.midY - cross) : abs(candidate.midX - cross)
      var value = distance * 0.25
      if index == 0 { value += overflow * 1.5 }
      // The index only narrows the search; the penalties are added one by one in insertion order,
      // exactly as a scan of every rectangle would, so the sums round identically.
      occupied.forEachCandidate(near: candidate) { taken in
        if taken.intersects(candidate) { value += 100 }
      }
      borders.forEachCandidate(near: candidate) { border in
        if Self.crossesEdge(candidate, border) { value += 2 }
      }
      if candidate.x < 0 || candidate.y < 0 || candidate.maxX > solution.canvas.width
        || candidate.maxY > solution.canvas.height
      {
        value += 60
      }
      if value < bestCost {
        best = candidate
        bestCost = value
      }
    }
    occupied.append(best)
    // A label that had to move away from its line gets a thin leader back to it.
    let anchor = horizontal ? (x: along, y: cross) : (x: cross, y: along)
    let nearest = (
      x: min(max(anchor.x, best.x), best.maxX), y: min(max(anchor.y, best.y), best.maxY)
    )
    let dx = nearest.x - anchor.x
    let dy = nearest.y - anchor.y
    if dx * dx + dy * dy > 9 {
      items.append(.line(SceneLine(
        from: anchor, to: nearest, color: color.withAlpha(160), widthPixels: 1, dash: false,
        tickLength: 0, role: role)))
    }
    items.append(.pill(ScenePill(
      rect: best, fill: theme.annotationPill, stroke: color,
      text: SceneText(
        string: text, x: best.midX, y: best.midY, alignment: .center, pointSize: size,
        color: color, maxWidth: nil, role: role),
      role: role)))
    return best
  }

  /// Whether a rectangle straddles one of a box's edges (covering the border line).
  static func crossesEdge(_ rect: Rect, _ box: Rect) -> Bool {
    guard rect.intersects(box) else { return false }
    let inside = rect.x >= box.x && rect.maxX <= box.maxX && rect.y >= box.y && rect.maxY <= box.maxY
    let around = rect.x <= box.x && rect.maxX >= box.maxX && rect.y <= box.y && rect.maxY >= box.maxY
    return !inside && !around || around
  }

  // MARK: Conflicts and ambiguity

  mutating func addConflicts() {
    for (conflictIndex, conflict) in solution.conflicts.enumerated() {
      let number = legend.count + 1
      let broken = conflict.broken
      var markerPoint: (Double, Double)
      let horizontal = broken.firstAttribute.axis == .horizontal
      if let secondItem = broken.secondItem, let secondAttribute = broken.secondAttribute,
        let start = position(of: secondItem, secondAttribute),
        let end = position(of: broken.firstItem, broken.firstAttribute)
      {
        // The two edges the constraint relates, where they actually ended up, and what it asked.
        let cross = crossPosition(broken.firstItem, secondItem, horizontal: horizontal)
        let from = horizontal ? (x: start, y: cross) : (x: cross, y: start)
        let to = horizontal ? (x: end, y: cross) : (x: cross, y: end)
        items.append(.line(SceneLine(
          from: from, to: to, color: theme.conflict, widthPixels: 2, dash: true, tickLength: 8,
          role: .conflict(conflictIndex))))
        markerPoint = ((from.x + to.x) / 2, (from.y + to.y) / 2)
        if case .vflConnection(let metric, let isStandard) = broken.source.kind {
          let pill = addPill(
            text: "✕ " + Self.gapLabel(broken, metric: metric, isStandard: isStandard),
            along: (start + end) / 2, cross: cross, gap: end - start, horizontal: horizontal,
            color: theme.conflict, role: .conflict(conflictIndex),
            extent: crossExtent(broken.firstItem, secondItem, horizontal: horizontal))
          // The number sits just before the value, so both read together.
          markerPoint = (pill.x - 9, pill.midY)
        }
      } else if broken.secondItem == nil, broken.firstAttribute.isSize,
        case .view(let name) = broken.firstItem, let frame = solution.frames[name]
      {
        // A size it could not get: the requested length, drawn dashed along the view.
        let cross = horizontal ? frame.midY : frame.midX
        let start = horizontal ? frame.x : frame.y
        let from = horizontal ? (x: start, y: cross) : (x: cross, y: start)
        let to =
          horizontal ? (x: start + broken.constant, y: cross) : (x: cross, y: start + broken.constant)
        items.append(.line(SceneLine(
          from: from, to: to, color: theme.conflict, widthPixels: 2, dash: true, tickLength: 8,
          role: .conflict(conflictIndex))))
        markerPoint = ((from.x + to.x) / 2, (from.y + to.y) / 2)
      } else {
        // Two views related by size or an unusual pairing: join their centres.
        let first = frame(of: broken.firstItem)
        let second = broken.secondItem.map { frame(of: $0) } ?? first
        items.append(.line(SceneLine(
          from: (first.midX, first.midY), to: (second.midX, second.midY), color: theme.conflict,
          widthPixels: 2, dash: true, tickLength: 0, role: .conflict(conflictIndex))))
        markerPoint = ((first.midX + second.midX) / 2, (first.midY + second.midY) / 2)
      }
      addBadge(String(number), at: markerPoint, color: theme.conflict, role: .marker(number))
      legend.append(LegendEntry(
        number: number, kind: .conflict,
        title: "Unsatisfiable, broke " + Self.describe(broken),
        details: conflict.conflicting.map { "with " + Self.describe($0) }))
    }
  }

  /// `H:[b]-(0)-|  [1]` — the description and where it came from in the spec.
  static func describe(_ constraint: LayoutConstraint) -> String {
    var text = constraint.description
    if let id = constraint.source.id { text += "  id \(id)" }
    if let index = constraint.source.index { text += "  [\(index)]" }
    return text
  }

  mutating func addBadge(_ text: String, at point: (Double, Double), color: RGBAColor, role: SceneRole) {
    let radius = 7.0
    let x = min(max(point.0, radius), solution.canvas.width - radius)
    let y = min(max(point.1, radius), solution.canvas.height - radius)
    occupied.append(Rect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2))
    items.append(.badge(SceneBadge(
      centerX: x, centerY: y, radius: radius, fill: color,
      text: SceneText(
        string: text, x: x, y: y, alignment: .center, pointSize: 9, color: .white, maxWidth: nil,
        role: role),
      role: role)))
  }

  mutating func addAmbiguities() {
    for ambiguity in solution.ambiguities {
      guard let frame = solution.frames[ambiguity.view] else { continue }
      let number = legend.count + 1
      let rect = rect(of: frame)
      items.append(.box(SceneBox(
        rect: rect, fill: nil, stroke: theme.ambiguity, strokePixels: 2, dash: true,
        role: .ambiguity(ambiguity.view))))
      addBadge("?", at: (rect.maxX - 8, rect.y + 8), color: theme.ambiguity, role: .marker(number))
      if rect.width < 12 || rect.height < 12 {
        // Too thin to hold its own name (often a width or height nothing sets): name it beside.
        add(text: ambiguity.view, x: rect.maxX + 3, y: rect.y + 8, size: SceneBuilder.captionSize,
            color: theme.ambiguity, maxWidth: nil, role: .ambiguity(ambiguity.view), align: .leading)
      }
      let attributes = ambiguity.attributes.map(\.rawValue).joined(separator: ", ")
      var details = ambiguity.reasons
      details += ambiguity.competing.map { "competing: " + Self.describe($0) }
      legend.append(LegendEntry(
        number: number, kind: .ambiguity,
        title: "Ambiguous: \(ambiguity.view) (\(attributes))",
        details: details))
    }
  }

  mutating func addBoundsWarnings(order: [String]) {
    let tolerance = 0.5
    for name in order {
      guard let frame = solution.frames[name] else { continue }
      var problems: [String] = []
      if frame.width < 0 { problems.append("a negative width (\(Self.dimension(frame.width)))") }
      if frame.height < 0 { problems.append("a negative height (\(Self.dimension(frame.height)))") }
      let rect = rect(of: frame)
      if rect.x < -tolerance || rect.y < -tolerance || rect.maxX > solution.canvas.width + tolerance
        || rect.maxY > solution.canvas.height + tolerance
      {
        problems.append(
          "a frame partly outside the canvas (x \(Self.dimension(frame.x)), y \(Self.dimension(frame.y)), \(Self.dimension(frame.width)) × \(Self.dimension(frame.height)))")
      }
      guard !problems.isEmpty else { continue }
      let number = legend.count + 1
      items.append(.box(SceneBox(
        rect: rect, fill: nil, stroke: theme.conflict, strokePixels: 1, dash: true,
        role: .outOfBounds(name))))
      legend.append(LegendEntry(
        number: number, kind: .warning, title: "\(name) has \(problems.joined(separator: " and "))",
        details: []))
    }
  }

  // MARK: Legend

  var legendLineHeight: Double { SceneBuilder.legendSize * 1.45 }

  /// The legend's lines, wrapped to the canvas width: (text, indent, is title, entry).
  func legendLines() -> [(String, Double, Bool, LegendEntry)] {
    let width = solution.canvas.width - 2 * SceneBuilder.legendPadding
    var lines: [(String, Double, Bool, LegendEntry)] = []
    for entry in legend {
      let indent = 22.0
      for line in wrap(entry.title, width: width - indent) { lines.append((line, indent, true, entry)) }
      for detail in entry.details {
        for (index, line) in wrap(detail, width: width - indent - 12).enumerated() {
          lines.append((line, indent + (index == 0 ? 0 : 12), false, entry))
        }
      }
    }
    return lines
  }

  func legendHeight() -> Double {
    guard !legend.isEmpty else { return 0 }
    return Double(legendLines().count) * legendLineHeight + 2 * SceneBuilder.legendPadding
  }

  func legendItems(top: Double) -> [SceneItem] {
    guard !legend.isEmpty else { return [] }
    let lines = legendLines()
    let height = legendHeight()
    var items: [SceneItem] = [
      .box(SceneBox(
        rect: Rect(x: 0, y: top, width: solution.canvas.width, height: height),
        fill: theme.legendBackground, stroke: nil, strokePixels: 0, dash: false, role: .legend)),
      .line(SceneLine(
        from: (0, top), to: (solution.canvas.width, top), color: theme.legendRule, widthPixels: 1,
        dash: false, tickLength: 0, role: .legend)),
    ]
    var y = top + SceneBuilder.legendPadding + legendLineHeight / 2
    var numbered: Set<Int> = []
    for (text, indent, isTitle, entry) in lines {
      let x = SceneBuilder.legendPadding
      if isTitle && !numbered.contains(entry.number) {
        numbered.insert(entry.number)
        let color: RGBAColor
        switch entry.kind {
        case .conflict, .warning: color = theme.conflict
        case .ambiguity: color = theme.ambiguity
        }
        let label = entry.kind == .ambiguity ? "?" : (entry.kind == .warning ? "!" : String(entry.number))
        items.append(.badge(SceneBadge(
          centerX: x + 7, centerY: y, radius: 7, fill: color,
          text: SceneText(
            string: label, x: x + 7, y: y, alignment: .center, pointSize: 9, color: .white,
            maxWidth: nil, role: .legend),
          role: .legend)))
      }
      items.append(.text(SceneText(
        string: text, x: x + indent, y: y, alignment: .leading, pointSize: SceneBuilder.legendSize,
        color: isTitle ? theme.text : theme.secondaryText,
        maxWidth: solution.canvas.width - x - indent - SceneBuilder.legendPadding, role: .legend)))
      y += legendLineHeight
    }
    return items
  }

  /// Greedy word wrap by measured width; a single word wider than the line is left to truncate.
  func wrap(_ text: String, width: Double) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var lines: [String] = []
    var current = ""
    for word in words {
      let candidate = current.isEmpty ? word : current + " " + word
      if builder.measurer.width(of: candidate, pointSize: SceneBuilder.legendSize) <= width
        || current.isEmpty
      {
        current = candidate
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
