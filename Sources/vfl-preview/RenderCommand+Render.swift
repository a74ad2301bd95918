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

/// One spec: read it, hand it to the pipeline, print what it says, write what it made.
extension RenderCommand {
  enum Outcome: Sendable {
    case clean, warnings, failed
  }

  /// A spec read and rendered.
  struct Rendered {
    var input: InputFile
    var result: PreviewResult

    var outcome: Outcome { result.hasWarnings ? .warnings : .clean }
  }

  /// Reads, renders, reports and writes one spec. Never throws: every problem is printed. No file
  /// the run reads (``RunInputs``: in a batch, every spec of the batch) is replaced.
  /// - Parameters:
  ///   - createFolders: create the destination's missing folders (a batch's `-o out/`).
  ///   - batch: the batch's writer, which puts the files in place in groups.
  func renderOne(
    _ argument: String, to destination: String?, pipeline: RenderPipeline,
    createFolders: Bool = false, batch: AtomicBatchWriter? = nil
  ) -> Outcome {
    let format = self.format ?? destination.flatMap(Self.format(forPath:)) ?? .png
    if format == .png && destination == nil && isatty(STDOUT_FILENO) != 0 {
      Console.report(CommandError.pngToTerminal)
      return .failed
    }
    guard let rendered = render(argument, format: format, pipeline: pipeline) else { return .failed }
    do {
      try OutputFile.write(
        rendered.result.bytes, to: destination ?? "-", createFolders: createFolders, batch: batch)
    } catch {
      Console.report(error)
      return .failed
    }
    return rendered.outcome
  }

  /// Reads one spec (or console log) and renders it in `format`, printing what the pipeline says;
  /// `nil` after printing an error.
  /// - Parameters:
  ///   - reference: the pixels of a `--check` reference the command holds meanwhile: the
  ///     rendering is refused before it is drawn when the two would be over ``CheckBudget``.
  ///   - keepsImage: whether the result holds the picture besides its PNG (`--check` compares
  ///     it); without it the PNG is encoded in the picture's memory.
  func render(
    _ argument: String, format: OutputFormat, pipeline: RenderPipeline, reference: Int? = nil,
    keepsImage: Bool = false
  ) -> Rendered? {
    let input: InputFile
    do {
      input = try InputFile.read(argument)
    } catch {
      Console.report(error)
      return nil
    }
    guard let document = requestInput(for: input, argument: argument) else { return nil }
    var options = PreviewRequest.Options(
      scale: displayScale, theme: theme.map(Theme.named),
      showsAnnotations: !noAnnotations, showsGrid: !noGrid, devices: requestDevices())
    options.maximumImagePixels = reference.map { CheckBudget.maximumPixels - $0 }
    options.keepsImage = keepsImage
    do {
      let result = try pipeline.render(PreviewRequest(document, format: format, options: options))
      Console.report(result.messages)
      return Rendered(input: input, result: result)
    } catch {
      if case RenderError.imageOverBudget(let width, let height, _) = error.error, let reference,
        let refusal = CheckBudget.refusal(holding: [
          ("the reference", reference), ("the rendering", width * height),
        ])
      {
        Console.report(error.messages)
        Console.report(refusal)
      } else {
        Console.report(error)
      }
      return nil
    }
  }
}
