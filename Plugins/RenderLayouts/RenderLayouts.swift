import Foundation
import PackagePlugin

/// `swift package render-layouts`: every spec under a folder rendered by `vfl-preview`'s batch mode
/// into PNGs next to it (or into `--output`), or, with `--check`, compared with the PNGs already
/// there, so that a package's documentation images are regenerated with one command and checked in
/// CI with the same one.
///
///     swift package --allow-writing-to-package-directory render-layouts --specs docs/layouts
///     swift package render-layouts --specs docs/layouts --check
@main
struct RenderLayouts: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let folders = extractor.extractOption(named: "specs")
    let output = extractor.extractOption(named: "output").last
    let check = extractor.extractFlag(named: "check") > 0
    // Anything else goes to vfl-preview as it is (--scale 1, --theme dark, --devices …).
    let passThrough = extractor.remainingArguments

    let root = context.package.directoryURL
    let searched = (folders.isEmpty ? ["docs"] : folders).map { root.appendingPathComponent($0) }
    let tool = try context.tool(named: "vfl-preview").url
    var failures = 0
    for folder in searched {
      let specs = Self.specs(in: folder)
      guard !specs.isEmpty else {
        Diagnostics.warning("no .json specs under \(folder.path)")
        continue
      }
      // One batch per folder: the images land beside their specs, or in --output.
      let destination = (output.map { root.appendingPathComponent($0) } ?? folder).path + "/"
      var arguments = specs.map(\.path)
      arguments += check ? ["--check", destination] : ["-o", destination]
      arguments += passThrough
      let process = Process()
      process.executableURL = tool
      process.arguments = arguments
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failures += 1 }
    }
    if failures > 0 {
      Diagnostics.error(check ? "rendered layouts differ from their images (see above)" : "some layouts could not be rendered (see above)")
      throw RenderLayoutsFailure()
    }
  }

  struct RenderLayoutsFailure: Error, CustomStringConvertible {
    var description: String { "render-layouts failed" }
  }

  /// The `.json` files in a folder and its subfolders, in a stable order; scene exports
  /// (`.scene.json`) and snapshot frames are not specs.
  static func specs(in folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasSuffix(".scene.json") }
      .filter { !$0.path.contains("/__Snapshots__/") }
      .sorted { $0.path < $1.path }
  }
}
