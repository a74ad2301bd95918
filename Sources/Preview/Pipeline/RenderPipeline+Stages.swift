import Layout

/// The stages ``RenderPipeline/render(_:)`` goes through before the pixels (solving, the scene, its
/// SVG), each callable on its own so that tests and the benchmark's timings can stop anywhere.
extension RenderPipeline {
  /// The layout engine, measuring labels with this pipeline's font.
  public var engine: LayoutEngine { LayoutEngine(textMeasurer: textMeasurer) }

  /// Solves a spec.
  public func solve(_ spec: LayoutSpec) throws(LayoutError) -> Solution {
    try engine.solve(spec)
  }

  /// What to draw for a solved spec.
  public func scene(for spec: LayoutSpec, solution: Solution, options: RenderOptions) -> Scene {
    SceneBuilder(options: options, measurer: textMeasurer).scene(for: spec, solution: solution)
  }

  /// Spec and solution to image.
  public func image(for spec: LayoutSpec, solution: Solution, options: RenderOptions)
    throws(RenderError) -> RenderedImage
  {
    try image(of: scene(for: spec, solution: solution, options: options), scale: options.scale)
  }

  /// A scene as an SVG document: the same items the PNG draws, text as text in this pipeline's font
  /// family.
  public func svg(of scene: Scene) -> String {
    SceneSVGWriter(
      fontFamily: font.familyName, fallbackFamilies: font.fallbackFamilies(drawing: scene.strings),
      baselineFromCenterPerPoint: font.metrics(size: 1).baselineFromCenter
    ).svg(of: scene)
  }
}
