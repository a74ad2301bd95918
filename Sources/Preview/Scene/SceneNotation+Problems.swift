import Layout
import VFLPreviewSupport

/// What went wrong, drawn where it happened: the constraint a conflict broke as a red ghost at the
/// value it asked for, ambiguous views outlined with arrows for what is free, optional constraints
/// that lost as grey ghosts, and the solution's warnings — each numbered in the legend.
extension SceneNotation {
  mutating func addConflicts(broken: [Int: Int]) {
    let brokenByConflict = Dictionary(grouping: broken.keys.sorted(), by: { broken[$0]! })
    for (conflictIndex, conflict) in solution.conflicts.enumerated() {
      let constraint = conflict.broken
      let (actual, requested) = geometry.actualAndRequested(constraint)
      let wants = "✕ wants \(SceneContext.dimension(requestedShown(constraint, requested: requested))) · is \(SceneContext.dimension(actualShown(constraint, actual: actual)))"
      let members = SceneContext.entries(of: conflict.conflicting)
      let role = SceneRole.conflict(conflictIndex)
      let own = context.entries(brokenByConflict[conflictIndex] ?? [])
      let constraints = Array(Set(own + members + (constraint.source.index.map { [$0] } ?? []))).sorted()
      var details: [String] = []
      var bySource: [(String, [String])] = []
      for member in conflict.conflicting {
        let source = member.source.index.map(context.sourceName) ?? ""
        if let last = bySource.indices.last, bySource[last].0 == source {
          bySource[last].1.append(member.description)
        } else {
          bySource.append((source, [member.description]))
        }
      }
      for (source, descriptions) in bySource {
        let list = descriptions.joined(separator: ", ")
        details.append(source.isEmpty ? "with \(list)" : "with \(source): \(list)")
      }
      if constraint.source.isBrokenInLog {
        details.append("as in the log, which broke this one too")
      } else if let logged = conflict.conflicting.first(where: \.source.isBrokenInLog) {
        details.append(
          "the log broke \(logged.source.index.map(context.sourceName) ?? logged.description) instead; either resolves this conflict")
      }
      let number = legend.add(
        .conflict,
        title: "Unable to satisfy \(constraint.source.index.map(context.sourceName) ?? constraint.description): broke \(constraint.description) (\(wants.dropFirst(2)))",
        details: details, constraints: constraints)
      drawGhost(
        constraint, label: "#\(number) " + wants, color: theme.conflict, role: role,
        constraints: constraints, entryNumber: number)
    }
  }

  /// Constraints a console log says were broken that this engine kept: without them the listed
  /// constraints already conflict (or do not conflict at all), so the reader learns that UIKit's
  /// choice was one of several.
  mutating func addLogChoicesNotBroken() {
    let brokenHere = Set(solution.conflicts.compactMap(\.broken.source.index))
    let inSets = Set(solution.conflicts.flatMap { $0.conflicting.compactMap(\.source.index) })
    var seen: Set<Int> = []
    for constraint in solution.constraints where constraint.source.isBrokenInLog {
      guard let index = constraint.source.index, !brokenHere.contains(index), !inSets.contains(index),
        seen.insert(index).inserted
      else { continue }
      legend.add(
        .conflict, title: "The log broke \(context.sourceName(index)); here it holds",
        details: [
          solution.conflicts.isEmpty
            ? "the listed constraints do not conflict without what the log leaves out"
            : "the conflict above does not need it: the other listed constraints already conflict"
        ], constraints: [index])
    }
  }

  /// For a gap, the distance asked for and the distance there is; for anything else the first
  /// item's value.
  func requestedShown(_ constraint: LayoutConstraint, requested: Double) -> Double {
    if case .gap = geometry.notation(of: constraint) { return constraint.constant }
    return requested
  }

  func actualShown(_ constraint: LayoutConstraint, actual: Double) -> Double {
    if case .gap(let start, let startAttribute, _, _) = geometry.notation(of: constraint),
      let s = geometry.position(of: start, startAttribute)
    {
      return actual - s
    }
    return actual
  }

