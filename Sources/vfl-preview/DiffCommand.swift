import ArgumentParser
// FoundationEssentials where it exists: the whole of Foundation (with ICU) cost every run of the
// command line about 2 ms of loading, for nothing it uses.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
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

/// `vfl-preview diff expected.png actual.png`: compares two PNGs pixel by pixel with pixelmatch's
/// perceptual colour distance and exits with a code that says what it found.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images pixel by pixel, or two versions of a storyboard or xib scene by scene.",
    discussion: """
      Both images are decoded to 8-bit RGBA (any PNG colour type or bit depth) and compared \
      pixel by pixel with pixelmatch's perceptual YIQ colour distance. Images of different \
      sizes are compared on the union of both canvases.

      The diff image shows the expected image greyed and faded, pixels that got darker in dark \
      red, pixels that got lighter in light red, alpha-only changes in magenta and (with \
      --antialiasing) ignored anti-aliasing in yellow.

      Examples:
        vfl-preview diff reference.png actual.png
        vfl-preview diff reference.png actual.png -o diff.png
        vfl-preview diff reference.png actual.png -o - > diff.png
        vfl-preview diff reference.png actual.png --threshold 0 --max-diff-pixels 10
        vfl-preview diff reference.png actual.png --antialiasing --format json

      Two versions of a storyboard or xib (git show HEAD~1:Main.storyboard > old.storyboard) are \
      paired scene by scene and view by view by their ids, each solved: the summary on standard \
      output names the constraints added, removed and changed, the views that moved, and the \
      conflicts and ambiguity each version has; -o FOLDER/ writes a before/after picture of \
      each changed scene. Exit 0 when nothing differs, 1 when something does, 2 on bad input.
        vfl-preview diff old.storyboard Main.storyboard -o review/

      Exit codes:
        0  the images match (no more than --max-diff-pixels pixels differ)
        1  pixels differ
        2  bad input (unreadable, not a PNG, corrupt, empty, too large) or unwritable -o
        3  the sizes differ
        64 invalid command line
      """
  )

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Argument(help: "The expected (reference) PNG.")
  var expected: String

  @Argument(help: "The actual PNG, compared against the expected one.")
  var actual: String

  @Option(
    name: [.short, .customLong("output")],
    help: "Write a diff image (PNG) to this path, or to standard output for '-' (the report then goes to standard error).")
  var output: String?

  @Option(help: ArgumentHelp(ComparisonDefaults.thresholdHelp, valueName: "T"))
  var threshold: Double = ComparisonDefaults.threshold

  @Option(
    name: .customLong("max-diff-pixels"),
    help: ArgumentHelp("How many pixels may differ and still exit 0.", valueName: "N"))
  var maxDiffPixels: Int = 0

  @Flag(help: "Detect anti-aliased pixels and do not count them (off: it can hide moved text).")
  var antialiasing = false

  @Option(help: "Output format: text or json (one JSON object).")
  var format: OutputFormat = .text

  @OptionGroup(title: "Storyboards and xibs (diff old.storyboard new.storyboard -o review/)")
  var interfaceBuilder: InterfaceBuilderOptions

  func validate() throws {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw ValidationError("--threshold must be between 0 and 1, got \(threshold)")
    }
    guard maxDiffPixels >= 0 else {
      throw ValidationError("--max-diff-pixels must not be negative, got \(maxDiffPixels)")
    }
    if let output, output != "-",
      !["", "png"].contains(PathName.fileExtension(of: output))
    {
      throw ValidationError("cannot write \(output): the diff image is a PNG; use a .png path.")
    }
    if output == "-" && format == .json {
      throw ValidationError(
        "-o - writes the diff image to standard output, where --format json writes its object; send the image to a file.")
    }
  }

  /// The diff image goes to standard output (`-o -`), so the report goes to standard error.
  var writesImageToStandardOutput: Bool { output == "-" }

  func run() throws {
    if comparesDocuments() {
      try reviewDocuments()
      return
    }
    if interfaceBuilder.isGiven {
      throw ValidationError("--traits, --measure and --scene apply to storyboards and xibs, not to PNGs.")
    }
    let report = DiffReport(format: format, toStandardError: writesImageToStandardOutput)
    if writesImageToStandardOutput && isatty(STDOUT_FILENO) != 0 {
      report.fail(CommandError.pngToTerminal)
      throw ExitCode(.invalidInput)
    }
    // Both images are inputs: no output replaces them, standard output must not be one.
    for path in [expected, actual] { RunInputs.add(path: path) }
    // Compared as files, not spellings: `-o link/../actual.png` may be `actual.png` itself.
    let inputs = [expected, actual].compactMap { path in FileIdentity(path: path).map { (path, $0) } }
    if let output, output != "-", let destination = FileIdentity(path: output),
      let input = inputs.first(where: { $0.1 == destination })
    {
      report.fail(CommandError.diffWouldOverwriteInput(output: output, input: input.0))
      throw ExitCode(.invalidInput)
    }
    let expectedImage: RGBAImage
    let actualImage: RGBAImage
    do {
      // Both at once; the expected image's error is reported first, as when they were decoded in turn.
      let (expectedResult, actualResult) = PNGDecoder.decode(contentsOf: expected, and: actual)
      expectedImage = try expectedResult.get()
      actualImage = try actualResult.get()
    } catch {
      report.fail(error)
      throw ExitCode(.invalidInput)
    }

    let tolerance = ComparisonTolerance(
      perPixelThreshold: threshold, maxDifferentPixels: maxDiffPixels, detectsAntiAliasing: antialiasing)
    let verdict = tolerance.verdict(comparing: expectedImage, with: actualImage)
    let difference = verdict.difference

    if let output {
      let bytes: [UInt8]
      do {
        bytes = try difference.encodedDiffImage()
      } catch {
        report.fail(CommandError.diffImageUnencodable(path: output, error))
        throw ExitCode(.invalidInput)
      }
      do {
        try OutputFile.write(bytes, to: output)
      } catch {
        report.fail(error)
        throw ExitCode(.invalidInput)
      }
    }

    let status = ExitStatus(verdict.outcome)
    report.print(difference, status: status, options: self)
    if status != .success { throw ExitCode(status) }
  }

}

