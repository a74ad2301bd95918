/// The frames the document saved, kept on the spec's views where they can be compared with the
/// solved ones, so that the picture can show where the two disagree as Xcode's canvas shows a
/// misplaced view.
extension IBSpecBuilder {
  /// Sets ``ViewSpec/savedFrame`` (relative to the parent's alignment rectangle, or the canvas)
  /// and ``ViewSpec/isMisplaced`` on the scene's views: every view Xcode flagged misplaced, and
  /// with saved intrinsic sizes also every trusted one (measured with other fonts, a trusted
  /// view's difference says more about the fonts than about the document).
  func markSavedFrames(in spec: inout LayoutSpec) {
    var positions: [String: Int] = [:]
    for (position, view) in spec.views.enumerated() { positions[view.name] = position }
    for (position, node) in nodes.enumerated() where position != 0 && node.view.hasSavedFrame {
      let compared =
        node.view.isMisplaced
        || (options.intrinsicSizes == .savedFrames && node.isTrusted && !node.isOffscreenRow)
      guard compared, let index = positions[node.name] else { continue }
      spec.views[index].savedFrame = relativeSavedFrame(position)
      spec.views[index].isMisplaced = node.view.isMisplaced
    }
  }

  /// A view's saved alignment rectangle from its parent's, from the document's own numbers (not
  /// the difference of two positions on the canvas, which would print `52.333333333333314` for the
  /// document's `52.333333333333329`).
  func relativeSavedFrame(_ position: Int) -> Frame {
    let node = nodes[position]
    let frame = node.view.frame
    guard let parent = node.parent else { return node.alignmentFrame }
    let parentInsets = nodes[parent].insets
    let y = node.isInUnflippedSuperview ? nodes[parent].frame.height - frame.y - frame.height : frame.y
    let alignment = node.alignmentFrame
    return Frame(
      x: frame.x + (node.insets.leading - parentInsets.leading), y: y + (node.insets.top - parentInsets.top),
      width: alignment.width, height: alignment.height)
  }
}
