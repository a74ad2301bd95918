import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Layout
import Preview
import VFLPreviewFiles
import VFLPreviewSupport

/// Storyboards and xibs: `vfl-preview Main.storyboard -o out.png` (a contact sheet of its
/// scenes), `-o folder/` (one picture per scene), `--scene`, `--traits`, `--measure`.
extension RenderCommand {
  /// What the pipeline is asked to render for an input read: an Interface Builder document
  /// imported, a console log or a spec. `nil` after printing why not.
  func requestInput(for input: InputFile, argument: String) -> PreviewRequest.Input? {
    if InterfaceBuilderDocument.isDocument(input.bytes, name: argument) {
      guard let document = interfaceBuilderDocument(input) else { return nil }
      return .interfaceBuilder(document, scene: interfaceBuilder.scene)
    }
    if interfaceBuilder.isGiven {
      let option = interfaceBuilder.traits != nil ? "--traits" : interfaceBuilder.measure ? "--measure" : "--scene"
      Console.report(CommandError.optionNeedsDocument(option: option, input: input.displayName))
      return nil
    }
    return input.isConsoleLog(argument: argument, forced: fromLog)
      ? .consoleLog(input.bytes, name: input.displayName)
      : .specJSON(input.bytes, name: input.displayName)
  }

  /// The document imported with `--traits` and `--measure`; `nil` after printing its error.
  func interfaceBuilderDocument(_ input: InputFile) -> InterfaceBuilderDocument? {
    let choice = (try? interfaceBuilder.traitsChoice()) ?? nil
    do {
      return try InterfaceBuilderDocument(
        bytes: input.bytes, name: input.displayName, options: interfaceBuilder.importOptions(choice),
        traitsFollowDevice: choice == nil)
    } catch {
      Console.report(error)
      return nil
    }
  }

  /// The screens to lay out on: `--device` or `--devices`, else the device `--traits` names (as
  /// Xcode's "View as" sets the size classes and the screen together).
  func requestDevices() -> [LayoutSpec.Device] {
    let selected = (try? deviceSelection()) ?? []
    if selected.isEmpty, case .device(let device)? = (try? interfaceBuilder.traitsChoice()) ?? nil {
      return [device]
    }
    return selected
  }

  /// `vfl-preview Main.storyboard -o folder/`: one file per scene, `folder/<scene>.png`, each
  /// reported as a spec of a batch is; `false` when the input is not an Interface Builder
  /// document (it is then rendered as a batch of one).
  func renderScenes(
    of argument: String, into folder: String, pipeline: RenderPipeline, protecting fontInputs: Set<FileIdentity>
  ) throws -> Bool {
    let input: InputFile
    do {
      input = try InputFile.read(argument)
    } catch {
      // Reported by the batch, which reads it again.
      return false
    }
    guard InterfaceBuilderDocument.isDocument(input.bytes, name: argument) else { return false }
    guard let document = interfaceBuilderDocument(input) else { throw ExitCode(.invalidInput) }
    if let status = FileSystemName.status(of: folder), status.st_mode & S_IFMT != S_IFDIR {
      throw ExitCode(Console.fail(CommandError.cannotCreateFolder(folder)))
    }
    var scenes = document.scenes
    if let name = interfaceBuilder.scene {
      guard let scene = document.scene(named: name) else {
        Console.report(PreviewFailure(RenderError.noSuchScene(name, available: scenes.map(\.name)), fileName: document.name))
        throw ExitCode(.invalidInput)
      }
      scenes = [scene]
    }
    Console.report(document.messages)
    let format = self.format ?? .png
    let separator = folder.hasSuffix("/") ? "" : "/"
    let inputs = fontInputs.union([input.identity].compactMap { $0 })
    let writer = AtomicBatchWriter(directory: folder)
    var options = PreviewRequest.Options(
      scale: displayScale, theme: theme.map(Theme.named), showsAnnotations: !noAnnotations,
      showsGrid: !noGrid, devices: requestDevices())
    options.maximumImagePixels = nil
    var failed = 0
    var warned = 0
    for scene in scenes {
      let destination = folder + separator + scene.name + "." + format.fileExtension
      do {
        let result = try pipeline.render(
          PreviewRequest(.interfaceBuilder(document, scene: scene.id), format: format, options: options))
        Console.report(result.messages)
        try OutputFile.write(result.bytes, to: destination, protecting: inputs, createFolders: true, batch: writer)
        if result.hasWarnings { warned += 1 }
      } catch let failure as PreviewFailure {
        Console.report(failure)
        failed += 1
      } catch let error as OutputFile.WriteError {
        Console.report(error)
        failed += 1
      }
    }
    for failure in writer.commit() {
      Console.report(OutputFile.WriteError.writeFailed(failure))
      failed += 1
    }
    Console.error(
      "vfl-preview: rendered \(scenes.count - failed) of \(scenes.count) scene\(scenes.count == 1 ? "" : "s") of \(document.name) into \(folder)"
        + (failed > 0 ? ", \(failed) failed" : "") + (warned > 0 ? ", \(warned) with warnings" : ""))
    if failed > 0 { throw ExitCode(.invalidInput) }
    if warned > 0 && strict { throw ExitCode(.warningsOrDifferences) }
    return true
  }
}