  /// A dashed ghost of a constraint at the value it asked for: a bar from the reference edge to
  /// where the edge would be, or a size bar of the asked length; a mark for anything else.
  mutating func drawGhost(
    _ constraint: LayoutConstraint, label: String, color: RGBAColor, role: SceneRole,
    constraints: [Int], entryNumber: Int
  ) {
    let horizontal = constraint.firstAttribute.axis == .horizontal
    let state = ConstraintState(color: color, style: .dashed, tag: "", isUnmet: true)
    switch geometry.notation(of: constraint) {
    case .gap(let start, let startAttribute, let end, _):
      guard let s = geometry.position(of: start, startAttribute) else { return }
      let target = s + constraint.constant
      let cross = barGeometry(GapEnds(start, end, geometry), horizontal: horizontal, from: s, to: target).cross
      if abs(target - s) < 0.5 {
        let anchor = horizontal ? (x: s, y: cross) : (x: cross, y: s)
        placeLabelNear(label, anchor: anchor, color: color, role: role, constraints: constraints, entryNumber: entryNumber)
        return
      }
      drawBar(
        from: min(s, target), to: max(s, target), cross: cross, horizontal: horizontal, label: label,
        state: state, role: role, constraints: constraints,
        crossCandidates: [cross, cross - 8, cross + 8, cross - 16, cross + 16], entryNumber: entryNumber)
    case .size(let view, _):
      guard let frame = solution.frames[view] else { return }
      let rect = SceneGeometry.rect(of: frame)
      let start = horizontal ? rect.x : rect.y
      let cross = horizontal ? rect.midY : rect.midX
      drawBar(
        from: start, to: start + max(constraint.constant, 0), cross: cross, horizontal: horizontal,
        label: label, state: state, role: role, constraints: constraints,
        crossCandidates: [cross, cross - 8, cross + 8, cross - 16, cross + 16])
    default:
      let anchor = geometry.markPoint(constraint.firstItem, constraint.firstAttribute)
      placeLabelNear(label, anchor: anchor, color: color, role: role, constraints: constraints, entryNumber: entryNumber)
    }
  }

  mutating func placeLabelNear(
    _ label: String, anchor: (x: Double, y: Double), color: RGBAColor, role: SceneRole,
    constraints: [Int], entryNumber: Int
  ) {
    let size = context.pillSize(label)
    if placement.placePill(
      label, candidates: CandidateRects.ring(around: anchor, width: size.width, height: size.height, steps: 4),
      anchor: anchor, color: color, role: role, constraints: constraints) == nil
    {
      addNote(label, anchor: anchor, color: color, role: role, constraints: constraints, entryNumber: entryNumber)
    }
  }

  /// An optional constraint that lost: a grey dashed ghost at the value it asked for,
  /// `wants 80 @750`, and a legend line.
  mutating func addUnmet(_ index: Int) {
    let constraint = solution.constraints[index]
    let (actual, requested) = geometry.actualAndRequested(constraint)
    let wants = SceneContext.dimension(requestedShown(constraint, requested: requested))
    let is_ = SceneContext.dimension(actualShown(constraint, actual: actual))
    let constraints = context.entries([index])
    let number = legend.add(
      .unmet,
      title: "Not met, optional: \(constraint.description) — \(context.sourceName(constraints.first ?? -1))",
      details: ["wants \(wants), is \(is_): a stronger constraint wins"], constraints: constraints)
    drawGhost(
      constraint, label: "#\(number) wants \(wants) @\(constraint.priority)", color: theme.unmet,
      role: .annotation(geometry.notation(of: constraint).kind, index), constraints: constraints,
      entryNumber: number)
  }