extension DiffCommand {
  /// Prints the outcome in the chosen format: results on stdout, errors on stderr (and, in JSON
  /// mode, also as a JSON object on stdout so scripts always get one object to parse).
  struct DiffReport {
    let format: OutputFormat
    /// Standard output holds the diff image: the report goes to standard error.
    var toStandardError = false

    func fail(_ error: some UserFacingError) {
      Console.report(error)
      if format == .json {
        Console.output(
          JSONOutput.object([
            "error": .string(error.message),
            "exitCode": .number(Double(ExitStatus(error.failureKind).rawValue)),
          ]).compactText)
      }
    }

    func print(_ difference: ImageDifference, status: ExitStatus, options: DiffCommand) {
      switch format {
      case .text where toStandardError: Console.error(text(difference, status: status, options: options))
      case .text: Console.output(text(difference, status: status, options: options))
      case .json: Console.output(json(difference, status: status, options: options))
      }
    }

    private func text(_ difference: ImageDifference, status: ExitStatus, options: DiffCommand)
      -> String
    {
      var lines: [String] = []
      if difference.sizesDiffer {
        lines.append(
          "sizes differ: expected \(difference.expectedSize), actual \(difference.actualSize)")
        lines.append("\(difference.summary) on the \(difference.canvasSize) canvas")
      } else {
        lines.append(difference.summary)
      }
      if let box = difference.boundingBox { lines.append("bbox \(box)") }
      if options.antialiasing {
        lines.append("\(difference.antiAliasedPixels) anti-aliased pixels not counted")
      }
      if status == .success && difference.differentPixels > 0 {
        lines.append("within tolerance (--max-diff-pixels \(options.maxDiffPixels))")
      }
      if let output = options.output {
        lines.append("diff image: \(output == "-" ? "standard output" : FileSystemName.displayed(output))")
      }
      return lines.joined(separator: "\n")
    }

    private func json(_ difference: ImageDifference, status: ExitStatus, options: DiffCommand)
      -> String
    {
      func size(_ size: ImageDifference.Size) -> JSONOutput {
        .object(["width": .number(Double(size.width)), "height": .number(Double(size.height))])
      }
      let box: JSONOutput =
        difference.boundingBox.map {
          .object([
            "x": .number(Double($0.x)), "y": .number(Double($0.y)),
            "width": .number(Double($0.width)), "height": .number(Double($0.height)),
          ])
        } ?? .null
      let object: JSONOutput = .object([
        "differentPixels": .number(Double(difference.differentPixels)),
        "totalPixels": .number(Double(difference.totalPixels)),
        "percentage": .number(difference.differentFraction * 100),
        "boundingBox": box,
        "sizesDiffer": .bool(difference.sizesDiffer),
        "expectedSize": size(difference.expectedSize),
        "actualSize": size(difference.actualSize),
        "antiAliasedPixels": .number(Double(difference.antiAliasedPixels)),
        "threshold": .number(options.threshold),
        "maxDiffPixels": .number(Double(options.maxDiffPixels)),
        "antialiasing": .bool(options.antialiasing),
        "match": .bool(status == .success),
        "exitCode": .number(Double(status.rawValue)),
        "diffImage": options.output.map { .string(FileSystemName.displayed($0)) } ?? .null,
      ])
      return object.compactText
    }

  }
}
