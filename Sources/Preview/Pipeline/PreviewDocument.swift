import Layout

/// A request's input read into a spec, with the names and text its diagnostics point into.
struct PreviewDocument {
  var spec: LayoutSpec
  /// What errors are reported against (`nil`: no file, for a spec built in code).
  var name: String?
  /// The bytes the spec was decoded from, for line, column and caret.
  var source: SourceText?
  /// The console log the spec was imported from, and what its import said.
  var log: ConsoleLogImport?
  var logName = ""
  /// The Interface Builder document the spec is a scene of, and the scenes to render (the first
  /// is `spec`; several make a contact sheet).
  var interfaceBuilder: InterfaceBuilderDocument?
  var scenes: [ImportedScene] = []
  /// Whether the whole document is rendered, rather than a scene of it chosen by name.
  var isWholeDocument = false
  var messages: [PreviewMessage] = []

  init(_ input: PreviewRequest.Input) throws(PreviewFailure) {
    let bytes: [UInt8]
    let name: String
    switch input {
    case .spec(let spec, let name):
      self.spec = spec
      self.name = name
      return
    case .specJSON(let json, let fileName):
      (bytes, name) = (json, fileName)
    case .consoleLog(let text, let fileName):
      let imported = try ConsoleLogInput.importSpec(from: text, name: fileName)
      log = imported.log
      logName = fileName
      messages = imported.messages
      // The imported spec's views and constraints point into the log's text.
      spec = imported.log.spec
      self.name = fileName + " (imported)"
      source = SourceText(bytes: Array(imported.log.log.text.utf8))
      return
    case .interfaceBuilder(let document, let scene):
      interfaceBuilder = document
      self.name = document.name
      source = document.source
      if let scene {
        guard let chosen = document.scene(named: scene) else {
          throw PreviewFailure(
            RenderError.noSuchScene(scene, available: document.scenes.map(\.name)), fileName: document.name)
        }
        scenes = [chosen]
      } else {
        scenes = document.scenes
        messages = document.messages
        isWholeDocument = true
      }
      spec = scenes[0].spec
      return
    }
    self.name = name
    let source = SourceText(bytes: bytes)
    self.source = source
    do {
      spec = try SpecDecoder.decode(bytes)
    } catch {
      throw PreviewFailure(error, fileName: name, source: source, after: messages)
    }
  }

  /// The spec on a device: for an Interface Builder scene whose size classes follow the screen,
  /// the scene imported again for the device's.
  func spec(on device: LayoutSpec.Device) throws(PreviewFailure) -> LayoutSpec {
    guard let interfaceBuilder, let scene = scenes.first else { return spec.onDevice(device) }
    let document = try interfaceBuilder.onScreen(device)
    return (document.scenes.first { $0.id == scene.id }?.spec ?? spec).onDevice(device)
  }

  /// The warnings of a solve of `spec` (this document's spec, possibly on a device), located in
  /// the source: an Interface Builder scene's at the document's elements.
  func warnings(for spec: LayoutSpec, solution: Solution, name: String? = nil) -> [Diagnostic] {
    if let interfaceBuilder {
      return interfaceBuilder.diagnostics(for: spec, solution: solution, scene: nil, fileName: name)
    }
    return warningReport(for: spec, name: name).diagnostics(for: solution)
  }

  /// The warnings of `spec` (this document's spec, possibly on a device), located in the source.
  func warningReport(for spec: LayoutSpec, name: String? = nil) -> WarningReport {
    WarningReport(
      fileName: name ?? self.name ?? "<spec>", spec: spec, source: source ?? SourceText(bytes: []))
  }
}
