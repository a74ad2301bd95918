import ArgumentParser
import Layout
import Preview
import VFLPreviewFiles

/// `vfl-preview import log.txt -o spec.json`: a console log's conflicts as a spec to edit, keep and
/// render.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn an \"Unable to simultaneously satisfy constraints\" console log into a spec.",
    discussion: """
      Reads the log as pasted from Xcode's console (timestamps, several reports, cut-off pastes \
      included) and writes a spec with one view per object and one constraint per logged \
      constraint, whose id is the log's address. Render the log directly with \
      `vfl-preview log.txt -o out.png`.

      Examples:
        vfl-preview import log.txt -o spec.json
        pbpaste | vfl-preview import - > spec.json
      """)

  @Argument(help: "The log file, or - to read standard input.")
  var log: String

  @Option(name: .shortAndLong, help: "Where to write the spec (default: standard output).")
  var output: String = "-"

  /// A spec is JSON: a path that names a picture (`-o x.png`) is a mistake, refused before
  /// anything is read or written.
  func validate() throws {
    guard output != "-", let format = RenderCommand.format(forPath: output), format != .json else { return }
    throw ValidationError(
      "cannot write \(output): import writes a spec, which is JSON; name it .json, or render the log with vfl-preview \(log) -o \(output).")
  }

  func run() throws {
    let input: InputFile
    do {
      input = try InputFile.read(log)
    } catch {
      throw ExitCode(Console.fail(error))
    }
    let imported: ConsoleLogInput.Imported
    do {
      imported = try ConsoleLogInput.importSpec(from: input.bytes, name: input.displayName)
    } catch {
      Console.report(error)
      throw ExitCode(ExitStatus(error.kind))
    }
    Console.report(imported.messages)
    do {
      try OutputFile.write(
        Array(imported.log.spec.json.utf8), to: output, protecting: Set([input.identity].compactMap { $0 }))
    } catch {
      throw ExitCode(Console.fail(error))
    }
  }
}
