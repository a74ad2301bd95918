/// Reads the XML tree of a storyboard or xib into an ``IBDocument``: the document's platform and
/// device, then one view tree per scene (storyboard) or per top-level view (xib), with every
/// size-class variation resolved for the traits asked for.
struct IBDocumentParser {
  let source: SourceText
  let traits: InterfaceBuilderTraits
  var platform = IBDocument.Platform.iOS
  var warnings: [InterfaceBuilderWarning] = []
  /// Ids of the constraints installed in the trees read (placeholders left out).
  var installedConstraintIDs: [String] = []
  /// Elements with a frame whose class is unknown, reported once per name.
  var reportedElements: Set<String> = []
  /// Objects a size-class variation leaves out (with everything inside them): constraints naming
  /// them are not installed either.
  var uninstalledIDs: Set<String> = []

  init(source: SourceText, traits: InterfaceBuilderTraits) {
    self.source = source
    self.traits = traits
  }

  /// The 1-based line and column of a byte offset.
  func location(_ offset: Int) -> (line: Int, column: Int) {
    source.lineAndColumn(ofOffset: offset)
  }

  mutating func warn(_ message: String, at offset: Int) {
    let (line, column) = location(offset)
    warnings.append(InterfaceBuilderWarning(message: message, line: line, column: column))
  }

  /// Checks the root element and reads the document.
  mutating func parse(_ root: XMLElementNode) throws(InterfaceBuilderError) -> IBDocument {
    let (line, column) = location(root.offset)
    guard root.name == "document" else {
      if root.name == "archive" { throw .archiveFormat(line: line, column: column) }
      throw .notInterfaceBuilder(rootElement: root.name, line: line, column: column)
    }
    let type = root["type"] ?? ""
    guard type.hasPrefix("com.apple.InterfaceBuilder") else {
      throw .notInterfaceBuilder(rootElement: "document", line: line, column: column)
    }
    let runtime = root["targetRuntime"] ?? ""
    if runtime.hasPrefix("watchKit") || type.contains("WatchKit") {
      throw .unsupportedPlatform(targetRuntime: runtime.isEmpty ? "watchOS" : runtime, line: line, column: column)
    }
    platform = runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") ? .macOS : .iOS
    let kind: IBDocument.Kind = type.contains("Storyboard") ? .storyboard : .xib
    let device = root.child("device")
    var document = IBDocument(
      platform: platform, kind: kind, deviceID: device?["id"],
      isLandscape: device?["orientation"] == "landscape", roots: [])
    document.pluginVersion = root.child("dependencies")?.children("plugIn").compactMap { $0.number("version") }.first
    for image in root.child("resources")?.children("image") ?? [] {
      guard let name = image["name"], let width = image.number("width"), let height = image.number("height")
      else { continue }
      document.imageSizes[name] = Size(width: width, height: height)
    }
    switch kind {
    case .storyboard:
      for scene in root.child("scenes")?.children("scene") ?? [] {
        if let scene = sceneRoot(scene) { document.roots.append(scene) }
      }
    case .xib:
      let objects = root.child("objects")?.children ?? []
      // A view controller's view, loaded from the xib: the File's Owner's `view` outlet names it.
      let owner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" || $0["id"] == "-2" }
      let ownedView = owner?.child("connections")?.children("outlet")
        .first { $0["property"] == "view" }?["destination"]
      for object in objects {
        guard var top = topLevelRoot(object) else { continue }
        if let ownedView, object["id"] == ownedView, let ownerClass = owner?["customClass"], platform == .iOS,
          ownerClass.hasSuffix("Controller")
        {
          top.nameCandidates.insert(ownerClass, at: min(top.nameCandidates.count - 1, object["userLabel"] == nil ? 0 : 1))
          top.isViewControllerRoot = true
        }
        document.roots.append(top)
      }
    }
    guard !document.roots.isEmpty else { throw .noViews(line: line, column: column) }
    document.warnings = warnings
    document.installedConstraintIDs = installedConstraintIDs
    return document
  }

  // MARK: Roots

  /// A storyboard scene: its view controller's view, named after the controller.
  mutating func sceneRoot(_ scene: XMLElementNode) -> IBDocument.Root? {
    let objects = scene.child("objects")?.children ?? []
    let controllers = objects.filter { $0.name.hasSuffix("Controller") }
    for controller in controllers {
      let window = controller.children.first { $0.name == "window" && $0["key"] == "window" }
      guard
        let element = controller.children.first(where: { $0["key"] == "view" && hasFrame($0) })
          ?? window?.child("view", key: "contentView")
      else { continue }
      guard let view = self.view(element, key: element["key"]) else { continue }
      var names: [String] = []
      for candidate in [
        controller["storyboardIdentifier"], controller["title"],
        controller.child("navigationItem", key: "navigationItem")?["title"], window?["title"],
        controller["userLabel"], scene.comment, controller["customClass"],
      ] {
        if let candidate, !candidate.isEmpty { names.append(candidate) }
      }
      names.append(controller.name.prefix(1).uppercased() + controller.name.dropFirst())
      var root = IBDocument.Root(
        id: scene["sceneID"] ?? controller["id"] ?? view.id, nameCandidates: names, view: view,
        isViewControllerRoot: window == nil)
      for guide in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
        guard let id = guide["id"] else { continue }
        root.legacyGuides.append(IBLayoutGuide(
          id: id, kind: guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide, owner: view.id))
      }
      (root.topBarHeight, root.bottomBarHeight) = barHeights(of: controller)
      for extra in objects where hasFrame(extra) {
        warn("a view outside the scene's view controller (\"\(extra["userLabel"] ?? extra.name)\") is not imported", at: extra.offset)
      }
      return root
    }
    return nil
  }

  /// A xib's top-level object: a view, a cell, or a window's content view.
  mutating func topLevelRoot(_ object: XMLElementNode) -> IBDocument.Root? {
    if object.name == "window" || object.name == "panel" {
      guard let content = object.child("view", key: "contentView"), let view = view(content, key: "contentView")
      else { return nil }
      let names = [object["title"], object["userLabel"], object["customClass"]].compactMap { $0 }
        .filter { !$0.isEmpty }
      return IBDocument.Root(
        id: object["id"] ?? view.id, nameCandidates: names + ["Window"], view: view, isViewControllerRoot: false)
    }
    guard hasFrame(object), let view = view(object, key: nil) else { return nil }
    let names = [object["userLabel"], object["customClass"]].compactMap { $0 }.filter { !$0.isEmpty }
    return IBDocument.Root(
      id: view.id, nameCandidates: names + [view.className], view: view, isViewControllerRoot: false)
  }

  /// The bars a view controller shows above and below its view, as its simulated metrics say.
  func barHeights(of controller: XMLElementNode) -> (top: Double, bottom: Double) {
    var top = 0.0
    var bottom = 0.0
    for metrics in controller.children {
      switch (metrics.name, metrics["key"]) {
      case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
        top = metrics["prompted"] == "YES" ? 74 : 44
      case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?):
        bottom = 44
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?):
        bottom = 49
      default:
        break
      }
    }
    return (top, bottom)
  }

  func hasFrame(_ element: XMLElementNode) -> Bool {
    element.children.contains { $0.name == "rect" && $0["key"] == "frame" }
  }
}
