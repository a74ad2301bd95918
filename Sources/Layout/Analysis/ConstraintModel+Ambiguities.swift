/// The solver's per-variable ambiguities regrouped per view, with the cause of each free attribute
/// and the competing constraints when that is the cause.
extension ConstraintModel {
  func ambiguities(from linear: LinearSolution) -> [Ambiguity] {
    struct Entry {
      var attributes: Set<Ambiguity.Attribute> = []
      var causes: [Ambiguity.Cause] = []
      var competing: [Int] = []
    }
    var entries: [Int: Entry] = [:]
    for ambiguity in linear.ambiguities {
      let index = Int(ambiguity.variable.index)
      let view = index / 4
      guard view < spec.views.count else { continue }
      let attribute = Ambiguity.Attribute.allCases[index % 4]
      var entry = entries[view] ?? Entry()
      entry.attributes.insert(attribute)
      switch ambiguity.reason {
      case .unconstrained:
        entry.causes.append(.unconstrained(attribute))
      case .underdetermined:
        entry.causes.append(.underdetermined(attribute))
      case .competingConstraints(let indices):
        entry.causes.append(
          .competingConstraints(
            attribute, count: indices.count, priority: indices.first.map { constraints[$0].priority }))
        for constraintIndex in indices where !entry.competing.contains(constraintIndex) {
          entry.competing.append(constraintIndex)
        }
      }
      entries[view] = entry
    }
    return entries.keys.sorted().map { view in
      let entry = entries[view]!
      return Ambiguity(
        view: spec.views[view].name, attributes: entry.attributes.sorted(),
        causes: entry.causes, competing: entry.competing.sorted().map { constraints[$0] })
    }
  }
}
