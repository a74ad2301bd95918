import Layout
import VFLPreviewSupport

/// Alignment: edges, centres or baselines on one line as a guide across the items; any other
/// relation as a numbered mark on the attribute's edge, explained in the legend.
extension SceneNotation {
  /// Edges, centres or baselines on one line: a guide across the items (solid, dash-dot, dotted),
  /// interrupted where it would cross text, labelled with its offset when it has one.
  mutating func addGuide(_ index: Int, _ notation: ConstraintNotation, state: ConstraintState) {
    let constraint = solution.constraints[index]
    guard case .alignment(let kind, let first, let second, let attribute) = notation else { return }
    let firstFrame = geometry.frame(of: first)
    guard let position = geometry.position(in: firstFrame, attribute) else { return }
    let role = SceneRole.annotation(kind, index)
    let constraints = context.entries([index])
    let vertical = attribute.axis == .horizontal  // the line runs across the aligned axis
    let a = SceneGeometry.rect(of: firstFrame)
    let b = SceneGeometry.rect(of: geometry.frame(of: second))
    // With the container: across the view and a little beyond, not the whole container.
    let overhang = 12.0
    let span: (Double, Double) =
      geometry.isContainer(second, of: first)
      ? (vertical ? (a.y - overhang, a.maxY + overhang) : (a.x - overhang, a.maxX + overhang))
      : (vertical ? (min(a.y, b.y) - 4, max(a.maxY, b.maxY) + 4) : (min(a.x, b.x) - 4, max(a.maxX, b.maxX) + 4))
    let lineStyle: SceneLine.Style =
      state.style == .dashed ? .dashed : (kind == .centering ? .dashDot : (kind == .baseline ? .dotted : .solid))
    // Cut the guide around every text it would cross, and leave a small gap where a leader passes
    // (leaders cross nothing).
    var texts: [Rect] = []
    let probe = vertical
      ? Rect(x: position - 0.5, y: span.0, width: 1, height: span.1 - span.0)
      : Rect(x: span.0, y: position - 0.5, width: span.1 - span.0, height: 1)
    placement.occupancy.forEachText(intersecting: probe) { texts.append($0) }
    // A leader's gap reaches 3 points either side of where it crosses.
    let reach = vertical
      ? Rect(x: probe.x, y: probe.y - 3, width: probe.width, height: probe.height + 6)
      : Rect(x: probe.x - 3, y: probe.y, width: probe.width + 6, height: probe.height)
    placement.occupancy.forEachLeader(near: reach) { from, to in
      let a = vertical ? (from.x - position) : (from.y - position)
      let b = vertical ? (to.x - position) : (to.y - position)
      guard a * b <= 0, a != b else { return }
      let t = a / (a - b)
      let at = vertical ? from.y + t * (to.y - from.y) : from.x + t * (to.x - from.x)
      texts.append(vertical ? Rect(x: position - 1, y: at - 2, width: 2, height: 4) : Rect(x: at - 2, y: position - 1, width: 4, height: 2))
    }
    // Cutting is idempotent and commutes, so neither repeats nor order change the pieces.
    var pieces: [(Double, Double)] = [span]
    for text in texts {
      let (low, high) = vertical ? (text.y - 1, text.maxY + 1) : (text.x - 1, text.maxX + 1)
      pieces = pieces.flatMap { piece -> [(Double, Double)] in
        guard low < piece.1, high > piece.0 else { return [piece] }
        return [(piece.0, low), (high, piece.1)].filter { $0.1 - $0.0 > 1 }
      }
    }
    for piece in pieces {
      let from = vertical ? (x: position, y: piece.0) : (x: piece.0, y: position)
      let to = vertical ? (x: position, y: piece.1) : (x: piece.1, y: position)
      placement.addLine(SceneLine(
        from: from, to: to, color: state.color, widthPixels: 1, style: lineStyle, tickLength: 0,
        kind: .guide, role: role, constraints: constraints))
    }
    let anchor = vertical ? (x: position, y: span.0) : (x: span.0, y: position)
    if constraint.constant != 0 || !state.tag.isEmpty || !constraint.priority.isRequired {
      var text = state.tag
      if constraint.constant != 0 {
        text += (constraint.constant > 0 ? "+" : "−") + NumberFormatting.format(abs(constraint.constant))
      }
      if !constraint.priority.isRequired { text += (text.isEmpty ? "" : " ") + "@\(constraint.priority)" }
      let size = context.pillSize(text)
      if placement.placePill(
        text, candidates: CandidateRects.ring(around: anchor, width: size.width, height: size.height, steps: 3),
        anchor: anchor, color: state.color, role: role, constraints: constraints) == nil
      {
        addNote(text, anchor: anchor, color: state.color, role: role, constraints: constraints)
      }
    } else if pieces.isEmpty {
      addNote(constraint.description, anchor: anchor, color: state.color, role: role, constraints: constraints)
    }
  }

  /// Any other relation: a short mark on the attribute's edge with a number, and the equation with
  /// its solved value in the legend.
  mutating func addMark(_ index: Int, state: ConstraintState) {
    let constraint = solution.constraints[index]
    let role = SceneRole.annotation(.mark, index)
    let constraints = context.entries([index])
    let anchor = geometry.markPoint(constraint.firstItem, constraint.firstAttribute)
    let (actual, requested) = geometry.actualAndRequested(constraint)
    let number = legend.nextNumber
    addBadgeOrDot(number, anchor: anchor, color: state.color, role: role, constraints: constraints)
    legend.add(
      .note, title: "\(state.tag)\(constraint.description) — \(context.sourceName(constraints.first ?? -1))",
      details: ["\(constraint.firstItem).\(constraint.firstAttribute.rawValue) is \(SceneContext.dimension(actual)), the right side \(SceneContext.dimension(requested))"],
      constraints: constraints)
  }

  /// A short tick across the point (where it is clear) and a numbered dot beside it.
  mutating func addBadgeOrDot(
    _ number: Int, anchor: (x: Double, y: Double), color: RGBAColor, role: SceneRole, constraints: [Int]
  ) {
    let tick = 4.0
    let from = (x: anchor.x - tick, y: anchor.y)
    let to = (x: anchor.x + tick, y: anchor.y)
    if placement.isClear(from, to, role: role) {
      placement.addLine(SceneLine(
        from: from, to: to, color: color, widthPixels: 2, style: .solid, tickLength: 0, kind: .guide,
        role: role, constraints: constraints))
    }
    placement.placeDot(number, around: anchor, color: color, role: role, constraints: constraints)
  }
}
