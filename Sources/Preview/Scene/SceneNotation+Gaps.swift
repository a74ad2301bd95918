import Layout
import VFLPreviewSupport

/// Gaps as I-bars between two edges, the bar placement every bar shares (sizes and ghosts too), and
/// the numbered note a label becomes when it has no legal place.
extension SceneNotation {
  /// `8 std`, `margin 20`, `≥ 8 · 52`, `20 @750`: the value, where it came from, and for an
  /// inequality the actual distance.
  /// - Parameter inward: `true` when the constant counts away from the gap, as in
  ///   `a.bottom = superview.bottom - 16`: the label shows the distance (16) as Interface Builder
  ///   does, and an inequality reads the other way (`a.bottom <= superview.bottom - 16` is a gap of
  ///   at least 16).
  static func gapLabel(_ constraint: LayoutConstraint, actual: Double, inward: Bool = false) -> String {
    let value = NumberFormatting.format(inward ? -constraint.constant : constraint.constant, maximumFractionDigits: 2)
    var text: String
    switch constraint.source.kind {
    case .vflConnection(let metric?, _): text = "\(metric) \(value)"
    case .vflConnection(nil, true): text = "\(value) std"
    default: text = value
    }
    let shown = inward ? -actual : actual
    switch (constraint.relation, inward) {
    case (.equal, _): break
    case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): text = "≥ \(text) · \(SceneContext.dimension(shown))"
    case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): text = "≤ \(text) · \(SceneContext.dimension(shown))"
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
    return text
  }

  mutating func addGap(_ index: Int, _ notation: ConstraintNotation, state: ConstraintState) {
    let constraint = solution.constraints[index]
    guard case .gap(let start, let startAttribute, let end, let endAttribute) = notation else { return }
    let ends = GapEnds(start, end, geometry)
    guard let s = geometry.position(in: ends.startFrame, startAttribute),
      let e = geometry.position(in: ends.endFrame, endAttribute)
    else { return }
    let role = SceneRole.annotation(e == s ? .zeroGap : .gap, index)
    let horizontal = constraint.firstAttribute.axis == .horizontal
    let constraints = context.entries([index])
    let bar = barGeometry(ends, horizontal: horizontal, from: s, to: e)
    if abs(e - s) < 0.5 {
      // Flush: a short line across the seam, in the annotation colour so it reads as a mark.
      let c = bar.cross
      let from = horizontal ? (x: s, y: c - 5) : (x: c - 5, y: s)
      let to = horizontal ? (x: s, y: c + 5) : (x: c + 5, y: s)
      guard placement.isClear(from, to, role: role) else {
        addNote("flush (0)", anchor: from, color: state.color, role: role, constraints: constraints)
        return
      }
      placement.addLine(SceneLine(
        from: from, to: to, color: state.color, widthPixels: 2, style: .solid, tickLength: 0,
        kind: .guide, role: role, constraints: constraints))
      return
    }
    let reaches = bar.extensions.map { ($0.0, $0.2) }
    drawBar(
      from: min(s, e), to: max(s, e), cross: bar.cross, horizontal: horizontal,
      extensions: { _ in reaches },
      label: state.tag + Self.gapLabel(constraint, actual: e - s, inward: countsInward(constraint)),
      state: state, role: role, constraints: constraints,
      crossCandidates: CandidateRects.spread(bar.cross, within: bar.range, limit: context.searchLimit(40)),
      outsideSpan: crossUnion(ends, horizontal: horizontal))
  }

  /// Whether a gap between a view and its container is written with the view first against the
  /// container's far edge (`a.bottom = superview.bottom - 16`), or the container first against its
  /// near edge: then the constant is the negative of the distance inside.
  func countsInward(_ constraint: LayoutConstraint) -> Bool {
    guard let second = constraint.secondItem else { return false }
    // In the direction the attribute is measured: leading and trailing grow towards the trailing
    // side in both directions, so leading is the near edge in right-to-left too.
    let side = FrameSide(constraint.firstAttribute, rightToLeft: false)
    let far = side == .maxX || side == .maxY
    if geometry.isContainer(second, of: constraint.firstItem) { return far }
    if geometry.isContainer(constraint.firstItem, of: second) { return !far }
    return false
  }

  /// The two items a gap runs between, with their frames and which contains the other, looked up
  /// once.
  struct GapEnds {
    var startFrame: Frame
    var endFrame: Frame
    var startHoldsEnd: Bool
    var endHoldsStart: Bool

    init(_ start: LayoutItem, _ end: LayoutItem, _ geometry: SceneGeometry) {
      startFrame = geometry.frame(of: start)
      endFrame = geometry.frame(of: end)
      startHoldsEnd = geometry.isContainer(start, of: end)
      endHoldsStart = geometry.isContainer(end, of: start)
    }
  }

  /// Where across the axis a bar between two items goes — in the range both share, else at the end
  /// of the nearer view's range — and the extension lines that then reach the other item.
  func barGeometry(
    _ ends: GapEnds, horizontal: Bool, from: Double, to: Double
  ) -> (cross: Double, extensions: [(Double, Double, Double)], range: (Double, Double)) {
    func range(_ frame: Frame) -> (Double, Double) {
      let frame = SceneGeometry.rect(of: frame)
      return horizontal ? (frame.y, frame.maxY) : (frame.x, frame.maxX)
    }
    let ra = ends.startHoldsEnd ? nil : range(ends.startFrame)
    let rb = ends.endHoldsStart ? nil : range(ends.endFrame)
    switch (ra, rb) {
    case (let ra?, let rb?):
      let low = max(ra.0, rb.0)
      let high = min(ra.1, rb.1)
      if low <= high { return ((low + high) / 2, [], (low, high)) }
      // No shared range: on the end of b's range nearer to a, with an extension line at a's edge.
      let cross = rb.1 < ra.0 ? rb.1 - min(4, (rb.1 - rb.0) / 2) : rb.0 + min(4, (rb.1 - rb.0) / 2)
      let reach = rb.1 < ra.0 ? ra.0 : ra.1
      return (cross, [(from, cross, reach)], rb)
    case (let ra?, nil): return ((ra.0 + ra.1) / 2, [], ra)
    case (nil, let rb?): return ((rb.0 + rb.1) / 2, [], rb)
    case (nil, nil):
      let middle = horizontal ? solution.canvas.height / 2 : solution.canvas.width / 2
      return (middle, [], (middle, middle))
    }
  }

  /// An I-bar from `from` to `to`, at the first cross position where it (and the extension lines
  /// `extensions(cross)` gives as `(along, reach)`) runs through no text and across no leader, with
  /// its label placed by the rules. A bar with no legal place at all becomes a numbered note.
  mutating func drawBar(
    from: Double, to: Double, cross: Double, horizontal: Bool,
    extensions: (Double) -> [(Double, Double)] = { _ in [] }, label: String,
    state: ConstraintState, role: SceneRole, constraints: [Int], crossCandidates: [Double]? = nil,
    outsideSpan: (Double, Double)? = nil, entryNumber: Int? = nil
  ) {
    func point(_ along: Double, _ across: Double) -> (x: Double, y: Double) {
      horizontal ? (x: along, y: across) : (x: across, y: along)
    }
    func isLegal(_ candidate: Double, _ lines: [(Double, Double)]) -> Bool {
      placement.isClear(point(from, candidate), point(to, candidate), role: role)
        && lines.allSatisfy { placement.isClear(point($0.0, candidate), point($0.0, $0.1), role: role) }
    }
    var chosen: Double?
    var chosenExtensions: [(Double, Double)] = []
    for candidate in crossCandidates ?? [cross, cross - 6, cross + 6, cross - 12, cross + 12]
    where isLegal(candidate, extensions(candidate)) {
      chosen = candidate
      chosenExtensions = extensions(candidate)
      break
    }
    if chosen == nil, let span = outsideSpan {
      // Through text everywhere in the views' range: beside the views, with extension lines from
      // both edges out to the bar.
      for candidate in [span.1 + 8, span.0 - 8, span.1 + 20, span.0 - 20] {
        let reach = candidate > span.1 ? span.1 : span.0
        let lines = [(from, reach), (to, reach)]
        if isLegal(candidate, lines) {
          chosen = candidate
          chosenExtensions = lines
          break
        }
      }
    }
    guard let chosen else {
      addNote(label, anchor: point((from + to) / 2, cross), color: state.color, role: role,
              constraints: constraints, entryNumber: entryNumber)
      return
    }
    let start = point(from, chosen)
    let end = point(to, chosen)
    for (along, reach) in chosenExtensions {
      placement.addLine(SceneLine(
        from: point(along, chosen), to: point(along, reach), color: state.color, widthPixels: 1,
        style: .dotted, tickLength: 0, kind: .guide, role: role, constraints: constraints))
    }
    placement.addLine(SceneLine(
      from: start, to: end, color: state.color, widthPixels: 1, style: state.style, tickLength: 6,
      kind: .bar, role: role, constraints: constraints))
    let size = context.pillSize(label)
    let anchor = point((from + to) / 2, chosen)
    let candidates = CandidateRects.alongBar(
      start, end, width: size.width, height: size.height, limit: context.searchLimit(48))
    if placement.placePill(
      label, candidates: candidates, anchor: anchor, color: state.color, role: role,
      constraints: constraints) == nil
    {
      addNote(label, anchor: anchor, color: state.color, role: role, constraints: constraints,
              entryNumber: entryNumber)
    }
  }

  /// The range across the axis that two items cover together (a container excluded).
  func crossUnion(_ ends: GapEnds, horizontal: Bool) -> (Double, Double) {
    var low = Double.infinity
    var high = -Double.infinity
    for (frame, holdsOther) in [(ends.startFrame, ends.startHoldsEnd), (ends.endFrame, ends.endHoldsStart)]
    where !holdsOther {
      let frame = SceneGeometry.rect(of: frame)
      low = min(low, horizontal ? frame.y : frame.x)
      high = max(high, horizontal ? frame.maxY : frame.maxX)
    }
    return low <= high ? (low, high) : (0, 0)
  }

  /// A label with no legal place: a numbered dot on its glyph and the text in the legend's notes.
  /// With `entryNumber`, the legend already explains the mark (a conflict, an unmet constraint):
  /// the dot takes that number and no note is added.
  mutating func addNote(
    _ text: String, anchor: (x: Double, y: Double), color: RGBAColor, role: SceneRole,
    constraints: [Int], details: [String] = [], entryNumber: Int? = nil
  ) {
    // The same label from the same entry (a chain's `8 std`, a grid's) is one note, one number.
    let number =
      entryNumber ?? legend.noteNumber(for: text, constraints: constraints)
      ?? legend.addNote(
        for: text, title: text + " — " + constraints.map(context.sourceName).joined(separator: ", "),
        details: details, constraints: constraints)
    placement.placeDot(number, around: anchor, color: color, role: role, constraints: constraints)
  }
}
