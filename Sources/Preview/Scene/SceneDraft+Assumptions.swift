import Layout

/// Constraints marked `"assumed"` (an imported console log's guesses at sizes and positions it does
/// not give): no notation, but one legend note naming each view they actually placed, and a dashed
/// outline on those views, so a reader never takes a guessed size for a logged one.
extension SceneDraft {
  /// The views whose frame follows an assumption, each with the attributes it decided.
  var assumedViews: [(name: String, attributes: [String], constraints: [Int])] {
    var byView: [String: (attributes: [String], constraints: [Int])] = [:]
    var order: [String] = []
    for constraint in solution.constraints where constraint.source.isAssumed {
      guard let name = constraint.firstItem.viewName, isSatisfied(constraint) else { continue }
      if byView[name] == nil { order.append(name) }
      let attribute: String
      switch constraint.firstAttribute {
      case .width: attribute = "width"
      case .height: attribute = "height"
      case .left, .right, .leading, .trailing, .centerX: attribute = "x"
      default: attribute = "y"
      }
      if byView[name]?.attributes.contains(attribute) != true {
        byView[name, default: ([], [])].attributes.append(attribute)
      }
      if let index = constraint.source.index { byView[name, default: ([], [])].constraints.append(index) }
    }
    return order.map { ($0, byView[$0]?.attributes ?? [], byView[$0]?.constraints ?? []) }
  }

  /// The legend note for the assumptions, and every assumed entry counted as shown by it.
  mutating func addAssumptions() {
    let assumedEntries = Set(solution.constraints.filter(\.source.isAssumed).compactMap(\.source.index))
    guard !assumedEntries.isEmpty else { return }
    let views = assumedViews
    let details = views.map { view in
      "\(solution.displayName(of: view.name)): \(view.attributes.joined(separator: ", "))"
    }
    legend.append(LegendEntry(
      number: legend.count + 1, kind: .note,
      title: views.isEmpty
        ? "Assumed sizes and positions: none was needed"
        : "Not in the log, assumed to draw it (dashed outline):",
      details: details, constraints: assumedEntries.sorted()))
  }
}
