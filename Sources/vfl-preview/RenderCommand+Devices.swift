import ArgumentParser
import Layout

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
}
