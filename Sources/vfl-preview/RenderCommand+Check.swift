import Layout
import Preview
import VFLPreviewFiles
import VFLPreviewSupport

/// `--check`: render in memory and compare with a reference, or a folder of them.
extension RenderCommand {
  /// The rule `--threshold` and `--max-diff-pixels` make.
  var comparisonTolerance: ComparisonTolerance {
    ComparisonTolerance(perPixelThreshold: comparisonThreshold, maxDifferentPixels: allowedDifferentPixels)
  }

  /// `--check`: render in memory, compare with the reference, print the result and return the
  /// status it calls for. With `--record-missing`, a missing reference is recorded.
  /// - Parameters:
  ///   - output: Where to write the rendering, if anywhere.
  ///   - diffOutput: Where to write the diff image, if anywhere.
  ///   - inputs: other files that must not be overwritten (the font).
  ///   - createFolders: create the outputs' missing folders (`--check FOLDER/`).
  func checkOne(
    _ argument: String, against reference: String, pipeline: RenderPipeline,
    output: String?? = nil, diffOutput: String?? = nil, protecting inputs: Set<FileIdentity> = [],
    createFolders: Bool = false
  ) -> ExitStatus {
    let output = output ?? self.output
    let diffOutput = diffOutput ?? self.diffOutput
    let missing = FileSystemName.status(of: reference) == nil
    var expected: RGBAImage?
    if !(missing && recordMissing) {
      do {
        expected = try PNGDecoder.decode(contentsOf: reference)
      } catch {
        Console.report(error)
        if missing { Console.error("vfl-preview: note: --record-missing records it") }
        return ExitStatus(error.failureKind)
      }
    }
    guard
      let rendered = render(
        argument, format: .png, pipeline: pipeline, reference: expected.map { $0.width * $0.height },
        keepsImage: true),
      let actual = rendered.result.image?.pixels
    else { return .invalidInput }
    let bytes = rendered.result.bytes
    let withoutReference = inputs.union([rendered.input.identity].compactMap { $0 })
    let inputs = withoutReference.union([FileIdentity(path: reference)].compactMap { $0 })
    if let output {
      do {
        try OutputFile.write(bytes, to: output, protecting: inputs, createFolders: createFolders)
      } catch {
        return Console.fail(error)
      }
    }
    guard let expected else {
      do {
        try OutputFile.write(
          bytes, to: reference, protecting: withoutReference, createFolders: createFolders)
      } catch {
        return Console.fail(error)
      }
      Console.error(
        "\(rendered.input.displayName): no reference; recorded \(reference) (re-run to compare with it)")
      return .warningsOrDifferences
    }
    let verdict = comparisonTolerance.verdict(comparing: expected, with: actual)
    let difference = verdict.difference
    if let diffOutput {
      let canvas = difference.canvasSize
      if let refusal = CheckBudget.refusal(holding: [
        ("the reference", expected.width * expected.height), ("the rendering", actual.width * actual.height),
        ("the diff image", canvas.width * canvas.height),
      ]) {
        return Console.fail(refusal)
      }
      let bytes: [UInt8]
      do {
        // Refused before allocating when the two sizes' union canvas is over the pixel limit.
        bytes = try difference.encodedDiffImage()
      } catch {
        return Console.fail(CommandError.diffImageUnencodable(path: diffOutput, error))
      }
      do {
        try OutputFile.write(bytes, to: diffOutput, protecting: inputs, createFolders: createFolders)
      } catch {
        return Console.fail(error)
      }
    }
    let message = "\(rendered.input.displayName) vs \(reference): \(difference.summary), \(difference.boundingBoxText)"
    switch verdict.outcome {
    case .sizesDiffer:
      Console.error(
        "\(rendered.input.displayName): the rendering is \(difference.actualSize), the reference \(reference) is \(difference.expectedSize)")
    case .pixelsDiffer:
      Console.error(message)
    case .match:
      // A PNG on standard output (`-o -`) must be all that is there: the verdict goes to standard
      // error then.
      if output == "-" || diffOutput == "-" {
        Console.error(message)
      } else {
        print(FileSystemName.displayed(message))
      }
      if rendered.outcome == .warnings && strict { return .warningsOrDifferences }
    }
    return ExitStatus(verdict.outcome)
  }

  /// `--check FOLDER/`: each spec against `FOLDER/<name>.png`, one after the other; the rendering
  /// and diff image go to `<folder>/<name>.png` of `-o` and `--diff-output` when given. Returns
  /// the worst status.
  /// The folders of `-o`, `--diff-output` and recorded references are created when the first
  /// file is written into them, so a run that writes nothing creates nothing.
  func checkAll(
    against folder: String, pipeline: RenderPipeline, protecting inputs: Set<FileIdentity>
  ) -> ExitStatus {
    func file(in folder: String, for spec: String) -> String {
      let name = spec == "-" ? "stdin" : PathName.baseName(of: spec)
      return folder + (folder.hasSuffix("/") ? "" : "/") + name + ".png"
    }
    var statuses: [ExitStatus] = []
    for spec in specs {
      statuses.append(
        checkOne(
          spec, against: file(in: folder, for: spec), pipeline: pipeline,
          output: .some(output.map { file(in: $0, for: spec) }),
          diffOutput: .some(diffOutput.map { file(in: $0, for: spec) }), protecting: inputs,
          createFolders: true))
    }
    let matching = statuses.filter { $0 == .success }.count
    Console.error(
      "vfl-preview: \(matching) of \(statuses.count) specs match their references in \(folder)")
    return statuses.max { $0.severity < $1.severity } ?? .success
  }
}