  /// Ambiguous views outlined in orange with `↔`/`↕` for what is free; the legend groups views by
  /// their causes instead of repeating one cause per view.
  mutating func addAmbiguities() {
    var groups: [(causes: [Ambiguity.Cause], views: [String], competing: [LayoutConstraint])] = []
    var groupOf: [[Ambiguity.Cause]: Int] = [:]
    for ambiguity in solution.ambiguities {
      if let index = groupOf[ambiguity.causes] {
        groups[index].views.append(ambiguity.view)
        groups[index].competing += ambiguity.competing
      } else {
        groupOf[ambiguity.causes] = groups.count
        groups.append((ambiguity.causes, [ambiguity.view], ambiguity.competing))
      }
    }
    var numberOfView: [String: Int] = [:]
    for group in groups {
      let number = legend.nextNumber
      for view in group.views { numberOfView[view] = number }
      let constraints = SceneContext.entries(of: group.competing)
      var views = group.views.prefix(12).joined(separator: ", ")
      if group.views.count > 12 { views += " and \(group.views.count - 12) more" }
      var details = group.causes.map { String($0.description.prefix(1)).uppercased() + $0.description.dropFirst() }
      var seen: Set<Int> = []
      for competitor in group.competing {
        guard let entry = competitor.source.index, seen.insert(entry).inserted else { continue }
        details.append("competing: \(context.sourceName(entry))")
        if seen.count == 6 { break }
      }
      legend.add(.ambiguity, title: "Ambiguous: \(views)", details: details, constraints: constraints)
    }
    for ambiguity in solution.ambiguities {
      guard let frame = solution.frames[ambiguity.view] else { continue }
      let rect = SceneGeometry.rect(of: frame)
      let role = SceneRole.ambiguity(ambiguity.view)
      placement.draw(.box(SceneBox(
        rect: rect, fill: nil, stroke: theme.ambiguity, strokePixels: 2, dash: true, role: role)))
      // Coincident views share one name (`a = b`), and so one marker.
      if context.isCoincidentTwin(ambiguity.view) { continue }
      let horizontal = ambiguity.attributes.contains(.x) || ambiguity.attributes.contains(.width)
      let vertical = ambiguity.attributes.contains(.y) || ambiguity.attributes.contains(.height)
      let arrows = (horizontal ? "↔" : "") + (vertical ? "↕" : "")
      let text = "\(numberOfView[ambiguity.view] ?? 0) \(arrows)"
      let size = context.pillSize(text)
      var candidates = [
        Rect(x: rect.maxX - size.width - 3, y: rect.y + 3, width: size.width, height: size.height),
        Rect(x: rect.x + 3, y: rect.y + 3, width: size.width, height: size.height),
        Rect(x: rect.maxX - size.width - 3, y: rect.maxY - size.height - 3, width: size.width, height: size.height),
      ]
      CandidateRects.appendRing(to: &candidates, around: (rect.maxX, rect.y), width: size.width, height: size.height, steps: 4)
      if placement.placePill(
        text, candidates: candidates, anchor: (rect.maxX - 1, rect.y + 1), color: theme.ambiguity,
        role: role, constraints: []) == nil
      {
        placement.placeDot(
          numberOfView[ambiguity.view] ?? 0, around: (rect.maxX, rect.y), color: theme.ambiguity, role: role,
          constraints: [])
      }
    }
  }

  /// The solution's warnings, one legend entry per view in drawing order, then one for each string
  /// that makes no constraint (which names its entry, so that every string is accounted for).
  mutating func addWarningEntries() {
    var byView: [String: [LayoutWarning]] = [:]
    var idle: [(view: String, entry: Int, text: String)] = []
    for warning in solution.warnings {
      if case .makesNoConstraint(let view, let entry, let text) = warning {
        idle.append((view, entry, text))
      } else {
        byView[warning.view, default: []].append(warning)
      }
    }
    for name in context.drawingOrder {
      guard let warnings = byView[name] else { continue }
      legend.add(.warning, title: "\(name) has \(warnings.map(\.finding).joined(separator: " and "))")
    }
    for (view, entry, text) in idle {
      legend.add(
        .warning, title: "\(SceneContext.sourceName(entry, text: text)) makes no constraint",
        details: ["\(LayoutWarning.namesOnly(view)): a view alone in brackets is legal VFL and adds none"],
        constraints: [entry])
    }
  }
}
