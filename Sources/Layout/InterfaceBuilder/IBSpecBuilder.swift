/// Builds the spec of one view tree of a document (``IBDocument/Root``): every view as a spec
/// view, the document's constraints in the expression format, and the constraints UIKit or
/// AppKit would add (autoresizing masks, stack views, layout guides, the root filling the screen).
struct IBSpecBuilder {
  /// One view of the tree, with where Interface Builder saved it.
  struct Node {
    var view: IBView
    var parent: Int?
    var children: [Int] = []
    /// The saved frame in canvas coordinates (top-left origin, y down).
    var frame: Frame
    /// AppKit's alignment-rectangle insets (top, left, bottom, right); zero on iOS.
    var insets = EdgeInsets.zero
    var name = ""
    /// An arranged subview of a stack view (which turns its autoresizing mask off).
    var isArranged = false
    var isTrusted = true
    /// Inside an AppKit superview that is not flipped: its saved y grows upwards.
    var isInUnflippedSuperview = false
    /// A table or collection row below its scroll view's bounds: UIKit lays out only the rows it
    /// shows, so nothing places it (nor, then, what its content's constraints place).
    var isOffscreenRow = false

    /// The saved alignment rectangle in canvas coordinates: what constraints act on.
    var alignmentFrame: Frame {
      Frame(
        x: frame.x + insets.leading, y: frame.y + insets.top,
        width: frame.width - insets.leading - insets.trailing, height: frame.height - insets.top - insets.bottom)
    }
  }

  let document: IBDocument
  let root: IBDocument.Root
  let options: InterfaceBuilderImport.Options
  var nodes: [Node] = []
  var index: [String: Int] = [:]
  /// How each layout guide of the document is referred to.
  var guideItems: [String: IBGeneratedConstraint.Item] = [:]
  /// Guides drawn as views of their own: id, name, title, owner, and whether the id is the
  /// document's (else made up for a guide UIKit makes, such as a stack view's gap).
  var guideViews: [(id: String, name: String, title: String, owner: Int, isDocumentGuide: Bool)] = []
  var generated: [IBGeneratedConstraint] = []
  var warnings: [InterfaceBuilderWarning] = []
  var importedConstraintIDs: [String] = []
  /// The document's constraints translated, by id.
  var translatedConstraints: [String: IBConstraint] = [:]
  let source: SourceText
  /// The screen's safe area, as insets of the canvas.
  var safeArea = EdgeInsets.zero
  var usedNames: Set<String> = []

  init(document: IBDocument, root: IBDocument.Root, options: InterfaceBuilderImport.Options, source: SourceText) {
    self.document = document
    self.root = root
    self.options = options
    self.source = source
    add(root.view, parent: nil, origin: (0, 0))
  }

  /// Adds a view and its subviews, pre-order, placing each saved frame in canvas coordinates.
  private mutating func add(_ view: IBView, parent: Int?, origin: (x: Double, y: Double)) {
    var flat = view
    flat.subviews = []
    let position = nodes.count
    var frame = Frame(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
    var node = Node(view: flat, parent: parent, frame: frame)
    if let parent {
      let superview = nodes[parent]
      var y = view.frame.y
      if document.platform == .macOS, !IBClassCatalog.isFlipped(superview.view.element) {
        y = superview.frame.height - view.frame.y - view.frame.height
        node.isInUnflippedSuperview = true
      }
      frame = Frame(x: origin.x + view.frame.x, y: origin.y + y, width: view.frame.width, height: view.frame.height)
      node.frame = frame
      node.isTrusted = superview.isTrusted
      if let stack = superview.view.stack, stack.arranged.contains(view.id) { node.isArranged = true }
      let rows = ["tableViewCell", "collectionViewCell", "collectionReusableView"]
      if document.platform == .iOS, rows.contains(view.element),
        ["tableView", "collectionView"].contains(superview.view.element),
        view.frame.y + view.frame.height > superview.frame.height + 0.5
      {
        node.isOffscreenRow = true
      }
    }
    if view.isMisplaced || view.isAmbiguous || !view.hasSavedFrame { node.isTrusted = false }
    node.insets =
      document.platform == .macOS
      ? IBAlignmentInsets.insets(of: view, pluginVersion: document.pluginVersion)
      : IBAlignmentInsets.insets(ofUIKit: view)
    nodes.append(node)
    if index[view.id] == nil { index[view.id] = position }
    if let parent { nodes[parent].children.append(position) }
    for subview in view.subviews {
      add(subview, parent: position, origin: (frame.x, frame.y))
    }
  }

  /// The scene: names, guides, constraints and views, in that order.
  mutating func build(name: String) -> ImportedScene {
    assignNames()
    computeSafeArea()
    registerGuides()
    pinRoot()
    translateConstraints()
    for position in nodes.indices {
      let first = generated.count
      addAutoresizingConstraints(of: position)
      addStackConstraints(of: position)
      addGridConstraints(of: position)
      for made in first..<generated.count where generated[made].origin == nil {
        generated[made].origin = nodes[position].view.offset
      }
    }
    return scene(name: name)
  }

  /// Whether a view lies in the content of a scroll view (a table, a collection), which UIKit
  /// moves out of the bars and the home indicator by the content inset it adjusts: its own safe
  /// area is then only the screen's sides.
  func isInScrollViewContent(_ position: Int) -> Bool {
    var current = nodes[position].parent
    while let ancestor = current {
      if ["scrollView", "tableView", "collectionView", "textView"].contains(nodes[ancestor].view.element) {
        return true
      }
      current = nodes[ancestor].parent
    }
    return false
  }

  /// The part of the screen's safe area a view overlaps, as insets of its saved frame.
  func safeAreaOverlap(_ position: Int) -> EdgeInsets {
    let frame = nodes[position].frame
    let screen = nodes[0].frame
    let scrolled = isInScrollViewContent(position)
    return EdgeInsets(
      top: scrolled ? 0 : max(0, min(frame.height, safeArea.top - frame.y)),
      leading: max(0, min(frame.width, safeArea.leading - frame.x)),
      bottom: scrolled ? 0 : max(0, min(frame.height, frame.maxY - (screen.height - safeArea.bottom))),
      trailing: max(0, min(frame.width, frame.maxX - (screen.width - safeArea.trailing))))
  }

  /// Whether `descendant` lies inside `ancestor`'s tree.
  func isDescendant(_ descendant: Int, of ancestor: Int) -> Bool {
    var current = nodes[descendant].parent
    while let position = current {
      if position == ancestor { return true }
      current = nodes[position].parent
    }
    return false
  }

  mutating func warn(_ message: String, at offset: Int) {
    let (line, column) = source.lineAndColumn(ofOffset: offset)
    warnings.append(InterfaceBuilderWarning(message: message, line: line, column: column))
  }
}
