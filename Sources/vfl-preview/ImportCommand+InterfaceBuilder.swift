import ArgumentParser
import Layout
import Preview
import VFLPreviewFiles

/// `vfl-preview import Main.storyboard -o specs/`: one spec file per scene (a storyboard) or per
/// top-level view (a xib), named after the scene, each laying out as the document does.
extension ImportCommand {
  func importDocument(_ input: InputFile) throws {
    let choice = try interfaceBuilder.traitsChoice()
    let document: InterfaceBuilderDocument
    do {
      document = try InterfaceBuilderDocument(
        bytes: input.bytes, name: input.displayName, options: interfaceBuilder.importOptions(choice))
    } catch {
      Console.report(error)
      throw ExitCode(ExitStatus(error.kind))
    }
    var scenes = document.scenes
    if let name = interfaceBuilder.scene {
      guard let scene = document.scene(named: name) else {
        Console.report(PreviewFailure(RenderError.noSuchScene(name, available: scenes.map(\.name)), fileName: document.name))
        throw ExitCode(.invalidInput)
      }
      scenes = [scene]
    }
    let toFolder = output != "-" && RenderCommand.isFolder(output)
    if !toFolder && scenes.count > 1 {
      let names = scenes.prefix(3).map(\.name).joined(separator: ", ") + (scenes.count > 3 ? ", …" : "")
      throw ValidationError(
        "\(document.name) has \(scenes.count) scenes (\(names)): write them into a folder (-o specs/), or choose one with --scene NAME.")
    }
    Console.report(document.messages)
    var specs = scenes.map(\.spec)
    if case .device(let device) = choice { specs = specs.map { $0.onDevice(device) } }
    let protected = Set([input.identity].compactMap { $0 })
    do throws(OutputFile.WriteError) {
      if toFolder {
        let separator = output.hasSuffix("/") ? "" : "/"
        let writer = AtomicBatchWriter(directory: output)
        for (scene, spec) in zip(scenes, specs) {
          try OutputFile.write(
            Array(spec.json.utf8), to: output + separator + scene.name + ".json", protecting: protected,
            createFolders: true, batch: writer)
        }
        if let failure = writer.commit().first { throw OutputFile.WriteError.writeFailed(failure) }
      } else {
        try OutputFile.write(Array(specs[0].json.utf8), to: output, protecting: protected)
      }
    } catch {
      throw ExitCode(Console.fail(error))
    }
    Console.error(summary(of: document, scenes: scenes, into: toFolder ? output : nil))
  }

  /// `Main.storyboard: imported 3 scenes (24 views, 58 constraints) into specs/`, with the
  /// constraints the import could not keep.
  func summary(of document: InterfaceBuilderDocument, scenes: [ImportedScene], into folder: String?) -> String {
    let views = scenes.reduce(0) { $0 + $1.spec.views.filter { !$0.isGuide }.count }
    let imported = scenes.reduce(0) { $0 + $1.constraintIDs.count }
    let sceneIDs = Set(scenes.map(\.id))
    let installed = sceneIDs.count == document.scenes.count ? document.imported.installedConstraintIDs.count : imported
    let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
    var text = "\(document.name): imported \(plural(scenes.count, "scene")) (\(plural(views, "view")), \(plural(imported, "constraint"))"
    if installed > imported { text += "; \(installed - imported) of the document's \(installed) constraints skipped" }
    text += ")"
    if let folder { text += " into \(folder)" }
    return text
  }
}
