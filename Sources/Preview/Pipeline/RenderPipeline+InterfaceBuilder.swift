import Layout
import VFLPreviewSupport

extension RenderPipeline {
  /// An Interface Builder document of several scenes: each scene solved and reported on its own
  /// (its warnings prefixed with its name), drawn side by side under its name at one scale, on
  /// the request's device when it names one.
  func sceneSheet(of document: PreviewDocument, request: PreviewRequest) throws(PreviewFailure) -> PreviewResult {
    guard let interfaceBuilder = document.interfaceBuilder else { preconditionFailure("not a document") }
    let devices = request.options.devices
    if devices.count > 1 {
      throw PreviewFailure(RenderError.scenesOnSeveralDevices(scenes: document.scenes.count), fileName: document.name)
    }
    var screenDocument = interfaceBuilder
    if let device = devices.first { screenDocument = try interfaceBuilder.onScreen(device) }
    let options = self.options(for: document.spec, request.options)
    var messages = document.messages
    var panels: [(title: String, scene: Scene)] = []
    var specs: [LayoutSpec] = []
    var solutions: [Solution] = []
    var warnings: [Diagnostic] = []
    for imported in document.scenes {
      var spec = screenDocument.scenes.first { $0.id == imported.id }?.spec ?? imported.spec
      if let device = devices.first { spec = spec.onDevice(device) }
      let solution = try solveChecked(spec, for: request.format, options: options, in: document, after: messages)
      let sceneWarnings = interfaceBuilder.diagnostics(for: spec, solution: solution, scene: imported.name)
      warnings += sceneWarnings
      messages += sceneWarnings.map(PreviewMessage.diagnostic)
      specs.append(spec)
      solutions.append(solution)
      if request.format != .json {
        panels.append((imported.name, scene(for: spec, solution: solution, options: options)))
      }
    }
    var result = PreviewResult(
      bytes: [], image: nil, scene: nil, spec: specs[0], solutions: solutions, warnings: warnings,
      messages: messages)
    if request.format == .json {
      result.bytes = Array(interfaceBuilder.json(of: document.scenes, solutions: solutions, whole: true).utf8)
      return result
    }
    let sheet = ContactSheet(panels: panels).scene(measurer: textMeasurer, theme: options.theme)
    do {
      try produce(request.format, of: sheet, scale: options.scale, request: request, into: &result)
    } catch {
      throw PreviewFailure(error, fileName: document.name, after: messages)
    }
    return result
  }
}

extension InterfaceBuilderDocument {
  /// The solved frames of scenes as `--format json` writes them: each scene's frames, conflicts
  /// and ambiguity (``Solution/json``, every view's `"id"` beside its frame) with its `"scene"`
  /// name and `"sceneID"`; the whole document as `{"document": …, "scenes": [ … ]}`.
  func json(of scenes: [ImportedScene], solutions: [Solution], whole: Bool) -> String {
    let objects = zip(scenes, solutions).map { scene, solution -> JSONOutput in
      guard case .object(var members) = solution.jsonDocument else { return solution.jsonDocument }
      members["scene"] = .string(scene.name)
      members["sceneID"] = .string(scene.id)
      return .object(members)
    }
    guard whole || objects.count != 1 else { return objects[0].text }
    return JSONOutput.object(["document": .string(name), "scenes": .array(objects)]).text
  }
}
