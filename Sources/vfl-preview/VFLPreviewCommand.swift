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
import VFLPreviewFiles
import VFLPreviewSupport

@main
struct VFLPreviewCommand: ParsableCommand {
  /// The package's version, printed by `vfl-preview --version`. This is the one place it is
  /// written: bump it here when tagging a release.
  static let version = "0.13.0"

  /// The tool's name, as commands are typed and as messages about no particular file begin:
  /// `vfl-preview: error: …`.
  static let toolName = "vfl-preview"

  static let configuration = CommandConfiguration(
    commandName: toolName,
    abstract: "Render Auto Layout constraint specs (VFL and linear expressions) to PNG wireframes.",
    discussion: """
      A spec is a JSON file with a canvas, views, metrics and constraints written in Apple's Visual \
      Format Language ("H:|-[find]-[findNext]-|") or as linear expressions \
      ("button.width = field.width * 0.5 + 10"). vfl-preview solves it the way Auto Layout does and \
      draws the result, with conflicting and ambiguous constraints highlighted and explained.

      \(RenderCommand.discussionText)

      Examples:
        Render a PNG (2x by default):
          vfl-preview spec.json -o out.png
        Print the solved frames as JSON (or write them: -o frames.json):
          vfl-preview spec.json --format json
        Read standard input, write standard output:
          cat spec.json | vfl-preview - -o - > out.png
        Render many specs into a folder, in parallel:
          vfl-preview samples/*.json -o docs/images/
        Render in memory and compare with a reference, or a folder of them:
          vfl-preview spec.json --check ref.png
          vfl-preview samples/*.json --check refs/ --record-missing
        Draw a console log's "Unable to simultaneously satisfy constraints", or import it as a spec:
          pbpaste | vfl-preview - -o conflict.png
          vfl-preview import log.txt -o spec.json
        Compare two PNGs and draw their differences:
          vfl-preview diff expected.png actual.png -o diff.png
        Draw a storyboard's scenes (a contact sheet, or one picture each), import them, review a change:
          vfl-preview Main.storyboard -o main.png
          vfl-preview Main.storyboard -o scenes/
          vfl-preview import Main.storyboard -o specs/
          vfl-preview diff old.storyboard Main.storyboard -o review/

      Exit status: 0 success (conflicts and ambiguity are warnings), 1 warnings with \
      --strict or images that differ, 2 invalid input, 3 image sizes differ, 64 invalid \
      command line.
      """,
    version: version,
    subcommands: [RenderCommand.self, DiffCommand.self, ImportCommand.self],
    defaultSubcommand: RenderCommand.self
  )

  /// Like ArgumentParser's `main()`, except that `vfl-preview --help` shows the options of the
  /// default command, `render`, with the subcommands (ArgumentParser would list only the
  /// subcommands, hiding the options most people need under `render --help`).
  static func main() {
    // Before any file is opened: a closed standard stream must not lend its number to one.
    StandardStream.occupyClosedDescriptors()
    // However the run ends (^C, `timeout`, a CI job cancelled, a crash, an error that exits), its
    // temporary files are removed.
    InterruptCleanup.installSignalHandlers()
    // Each byte of each argument: a path that is not UTF-8 names its own file, not a U+FFFD one.
    let arguments = FileSystemName.arguments
    if TopLevelHelp.isRequested(by: arguments) {
      Console.output(TopLevelHelp.text())
      return
    }
    main(arguments)
  }
}

/// The help `vfl-preview --help` prints: the tool's overview and examples, then the usage,
/// arguments and options of `render`, then the subcommands. Each piece is ArgumentParser's own
/// text, wrapped to the terminal (or `COLUMNS`).
enum TopLevelHelp {
  /// `--help`, `-h`, `-help` or `help` alone.
  static func isRequested(by arguments: [String]) -> Bool {
    arguments.count == 1 && ["--help", "-h", "-help", "help"].contains(arguments[0])
  }

  static func text(columns: Int? = nil) -> String {
    let root = VFLPreviewCommand.helpMessage(columns: columns)
    let render = VFLPreviewCommand.helpMessage(for: RenderCommand.self, columns: columns)
    guard let rootUsage = root.firstRange(of: "USAGE:"),
      let subcommands = root.firstRange(of: "SUBCOMMANDS:"),
      let renderUsage = render.firstRange(of: "USAGE:")
    else { return root }
    var text = String(root[..<rootUsage.lowerBound]) + String(render[renderUsage.lowerBound...])
    if !text.hasSuffix("\n") { text += "\n" }
    text += "\n" + String(root[subcommands.lowerBound...])
    return text.hasSuffix("\n") ? text : text + "\n"
  }
}
