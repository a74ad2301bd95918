import Layout
import VFLPreviewSupport

/// Every constraint the spec wrote, drawn in its ``ConstraintNotation``: colour says its state (blue
/// holds, red in a conflict, orange competes in an ambiguity, grey an optional constraint not met),
/// solid is required and dashed optional.
extension SceneDraft {
  /// What the picture says about one constraint of the solution.
  struct ConstraintState {
    var color: RGBAColor
    var style: SceneLine.Style
    /// `#1 ` for a member of conflict 1, so the legend entry is easy to find.
    var tag: String
    var isUnmet: Bool
  }

  /// Identifies a constraint without hashing its (possibly long) source string.
  struct ConstraintKey: Hashable {
    var first: LayoutItem
    var firstAttribute: LayoutAttribute
    var second: LayoutItem?
    var secondAttribute: LayoutAttribute?
    var relation: LayoutRelation
    var multiplier: Double
    var constant: Double
    var priority: Double
    var index: Int?
    var span: Range<Int>?

    init(_ constraint: LayoutConstraint) {
      first = constraint.firstItem
      firstAttribute = constraint.firstAttribute
      second = constraint.secondItem
      secondAttribute = constraint.secondAttribute
      relation = constraint.relation
      multiplier = constraint.multiplier
      constant = constraint.constant
      priority = constraint.priority.value
      index = constraint.source.index
      span = constraint.source.span
    }
  }

  /// The constraints the spec wrote (not the intrinsic sizes the tool adds), by index.
  var userConstraintIndices: [Int] {
    solution.constraints.indices.filter { index in
      let constraint = solution.constraints[index]
      if constraint.source.kind.impliedView != nil { return false }
      // An assumption is listed once, with the views it placed (``addAssumptions()``).
      return constraint.source.index != nil && !constraint.source.isAssumed
    }
  }

  func notation(of constraint: LayoutConstraint) -> ConstraintNotation {
    let rightToLeft = layoutDirection == .rightToLeft
    return ConstraintNotation(
      constraint, isContainer: { outer, inner in isContainer(outer, of: inner) },
      side: { FrameSide($0, rightToLeft: rightToLeft) })
  }

