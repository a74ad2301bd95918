/// The screen's safe area, when the root view fills a screen: the device's (the status bar or
/// sensor housing, the home indicator), and the bars a view controller shows over its view.
///
/// A document does not record the bars Interface Builder simulated (their heights changed
/// between Xcode versions, and a controller inside a navigation controller of another file gets
/// one nobody can see here), but it records frames laid out with them: where a view is pinned to
/// the safe area's edge by a required constraint and its saved frame is trusted, that edge is
/// where Interface Builder had it, and the import takes it from there.
extension IBSpecBuilder {
  mutating func computeSafeArea() {
    guard document.platform == .iOS else { return }
    let size = nodes[0].frame
    let guideIDs = Set(
      nodes[0].view.guides.filter { $0.kind == .safeArea }.map(\.id) + root.legacyGuides.map(\.id))
    let hasSafeArea =
      root.isViewControllerRoot || !guideIDs.isEmpty
      || nodes.contains { node in node.view.guides.contains { $0.kind == .safeArea } }
    guard hasSafeArea else { return }
    if let screen = IBScreen.matching(width: size.width, height: size.height, deviceID: document.deviceID) {
      safeArea = screen.safeArea(landscape: size.width > size.height)
      if root.isViewControllerRoot {
        safeArea.top += root.topBarHeight
        safeArea.bottom += root.bottomBarHeight
      }
    }
    let evidence = savedSafeAreaEdges(guideIDs: guideIDs)
    if let top = evidence.top { safeArea.top = top }
    if let bottom = evidence.bottom { safeArea.bottom = bottom }
    if let leading = evidence.leading { safeArea.leading = leading }
    if let trailing = evidence.trailing { safeArea.trailing = trailing }
  }

  /// Each edge of the safe area as the saved frames place it: the most common value among the
  /// trusted views pinned to it by required equalities; `nil` where nothing is pinned.
  func savedSafeAreaEdges(guideIDs: Set<String>) -> (top: Double?, leading: Double?, bottom: Double?, trailing: Double?) {
    guard !guideIDs.isEmpty else { return (nil, nil, nil, nil) }
    let legacyTop = Set(root.legacyGuides.filter { $0.kind == .topLayoutGuide }.map(\.id))
    let legacyBottom = Set(root.legacyGuides.filter { $0.kind == .bottomLayoutGuide }.map(\.id))
    let screen = nodes[0].frame
    var votes: [String: [Double: Int]] = [:]
    for node in nodes {
      for constraint in node.view.constraints
      where constraint.relation == .equal && constraint.priority >= 1000 && constraint.multiplier == 1 {
        guard let secondItem = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
          continue
        }
        // guide.edge == view.edge + constant, or view.edge == guide.edge + constant.
        let sides = [
          (constraint.firstItem, constraint.firstAttribute, secondItem, secondAttribute, 1.0),
          (secondItem, secondAttribute, constraint.firstItem, constraint.firstAttribute, -1.0),
        ]
        for (guide, guideAttribute, viewID, viewAttribute, sign) in sides where guideIDs.contains(guide) {
          guard let position = index[viewID], position != 0, nodes[position].isTrusted else { continue }
          let frame = nodes[position].frame
          // The guide's edge in canvas coordinates.
          func edge(_ attribute: String) -> Double? {
            switch attribute {
            case "top": return frame.y
            case "bottom": return frame.maxY
            case "leading", "left": return frame.x
            case "trailing", "right": return frame.maxX
            default: return nil
            }
          }
          guard let viewEdge = edge(viewAttribute) else { continue }
          let guideEdge = viewEdge + sign * constraint.constant
          var side = guideAttribute
          if legacyTop.contains(guide) { side = guideAttribute == "bottom" ? "top" : "" }
          if legacyBottom.contains(guide) { side = guideAttribute == "top" ? "bottom" : "" }
          guard side == viewAttribute || legacyTop.contains(guide) || legacyBottom.contains(guide) else { continue }
          let inset: Double
          switch side {
          case "top": inset = guideEdge
          case "bottom": inset = screen.height - guideEdge
          case "leading", "left": inset = guideEdge
          case "trailing", "right": inset = screen.width - guideEdge
          default: continue
          }
          guard inset >= 0, inset < min(screen.width, screen.height) / 2 else { continue }
          let key = side == "left" ? "leading" : side == "right" ? "trailing" : side
          votes[key, default: [:]][inset, default: 0] += 1
        }
      }
    }
    func winner(_ side: String) -> Double? {
      votes[side]?.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
    }
    return (winner("top"), winner("leading"), winner("bottom"), winner("trailing"))
  }
}
