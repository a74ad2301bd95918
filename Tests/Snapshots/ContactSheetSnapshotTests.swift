import Foundation
import Layout
import Preview
import PreviewTesting
import TestSupport
import Testing

/// One spec on several screens (`--devices`): each panel the whole picture of that screen, titled,
/// at one scale, so that the layout's adaptation reads at a glance.
@Suite struct ContactSheetSnapshotTests {
  static func sheet(_ sample: String, on names: [String], scale: Int) throws -> Scene {
    let bytes = try [UInt8](Data(contentsOf: PackagePaths.samples.appendingPathComponent("\(sample).json")))
    let spec = try SpecDecoder.decode(bytes)
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.locate(explicitPath: nil)))
    let options = RenderPipeline.options(for: spec, scale: scale)
    var panels: [(title: String, scene: Scene)] = []
    for name in names {
      let device = LayoutSpec.Device(preset: try #require(DevicePreset.named(name)))
      let screen = spec.onDevice(device)
      let solution = try pipeline.solve(screen)
      panels.append((device.title, pipeline.scene(for: screen, solution: solution, options: options)))
    }
    return ContactSheet(panels: panels).scene(measurer: pipeline.textMeasurer, theme: options.theme)
  }

  static let devices = ["iPhone SE (3rd generation)", "iPhone 15 Pro Max", "iPad (10th generation)"]

  @Test func aSignInFormOnThreeScreens() throws {
    let scene = try Self.sheet("device-iphone-se", on: Self.devices, scale: 1)
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.locate(explicitPath: nil)))
    assertImageSnapshot(of: try pipeline.image(of: scene, scale: 1), named: "sign-in-sheet")
  }

  @Test func eachPanelIsTitledAndKeepsItsOwnScreen() throws {
    let scene = try Self.sheet("device-iphone-se", on: Self.devices, scale: 1)
    let titles = scene.items.compactMap { item -> String? in
      if case .text(let text) = item, text.pointSize == ContactSheet.titleSize { return text.string }
      return nil
    }
    #expect(titles == Self.devices)
    // The iPad's panel is 820 points wide, the SE's 375: panels keep their screens' sizes.
    #expect(scene.size.width > 375 + 430 + 820)
  }
}
