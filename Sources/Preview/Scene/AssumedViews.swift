import Layout

/// Constraints marked `"assumed"` (an imported console log's guesses at sizes and positions it does
/// not give): no notation, but one legend note naming each view they actually placed, and a dashed
/// outline on those views, so a reader never takes a guessed size for a logged one.
enum AssumedViews {
  /// A view whose frame follows an assumption, with the attributes it decided.
  struct View {
    var name: String
    var attributes: [String]
    var constraints: [Int]
  }

  /// The views whose frame follows an assumption, in the order the assumptions come.
  static func views(in geometry: SceneGeometry) -> [View] {
    var byView: [String: (attributes: [String], constraints: [Int])] = [:]
    var order: [String] = []
    let constraints = geometry.solution.constraints
    for index in constraints.indices where constraints[index].source.isAssumed {
      let constraint = constraints[index]
      guard let name = constraint.firstItem.viewName, geometry.isSatisfied(constraint) else { continue }
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
    return order.map { View(name: $0, attributes: byView[$0]?.attributes ?? [], constraints: byView[$0]?.constraints ?? []) }
  }

  /// The legend note for the assumptions, which counts every assumed entry as shown; `nil` when the
  /// spec assumes nothing.
  static func note(in context: SceneContext) -> (title: String, details: [String], constraints: [Int])? {
    let solution = context.solution
    guard !context.assumedEntries.isEmpty else { return nil }
    let assumedEntries = context.assumedEntries
    let views = context.assumedViews
    let details = views.map { view in
      "\(solution.displayName(of: view.name)): \(view.attributes.joined(separator: ", "))"
    }
    let title = views.isEmpty
      ? "Assumed sizes and positions: none was needed"
      : "Not in the log, assumed to draw it (dashed outline):"
    return (title, details, assumedEntries.sorted())
  }
}
