import Layout

/// What to preview, how to draw it and what to produce: the one argument of
/// ``RenderPipeline/render(_:)``.
///
/// ```swift
/// let pipeline = RenderPipeline(font: font)
/// let result = try pipeline.render(
///   PreviewRequest(.specJSON(bytes, name: "login.json"), format: .png,
///                  options: .init(scale: .x3, theme: .dark)))
/// ```
public struct PreviewRequest: Sendable {
  /// The document to preview. Each kind is turned into a ``LayoutSpec`` first; what comes after
  /// does not know which it was, so another kind of document is another case here and one
  /// conversion in the pipeline.
  public enum Input: Sendable {
    /// A spec's JSON as read from a file; `name` is what diagnostics call it (`login.json`,
    /// `<stdin>`), and they point into these bytes.
    case specJSON([UInt8], name: String)
    /// A spec built in code. Warnings are reported against `name` (`<spec>` without one), errors
    /// against no file.
    case spec(LayoutSpec, name: String? = nil)
    /// A console log holding "Unable to simultaneously satisfy constraints" reports, imported into
    /// a spec (``ConsoleLogInput``); warnings point at the log's lines.
    case consoleLog([UInt8], name: String)
    /// An Interface Builder document, imported (``InterfaceBuilderDocument``): the scene called
    /// `scene`, or with none the whole document: its one scene, or a contact sheet of all of them
    /// (``PreviewResult/solutions`` one per scene; as frames, `{"scenes": [...]}`). Warnings point
    /// at the document's lines; the import's own warnings come with the whole document only
    /// (rendering its scenes one by one, give ``InterfaceBuilderDocument/messages`` once).
    case interfaceBuilder(InterfaceBuilderDocument, scene: String? = nil)
  }

  /// What to produce.
  public enum Format: String, Sendable, CaseIterable {
    /// The picture: ``PreviewResult/image`` and its PNG bytes.
    case png
    /// The solved frames, conflicts and ambiguity (``Solution/json``).
    case json
    /// What the picture draws, as data (``Scene/json``): items in points with the constraints
    /// each shows.
    case scene
    /// The same scene as an SVG drawing, text as text, at the picture's size in points.
    case svg
  }

  /// How to draw. Anything left `nil` comes from the spec's `appearance`, else the defaults
  /// (``RenderPipeline/options(for:scale:theme:showsAnnotations:showsGrid:)``).
  public struct Options: Sendable, Equatable {
    public var scale: DisplayScale?
    public var theme: Theme?
    public var showsAnnotations: Bool
    public var showsGrid: Bool
    /// The screens to lay the spec out on: none (the spec's own canvas), one (its size, safe
    /// area, margins and scale), or several for a contact sheet: each solved and reported on its
    /// own, drawn side by side at one scale.
    public var devices: [LayoutSpec.Device]
    /// A cap of the caller's own on the picture's pixels, below ``RenderPipeline/maximumPixels``:
    /// a picture over it is refused (``RenderError/imageOverBudget(width:height:budget:)``) before
    /// it is drawn. The command line's `--check` holds a reference image meanwhile.
    public var maximumImagePixels: Int?
    /// Whether a PNG's result holds the picture (``PreviewResult/image``) besides its bytes: yes
    /// unless the caller only writes the bytes. Without it the PNG is encoded in the picture's own
    /// memory, which then is not kept: a large picture's peak memory is the picture and its PNG,
    /// not also a copy of its rows.
    public var keepsImage: Bool

    public init(
      scale: DisplayScale? = nil, theme: Theme? = nil, showsAnnotations: Bool = true,
      showsGrid: Bool = true, devices: [LayoutSpec.Device] = [], maximumImagePixels: Int? = nil,
      keepsImage: Bool = true
    ) {
      self.scale = scale
      self.theme = theme
      self.showsAnnotations = showsAnnotations
      self.showsGrid = showsGrid
      self.devices = devices
      self.maximumImagePixels = maximumImagePixels
      self.keepsImage = keepsImage
    }
  }

  public var input: Input
  public var format: Format
  public var options: Options

  public init(_ input: Input, format: Format = .png, options: Options = Options()) {
    self.input = input
    self.format = format
    self.options = options
  }
}
