import ArgumentParser

@main
struct VFLPreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vfl-preview",
    subcommands: [DiffCommand.self]
  )
  func run() throws {}
}