  /// The first item's solved value and the value the constraint asks for.
  func actualAndRequested(_ constraint: LayoutConstraint) -> (actual: Double, requested: Double) {
    let actual = value(of: constraint.firstItem, constraint.firstAttribute)
    guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
      return (actual, constraint.constant)
    }
    return (actual, constraint.multiplier * value(of: second, secondAttribute) + constraint.constant)
  }

  /// Whether the solved frames keep the constraint (to half a point).
  func isSatisfied(_ constraint: LayoutConstraint) -> Bool {
    let (actual, requested) = actualAndRequested(constraint)
    switch constraint.relation {
    case .equal: return abs(actual - requested) <= 0.5
    case .greaterThanOrEqual: return actual >= requested - 0.5
    case .lessThanOrEqual: return actual <= requested + 0.5
    }
  }

  // MARK: Drawing

  /// Draws every constraint in priority order: conflicts, ambiguity, unmet optionals, then gaps,
  /// sizes, relative sizes and alignment; the legend's sections are filled in the same order.
  mutating func addNotation() {
    let indices = userConstraintIndices
    var states: [Int: ConstraintState] = [:]
    var broken: [Int: Int] = [:]
    var keyed: [ConstraintKey: [Int]] = [:]
    for index in indices { keyed[ConstraintKey(solution.constraints[index]), default: []].append(index) }
    func lookup(_ constraint: LayoutConstraint) -> [Int] { keyed[ConstraintKey(constraint)] ?? [] }

    for (conflictIndex, conflict) in solution.conflicts.enumerated() {
      for index in lookup(conflict.broken) { broken[index] = conflictIndex }
      for member in conflict.conflicting {
        for index in lookup(member) where states[index] == nil {
          states[index] = ConstraintState(
            color: theme.conflict, style: style(member), tag: "#\(conflictIndex + 1) ", isUnmet: false)
        }
      }
    }
    for ambiguity in solution.ambiguities {
      for competitor in ambiguity.competing {
        for index in lookup(competitor) where states[index] == nil {
          states[index] = ConstraintState(color: theme.ambiguity, style: .dashed, tag: "", isUnmet: false)
        }
      }
    }
    var unmet: [Int] = []
    for index in indices where broken[index] == nil && states[index] == nil {
      let constraint = solution.constraints[index]
      if !constraint.priority.isRequired, !isSatisfied(constraint) {
        unmet.append(index)
        states[index] = ConstraintState(color: theme.unmet, style: .dashed, tag: "", isUnmet: true)
      } else {
        states[index] = ConstraintState(
          color: theme.annotation, style: style(constraint), tag: "", isUnmet: false)
      }
    }

    addConflicts(broken: broken)
    addLogChoicesNotBroken()
    addAmbiguities()
    for index in unmet { addUnmet(index) }
    addWarningEntries()

    // The rest, each kind together so that the most telling marks choose their places first.
    var gaps: [Int] = []
    var sizes: [String: [Int]] = [:]
    var sizeOrder: [String] = []
    var relative: [Int] = []
    var guides: [Int] = []
    var marks: [Int] = []
    for index in indices where broken[index] == nil && !(states[index]?.isUnmet ?? false) {
      switch notation(of: solution.constraints[index]) {
      case .gap: gaps.append(index)
      case .size(let view, let axis):
        // Bounds on one axis read as one range; each exact size (two that compete) has its own bar.
        let constraint = solution.constraints[index]
        let exact = constraint.relation == .equal ? "=\(constraint.constant)@\(constraint.priority)" : ""
        let key = view + (axis == .horizontal ? ".w" : ".h") + exact
        if sizes[key] == nil { sizeOrder.append(key) }
        sizes[key, default: []].append(index)
      case .relativeSize, .aspectRatio: relative.append(index)
      case .alignment: guides.append(index)
      case .mark: marks.append(index)
      }
    }
    for index in gaps { addGap(index, state: states[index]!) }
    for key in sizeOrder { addSize(sizes[key]!, state: states[sizes[key]![0]]!) }
    var letters: [String: String] = [:]
    for index in relative { addRelativeSize(index, state: states[index]!, letters: &letters) }
    for index in guides { addGuide(index, state: states[index]!) }
    for index in marks { addMark(index, state: states[index]!) }
  }

  /// Without annotations (`--no-annotations`) the picture still shows what is wrong.
  mutating func addProblemsOnly() {
    addConflicts(broken: [:])
    addLogChoicesNotBroken()
    addAmbiguities()
    addWarningEntries()
  }

  func style(_ constraint: LayoutConstraint) -> SceneLine.Style {
    constraint.priority.isRequired ? .solid : .dashed
  }

  func entries(_ indices: [Int]) -> [Int] {
    Array(Set(indices.compactMap { solution.constraints[$0].source.index })).sorted()
  }

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
    case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): text = "≥ \(text) · \(Self.dimension(shown))"
    case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): text = "≤ \(text) · \(Self.dimension(shown))"
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
    return text
  }

  mutating func addGap(_ index: Int, state: ConstraintState) {
    let constraint = solution.constraints[index]
    guard case .gap(let start, let startAttribute, let end, let endAttribute) = notation(of: constraint),
      let s = position(of: start, startAttribute), let e = position(of: end, endAttribute)
    else { return }
    let role = SceneRole.annotation(e == s ? .zeroGap : .gap, index)
    let horizontal = constraint.firstAttribute.axis == .horizontal
    let constraints = entries([index])
    let geometry = barGeometry(start, end, horizontal: horizontal, from: s, to: e)
    if abs(e - s) < 0.5 {
      // Flush: a short line across the seam, in the annotation colour so it reads as a mark.
      let c = geometry.cross
      let from = horizontal ? (x: s, y: c - 5) : (x: c - 5, y: s)
      let to = horizontal ? (x: s, y: c + 5) : (x: c + 5, y: s)
      guard isClear(from, to, role: role) else {
        addNote("flush (0)", anchor: from, color: state.color, role: role, constraints: constraints)
        return
      }
      addLine(SceneLine(
        from: from, to: to, color: state.color, widthPixels: 2, style: .solid, tickLength: 0,
        kind: .guide, role: role, constraints: constraints))
      return
    }
    let reaches = geometry.extensions.map { ($0.0, $0.2) }
    drawBar(
      from: min(s, e), to: max(s, e), cross: geometry.cross, horizontal: horizontal,
      extensions: { _ in reaches }, label: state.tag + Self.gapLabel(constraint, actual: e - s, inward: countsInward(constraint)),
      state: state, role: role, constraints: constraints,
      crossCandidates: Self.spread(geometry.cross, within: geometry.range, limit: searchLimit(40)),
      outsideSpan: crossUnion(start, end, horizontal: horizontal))
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
    if isContainer(second, of: constraint.firstItem) { return far }
    if isContainer(constraint.firstItem, of: second) { return !far }
    return false
  }

  /// Where across the axis a bar between two items goes — in the range both share, else at the end
  /// of the nearer view's range — and the extension lines that then reach the other item.
  func barGeometry(
    _ a: LayoutItem, _ b: LayoutItem, horizontal: Bool, from: Double, to: Double
  ) -> (cross: Double, extensions: [(Double, Double, Double)], range: (Double, Double)) {
    func range(_ item: LayoutItem) -> (Double, Double)? {
      let frame = rect(of: frame(of: item))
      return horizontal ? (frame.y, frame.maxY) : (frame.x, frame.maxX)
    }
    let ra = isContainer(a, of: b) ? nil : range(a)
    let rb = isContainer(b, of: a) ? nil : range(b)
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
      isClear(point(from, candidate), point(to, candidate), role: role)
        && lines.allSatisfy { isClear(point($0.0, candidate), point($0.0, $0.1), role: role) }
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
      addLine(SceneLine(
        from: point(along, chosen), to: point(along, reach), color: state.color, widthPixels: 1,
        style: .dotted, tickLength: 0, kind: .guide, role: role, constraints: constraints))
    }
    addLine(SceneLine(
      from: start, to: end, color: state.color, widthPixels: 1, style: state.style, tickLength: 6,
      kind: .bar, role: role, constraints: constraints))
    let size = pillSize(label)
    let anchor = point((from + to) / 2, chosen)
    if placePill(
      label, candidates: Self.candidates(alongBar: start, end, width: size.width, height: size.height).prefix(searchLimit(48)),
      anchor: anchor, color: state.color, role: role, constraints: constraints) == nil
    {
      addNote(label, anchor: anchor, color: state.color, role: role, constraints: constraints,
              entryNumber: entryNumber)
    }
  }

  /// The range across the axis that two items cover together (a container excluded).
  func crossUnion(_ a: LayoutItem, _ b: LayoutItem, horizontal: Bool) -> (Double, Double) {
    var low = Double.infinity
    var high = -Double.infinity
    for (item, other) in [(a, b), (b, a)] where !isContainer(item, of: other) {
      let frame = rect(of: frame(of: item))
      low = min(low, horizontal ? frame.y : frame.x)
      high = max(high, horizontal ? frame.maxY : frame.maxX)
    }
    return low <= high ? (low, high) : (0, 0)
  }

  /// Cross positions to try for a bar, from `cross` outwards in 4-point steps within `range`.
  static func spread(_ cross: Double, within range: (Double, Double), limit: Int = 40) -> [Double] {
    var result = [cross]
    var step = 4.0
    while result.count < limit, cross - step >= range.0 || cross + step <= range.1 {
      if cross - step >= range.0 + 1 { result.append(cross - step) }
      if cross + step <= range.1 - 1 { result.append(cross + step) }
      step += 4
    }
    return result
  }

  /// A label with no legal place: a numbered dot on its glyph and the text in the legend's notes.
  /// With `entryNumber`, the legend already explains the mark (a conflict, an unmet constraint):
  /// the dot takes that number and no note is added.
  mutating func addNote(
    _ text: String, anchor: (x: Double, y: Double), color: RGBAColor, role: SceneRole,
    constraints: [Int], details: [String] = [], entryNumber: Int? = nil
  ) {
    if let entryNumber {
      placeDot(entryNumber, around: anchor, color: color, role: role, constraints: constraints)
      return
    }
    // The same label from the same entry (a chain's `8 std`, a grid's) is one note, one number.
    let key = NoteKey(text: text, constraints: constraints)
    if let number = noteNumbers[key] {
      placeDot(number, around: anchor, color: color, role: role, constraints: constraints)
      return
    }
    let title = text + " — " + constraints.map(sourceName).joined(separator: ", ")
    let number = legend.count + 1
    noteNumbers[key] = number
    placeDot(number, around: anchor, color: color, role: role, constraints: constraints)
    legend.append(LegendEntry(
      number: number, kind: .note, title: title, details: details, constraints: constraints))
  }

  /// One bar for all the constant sizes of a view on one axis: `100`, `≥ 50`, `70…100 · 84`.
  mutating func addSize(_ indices: [Int], state: ConstraintState) {
    let constraint = solution.constraints[indices[0]]
    guard case .view(let name) = constraint.firstItem, let frame = solution.frames[name] else { return }
    let horizontal = constraint.firstAttribute.axis == .horizontal
    let rect = rect(of: frame)
    let actual = horizontal ? frame.width : frame.height
    var low: Double?
    var high: Double?
    var exact: Double?
    var optional: LayoutPriority?
    for index in indices {
      let c = solution.constraints[index]
      if !c.priority.isRequired { optional = c.priority }
      switch c.relation {
      case .equal: exact = c.constant
      case .greaterThanOrEqual: low = max(low ?? -.infinity, c.constant)
      case .lessThanOrEqual: high = min(high ?? .infinity, c.constant)
      }
    }
    func number(_ value: Double) -> String { NumberFormatting.format(value, maximumFractionDigits: 2) }
    var text: String
    if let exact {
      text = number(exact)
    } else if let low, let high {
      text = "\(number(low))…\(number(high)) · \(Self.dimension(actual))"
    } else if let low {
      text = "≥ \(number(low))"
    } else {
      text = "≤ \(number(high ?? 0))"
    }
    if let optional { text += " @\(optional)" }
    let role = SceneRole.annotation(.size, indices[0])
    let inset = 5.0
    let (low0, high0) = horizontal ? (rect.x, rect.maxX) : (rect.y, rect.maxY)
    let crosses =
      horizontal ? [rect.maxY - inset, rect.y + inset] : [rect.maxX - inset, rect.x + inset]
    let thickEnough = horizontal ? rect.height >= 2 * inset + 2 : rect.width >= 2 * inset + 2
    // Outside the view, extension lines carry its edges out to the bar.
    let outsideExtensions: (Double) -> [(Double, Double)] = { cross in
      let inside = horizontal ? (cross > rect.y && cross < rect.maxY) : (cross > rect.x && cross < rect.maxX)
      guard !inside else { return [] }
      let edge = horizontal ? (cross > rect.maxY ? rect.maxY : rect.y) : (cross > rect.maxX ? rect.maxX : rect.x)
      return [(low0, edge), (high0, edge)]
    }
    var candidates = thickEnough ? Array(crosses.prefix(2)) : []
    if thickEnough {
      let range = horizontal ? (rect.y + inset, rect.maxY - inset) : (rect.x + inset, rect.maxX - inset)
      candidates += Self.spread((range.0 + range.1) / 2, within: range)
    }
    let outside = horizontal ? (rect.maxY, rect.y) : (rect.maxX, rect.x)
    candidates += [outside.0 + 7, outside.1 - 7, outside.0 + 19, outside.1 - 19, outside.0 + 31, outside.1 - 31]
    drawBar(
      from: low0, to: high0, cross: candidates[0], horizontal: horizontal,
      extensions: outsideExtensions, label: state.tag + text, state: state, role: role,
      constraints: entries(indices), crossCandidates: candidates)
  }

  /// A badge on the dependent view naming its reference by a letter (`w = A`, `w = 0.5·A + 10`), and
  /// the same letter on the reference; an aspect ratio as a corner glyph (`16:9`, `h = 0.56·w`).
  mutating func addRelativeSize(_ index: Int, state: ConstraintState, letters: inout [String: String]) {
    let constraint = solution.constraints[index]
    let constraints = entries([index])
    let relation: String
    switch constraint.relation {
    case .equal: relation = "="
    case .greaterThanOrEqual: relation = "≥"
    case .lessThanOrEqual: relation = "≤"
    }
    let priority = constraint.priority.isRequired ? "" : " @\(constraint.priority)"
    switch notation(of: constraint) {
    case .aspectRatio(let view):
      let role = SceneRole.annotation(.aspectRatio, index)
      let text = state.tag + Self.aspectText(constraint, relation: relation) + priority
      placeBadge(text, on: view, color: state.color, role: role, constraints: constraints)
    case .relativeSize(let view, let axis, let reference, let referenceAxis):
      let role = SceneRole.annotation(.relativeSize, index)
      let letterKey = "\(reference).\(referenceAxis == .horizontal ? "w" : "h")"
      let name: String
      if case .view(let referenceName) = reference {
        if let letter = letters[letterKey] {
          name = letter
        } else {
          name = Self.letter(letters.count)
          letters[letterKey] = name
          let referenceText = "\(referenceAxis == .horizontal ? "w" : "h") = \(name)"
          placeBadge(referenceText, on: referenceName, color: state.color, role: role, constraints: constraints)
        }
      } else {
        name = "superview." + (referenceAxis == .horizontal ? "w" : "h")
      }
      var expression = ""
      if constraint.multiplier != 1 { expression += NumberFormatting.format(constraint.multiplier, maximumFractionDigits: 3) + "·" }
      expression += name
      if constraint.constant > 0 { expression += " + " + NumberFormatting.format(constraint.constant) }
      if constraint.constant < 0 { expression += " − " + NumberFormatting.format(-constraint.constant) }
      let text = state.tag + "\(axis == .horizontal ? "w" : "h") \(relation) \(expression)\(priority)"
      placeBadge(text, on: view, color: state.color, role: role, constraints: constraints)
    default:
      return
    }
  }

  /// `A`, `B`, … `Z`, `AA`, …
  static func letter(_ index: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return index < 26 ? String(letters[index]) : letter(index / 26 - 1) + String(letters[index % 26])
  }

  /// `16:9` when the multiplier is a common ratio, else `h = 0.56·w`.
  static func aspectText(_ constraint: LayoutConstraint, relation: String) -> String {
    let first = constraint.firstAttribute == .width ? "w" : "h"
    let second = first == "w" ? "h" : "w"
    if constraint.constant == 0, relation == "=" {
      // h = (q/p)·w is p:q (width:height).
      let ratio = first == "h" ? constraint.multiplier : 1 / constraint.multiplier
      for (w, h) in [(1, 1), (4, 3), (3, 2), (16, 9), (16, 10), (21, 9), (2, 1), (3, 4), (2, 3), (9, 16)]
      where abs(Double(h) / Double(w) - ratio) < 0.002 {
        return "\(w):\(h)"
      }
    }
    var text = "\(first) \(relation) \(NumberFormatting.format(constraint.multiplier, maximumFractionDigits: 3))·\(second)"
    if constraint.constant > 0 { text += " + " + NumberFormatting.format(constraint.constant) }
    if constraint.constant < 0 { text += " − " + NumberFormatting.format(-constraint.constant) }
    return text
  }

  /// A badge inside a view's corner (then outside its corners), else a numbered note.
  mutating func placeBadge(
    _ text: String, on view: String, color: RGBAColor, role: SceneRole, constraints: [Int]
  ) {
    guard let frame = solution.frames[view] else { return }
    let rect = rect(of: frame)
    let size = pillSize(text)
    let w = size.width
    let h = size.height
    let candidates = [
      Rect(x: rect.maxX - w - 2, y: rect.y + 2, width: w, height: h),
      Rect(x: rect.x + 2, y: rect.y + 2, width: w, height: h),
      Rect(x: rect.maxX - w - 2, y: rect.maxY - h - 2, width: w, height: h),
      Rect(x: rect.x + 2, y: rect.maxY - h - 2, width: w, height: h),
      Rect(x: rect.maxX - w, y: rect.y - h - 2, width: w, height: h),
      Rect(x: rect.x, y: rect.maxY + 2, width: w, height: h),
      Rect(x: rect.maxX + 2, y: rect.y, width: w, height: h),
      Rect(x: rect.x - w - 2, y: rect.y, width: w, height: h),
    ] + Self.ring(around: (rect.maxX, rect.y), width: w, height: h, steps: 3)
    let anchor = (x: rect.maxX - 1, y: rect.y + 1)
    if placePill(text, candidates: candidates.prefix(searchLimit(candidates.count)), anchor: anchor, color: color, role: role, constraints: constraints) == nil {
      addNote(text, anchor: anchor, color: color, role: role, constraints: constraints)
    }
  }

  /// Edges, centres or baselines on one line: a guide across the items (solid, dash-dot, dotted),
  /// interrupted where it would cross text, labelled with its offset when it has one.
  mutating func addGuide(_ index: Int, state: ConstraintState) {
    let constraint = solution.constraints[index]
    guard case .alignment(let kind, let first, let second, let attribute) = notation(of: constraint),
      let position = self.position(of: first, attribute)
    else { return }
    let role = SceneRole.annotation(kind, index)
    let constraints = entries([index])
    let vertical = attribute.axis == .horizontal  // the line runs across the aligned axis
    let a = rect(of: frame(of: first))
    let b = rect(of: frame(of: second))
    // With the container: across the view and a little beyond, not the whole container.
    let overhang = 12.0
    let span: (Double, Double) =
      isContainer(second, of: first)
      ? (vertical ? (a.y - overhang, a.maxY + overhang) : (a.x - overhang, a.maxX + overhang))
      : (vertical ? (min(a.y, b.y) - 4, max(a.maxY, b.maxY) + 4) : (min(a.x, b.x) - 4, max(a.maxX, b.maxX) + 4))
    let lineStyle: SceneLine.Style =
      state.style == .dashed ? .dashed : (kind == .centering ? .dashDot : (kind == .baseline ? .dotted : .solid))
    var pieces: [(Double, Double)] = [span]
    // Cut the guide around every text it would cross.
    var texts: [Rect] = []
    let probe = vertical
      ? Rect(x: position - 0.5, y: span.0, width: 1, height: span.1 - span.0)
      : Rect(x: span.0, y: position - 0.5, width: span.1 - span.0, height: 1)
    occupied.forEachCandidate(near: probe) { if $0.intersects(probe) { texts.append($0) } }
    // Leaders cross nothing: leave a small gap where one passes.
    let records = lineRecords
    lines.forEachCandidateIndex(near: probe) { index, _ in
      let line = records[index]
      guard line.kind == .leader else { return }
      let a = vertical ? (line.from.x - position) : (line.from.y - position)
      let b = vertical ? (line.to.x - position) : (line.to.y - position)
      guard a * b <= 0, a != b else { return }
      let t = a / (a - b)
      let at = vertical ? line.from.y + t * (line.to.y - line.from.y) : line.from.x + t * (line.to.x - line.from.x)
      texts.append(vertical ? Rect(x: position - 1, y: at - 2, width: 2, height: 4) : Rect(x: at - 2, y: position - 1, width: 4, height: 2))
    }
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
      addLine(SceneLine(
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
      let size = pillSize(text)
      if placePill(
        text, candidates: Self.ring(around: anchor, width: size.width, height: size.height, steps: 3),
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
    let constraints = entries([index])
    let anchor = markPoint(constraint.firstItem, constraint.firstAttribute)
    let (actual, requested) = actualAndRequested(constraint)
    let number = legend.count + 1
    addBadgeOrDot(number, anchor: anchor, color: state.color, role: role, constraints: constraints)
    legend.append(LegendEntry(
      number: number, kind: .note,
      title: "\(state.tag)\(constraint.description) — \(sourceName(constraints.first ?? -1))",
      details: ["\(constraint.firstItem).\(constraint.firstAttribute.rawValue) is \(Self.dimension(actual)), the right side \(Self.dimension(requested))"],
      constraints: constraints))
  }

  mutating func addBadgeOrDot(
    _ number: Int, anchor: (x: Double, y: Double), color: RGBAColor, role: SceneRole, constraints: [Int]
  ) {
    let tick = 4.0
    let from = (x: anchor.x - tick, y: anchor.y)
    let to = (x: anchor.x + tick, y: anchor.y)
    if isClear(from, to, role: role) {
      addLine(SceneLine(
        from: from, to: to, color: color, widthPixels: 2, style: .solid, tickLength: 0, kind: .guide,
        role: role, constraints: constraints))
    }
    placeDot(number, around: anchor, color: color, role: role, constraints: constraints)
  }

  /// The middle of the edge (or centre line) an attribute names.
  func markPoint(_ item: LayoutItem, _ attribute: LayoutAttribute) -> (x: Double, y: Double) {
    let frame = rect(of: frame(of: item))
    guard let position = position(of: item, attribute) else {
      return attribute == .width ? (frame.midX, frame.maxY) : (frame.maxX, frame.midY)
    }
    return attribute.axis == .horizontal ? (position, frame.midY) : (frame.midX, position)
  }

  /// `constraints[3] "H:[b]|"`, with a long source cut to an excerpt.
  func sourceName(_ entry: Int) -> String {
    sourceTexts[entry] ?? "constraints[\(entry)]"
  }

  /// `constraints[3] "H:[b]|"`, with a long source cut to an excerpt (made once per entry: a source
  /// string may be long and named many times).
  static func sourceName(_ entry: Int, text: String) -> String {
    let limit = 48
    var excerpt = ""
    var count = 0
    for character in text {
      if count == limit - 1 {
        excerpt += "…"
        break
      }
      excerpt.append(character)
      count += 1
    }
    return "constraints[\(entry)] \"\(excerpt)\""
  }
}
