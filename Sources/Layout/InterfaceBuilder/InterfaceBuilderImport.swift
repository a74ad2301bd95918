/// Imports an Interface Builder document (a `.storyboard` or `.xib`): one spec per storyboard
/// scene or per top-level view of a xib (views, table and collection cells, windows), each view
/// carrying its object id and each constraint its `<constraint id=…>`.
///
/// ```swift
/// let imported = try InterfaceBuilderImport(bytes: data)
/// for scene in imported.scenes {
///   let solution = try LayoutEngine(textMeasurer: measurer).solve(scene.spec)
/// }
/// ```
///
/// What is read: the view tree (subviews, the content views of cells, scroll views and their
/// layout guides), classes (custom classes as their UIKit or AppKit base class), constraints
/// (placeholders removed as Xcode removes them at build time; size-class variations for the
/// traits asked for), layout guides, autoresizing masks (as the constraints UIKit makes from
/// them), hugging and compression resistance, stack views (as the constraints UIKit makes), the
/// device's safe area, and the text and font of labels, buttons and fields.
public struct InterfaceBuilderImport: Sendable {
  /// How to import.
  public struct Options: Sendable, Equatable {
    /// Where a content-sized view (a label, a button, an image, a switch) gets its intrinsic
    /// size from.
    public enum IntrinsicSizes: Sendable, Equatable {
      /// The frame Interface Builder saved, measured with Apple's fonts, where it can be trusted
      /// (neither the view nor an ancestor is misplaced or ambiguous); other views are measured.
      case savedFrames
      /// The text measured with the layout engine's fonts (the spec's labels), always.
      case measured
    }

    /// Which size-class variations apply.
    public enum Traits: Sendable, Equatable {
      /// Interface Builder's base ("Any") configuration.
      case base
      /// The traits of the screen the document was saved on (its `<device>`), where its saved
      /// frames were computed.
      case savedDevice
      /// Given traits.
      case custom(InterfaceBuilderTraits)
    }

    public var intrinsicSizes: IntrinsicSizes
    public var traits: Traits

    public init(intrinsicSizes: IntrinsicSizes = .savedFrames, traits: Traits = .base) {
      self.intrinsicSizes = intrinsicSizes
      self.traits = traits
    }
  }

  /// The platform a document is for.
  public enum Platform: String, Sendable {
    case iOS, macOS
  }

  public var platform: Platform
  /// `true` for a storyboard, `false` for a xib.
  public var isStoryboard: Bool
  /// The document's layouts, in document order.
  public var scenes: [ImportedScene]
  /// Everything the import skipped, with where it is.
  public var warnings: [InterfaceBuilderWarning]
  /// The traits the size-class variations were resolved for.
  public var traits: InterfaceBuilderTraits
  /// The ids of the constraints installed in the document for those traits (placeholders and
  /// constraints of other size classes left out), imported or not.
  public var installedConstraintIDs: [String]

  /// Reads and imports a document.
  public init(bytes: [UInt8], options: Options = Options()) throws(InterfaceBuilderError) {
    guard bytes.count <= InterfaceBuilderError.maximumFileSize else {
      throw .tooLarge(bytes: bytes.count, limit: InterfaceBuilderError.maximumFileSize)
    }
    let tree = try XMLReader.read(bytes)
    let source = SourceText(bytes: bytes)
    let traits: InterfaceBuilderTraits
    switch options.traits {
    case .base: traits = .base
    case .custom(let given): traits = given
    case .savedDevice: traits = Self.savedDeviceTraits(tree)
    }
    var parser = IBDocumentParser(source: source, traits: traits)
    let document = try parser.parse(tree)
    var warnings = document.warnings
    var scenes: [ImportedScene] = []
    var usedNames: Set<String> = []
    for root in document.roots {
      var builder = IBSpecBuilder(document: document, root: root, options: options, source: source)
      let name = Self.uniqueName(root.nameCandidates, used: &usedNames)
      scenes.append(builder.build(name: name))
      warnings += builder.warnings
    }
    platform = document.platform == .iOS ? .iOS : .macOS
    isStoryboard = document.kind == .storyboard
    self.scenes = scenes
    self.warnings = warnings
    self.traits = traits
    installedConstraintIDs = document.installedConstraintIDs
  }

  /// The first candidate, made safe as a file name on every system a repository is checked out
  /// on (`/ \\ : * ? " < > |` and control characters as `-`, no leading dot, no trailing dot or
  /// space, at most 100 bytes of UTF-8), with ` 2`, ` 3` … after it when taken, where names that
  /// differ only in case count as taken (they are one file on macOS and Windows).
  static func uniqueName(_ candidates: [String], used: inout Set<String>) -> String {
    let unsafe: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
    var base = String(
      (candidates.first ?? "Scene").map { character -> Character in
        let control = character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        return unsafe.contains(character) || character.isNewline || control ? "-" : character
      })
    while base.hasPrefix(".") || base.hasPrefix(" ") { base.removeFirst() }
    while base.utf8.count > 100 { base.removeLast() }
    while base.hasSuffix(".") || base.hasSuffix(" ") { base.removeLast() }
    if base.isEmpty { base = "Scene" }
    var name = base
    var number = 2
    while used.contains(name.lowercased()) {
      name = "\(base) \(number)"
      number += 1
    }
    used.insert(name.lowercased())
    return name
  }

  /// The size classes of the `<device>` a document was saved on: an iPad is regular both ways,
  /// an iPhone compact wide and regular tall in portrait, compact tall in landscape (regular wide
  /// on the 414- to 440-point-wide ones). A Mac document has no size classes.
  static func savedDeviceTraits(_ root: XMLElementNode) -> InterfaceBuilderTraits {
    guard let device = root.child("device"), let id = device["id"], !(root["targetRuntime"] ?? "").hasPrefix("MacOSX")
    else { return .base }
    let landscape = device["orientation"] == "landscape"
    if id.hasPrefix("ipad") {
      return InterfaceBuilderTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: "pad")
    }
    guard landscape else {
      return InterfaceBuilderTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: "phone")
    }
    let wide = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9"].contains(id)
    return InterfaceBuilderTraits(
      horizontalSizeClass: wide ? .regular : .compact, verticalSizeClass: .compact, idiom: "phone")
  }
}
