/// Back from the solver's numbered variables to views: frames, and conflicts in terms of the
/// spec's own constraints.
extension ConstraintModel {
  func solution(from linear: LinearSolution) -> Solution {
    var frames: [String: Frame] = [:]
    frames.reserveCapacity(spec.views.count)
    var parents: [String: String] = [:]
    for (position, view) in spec.views.enumerated() {
      func value(_ attribute: Ambiguity.Attribute) -> Double {
        let index = variable(position, attribute)
        return index < linear.values.count ? Self.clean(linear.values[index]) : 0
      }
      frames[view.name] = Frame(
        x: value(.x), y: value(.y), width: value(.width), height: value(.height))
      if let parent = view.parent { parents[view.name] = parent }
    }
    // Conflicts with the same set (pins against one chain) share one array of its constraints.
    var previous: (set: [Int], constraints: [LayoutConstraint])?
    let conflicts = linear.conflicts.map { conflict in
      let conflicting: [LayoutConstraint]
      if let previous, previous.set == conflict.conflictingSet {
        conflicting = previous.constraints
      } else {
        conflicting = conflict.conflictingSet.map { constraints[$0] }
        previous = (conflict.conflictingSet, conflicting)
      }
      return Conflict(
        broken: constraints[conflict.broken], conflicting: conflicting, isExplained: conflict.isExplained)
    }
    var solution = Solution(
      canvas: spec.canvas, viewNames: spec.views.map(\.name), frames: frames, parents: parents,
      constraints: constraints, conflicts: conflicts, ambiguities: ambiguities(from: linear),
      labels: labelNeeds)
    // After the views' warnings: the strings that made nothing (`[a]` alone).
    solution.warnings += Solution.entriesMakingNoConstraint(spec.constraints, constraints: constraints)
    solution.guides = guideFrames(frames: frames)
    for view in spec.views {
      if view.isGuide { solution.guideViews.insert(view.name) }
      if let title = view.title { solution.titles[view.name] = title }
      if let id = view.id { solution.ids[view.name] = id }
    }
    return solution
  }

  /// The guides the constraints use, and the safe area when it is not empty.
  private func guideFrames(frames: [String: Frame]) -> [LayoutGuide: Frame] {
    var used: Set<LayoutGuide> = []
    for constraint in constraints {
      if case .guide(let guide) = constraint.firstItem { used.insert(guide) }
      if case .guide(let guide)? = constraint.secondItem { used.insert(guide) }
    }
    if spec.safeArea != .zero { used.insert(LayoutGuide(owner: nil, kind: .safeArea)) }
    let rightToLeft = spec.layoutDirection == .rightToLeft
    var result: [LayoutGuide: Frame] = [:]
    for guide in used {
      let owner = guide.owner.flatMap { frames[$0] }
        ?? Frame(x: 0, y: 0, width: spec.canvas.width, height: spec.canvas.height)
      let view = guide.owner.flatMap { viewIndex[$0] }.map { spec.views[$0] }
      let inset = spec.insets(of: guide, marginsOf: view)
      let left = inset.left(rightToLeft: rightToLeft)
      let right = inset.right(rightToLeft: rightToLeft)
      result[guide] = Frame(
        x: owner.x + left, y: owner.y + inset.top, width: owner.width - left - right,
        height: owner.height - inset.top - inset.bottom)
    }
    return result
  }

  /// Solver noise such as 19.999999999997 reads as 20; exact pixel snapping happens at render time.
  static func clean(_ value: Double) -> Double {
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == 0 ? 0 : rounded
  }
}
