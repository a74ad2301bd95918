import Layout

extension RenderPipeline {
  /// A scene of a reviewed change, before and after, side by side under `Login: before` and
  /// `Login: after` at one scale (a scene only one version has: that version alone), as a PNG,
  /// an SVG or a scene.
  public func reviewPicture(
    of scene: SceneReview, format: PreviewRequest.Format, options requested: PreviewRequest.Options = .init()
  ) throws(PreviewFailure) -> PreviewResult {
    var versions: [(title: String, spec: LayoutSpec, solution: Solution)] = []
    if let old = scene.old, let solution = scene.oldSolution { versions.append(("\(scene.name): before", old.spec, solution)) }
    if let new = scene.new, let solution = scene.newSolution { versions.append(("\(scene.name): after", new.spec, solution)) }
    guard let first = versions.first, format != .json else {
      throw PreviewFailure(RenderError.framesOfSeveralDevices)
    }
    let options = self.options(for: versions.last?.spec ?? first.spec, requested)
    var panels: [(title: String, scene: Scene)] = []
    for version in versions {
      if format == .png {
        do {
          try checkCanvas(of: version.spec, options: options)
        } catch {
          throw PreviewFailure(error, fileName: scene.name)
        }
      }
      panels.append((version.title, self.scene(for: version.spec, solution: version.solution, options: options)))
    }
    let sheet = ContactSheet(panels: panels).scene(measurer: textMeasurer, theme: options.theme)
    var result = PreviewResult(
      bytes: [], image: nil, scene: nil, spec: versions.last?.spec ?? first.spec,
      solutions: versions.map(\.solution), warnings: [], messages: [])
    do {
      try produce(format, of: sheet, scale: options.scale, request: PreviewRequest(.spec(first.spec), format: format, options: requested), into: &result)
    } catch {
      throw PreviewFailure(error, fileName: scene.name)
    }
    return result
  }
}
