import Layout

extension RenderPipeline {
  /// The spec on each device, solved and reported on its own (a conflict that only one screen has
  /// is named with that screen), drawn side by side at one scale: the request's, else the spec's,
  /// else the default.
  func contactSheet(
    of document: PreviewDocument, on devices: [LayoutSpec.Device], request: PreviewRequest
  ) throws(PreviewFailure) -> PreviewResult {
    let options = self.options(for: document.spec, request.options)
    var messages = document.messages
    var panels: [(title: String, scene: Scene)] = []
    var solutions: [Solution] = []
    var warnings: [Diagnostic] = []
    var screens: [LayoutSpec] = []
    for device in devices {
      let screen = try document.spec(on: device)
      screens.append(screen)
      let name = "\(document.name ?? "<spec>") [\(device.title)]"
      let solution: Solution
      do {
        solution = try solve(screen)
      } catch {
        throw PreviewFailure(error, fileName: name, source: document.source, after: messages)
      }
      let screenWarnings = document.warnings(for: screen, solution: solution, name: name)
      warnings += screenWarnings
      messages += screenWarnings.map(PreviewMessage.diagnostic)
      solutions.append(solution)
      panels.append((device.title, scene(for: screen, solution: solution, options: options)))
    }
    let sheet = ContactSheet(panels: panels).scene(measurer: textMeasurer, theme: options.theme)
    var result = PreviewResult(
      bytes: [], image: nil, scene: nil, spec: screens[0], solutions: solutions,
      warnings: warnings, messages: messages)
    do {
      try produce(request.format, of: sheet, scale: options.scale, request: request, into: &result)
    } catch {
      throw PreviewFailure(error, fileName: document.name, after: messages)
    }
    return result
  }
}
