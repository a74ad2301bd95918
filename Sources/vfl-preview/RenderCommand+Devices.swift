import ArgumentParser
import Layout
import Preview
import VFLPreviewSupport

extension DevicePreset.Orientation: ExpressibleByArgument {}

/// `--device`, `--devices` and `--orientation`: one spec on real screens.
extension RenderCommand {
  /// The devices the options name, in order; empty without `--device` or `--devices`.
  func deviceSelection() throws -> [LayoutSpec.Device] {
    if device != nil && devices != nil {
      throw ValidationError("--device renders one screen and --devices a contact sheet; give one of them.")
    }
    let names = device.map { [$0] } ?? devices.map { $0.split(separator: ",").map(String.init) } ?? []
    if names.isEmpty {
      if orientation != nil { throw ValidationError("--orientation turns a device; add --device or --devices.") }
      return []
    }
    return try names.map { raw in
      let name = String(raw.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard let preset = DevicePreset.named(name) else {
        let unknown = DevicePreset.unknownNameMessage(name)
        throw ValidationError("\(unknown.message) (\(unknown.note)).")
      }
      if preset.size == nil {
        throw ValidationError(
          "\"\(preset.name)\" takes its size from the spec: put \"device\": \"\(preset.name)\" in the spec's canvas with its width and height.")
      }
      return LayoutSpec.Device(preset: preset, orientation: orientation ?? .portrait)
    }
  }

  /// The spec on each device, solved and reported on its own (a conflict that only one screen has
  /// is named with that screen), drawn side by side at one scale.
  func contactSheet(
    of spec: LayoutSpec, on devices: [LayoutSpec.Device], input: InputFile, source: SourceText,
    format: OutputFormat, font: Font
  ) -> Rendered? {
    let pipeline = RenderPipeline(font: font)
    // One scale for every panel: the command line's, else the spec's, else the default.
    let options = RenderPipeline.options(
      for: spec, scale: scale, theme: theme.map(Theme.named), showsAnnotations: !noAnnotations,
      showsGrid: !noGrid)
    var panels: [(title: String, scene: Scene)] = []
    var hasWarnings = false
    for device in devices {
      let screen = spec.onDevice(device)
      let name = "\(input.displayName) [\(device.title)]"
      let solution: Solution
      do {
        solution = try pipeline.solve(screen)
      } catch {
        Console.report(error, fileName: name, source: source)
        return nil
      }
      let warnings = WarningReport(fileName: name, spec: screen, source: source).diagnostics(for: solution)
      if !warnings.isEmpty {
        hasWarnings = true
        Console.error(warnings.map(\.rendered).joined())
      }
      panels.append((device.title, pipeline.scene(for: screen, solution: solution, options: options)))
    }
    let sheet = ContactSheet(panels: panels).scene(measurer: pipeline.textMeasurer, theme: options.theme)
    let outcome: Outcome = hasWarnings ? .warnings : .clean
    switch format {
    case .svg: return Rendered(input: input, bytes: Array(pipeline.svg(of: sheet).utf8), image: nil, outcome: outcome)
    case .scene: return Rendered(input: input, bytes: Array(sheet.json.utf8), image: nil, outcome: outcome)
    default:
      do {
        let image = try pipeline.image(of: sheet, scale: options.scale)
        return Rendered(
          input: input, bytes: try pipeline.png(of: image, scale: options.scale), image: image, outcome: outcome)
      } catch {
        Console.report(error, fileName: input.displayName)
        return nil
      }
    }
  }
}
