import Layout

/// The whole way from a spec to a picture, and every policy on it:
/// spec → ``Solution`` (``LayoutEngine``) → ``Scene`` (``SceneBuilder``) → ``RenderedImage``
/// (``SceneRenderer``) → PNG bytes (``PNGEncoder``).
///
/// ``render(_:)`` is the one way through: the command line (one spec, a batch, a contact sheet,
/// `--check`), `PreviewTesting` and the benchmark hand it a ``PreviewRequest`` and get a
/// ``PreviewResult``. So the precedence of options (the caller, then the spec's `appearance`, then
/// the defaults), the pixel limits, the resolution written into the PNG and the font used for
/// measuring and drawing are decided here and nowhere else. Each stage is also callable on its
/// own, so tests (and the benchmark's timings) can stop anywhere.
///
/// A pipeline holds its font, loaded once and reused for every request; FreeType faces are not
/// shared across threads, so each thread uses a pipeline of its own.
public struct RenderPipeline: Sendable {
  /// Measures labels for layout and text for the scene, with the face that draws them.
  public let textMeasurer: FontTextMeasurer

  public var font: Font { textMeasurer.font }

  public init(font: Font) {
    self.textMeasurer = FontTextMeasurer(font: font)
  }

  /// The scale when neither the caller nor the spec names one.
  public static let defaultScale = DisplayScale.x2
  /// The theme when neither the caller nor the spec names one.
  public static let defaultTheme = LayoutSpec.Appearance.ThemeName.light
  /// The largest image the renderer will allocate, in pixels (256 MiB of RGBA).
  public static let maximumPixels = 64_000_000
  /// The longest side the renderer will allocate, in pixels.
  public static let maximumSide = 1_000_000

  /// The options for drawing `spec`: what the caller gives wins, then the spec's `appearance`,
  /// then ``defaultScale`` and ``defaultTheme``.
  public static func options(
    for spec: LayoutSpec, scale: DisplayScale? = nil, theme: Theme? = nil,
    showsAnnotations: Bool = true, showsGrid: Bool = true
  ) -> RenderOptions {
    RenderOptions(
      scale: scale ?? spec.appearance.scale ?? defaultScale,
      theme: theme ?? Theme.named(spec.appearance.theme ?? defaultTheme),
      showsAnnotations: showsAnnotations, showsGrid: showsGrid)
  }

  /// The one way through: reads the request's input into a spec, lays it out on the requested
  /// devices, solves it, reports its warnings and produces the requested format.
  ///
  /// Every problem of the input is a ``PreviewFailure`` carrying what was said before it; nothing
  /// is printed. A picture over the pixel limit is refused before the work that would draw it:
  /// its canvas before solving, its scene before allocating.
  public func render(_ request: PreviewRequest) throws(PreviewFailure) -> PreviewResult {
    let document = try PreviewDocument(request.input)
    let devices = request.options.devices
    if document.scenes.count > 1 {
      return try sceneSheet(of: document, request: request)
    }
    if devices.count > 1 {
      return try contactSheet(of: document, on: devices, request: request)
    }
    var spec = document.spec
    if let device = devices.first { spec = try document.spec(on: device) }
    let options = self.options(for: spec, request.options)
    var messages = document.messages
    let solution = try solveChecked(spec, for: request.format, options: options, in: document, after: messages)
    var warnings = document.warnings(for: spec, solution: solution)
    if let log = document.log {
      warnings = warnings.map { ConsoleLogInput.locatedInLog($0, imported: log, logName: document.logName) }
    }
    messages += warnings.map(PreviewMessage.diagnostic)
    if let log = document.log {
      messages.append(.remark(ConsoleLogInput.summary(of: log, solution: solution, displayName: document.logName)))
    }
    var result = PreviewResult(
      bytes: [], image: nil, scene: nil, spec: spec, solutions: [solution], warnings: warnings, messages: messages)
    switch request.format {
    case .json:
      if let interfaceBuilder = document.interfaceBuilder {
        result.bytes = Array(interfaceBuilder.json(of: document.scenes, solutions: [solution], whole: document.isWholeDocument).utf8)
      } else {
        result.bytes = Array((document.log?.json(of: solution) ?? solution.json).utf8)
      }
    case .scene, .svg, .png:
      let scene = self.scene(for: spec, solution: solution, options: options)
      do {
        try produce(request.format, of: scene, scale: options.scale, request: request, into: &result)
      } catch {
        throw PreviewFailure(error, fileName: document.name, after: messages)
      }
    }
    return result
  }

