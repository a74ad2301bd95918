import ArgumentParser
import Layout
import Preview
import VFLPreviewFiles

/// `vfl-preview import log.txt -o spec.json`: a console log's conflicts as a spec to edit, keep and
/// render; `vfl-preview import Main.storyboard -o specs/`: a storyboard's scenes as specs
/// (`ImportCommand+InterfaceBuilder`).
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn a console log's \"Unable to simultaneously satisfy constraints\", or a storyboard or xib, into specs.",
    discussion: """
      A console log, as pasted from Xcode's console (timestamps, several reports, cut-off pastes \
      included), becomes a spec with one view per object and one constraint per logged \
      constraint, whose id is the log's address. Render the log directly with \
      `vfl-preview log.txt -o out.png`.

      A storyboard or xib (by its .storyboard or .xib name, or its content) becomes one spec per \
      scene (a storyboard) or per top-level view, cell or window (a xib), named after the scene \
      (its storyboard identifier, its title, its user label or its class) and written into the \
      folder -o names; a document of one scene can also go to a file or standard output. Each \
      view keeps its object id and each constraint its id, and each spec renders as the \
      document does: `vfl-preview Main.storyboard -o out.png`.

      Examples:
        vfl-preview import log.txt -o spec.json
        pbpaste | vfl-preview import - > spec.json
        vfl-preview import Main.storyboard -o specs/
        vfl-preview import SettingsCell.xib --traits "iPad Pro 12.9-inch" -o cell.json
      """)

  @Argument(help: "The log file or Interface Builder document, or - to read standard input.")
  var log: String

  @OptionGroup(title: "Interface Builder documents")
  var interfaceBuilder: InterfaceBuilderOptions

  @Option(name: .shortAndLong, help: "Where to write the spec (default: standard output).")
  var output: String = "-"

  /// A spec is JSON: a path that names a picture (`-o x.png`) is a mistake, refused before
  /// anything is read or written.
  func validate() throws {
    _ = try interfaceBuilder.traitsChoice()
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
    if InterfaceBuilderDocument.isDocument(input.bytes, name: log) {
      try importDocument(input)
      return
    }
    if interfaceBuilder.isGiven {
      throw ExitCode(Console.fail(CommandError.optionNeedsDocument(
        option: interfaceBuilder.traits != nil ? "--traits" : interfaceBuilder.measure ? "--measure" : "--scene",
        input: input.displayName)))
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
