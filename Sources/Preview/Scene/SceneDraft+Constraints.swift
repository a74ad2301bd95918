import Layout

/// Which of the spec's `constraints` entries each item shows, so that the exported scene says what
/// every mark means and a lint can count the constraints that left no mark.
extension SceneDraft {
  /// The spec entries behind an item with `role`: the constraint a spacing bar shows, the broken
  /// constraint a conflict mark shows, the competing constraints an ambiguity mark stands for.
  func constraintEntries(for role: SceneRole) -> [Int] {
    switch role {
    case .spacing(let index):
      return solution.constraints[index].source.index.map { [$0] } ?? []
    case .conflict(let index):
      return solution.conflicts[index].broken.source.index.map { [$0] } ?? []
    case .ambiguity(let view):
      return Self.entries(of: solution.ambiguities.filter { $0.view == view }.flatMap(\.competing))
    case .marker(let number):
      return legend.first { $0.number == number }?.constraints ?? []
    case .grid, .canvas, .view, .viewLabel, .sizeCaption, .legend, .outOfBounds:
      return []
    }
  }

  /// The distinct spec entries of some constraints, ascending.
  static func entries(of constraints: [LayoutConstraint]) -> [Int] {
    Array(Set(constraints.compactMap(\.source.index))).sorted()
  }

  /// Tags every item with the entries it shows; called once the scene is complete.
  mutating func tagConstraints() {
    items = items.map { item in
      guard let role = item.role else { return item }
      let entries = constraintEntries(for: role)
      return entries.isEmpty ? item : item.showing(entries)
    }
  }
}
