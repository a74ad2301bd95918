import ArgumentParser

@main
struct VFLPreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "vfl-preview")
  func run() throws {}
}
