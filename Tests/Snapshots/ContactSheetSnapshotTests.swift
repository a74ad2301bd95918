import Foundation
import Layout
import Preview
import PreviewTesting
import TestSupport
import Testing

/// One spec on several screens (`--devices`): each panel the whole picture of that screen, titled,
/// at one scale, so that the layout's adaptation reads at a glance.
@Suite struct ContactSheetSnapshotTests {
  static let devices = ["iPhone SE (3rd generation)", "iPhone 15 Pro Max", "iPad (10th generation)"]

  @Test func aSignInFormOnThreeScreens() throws {
    let image = try SamplePicture.contactSheetImage("device-iphone-se", on: Self.devices, scale: 1)
    assertImageSnapshot(of: image, named: "sign-in-sheet")
  }

  @Test func eachPanelIsTitledAndKeepsItsOwnScreen() throws {
    let scene = try SamplePicture.contactSheet("device-iphone-se", on: Self.devices, scale: 1)
    let titles = scene.items.compactMap { item -> String? in
      if case .text(let text) = item, text.pointSize == ContactSheet.titleSize { return text.string }
      return nil
    }
    #expect(titles == Self.devices)
    // The iPad's panel is 820 points wide, the SE's 375: panels keep their screens' sizes.
    #expect(scene.size.width > 375 + 430 + 820)
  }
}
