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

/// `vfl-preview diff old.storyboard new.storyboard -o review/`: two versions of a storyboard or
/// xib compared scene by scene (``DocumentReview``): the summary on standard output, and a
/// before/after picture of each changed scene in the folder. Exit 0 when nothing differs, 1 when
/// something does, 2 on bad input.
extension DiffCommand {
  /// Whether the two inputs are Interface Builder documents (by name, or by content for a file
  /// not named `.png`), rather than PNGs.
  func comparesDocuments() -> Bool {
    [expected, actual].contains { path in
      let lowered = path.lowercased()
      if lowered.hasSuffix(".png") { return false }
      if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") { return true }
      guard let input = try? InputFile.read(path) else { return false }
      return InterfaceBuilderDocument.isDocument(input.bytes, name: path)
    }
  }

  func reviewDocuments() throws {
    if let output, output == "-" || !RenderCommand.isFolder(output) && !PathName.fileExtension(of: output).isEmpty {
      throw ValidationError(
        "cannot write \(output): comparing documents writes a before/after picture of each changed scene; name a folder, e.g. -o review/.")
    }
    let choice = try interfaceBuilder.traitsChoice()
    let options = interfaceBuilder.importOptions(choice)
    var documents: [InterfaceBuilderDocument] = []
    var inputs: Set<FileIdentity> = []
    for path in [expected, actual] {
      do {
        let input = try InputFile.read(path)
        if let identity = input.identity { inputs.insert(identity) }
        guard InterfaceBuilderDocument.isDocument(input.bytes, name: path) else {
          throw CommandError.notADocument(path: path, other: path == expected ? actual : expected)
        }
        documents.append(try InterfaceBuilderDocument(bytes: input.bytes, name: path, options: options))
      } catch let failure as PreviewFailure {
        reviewFailed(failure.diagnostics.first?.message ?? "", report: { Console.report(failure) })
        throw ExitCode(.invalidInput)
      } catch let error as any UserFacingError {
        reviewFailed(error.message, report: { Console.report(error) })
        throw ExitCode(.invalidInput)
      }
    }
    let fontPipeline: RenderPipeline
    do {
      fontPipeline = RenderPipeline(font: try FontLocator.load(explicitPath: nil).font)
    } catch {
      reviewFailed(error.message, report: { Console.report(error) })
      throw ExitCode(.invalidInput)
    }
    var review: DocumentReview
    do {
      review = try DocumentReview(old: documents[0], new: documents[1], pipeline: fontPipeline)
    } catch {
      reviewFailed(error.diagnostics.first?.message ?? "", report: { Console.report(error) })
      throw ExitCode(.invalidInput)
    }
    if let name = interfaceBuilder.scene {
      review.scenes = review.scenes.filter { $0.name == name || $0.id == name }
      guard !review.scenes.isEmpty else {
        let names = (documents[1].scenes + documents[0].scenes).map(\.name)
        let failure = PreviewFailure(RenderError.noSuchScene(name, available: Array(Set(names)).sorted()), fileName: actual)
        reviewFailed(failure.diagnostics.first?.message ?? "", report: { Console.report(failure) })
        throw ExitCode(.invalidInput)
      }
    }
    let pictures = try writeReviewPictures(review, pipeline: fontPipeline, protecting: inputs)
    switch format {
    case .text:
      var text = review.summary
      let paths = review.changedScenes.compactMap { pictures[$0.id] }
      if !paths.isEmpty { text += "before and after: " + paths.map(FileSystemName.displayed).joined(separator: ", ") + "\n" }
      print(text, terminator: "")
    case .json:
      print(review.json(pictures: pictures.mapValues(FileSystemName.displayed)), terminator: "")
    }
    if review.hasChanges { throw ExitCode(.warningsOrDifferences) }
  }

  /// Each changed scene's before/after picture in the `-o` folder, `<scene>.png`, put in place
  /// together; the path of each, by scene id.
  func writeReviewPictures(
    _ review: DocumentReview, pipeline: RenderPipeline, protecting inputs: Set<FileIdentity>
  ) throws -> [String: String] {
    guard let folder = output else { return [:] }
    let separator = folder.hasSuffix("/") ? "" : "/"
    let writer = AtomicBatchWriter(directory: folder)
    var written: [String: String] = [:]
    for scene in review.changedScenes {
      let path = folder + separator + scene.name + ".png"
      do {
        let picture = try pipeline.reviewPicture(of: scene, format: .png)
        try OutputFile.write(picture.bytes, to: path, protecting: inputs, createFolders: true, batch: writer)
        written[scene.id] = path
      } catch let failure as PreviewFailure {
        reviewFailed(failure.diagnostics.first?.message ?? "", report: { Console.report(failure) })
        throw ExitCode(.invalidInput)
      } catch let error as OutputFile.WriteError {
        reviewFailed(error.message, report: { Console.report(error) })
        throw ExitCode(.invalidInput)
      }
    }
    if let failure = writer.commit().first {
      let error = OutputFile.WriteError.writeFailed(failure)
      reviewFailed(error.message, report: { Console.report(error) })
      throw ExitCode(.invalidInput)
    }
    return written
  }

  /// Reports a failure; with `--format json` also as one object on standard output, as the
  /// comparison of PNGs does.
  func reviewFailed(_ message: String, report: () -> Void) {
    report()
    if format == .json {
      print(JSONOutput.object(["error": .string(message), "exitCode": .number(Double(ExitStatus.invalidInput.rawValue))]).compactText)
    }
  }
}
