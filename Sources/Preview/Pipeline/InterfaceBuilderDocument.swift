import Layout

/// An Interface Builder document (a `.storyboard` or `.xib`) given where a spec is expected,
/// imported once into its scenes: what ``PreviewRequest/Input/interfaceBuilder(_:scene:)``
/// renders, whole (a contact sheet of its scenes) or one scene at a time. The one place that
/// calls the Interface Builder importer.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(bytes: data, name: "Main.storyboard")
/// for scene in document.scenes {
///   let result = try pipeline.render(PreviewRequest(.interfaceBuilder(document, scene: scene.name)))
/// }
/// ```
public struct InterfaceBuilderDocument: Sendable {
  /// What diagnostics call the document (`Main.storyboard`, `<stdin>`).
  public var name: String
  /// The document's bytes, which diagnostics quote.
  public var source: SourceText
  /// The import: the scenes, the platform, the traits.
  public var imported: InterfaceBuilderImport
  /// How it was imported.
  public var options: InterfaceBuilderImport.Options
  /// Whether the size classes follow the screen a scene is laid out on (a `--device`, as Xcode's
  /// "View as" sets both), rather than ``options``' traits: when no traits were asked for.
  public var traitsFollowDevice: Bool
  /// The import's warnings (what it skipped, at the element's line and column, with the line
  /// and a caret), in document order.
  public var messages: [PreviewMessage]

  /// Imports a document; a document that cannot be read at all fails with its located error.
  public init(
    bytes: [UInt8], name: String, options: InterfaceBuilderImport.Options = .init(),
    traitsFollowDevice: Bool = false
  ) throws(PreviewFailure) {
    let source = SourceText(bytes: bytes)
    do {
      imported = try InterfaceBuilderImport(bytes: bytes, options: options)
    } catch {
      throw PreviewFailure(error, fileName: name, source: source)
    }
    self.name = name
    self.source = source
    self.options = options
    self.traitsFollowDevice = traitsFollowDevice
    messages = imported.warnings.map { .diagnostic($0.diagnostic(fileName: name, source: source)) }
  }

  /// The scenes: a storyboard's, or a xib's top-level views, in document order.
  public var scenes: [ImportedScene] { imported.scenes }

  /// The scene a name picks: its name (`Login`, `Settings 2`), its id (`Sce-ne-001`), else its
  /// name in any case.
  public func scene(named name: String) -> ImportedScene? {
    scenes.first { $0.name == name } ?? scenes.first { $0.id == name }
      ?? scenes.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The document imported again for the size classes of a screen, when the traits follow the
  /// device and the screen's differ from those imported; else this document.
  func onScreen(_ device: LayoutSpec.Device) throws(PreviewFailure) -> InterfaceBuilderDocument {
    guard traitsFollowDevice, imported.platform == .iOS, let size = device.preset.size(in: device.orientation)
    else { return self }
    let traits = InterfaceBuilderTraits(screenWidth: size.width, screenHeight: size.height)
    guard traits != imported.traits else { return self }
    var options = self.options
    options.traits = .custom(traits)
    var document = try InterfaceBuilderDocument(bytes: source.bytes, name: name, options: options)
    document.traitsFollowDevice = true
    return document
  }

  /// Whether `bytes` are an Interface Builder document rather than a spec or a console log: named
  /// `.storyboard` or `.xib`, or XML whose first kilobytes hold the `<document type=` (or the old
  /// `<archive type=`) of Interface Builder.
  public static func isDocument(_ bytes: [UInt8], name: String) -> Bool {
    let lowered = name.lowercased()
    if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") { return true }
    let head = bytes.prefix(4096)
    guard let first = head.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
      head[first] == UInt8(ascii: "<")
    else { return false }
    let text = String(decoding: head[first...], as: UTF8.self)
    return text.contains("type=\"com.apple.InterfaceBuilder")
  }
}
