import Foundation
import Layout
import Preview

/// A sample spec (`samples/NAME.json`) rendered as the command line renders it, in the default
/// font: through ``RenderPipeline/render(_:)``.
package enum SamplePicture {
  package static func image(_ sample: String, scale: Int = 2) throws -> RGBAImage {
    try render(.spec(Self.spec(sample)), format: .png, options: .init(scale: try Self.scale(scale))).image!.pixels
  }

  /// A spec given as its JSON text, rendered the same way.
  package static func image(ofJSON json: String, scale: Int = 2) throws -> RGBAImage {
    try render(.specJSON(Array(json.utf8), name: "<spec>"), format: .png, options: .init(scale: try Self.scale(scale)))
      .image!.pixels
  }

  /// The sample on several devices side by side, titled, as `--devices` draws it (with
  /// `--orientation` and `--theme` when given).
  package static func contactSheet(
    _ sample: String, on devices: [String], orientation: DevicePreset.Orientation = .portrait,
    scale: Int, theme: Theme? = nil
  ) throws -> Scene {
    let result = try render(
      .spec(Self.spec(sample)), format: .scene,
      options: .init(scale: try Self.scale(scale), theme: theme, devices: Self.devices(devices, orientation)))
    return result.scene!
  }

  /// The picture of ``contactSheet(_:on:orientation:scale:theme:)``.
  package static func contactSheetImage(
    _ sample: String, on devices: [String], orientation: DevicePreset.Orientation = .portrait,
    scale: Int, theme: Theme? = nil
  ) throws -> RGBAImage {
    try render(
      .spec(Self.spec(sample)), format: .png,
      options: .init(scale: try Self.scale(scale), theme: theme, devices: Self.devices(devices, orientation))
    ).image!.pixels
  }

  package struct UnknownDevice: Error {
    package let name: String
  }

  package struct UnsupportedScale: Error {
    package let scale: Int
  }

  private static func scale(_ value: Int) throws -> DisplayScale {
    guard let scale = DisplayScale(rawValue: value) else { throw UnsupportedScale(scale: value) }
    return scale
  }

  private static func render(
    _ input: PreviewRequest.Input, format: PreviewRequest.Format, options: PreviewRequest.Options
  ) throws -> PreviewResult {
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    return try pipeline.render(PreviewRequest(input, format: format, options: options))
  }

  private static func devices(_ names: [String], _ orientation: DevicePreset.Orientation) throws
    -> [LayoutSpec.Device]
  {
    try names.map { name in
      guard let preset = DevicePreset.named(name) else { throw UnknownDevice(name: name) }
      return LayoutSpec.Device(preset: preset, orientation: orientation)
    }
  }

  private static func spec(_ sample: String) throws -> LayoutSpec {
    let url = PackagePaths.samples.appendingPathComponent(sample + ".json")
    return try SpecDecoder.decode([UInt8](Data(contentsOf: url)))
  }
}
