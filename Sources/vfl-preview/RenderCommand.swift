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

/// `vfl-preview spec.json -o out.png`: solve and draw one spec, or many into a folder.
///
/// This file reads the command line and checks it; what each mode does with the files is in
/// `RenderCommand+Render` (one spec), `+Check` (`--check`) and `+Batch` (a folder), and every
/// spec goes through ``RenderPipeline/render(_:)``.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Solve specs and write PNG wireframes or JSON frames (the default command).",
    usage: "vfl-preview [render] [<options>] <specs> ...",
    discussion: discussionText
  )

  /// What `render --help` explains beyond the options; `vfl-preview --help` shows it too.
  static let discussionText = """
    The output format comes from --format, else from the extension of -o: \(formatList). \
    Any other extension is refused, as is --format contradicting it. Several specs, or -o naming a folder (ending in /), render \
    each spec to <folder>/<name>.png in parallel; a bad spec is reported and the others are \
    still rendered.

    --check REF.png renders in memory and compares with a reference; --check FOLDER/ compares \
    each spec with FOLDER/<name>.png, reports each, and exits with the worst status (2 over 3 \
    over 1). With --record-missing a missing reference is recorded and counts as a \
    difference (exit 1), so a recording run never passes; it is refused when CI is set.

    Font rule: --font PATH, else DejaVu Sans (/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf, \
    Debian's fonts-dejavu-core), else fontconfig's match for "sans-serif". Characters the font \
    lacks are drawn with an installed fallback font (the text rule of docs/command-line.md). Labels are \
    measured and drawn with the same shaped text, so the JSON frames depend on the fonts too.
    """

  /// What to write: a picture, the frames, the scene or its SVG (``PreviewRequest/Format``).
  typealias OutputFormat = PreviewRequest.Format

  /// `.png (a PNG wireframe), .json (the solved frames) or .scene.json (…)`.
  static var formatList: String {
    let items = OutputFormat.allCases.map { ".\($0.fileExtension) (\($0.contents))" }
    return items.dropLast().joined(separator: ", ") + " or " + items.last!
  }

  @Argument(help: "Spec files (JSON), console logs, storyboards or xibs, or - to read one from standard input.")
  var specs: [String]

  @Option(
    name: .shortAndLong,
    help: "Output file, '-' for standard output, or a folder (ending in /) for several specs.")
  var output: String?

  @Option(help: "Output format (default: from the -o extension, else png).")
  var format: OutputFormat?

  @Option(help: "Device pixels per point: 1, 2 or 3 (default 2, or the spec's appearance.scale).")
  var scale: Int?

  @Option(help: "Colour theme (default light, or the spec's appearance.theme).")
  var theme: LayoutSpec.Appearance.ThemeName?

  @Flag(name: .customLong("no-annotations"), help: "Do not draw spacing annotations.")
  var noAnnotations = false

  @Option(
    help: ArgumentHelp(
      "Lay the spec out on a device's screen: its size, safe area, margins and scale (\"iPhone 15\"; see docs/spec-format.md).",
      valueName: "name"))
  var device: String?

  @Option(
    help: ArgumentHelp(
      "Render a contact sheet: the spec on each of these devices side by side, titled, at one scale.",
      valueName: "\"name,name,…\""))
  var devices: String?

  @Option(help: "With --device or --devices: portrait (default) or landscape.")
  var orientation: DevicePreset.Orientation?

  @Flag(
    name: .customLong("from-log"),
    help: "Read the input as a console log (\"Unable to simultaneously satisfy constraints\"); implied by a .txt or .log name, or by standard input that is not JSON.")
  var fromLog = false

  @Flag(name: .customLong("no-grid"), help: "Do not draw the 8-point grid.")
  var noGrid = false

  @Option(help: "The TrueType/OpenType font to measure and draw labels with.")
  var font: String?

  @Flag(help: "Exit with status 1 when a spec has warnings: conflicts, ambiguous views, frames off the canvas, squeezed labels.")
  var strict = false

  @Option(
    help: ArgumentHelp(
      "Render in memory and compare with this reference PNG (exit 1 if pixels differ, 3 if sizes do), "
        + "or with FOLDER/<name>.png for each spec when it names a folder (ending in /).",
      valueName: "reference.png"))
  var check: String?

  @Flag(
    name: .customLong("record-missing"),
    help: "With --check: write the rendering as the reference when there is none (exit 1; refused when CI is set).")
  var recordMissing = false

  // Optional, so that one given without --check is refused rather than ignored.
  @Option(
    help: ArgumentHelp(
      "With --check. " + ComparisonDefaults.thresholdHelp + " (default: \(ComparisonDefaults.threshold))",
      valueName: "T"))
  var threshold: Double?

  @Option(
    name: .customLong("max-diff-pixels"),
    help: ArgumentHelp("With --check: how many pixels may differ and still pass (default: 0).", valueName: "N"))
  var maxDiffPixels: Int?

  @Option(
    name: .customLong("diff-output"),
    help: ArgumentHelp(
      "With --check: write the diff image here (a folder with --check FOLDER/).", valueName: "diff.png"))
  var diffOutput: String?

  @OptionGroup(title: "Interface Builder documents")
  var interfaceBuilder: InterfaceBuilderOptions

  /// `--scale`, once `validate()` has refused any other number than 1, 2 or 3.
  var displayScale: DisplayScale? { scale.flatMap(DisplayScale.init(rawValue:)) }

  /// `--check FOLDER/`: each spec is compared with `FOLDER/<name>.png`.
  var checksAgainstFolder: Bool { check.map(Self.isFolder) ?? false }

  /// The `--threshold` in effect.
  var comparisonThreshold: Double { threshold ?? ComparisonDefaults.threshold }

  /// The `--max-diff-pixels` in effect.
  var allowedDifferentPixels: Int { maxDiffPixels ?? 0 }

  func validate() throws {
    if specs.isEmpty { throw ValidationError("Give at least one spec file (or - for standard input).") }
    if let scale, displayScale == nil {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale).")
    }
    if specs.count > 1 && specs.contains("-") {
      throw ValidationError("Standard input (-) can only be used with a single spec.")
    }
    if check != nil && specs.count > 1 && !checksAgainstFolder {
      throw ValidationError(
        "--check with several specs needs a folder of references (ending in /), e.g. --check refs/.")
    }
    if recordMissing && check == nil {
      throw ValidationError("--record-missing records references for --check; add --check.")
    }
    if recordMissing && ContinuousIntegration.isActive(ProcessInfo.processInfo.environment) {
      throw ValidationError(
        "--record-missing is refused when CI is set: CI must never record a reference and then "
          + "pass. Record the references locally and commit them.")
    }
    _ = try interfaceBuilder.traitsChoice()
    try validateOutputPaths()
    if try deviceSelection().count > 1,
      (format ?? output.flatMap(Self.format(forPath:))) == .json
    {
      throw ValidationError(
        "--devices draws a contact sheet; for the frames, run --format json with --device, once per screen.")
    }
    if check != nil, let format, format != .png {
      throw ValidationError(
        "--check compares pictures; it cannot be combined with --format \(format.rawValue).")
    }
    if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
      throw ValidationError("--threshold must be between 0 and 1, not \(threshold).")
    }
    if let maxDiffPixels, maxDiffPixels < 0 {
      throw ValidationError("--max-diff-pixels must not be negative.")
    }
    try validateOptionsDoSomething()
  }

  /// An option that does nothing in the chosen mode is refused, naming it: a user who writes
  /// `--threshold 0.3` without `--check`, or `--scale 3` for JSON frames, expects an effect,
  /// and silently ignoring it hides the mistake.
  func validateOptionsDoSomething() throws {
    if check == nil {
      let given = [
        ("--threshold", threshold != nil), ("--max-diff-pixels", maxDiffPixels != nil),
        ("--diff-output", diffOutput != nil),
      ]
      for (option, isGiven) in given where isGiven {
        throw ValidationError("\(option) only applies with --check; add --check REF.png or drop \(option).")
      }
    }
    let chosen = format ?? (specs.count == 1 ? output.flatMap(Self.format(forPath:)) : nil)
    if chosen == .json {
      let given = [
        ("--scale", scale != nil), ("--theme", theme != nil), ("--no-grid", noGrid),
        ("--no-annotations", noAnnotations),
      ]
      for (option, isGiven) in given where isGiven {
        throw ValidationError(
          "\(option) changes the picture, but the output is the solved frames (JSON), which it does not change; drop \(option).")
      }
    }
    if (chosen == .scene || chosen == .svg) && scale != nil {
      let output = chosen == .svg ? "the SVG" : "the scene"
      throw ValidationError(
        "--scale sets the picture's pixels, but \(output) is in points and does not change with it; drop --scale.")
    }
  }

  func run() throws {
    let fontPath: String
    let font: Font
    do {
      (fontPath, font) = try FontLocator.load(explicitPath: self.font)
    } catch {
      throw ExitCode(Console.fail(error))
    }
    let pipeline = RenderPipeline(font: font)
    // Every file the run will read, before anything is written: no output may replace one, and
    // standard output must not be one. The font is read too (`--font f.ttf -o f.ttf`), and so is
    // its bold companion (`F-Bold.ttf` beside `F.ttf`) for bold text.
    for path in [fontPath] + Font.companionFiles(of: fontPath) + specs.filter({ $0 != "-" }) {
      RunInputs.add(path: path)
    }
    if let check { for reference in references(in: check) { RunInputs.add(path: reference) } }
    if let check {
      if (output == "-" || diffOutput == "-") && isatty(STDOUT_FILENO) != 0 {
        throw ExitCode(Console.fail(CommandError.pngToTerminal))
      }
      let status = checksAgainstFolder
        ? checkAll(against: check, pipeline: pipeline)
        : checkOne(specs[0], against: check, pipeline: pipeline)
      if status != .success { throw ExitCode(status) }
      return
    }
    if specs.count == 1, let output, Self.isFolder(output),
      try renderScenes(of: specs[0], into: output, pipeline: pipeline, protecting: RunInputs.identities)
    {
      return
    }
    let batch = specs.count > 1 || (output.map(Self.isFolder) ?? false)
    if batch {
      try runBatch(fontPath: fontPath, firstPipeline: pipeline)
    } else {
      switch renderOne(specs[0], to: output, pipeline: pipeline) {
      case .failed: throw ExitCode(.invalidInput)
      case .warnings where strict: throw ExitCode(.warningsOrDifferences)
      default: return
      }
    }
  }

  /// Refuses an output the tool cannot write before anything is read: an extension that is not
  /// one of the formats (`-o out.gif`), an extension that contradicts `--format`, a file name
  /// where several specs need a folder, and a non-PNG path for the images `--check` writes.
  func validateOutputPaths() throws {
    if check != nil {
      let folders = checksAgainstFolder
      if output == "-" && diffOutput == "-" {
        throw ValidationError(
          "-o - and --diff-output - would both write a PNG to standard output; send one to a file.")
      }
      for (option, path) in [("-o", output), ("--diff-output", diffOutput)] {
        guard let path else { continue }
        if path == "-" {
          if folders {
            throw ValidationError(
              "--check \(check ?? "") writes one file per spec, so \(option) must name a folder (ending in /), not standard output.")
          }
          continue
        }
        if folders {
          if !Self.isFolder(path) && !PathName.fileExtension(of: path).isEmpty {
            throw ValidationError(
              "--check \(check ?? "") compares each spec with a file of that folder, so \(option) must name a folder too (ending in /), not \(path).")
          }
        } else if !["", "png"].contains(PathName.fileExtension(of: path)) {
          throw ValidationError(
            "cannot write \(path): with --check, \(option) writes a PNG; use a .png path.")
        }
      }
      return
    }
    guard let output, output != "-", !Self.isFolder(output) else { return }
    let ext = PathName.fileExtension(of: output)
    guard !ext.isEmpty else { return }
    // Several specs with -o naming a file are refused by `runBatch`, after ArgumentParser has
    // refused unknown options (whose values would otherwise count as specs here).
    if specs.count > 1 { return }
    guard let implied = Self.format(forPath: output) else {
      throw ValidationError(
        "cannot write \(output): vfl-preview writes \(Self.formatList), chosen by the -o extension or --format.")
    }
    if let format, format != implied {
      throw ValidationError(
        "--format \(format.rawValue) contradicts -o \(output); drop --format or name the file .\(format.fileExtension).")
    }
  }

  static func isFolder(_ path: String) -> Bool {
    path.hasSuffix("/") || FileSystemName.isDirectory(path)
  }

  static func format(forPath path: String) -> OutputFormat? {
    if path.lowercased().hasSuffix(".scene.json") { return .scene }
    switch PathName.fileExtension(of: path) {
    case "png": return .png
    case "json": return .json
    case "svg": return .svg
    default: return nil
    }
  }
}
