import ArgumentParser

@main
struct VFLPreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vfl-preview",
    abstract: "Render Auto Layout constraint specs (VFL and linear expressions) to PNG wireframes.",
    discussion: """
      A spec is a JSON file with a canvas, views, metrics and constraints written in Apple's Visual \
      Format Language ("H:|-[find]-[findNext]-|") or as linear expressions \
      ("button.width = field.width * 0.5 + 10"). vfl-preview solves it the way Auto Layout does and \
      draws the result, with conflicting and ambiguous constraints highlighted and explained.

      Examples:
        vfl-preview spec.json -o out.png            Render a PNG (2x by default).
        vfl-preview spec.json --format json         Print the solved frames as JSON.
        vfl-preview spec.json -o frames.json        Write the frames (format from the extension).
        cat spec.json | vfl-preview - -o - > out.png
        vfl-preview samples/*.json -o docs/images/  Render many specs into a folder, in parallel.
        vfl-preview spec.json --check ref.png       Render in memory and compare with a reference.
        vfl-preview diff expected.png actual.png -o diff.png

      Exit status: 0 success (conflicts and ambiguity are warnings), 1 warnings with --strict or \
      images that differ, 2 invalid input, 3 image sizes differ.
      """,
    subcommands: [RenderCommand.self, DiffCommand.self],
    defaultSubcommand: RenderCommand.self
  )
}