  /// The first two steps of every picture, alone or a scene of a document's sheet: the canvas
  /// checked against the pixel limits before anything is solved (for a PNG), then the solve; a
  /// failure located in `document`, after what was said so far.
  func solveChecked(
    _ spec: LayoutSpec, for format: PreviewRequest.Format, options: RenderOptions,
    in document: PreviewDocument, after messages: [PreviewMessage]
  ) throws(PreviewFailure) -> Solution {
    if format == .png {
      do {
        try checkCanvas(of: spec, options: options)
      } catch {
        throw PreviewFailure(error, fileName: document.name, after: messages)
      }
    }
    do {
      return try solve(spec)
    } catch {
      throw PreviewFailure(error, fileName: document.name, source: document.source, after: messages)
    }
  }

  /// The request's options over the spec's appearance over the defaults.
  func options(for spec: LayoutSpec, _ options: PreviewRequest.Options) -> RenderOptions {
    Self.options(
      for: spec, scale: options.scale, theme: options.theme,
      showsAnnotations: options.showsAnnotations, showsGrid: options.showsGrid)
  }

  /// A scene in a format that draws it: its JSON, its SVG, or its picture and PNG.
  func produce(
    _ format: PreviewRequest.Format, of scene: Scene, scale: DisplayScale, request: PreviewRequest,
    into result: inout PreviewResult
  ) throws(RenderError) {
    result.scene = scene
    switch format {
    case .json: throw .framesOfSeveralDevices
    case .scene: result.bytes = Array(scene.json.utf8)
    case .svg: result.bytes = Array(svg(of: scene).utf8)
    case .png:
      if let budget = request.options.maximumImagePixels {
        let size = pixelSize(of: scene, scale: scale)
        if size.width * size.height > budget {
          throw .imageOverBudget(width: size.width, height: size.height, budget: budget)
        }
      }
      let image = try image(of: scene, scale: scale)
      if request.options.keepsImage {
        result.bytes = try image.png()
        result.image = image
      } else {
        result.bytes = try (consume image).pngReusingPixels()
      }
    }
  }

  /// Refuses a spec whose canvas alone is over the pixel limit at the options' scale, so that the
  /// error comes before the work of solving rather than after it.
  public func checkCanvas(of spec: LayoutSpec, options: RenderOptions) throws(RenderError) {
    let scale = options.scale.pixelsPerPoint
    try Self.checkPixelSize(
      width: spec.canvas.width * Double(scale), height: spec.canvas.height * Double(scale), scale: scale)
  }

  /// The size in pixels of a scene drawn at `scale`.
  public func pixelSize(of scene: Scene, scale: DisplayScale) -> (width: Int, height: Int) {
    SceneRenderer(font: font, scale: scale.pixelsPerPoint).pixelSize(of: scene)
  }

  /// Draws a scene at `scale`, refusing sizes over the limit before allocating.
  public func image(of scene: Scene, scale: DisplayScale) throws(RenderError) -> RenderedImage {
    let renderer = SceneRenderer(font: font, scale: scale.pixelsPerPoint)
    let size = renderer.pixelSize(of: scene)
    try Self.checkPixelSize(width: Double(size.width), height: Double(size.height), scale: scale.pixelsPerPoint)
    do {
      return RenderedImage(pixels: try renderer.render(scene), scale: scale)
    } catch {
      throw .outOfMemory(width: error.width, height: error.height, scale: scale.pixelsPerPoint)
    }
  }

  private static func checkPixelSize(width: Double, height: Double, scale: Int) throws(RenderError) {
    let width = width.rounded(.up)
    let height = height.rounded(.up)
    guard width > 0, height > 0, width * height <= Double(maximumPixels),
      width <= Double(maximumSide), height <= Double(maximumSide)
    else {
      throw .imageTooLarge(width: reported(width), height: reported(height), limit: maximumPixels, scale: scale)
    }
  }

  /// A pixel count for a message; absurd sizes (NaN, 10^300) are capped rather than trapped on.
  private static func reported(_ value: Double) -> Int {
    value.isNaN ? 0 : Int(max(0, min(value, 1e15)))
  }
}
