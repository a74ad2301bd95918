import Layout
import VFLPreviewSupport

/// Spacing annotations: a dimension line with a value pill for each VFL connection.
extension SceneDraft {

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
    dashed: Bool, role: SceneRole, extent: (Double, Double)? = nil
  ) {
    let color = theme.annotation
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
      text: makeText(
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
}
