import ArgumentParser
import Dispatch

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
import VFLPreviewSupport

/// `vfl-preview spec.json -o out.png`: solve and draw one spec, or many into a folder.
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
    lacks are drawn with an installed fallback font (the README's text rule). Labels are \
    measured and drawn with the same shaped text, so the JSON frames depend on the fonts too.
    """

  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// The picture.
    case png
    /// The solved frames, conflicts and ambiguity.
    case json
    /// What the picture draws, as data (``Scene/json``): items in points with the constraints each
    /// shows.
    case scene
    /// The same scene as an SVG drawing, text as text, at the picture's size in points.
    case svg

    /// What the format holds, for messages and help.
    var contents: String {
      switch self {
      case .png: return "a PNG wireframe"
      case .json: return "the solved frames"
      case .scene: return "the scene the picture is drawn from"
      case .svg: return "the picture as SVG"
      }
    }

    /// The file name ending that selects the format, and that a batch gives each output.
    var fileExtension: String {
      switch self {
      case .png: return "png"
      case .json: return "json"
      case .scene: return "scene.json"
      case .svg: return "svg"
      }
    }
  }

  /// `.png (a PNG wireframe), .json (the solved frames) or .scene.json (…)`.
  static var formatList: String {
    let items = OutputFormat.allCases.map { ".\($0.fileExtension) (\($0.contents))" }
    return items.dropLast().joined(separator: ", ") + " or " + items.last!
  }

  @Argument(help: "Spec files (JSON), or - to read one from standard input.")
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
      "Lay the spec out on a device's screen: its size, safe area, margins and scale (\"iPhone 15\"; see the README's table).",
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

  /// `--check FOLDER/`: each spec is compared with `FOLDER/<name>.png`.
  var checksAgainstFolder: Bool { check.map(Self.isFolder) ?? false }

  /// The `--threshold` in effect.
  var comparisonThreshold: Double { threshold ?? ComparisonDefaults.threshold }

  /// The `--max-diff-pixels` in effect.
  var allowedDifferentPixels: Int { maxDiffPixels ?? 0 }

  func validate() throws {
    if specs.isEmpty { throw ValidationError("Give at least one spec file (or - for standard input).") }
    if let scale, !LayoutSpec.Appearance.supportedScales.contains(scale) {
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
      Console.report(error)
      throw ExitCode(.invalidInput)
    }
    // The font is read too: `--font f.ttf -o f.ttf` must not replace it.
    let inputs = Set([FileIdentity(path: fontPath)].compactMap { $0 })
    if let check {
      if (output == "-" || diffOutput == "-") && isatty(STDOUT_FILENO) != 0 {
        Console.report(CommandError.pngToTerminal)
        throw ExitCode(.invalidInput)
      }
      let status = checksAgainstFolder
        ? checkAll(against: check, font: font, protecting: inputs)
        : checkOne(specs[0], against: check, font: font, protecting: inputs)
      if status != .success { throw ExitCode(status) }
      return
    }
    let batch = specs.count > 1 || (output.map(Self.isFolder) ?? false)
    if batch {
      try runBatch(fontPath: fontPath, firstFont: font, protecting: inputs)
    } else {
      switch renderOne(specs[0], to: output, font: font, protecting: inputs) {
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
          if !Self.isFolder(path) && !Self.pathExtension(of: path).isEmpty {
            throw ValidationError(
              "--check \(check ?? "") compares each spec with a file of that folder, so \(option) must name a folder too (ending in /), not \(path).")
          }
        } else if !["", "png"].contains(Self.pathExtension(of: path)) {
          throw ValidationError(
            "cannot write \(path): with --check, \(option) writes a PNG; use a .png path.")
        }
      }
      return
    }
    guard let output, output != "-", !Self.isFolder(output) else { return }
    let ext = Self.pathExtension(of: output)
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

  enum Outcome: Sendable {
    case clean, warnings, failed
  }

  /// Reads, solves, reports and writes one spec. Never throws: every problem is printed.
  /// - Parameters:
  ///   - inputs: other files that must not be overwritten (the font; in a batch, every spec of
  ///     the batch).
  ///   - createFolders: create the destination's missing folders (a batch's `-o out/`).
  ///   - batch: the batch's writer, which puts the files in place in groups.
  func renderOne(
    _ argument: String, to destination: String?, font: Font, protecting inputs: Set<FileIdentity> = [],
    createFolders: Bool = false, batch: AtomicBatchWriter? = nil
  ) -> Outcome {
    let format = self.format ?? destination.flatMap(Self.format(forPath:)) ?? .png
    if format == .png && destination == nil && isatty(STDOUT_FILENO) != 0 {
      Console.report(CommandError.pngToTerminal)
      return .failed
    }
    guard let rendered = produce(argument, format: format, font: font) else { return .failed }
    do {
      try OutputFile.write(
        rendered.bytes, to: destination ?? "-",
        protecting: inputs.union([rendered.input.identity].compactMap { $0 }),
        createFolders: createFolders, batch: batch)
    } catch {
      Console.report(error)
      return .failed
    }
    return rendered.outcome
  }

  /// `--check`: render in memory, compare with the reference, print the result and return the
  /// status it calls for. With `--record-missing`, a missing reference is recorded.
  /// - Parameters:
  ///   - output: Where to write the rendering, if anywhere.
  ///   - diffOutput: Where to write the diff image, if anywhere.
  ///   - inputs: other files that must not be overwritten (the font).
  ///   - createFolders: create the outputs' missing folders (`--check FOLDER/`).
  func checkOne(
    _ argument: String, against reference: String, font: Font,
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
        return .invalidInput
      }
    }
    guard
      let rendered = produce(
        argument, format: .png, font: font, pixelsInUse: expected.map { $0.width * $0.height }),
      let actual = rendered.image
    else { return .invalidInput }
    let withoutReference = inputs.union([rendered.input.identity].compactMap { $0 })
    let inputs = withoutReference.union([FileIdentity(path: reference)].compactMap { $0 })
    if let output {
      do {
        try OutputFile.write(
          rendered.bytes, to: output, protecting: inputs, createFolders: createFolders)
      } catch {
        Console.report(error)
        return .invalidInput
      }
    }
    guard let expected else {
      do {
        try OutputFile.write(
          rendered.bytes, to: reference, protecting: withoutReference, createFolders: createFolders)
      } catch {
        Console.report(error)
        return .invalidInput
      }
      Console.error(
        "\(rendered.input.displayName): no reference; recorded \(reference) (re-run to compare with it)")
      return .warningsOrDifferences
    }
    let difference = ImageComparison(threshold: comparisonThreshold).compare(expected, actual)
    if let diffOutput {
      let canvas = difference.canvasSize
      if let refusal = CheckBudget.refusal(holding: [
        ("the reference", expected.width * expected.height), ("the rendering", actual.width * actual.height),
        ("the diff image", canvas.width * canvas.height),
      ]) {
        Console.report(refusal)
        return .invalidInput
      }
      let bytes: [UInt8]
      do {
        // Refused before allocating when the two sizes' union canvas is over the pixel limit.
        bytes = try difference.encodedDiffImage()
      } catch {
        Console.report(CommandError.diffImageUnencodable(path: diffOutput, error))
        return .invalidInput
      }
      do {
        try OutputFile.write(bytes, to: diffOutput, protecting: inputs, createFolders: createFolders)
      } catch {
        Console.report(error)
        return .invalidInput
      }
    }
    if difference.sizesDiffer {
      Console.error(
        "\(rendered.input.displayName): the rendering is \(difference.actualSize), the reference \(reference) is \(difference.expectedSize)")
      return .sizesDiffer
    }
    let message = "\(rendered.input.displayName) vs \(reference): \(difference.summary), \(difference.boundingBoxText)"
    if difference.differentPixels > allowedDifferentPixels {
      Console.error(message)
      return .warningsOrDifferences
    }
    // A PNG on standard output (`-o -`) must be all that is there: the verdict goes to standard
    // error then.
    if output == "-" || diffOutput == "-" {
      Console.error(message)
    } else {
      print(FileSystemName.displayed(message))
    }
    return rendered.outcome == .warnings && strict ? .warningsOrDifferences : .success
  }

  /// `--check FOLDER/`: each spec against `FOLDER/<name>.png`, one after the other; the rendering
  /// and diff image go to `<folder>/<name>.png` of `-o` and `--diff-output` when given. Returns
  /// the worst status.
  /// The folders of `-o`, `--diff-output` and recorded references are created when the first
  /// file is written into them, so a run that writes nothing creates nothing.
  func checkAll(against folder: String, font: Font, protecting inputs: Set<FileIdentity>) -> ExitStatus {
    func file(in folder: String, for spec: String) -> String {
      let name = spec == "-" ? "stdin" : Self.baseName(of: spec)
      return folder + (folder.hasSuffix("/") ? "" : "/") + name + ".png"
    }
    var statuses: [ExitStatus] = []
    for spec in specs {
      statuses.append(
        checkOne(
          spec, against: file(in: folder, for: spec), font: font,
          output: .some(output.map { file(in: $0, for: spec) }),
          diffOutput: .some(diffOutput.map { file(in: $0, for: spec) }), protecting: inputs,
          createFolders: true))
    }
    let matching = statuses.filter { $0 == .success }.count
    Console.error(
      "vfl-preview: \(matching) of \(statuses.count) specs match their references in \(folder)")
    return statuses.max { $0.severity < $1.severity } ?? .success
  }

  struct Rendered {
    var input: InputFile
    var bytes: [UInt8]
    var image: RGBAImage?
    var outcome: Outcome
  }

  /// Reads, decodes, solves, reports warnings and encodes one spec; `nil` after printing an error.
  /// - Parameter pixelsInUse: pixels the command already holds (a `--check` reference): the
  ///   rendering is refused before it is drawn when the two would be over ``CheckBudget``.
  func produce(
    _ argument: String, format: OutputFormat, font: Font, pixelsInUse: Int? = nil
  ) -> Rendered? {
    var input: InputFile
    do {
      input = try InputFile.read(argument)
    } catch {
      Console.report(error)
      return nil
    }
    var imported: ConsoleLogImport?
    let logName = input.displayName
    if LogInput.isLog(input, argument: argument, forced: fromLog) {
      guard let log = LogInput.importSpec(from: input) else { return nil }
      imported = log
      input.displayName += " (imported)"
    }
    // An imported spec's views and constraints point into the log's text.
    let source = SourceText(bytes: imported.map { Array($0.log.text.utf8) } ?? input.bytes)
    var spec: LayoutSpec
    if let imported {
      spec = imported.spec
    } else {
      do {
        spec = try SpecDecoder.decode(input.bytes)
      } catch {
        Console.report(error, fileName: input.displayName, source: source)
        return nil
      }
    }
    let selected = (try? deviceSelection()) ?? []
    if selected.count > 1 {
      return contactSheet(of: spec, on: selected, input: input, source: source, format: format, font: font)
    }
    if let device = selected.first { spec = spec.onDevice(device) }
    let pipeline = RenderPipeline(font: font)
    let options = RenderPipeline.options(
      for: spec, scale: scale, theme: theme.map(Theme.named), showsAnnotations: !noAnnotations,
      showsGrid: !noGrid)
    if format == .png {
      do {
        try pipeline.checkCanvas(of: spec, options: options)
      } catch {
        Console.report(error, fileName: input.displayName)
        return nil
      }
    }
    let solution: Solution
    do {
      solution = try pipeline.solve(spec)
    } catch {
      Console.report(error, fileName: input.displayName, source: source)
      return nil
    }
    let report = WarningReport(fileName: input.displayName, spec: spec, source: source)
    var warnings = report.diagnostics(for: solution)
    if let imported { warnings = warnings.map { LogInput.locatedInLog($0, imported: imported, logName: logName) } }
    if !warnings.isEmpty { Console.error(warnings.map(\.rendered).joined()) }
    if let imported {
      Console.error(LogInput.summary(of: imported, solution: solution, displayName: logName))
    }

    switch format {
    case .json:
      return Rendered(
        input: input, bytes: Array((imported?.json(of: solution) ?? solution.json).utf8), image: nil,
        outcome: warnings.isEmpty ? .clean : .warnings)
    case .scene, .svg:
      let scene = pipeline.scene(for: spec, solution: solution, options: options)
      let text = format == .svg ? pipeline.svg(of: scene) : scene.json
      return Rendered(
        input: input, bytes: Array(text.utf8), image: nil,
        outcome: warnings.isEmpty ? .clean : .warnings)
    case .png:
      do {
        let scene = pipeline.scene(for: spec, solution: solution, options: options)
        if let pixelsInUse {
          let size = SceneRenderer(font: font, scale: options.scale).pixelSize(of: scene)
          if let refusal = CheckBudget.refusal(holding: [("the reference", pixelsInUse), ("the rendering", size.width * size.height)]) {
            Console.report(refusal)
            return nil
          }
        }
        let image = try pipeline.image(of: scene, scale: options.scale)
        return Rendered(
          input: input, bytes: try pipeline.png(of: image, scale: options.scale), image: image,
          outcome: warnings.isEmpty ? .clean : .warnings)
      } catch {
        Console.report(error, fileName: input.displayName)
        return nil
      }
    }
  }

  static func format(forPath path: String) -> OutputFormat? {
    if path.lowercased().hasSuffix(".scene.json") { return .scene }
    switch pathExtension(of: path) {
    case "png": return .png
    case "json": return .json
    case "svg": return .svg
    default: return nil
    }
  }

  /// The last component of a path without its extension: `a/login.json` is `login`. Works on the
  /// string, so bytes that are not UTF-8 stay as they are.
  /// The ending after the last dot of a path's last component, lowercased: `out.PNG` is `png`,
  /// `dir.png/` is `png`, `.png`, `file.` and `out.p ng` have none, as with Foundation's
  /// `URL.pathExtension`. Worked out on the string: `URL(fileURLWithPath:)` also looks at the file
  /// system (an `lstat` for each call) and brought its parser into every run.
  static func pathExtension(of path: String) -> String {
    var name = Substring(path)
    while name.hasSuffix("/") { name = name.dropLast() }
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    let ending = name[name.index(after: dot)...]
    return ending.contains(" ") ? "" : ending.lowercased()
  }

  static func baseName(of path: String) -> String {
    var name = path.hasSuffix("/") ? String(path.dropLast()) : path
    if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return name
  }

  private func runBatch(fontPath: String, firstFont: Font, protecting fontInputs: Set<FileIdentity>) throws {
    guard let folder = output else {
      throw ValidationError("Several specs need -o naming a folder, e.g. -o docs/images/.")
    }
    if output == "-" {
      throw ValidationError("Several specs cannot be written to standard output; use -o FOLDER/.")
    }
    if !Self.isFolder(folder) && !Self.pathExtension(of: folder).isEmpty {
      throw ValidationError(
        "several specs are written into a folder, one file each; -o \(folder) names a file. Use a folder, e.g. -o out/.")
    }
    // The folder is created when the first output is written into it (a batch of bad specs
    // leaves nothing behind); a file in its place is refused up front.
    if let status = FileSystemName.status(of: folder), status.st_mode & S_IFMT != S_IFDIR {
      Console.report(CommandError.cannotCreateFolder(folder))
      throw ExitCode(.invalidInput)
    }
    let format = self.format ?? .png
    let separator = folder.hasSuffix("/") ? "" : "/"
    let allJobs = specs.map { spec -> (String, String) in
      (spec, folder + separator + Self.baseName(of: spec) + "." + format.fileExtension)
    }
    // Two specs with the same name would be written to the same file, the second silently
    // replacing the first: neither is written, and both are reported. Destinations are compared
    // as files (hard links, names the file system folds together), else as names.
    // Each destination is looked up once (two `stat`s): a thousand specs are a thousand files.
    let keys = allJobs.map { FileIdentity(path: $0.1).map { "\($0)" } ?? $0.1 }
    var byDestination: [String: [String]] = [:]
    var firstDestination: [String: String] = [:]
    for ((spec, destination), key) in zip(allJobs, keys) {
      byDestination[key, default: []].append(spec)
      if firstDestination[key] == nil { firstDestination[key] = destination }
    }
    var refused = 0
    for (destinationKey, sources) in byDestination.sorted(by: { $0.key < $1.key }) where sources.count > 1 {
      Console.report(
        CommandError.outputsCollide(sources: sources, destination: firstDestination[destinationKey] ?? destinationKey))
      refused += sources.count
    }
    let jobs = zip(allJobs, keys).filter { byDestination[$0.1]?.count == 1 }.map(\.0)
    // No output may replace any spec of the batch, not only its own.
    let inputs = fontInputs.union(specs.compactMap { FileIdentity(path: $0) })
    // One worker per processor: the disk syncs happen on the batch writer's own thread. Twice as
    // many (when each worker synced its groups) took 1.10× the time of 1,000 specs on 2 processors:
    // four pictures of up to 22 MB in flight, and four glyph caches, share two processors' caches.
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, jobs.count))
    BatchHeap.keepFreedMemory()
    // One font per worker: FreeType faces are not shared across threads without a lock.
    var fonts = [firstFont]
    for _ in 1..<workers {
      guard let font = try? Font(path: fontPath) else { break }
      fonts.append(font)
    }
    let workerFonts = fonts
    let progress = BatchProgress(total: jobs.count)
    let outcomes = OutcomeList(count: jobs.count)
    let command = self
    // Each worker takes the next spec when it is done with one: specs differ in size by 100×,
    // and a fixed share would leave one worker idle while another renders the big ones.
    let queue = JobQueue(count: jobs.count)
    // Every output goes into this one folder: written at once, made durable and renamed into place
    // in groups, one disk sync a group instead of two a file.
    let writer = AtomicBatchWriter(directory: folder)
    // A serial queue per worker, each with its own font.
    let group = DispatchGroup()
    for worker in workerFonts.indices {
      DispatchQueue(label: "vfl-preview.batch.\(worker)").async(group: group) {
        while let index = queue.next() {
          let (spec, destination) = jobs[index]
          var single = command
          single.format = format
          outcomes.set(
            index,
            single.renderOne(
              spec, to: destination, font: workerFonts[worker], protecting: inputs, createFolders: true,
              batch: writer))
          progress.advance(spec)
        }
      }
    }
    group.wait()
    // The last group is put in place; a file that could not be fails its spec.
    let unwritten = writer.commit()
    for failure in unwritten {
      Console.report(OutputFile.WriteError.writeFailed(failure))
      if let index = jobs.firstIndex(where: { $0.1 == failure.path }) { outcomes.set(index, .failed) }
    }
    progress.finish()
    let results = outcomes.values
    let failed = results.filter { $0 == .failed }.count + refused
    let warned = results.filter { $0 == .warnings }.count
    Console.error(
      "vfl-preview: rendered \(allJobs.count - failed) of \(allJobs.count) specs into \(folder)"
        + (failed > 0 ? ", \(failed) failed" : "") + (warned > 0 ? ", \(warned) with warnings" : ""))
    if failed > 0 { throw ExitCode(.invalidInput) }
    if warned > 0 && strict { throw ExitCode(.warningsOrDifferences) }
  }
}

/// The indices of a batch's jobs, handed out in order to whichever worker asks first.
final class JobQueue: @unchecked Sendable {
  private let lock = Lock()
  private let count: Int
  private var nextIndex = 0

  init(count: Int) { self.count = count }

  func next() -> Int? {
    lock.withLock {
      guard nextIndex < count else { return nil }
      defer { nextIndex += 1 }
      return nextIndex
    }
  }
}

/// Outcomes written by parallel workers.
final class OutcomeList: @unchecked Sendable {
  private let lock = Lock()
  private var storage: [RenderCommand.Outcome]

  init(count: Int) { storage = Array(repeating: .failed, count: count) }

  func set(_ index: Int, _ outcome: RenderCommand.Outcome) {
    lock.withLock { storage[index] = outcome }
  }

  var values: [RenderCommand.Outcome] { lock.withLock { storage } }
}

/// A one-line progress display on standard error, shown only when it is a terminal.
final class BatchProgress: @unchecked Sendable {
  private let lock = Lock()
  private let total: Int
  private var done = 0
  private let enabled = isatty(STDERR_FILENO) != 0

  init(total: Int) { self.total = total }

  func advance(_ name: String) {
    lock.withLock {
      done += 1
      if enabled { Console.errorRaw("\r\u{1B}[K[\(done)/\(total)] \(name)") }
    }
  }

  func finish() {
    if enabled { Console.errorRaw("\r\u{1B}[K") }
  }
}
