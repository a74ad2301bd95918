import Layout

/// Misplaced views, as Xcode's canvas marks them: the frame the document saved is outlined dashed
/// by ``SceneBoxes``; here each outline gets its number and a legend entry naming the view and how
/// far its saved frame is from the solved one.
extension SceneNotation {
  mutating func addMisplacedViews() {
    let views = context.misplacedViews
    guard !views.isEmpty else { return }
    for view in views.prefix(MisplacedViews.outlined) {
      let flagged = view.isFlagged ? "; Xcode flags it misplaced" : ""
      let number = legend.add(
        .misplaced, title: "\(solution.displayName(of: view.name)): \(MisplacedViews.difference(view))",
        details: ["dashed: the frame the document saved" + flagged])
      let rect = SceneGeometry.rect(of: view.saved)
      placement.placeDot(
        number, around: (rect.maxX, rect.y), color: theme.ambiguity, role: .misplaced(view.name), constraints: [])
    }
    if views.count > MisplacedViews.outlined {
      let rest = views.dropFirst(MisplacedViews.outlined).map { solution.displayName(of: $0.name) }
      legend.add(
        .misplaced, title: "\(rest.count) more views not where the document saved them (not outlined)",
        details: [rest.prefix(12).joined(separator: ", ") + (rest.count > 12 ? " …" : "")])
    }
  }
}
