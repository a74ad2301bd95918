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
        // The lists are ascending, so the first few of their union are among the first few of each.
        entry.competing = Self.firstCompeting(of: entry.competing, indices.prefix(Ambiguity.maximumListedCompeting))
      }
      entries[view] = entry
    }
    return entries.keys.sorted().map { view in
      let entry = entries[view]!
      return Ambiguity(
        view: spec.views[view].name, attributes: entry.attributes.sorted(),
        causes: entry.causes, competing: entry.competing.map { constraints[$0] })
    }
  }

  /// The first ``Ambiguity/maximumListedCompeting`` constraint indices of two ascending lists, ascending,
  /// without repeats. Every view of a long chain of equal-priority constraints competes with all of
  /// them: listing them all made the report grow with the square of the chain (2,000 views printed
  /// 128 MB), and merging the whole lists was quadratic in time too.
  static func firstCompeting(of listed: [Int], _ more: ArraySlice<Int>) -> [Int] {
    Array(Set(listed).union(more).sorted().prefix(Ambiguity.maximumListedCompeting))
  }
}
