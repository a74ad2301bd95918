import Foundation
import Layout
import Preview

/// A sample spec (`samples/NAME.json`) rendered as the command line renders it, in the default font.
package enum SamplePicture {
  package static func image(_ sample: String, scale: Int = 2) throws -> RGBAImage {
    try image(of: Self.spec(sample), scale: scale)
  }

  /// A spec given as its JSON text, rendered the same way.
  package static func image(ofJSON json: String, scale: Int = 2) throws -> RGBAImage {
    try image(of: SpecDecoder.decode(Array(json.utf8)), scale: scale)
  }

  private static func image(of spec: LayoutSpec, scale: Int) throws -> RGBAImage {
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    return try pipeline.image(
      for: spec, solution: pipeline.solve(spec), options: RenderPipeline.options(for: spec, scale: scale))
  }

  /// The sample on several devices side by side, titled, as `--devices` draws it (with
  /// `--orientation` and `--theme` when given).
  package static func contactSheet(
    _ sample: String, on devices: [String], orientation: DevicePreset.Orientation = .portrait, scale: Int,
    theme: Theme? = nil
  ) throws -> Scene {
    let spec = try Self.spec(sample)
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    let options = RenderPipeline.options(for: spec, scale: scale, theme: theme)
    var panels: [(title: String, scene: Scene)] = []
    for name in devices {
      guard let preset = DevicePreset.named(name) else { throw UnknownDevice(name: name) }
      let device = LayoutSpec.Device(preset: preset, orientation: orientation)
      let screen = spec.onDevice(device)
      panels.append((device.title, pipeline.scene(for: screen, solution: try pipeline.solve(screen), options: options)))
    }
    return ContactSheet(panels: panels).scene(measurer: pipeline.textMeasurer, theme: options.theme)
  }

  /// The picture of ``contactSheet(_:on:scale:)``.
  package static func contactSheetImage(
    _ sample: String, on devices: [String], orientation: DevicePreset.Orientation = .portrait, scale: Int,
    theme: Theme? = nil
  ) throws -> RGBAImage {
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    let sheet = try contactSheet(sample, on: devices, orientation: orientation, scale: scale, theme: theme)
    return try pipeline.image(of: sheet, scale: scale)
  }

  package struct UnknownDevice: Error {
    package let name: String
  }

  private static func spec(_ sample: String) throws -> LayoutSpec {
    let url = PackagePaths.samples.appendingPathComponent(sample + ".json")
    return try SpecDecoder.decode([UInt8](Data(contentsOf: url)))
  }
}
