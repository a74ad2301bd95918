import Foundation
import Layout
import Preview
import PreviewTesting
import TestSupport
import Testing

/// Interface Builder documents of the project's own (`Tests/Fixtures/interface-builder`), drawn as
/// `vfl-preview Document.storyboard -o out.png` draws them, compared pixel by pixel with their
/// references under `__Snapshots__/InterfaceBuilderSnapshotTests/`: a table cell, a storyboard
/// scene with a stack view and the safe area, a macOS window, and a storyboard of three scenes as a
/// contact sheet (one of them misplaced, one in conflict, one ambiguous).
@Suite struct InterfaceBuilderSnapshotTests {
  static func image(_ fixture: String, scene: String? = nil) throws -> RGBAImage {
    let document = try InterfaceBuilderDocument(bytes: InterfaceBuilderFiles.fixture(fixture), name: fixture)
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    let result = try pipeline.render(PreviewRequest(
      .interfaceBuilder(document, scene: scene), format: .png, options: .init(scale: .x1)))
    return try #require(result.image).pixels
  }

  @Test func aTableViewCell() throws {
    assertImageSnapshot(of: try Self.image("SettingsCell.xib"), named: "settings-cell")
  }

  @Test func aStoryboardSceneWithAStackViewInTheSafeArea() throws {
    assertImageSnapshot(of: try Self.image("Login.storyboard", scene: "Login"), named: "login")
  }

  @Test func aMacOSWindow() throws {
    assertImageSnapshot(of: try Self.image("Preferences.xib"), named: "preferences")
  }

  @Test func aStoryboardOfThreeScenesAsAContactSheet() throws {
    assertImageSnapshot(of: try Self.image("Onboarding.storyboard"), named: "onboarding-sheet")
  }

  /// The picture `docs/interface-builder.md` shows is the command line's drawing of this document
  /// (`vfl-preview Tests/Fixtures/interface-builder/Onboarding.storyboard -o docs/images/interface-builder.png
  /// --scale 1`), checked here so it never drifts from the rendering; `VFL_SNAPSHOT_RECORD=all`
  /// re-records it with the other references.
  @Test func theDocumentationsPictureIsCurrent() throws {
    assertImageSnapshot(
      of: try Self.image("Onboarding.storyboard"), named: "interface-builder",
      snapshotDirectory: PackagePaths.root.appendingPathComponent("docs/images").path)
  }
}
