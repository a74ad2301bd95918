import Layout

/// The whole pipeline from a spec to a picture, with one font for measuring and drawing:
/// spec → ``Solution`` (via ``LayoutEngine``) → ``Scene`` → ``RGBAImage`` → PNG bytes.
///
/// Each stage is also available on its own, so tests and benchmarks can stop anywhere.
public struct Wireframe: Sendable {
  public let font: Font
  /// Label text size in points and padding, shared by measuring (layout) and drawing.
  public static let labelPointSize = 13.0
  public static let labelPadding = (horizontal: 8.0, vertical: 4.0)

  public init(font: Font) {
    self.font = font
  }

  /// The layout engine, measuring labels with this wireframe's font.
  public var engine: LayoutEngine {
    LayoutEngine(
      textMeasurer: FontTextMeasurer(
        font: font, pointSize: Wireframe.labelPointSize, padding: Wireframe.labelPadding))
  }

  /// Solves a spec.
  public func solve(_ spec: LayoutSpec) throws(LayoutError) -> Solution {
    try engine.solve(spec)
  }

  /// What to draw for a solved spec.
  public func scene(for spec: LayoutSpec, solution: Solution, options: RenderOptions) -> Scene {
    let sceneOptions = SceneOptions(
      theme: options.theme, scale: options.scale, showsAnnotations: options.showsAnnotations,
      showsGrid: options.showsGrid,
      layoutDirection: spec.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    var labels: [String: String] = [:]
    for view in spec.views { if let label = view.label { labels[view.name] = label } }
    return SceneBuilder(options: sceneOptions, measurer: FontWidthMeasurer(font: font))
      .scene(for: solution, labels: labels)
  }

  /// Draws a scene, refusing sizes over the limit before allocating.
  public func image(of scene: Scene, scale: Int) throws(RenderError) -> RGBAImage {
    guard RenderOptions.supportedScales.contains(scale) else { throw .unsupportedScale(scale) }
    let renderer = SceneRenderer(font: font, scale: scale)
    let size = renderer.pixelSize(of: scene)
    guard size.width > 0, size.height > 0,
      size.width.multipliedReportingOverflow(by: size.height).partialValue
        <= RenderOptions.maximumPixels,
      size.width <= 1_000_000, size.height <= 1_000_000
    else {
      throw .imageTooLarge(
        width: size.width, height: size.height, limit: RenderOptions.maximumPixels)
    }
    return renderer.render(scene)
  }

  /// Spec and solution to image.
  public func image(for spec: LayoutSpec, solution: Solution, options: RenderOptions)
    throws(RenderError) -> RGBAImage
  {
    try image(of: scene(for: spec, solution: solution, options: options), scale: options.scale)
  }

  /// Spec and solution to PNG bytes.
  public func png(for spec: LayoutSpec, solution: Solution, options: RenderOptions)
    throws(RenderError) -> [UInt8]
  {
    let image = try image(for: spec, solution: solution, options: options)
    do {
      // pHYs at 72 dpi per point, so viewers show a 2x image at its size in points.
      return try PNGEncoder.encode(image, dotsPerInch: 72 * Double(options.scale))
    } catch {
      throw .encoding(error.message)
    }
  }
}
