import ArgumentParser

/// `vfl-preview diff expected.png actual.png`: placeholder until the visual-regression work lands.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "diff", abstract: "Compare two PNG images pixel by pixel.")
  func run() throws {}
}
