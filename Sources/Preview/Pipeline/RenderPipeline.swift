import Layout

/// The whole way from a spec to a picture, and every policy on it:
/// spec → ``Solution`` (``LayoutEngine``) → ``Scene`` (``SceneBuilder``) → ``RGBAImage``
/// (``SceneRenderer``) → PNG bytes (``PNGEncoder``).
///
/// The command line, `PreviewTesting` and the benchmark all go through it, so the precedence of
/// options (command line, then the spec's `appearance`, then the defaults), the pixel limit, the
/// resolution written into the PNG and the font used for measuring and drawing are decided here
/// and nowhere else. Each stage is also callable on its own, so tests can stop anywhere.
public struct RenderPipeline: Sendable {
  /// Measures labels for layout and text for the scene, with the face that draws them.
  public let textMeasurer: FontTextMeasurer

  public var font: Font { textMeasurer.font }

  public init(font: Font) {
    self.textMeasurer = FontTextMeasurer(font: font)
  }

  /// The scale when neither the caller nor the spec names one.
  public static let defaultScale = 2
  /// The theme when neither the caller nor the spec names one.
  public static let defaultTheme = LayoutSpec.Appearance.ThemeName.light
  /// The largest image the renderer will allocate, in pixels (256 MiB of RGBA).
  public static let maximumPixels = 64_000_000
  /// The longest side the renderer will allocate, in pixels.
  public static let maximumSide = 1_000_000

  /// The options for drawing `spec`: what the caller gives wins, then the spec's `appearance`,
  /// then ``defaultScale`` and ``defaultTheme``.
  public static func options(
    for spec: LayoutSpec, scale: Int? = nil, theme: Theme? = nil, showsAnnotations: Bool = true,
    showsGrid: Bool = true
  ) -> RenderOptions {
    RenderOptions(
      scale: scale ?? spec.appearance.scale ?? defaultScale,
      theme: theme ?? Theme.named(spec.appearance.theme ?? defaultTheme),
      showsAnnotations: showsAnnotations, showsGrid: showsGrid)
  }

  /// The layout engine, measuring labels with this pipeline's font.
  public var engine: LayoutEngine { LayoutEngine(textMeasurer: textMeasurer) }

  /// Refuses a spec whose canvas alone is over the pixel limit at the options' scale, so that the
  /// error comes before the work of solving rather than after it.
  public func checkCanvas(of spec: LayoutSpec, options: RenderOptions) throws(RenderError) {
    try Self.checkPixelSize(
      width: spec.canvas.width * Double(options.scale),
      height: spec.canvas.height * Double(options.scale), scale: options.scale)
  }

  /// Solves a spec.
  public func solve(_ spec: LayoutSpec) throws(LayoutError) -> Solution {
    try engine.solve(spec)
  }

  /// What to draw for a solved spec.
  public func scene(for spec: LayoutSpec, solution: Solution, options: RenderOptions) -> Scene {
    SceneBuilder(options: options, measurer: textMeasurer).scene(for: spec, solution: solution)
  }

  /// Draws a scene at `scale`, refusing sizes over the limit before allocating.
  public func image(of scene: Scene, scale: Int) throws(RenderError) -> RGBAImage {
    let renderer = SceneRenderer(font: font, scale: scale)
    let size = renderer.pixelSize(of: scene)
    try Self.checkPixelSize(width: Double(size.width), height: Double(size.height), scale: scale)
    return renderer.render(scene)
  }

  /// Spec and solution to image.
  public func image(for spec: LayoutSpec, solution: Solution, options: RenderOptions)
    throws(RenderError) -> RGBAImage
  {
    try image(of: scene(for: spec, solution: solution, options: options), scale: options.scale)
  }

  /// An image to PNG bytes, with a `pHYs` resolution of 72 dpi per point so that viewers show a
  /// 2× image at its size in points.
  public func png(of image: RGBAImage, scale: Int) throws(RenderError) -> [UInt8] {
    do {
      return try PNGEncoder.encode(image, dotsPerInch: 72 * Double(scale))
    } catch {
      throw .encoding(error)
    }
  }

  /// A scene as an SVG document: the same items the PNG draws, text as text in this pipeline's font
  /// family.
  public func svg(of scene: Scene) -> String {
    SceneSVGWriter(
      fontFamily: font.familyName, fallbackFamilies: font.fallbackFamilies(drawing: scene.strings),
      baselineFromCenterPerPoint: font.metrics(size: 1).baselineFromCenter
    ).svg(of: scene)
  }

  /// Spec and solution to the image and its PNG bytes.
  public func picture(for spec: LayoutSpec, solution: Solution, options: RenderOptions)
    throws(RenderError) -> (image: RGBAImage, png: [UInt8])
  {
    let image = try image(for: spec, solution: solution, options: options)
    return (image, try png(of: image, scale: options.scale))
  }

  private static func checkPixelSize(width: Double, height: Double, scale: Int)
    throws(RenderError)
  {
    guard LayoutSpec.Appearance.supportedScales.contains(scale) else {
      throw .unsupportedScale(scale)
    }
    let width = width.rounded(.up)
    let height = height.rounded(.up)
    guard width > 0, height > 0, width * height <= Double(maximumPixels),
      width <= Double(maximumSide), height <= Double(maximumSide)
    else {
      throw .imageTooLarge(width: reported(width), height: reported(height), limit: maximumPixels)
    }
  }

  /// A pixel count for a message; absurd sizes (NaN, 10^300) are capped rather than trapped on.
  private static func reported(_ value: Double) -> Int {
    value.isNaN ? 0 : Int(max(0, min(value, 1e15)))
  }
}
