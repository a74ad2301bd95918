import Foundation
import Layout
import Testing

/// Importing small documents written for the project (Tests/Fixtures/interface-builder): a table
/// cell xib, a storyboard scene with a stack view and the safe area, a macOS window. Each is
/// solved as imported, and every view lands where Interface Builder saved it.
@Suite struct InterfaceBuilderImportTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/interface-builder")

  func imported(_ name: String, options: InterfaceBuilderImport.Options = .init()) throws -> InterfaceBuilderImport {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    return try InterfaceBuilderImport(bytes: bytes, options: options)
  }

  /// Every trusted view within a point of its saved frame, in its superview's coordinates.
  func expectSavedFrames(_ scene: ImportedScene, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let solution = try LayoutEngine().solve(scene.spec)
    #expect(solution.conflicts.isEmpty, sourceLocation: sourceLocation)
    let fidelity = InterfaceBuilderFidelity(scene: scene, solution: solution)
    for comparison in fidelity.comparisons where comparison.isTrusted {
      #expect(
        comparison.difference <= 1, "\(comparison.view): saved \(comparison.saved), solved \(comparison.solved)",
        sourceLocation: sourceLocation)
    }
    #expect(fidelity.matches().trusted == scene.spec.views.filter { !$0.isGuide }.count - 1, sourceLocation: sourceLocation)
  }

  @Test func aTableCellIsOneSpecWithItsContentView() throws {
    let document = try imported("SettingsCell.xib")
    #expect(document.platform == .iOS && !document.isStoryboard)
    #expect(document.scenes.map(\.name) == ["SettingsCell"])
    let spec = document.scenes[0].spec
    #expect(spec.canvas == Size(width: 393, height: 64))
    #expect(spec.views.map(\.name) == ["settingsCell", "contentView", "icon", "label", "switch"])
    #expect(spec.views.map(\.parent) == [nil, "settingsCell", "contentView", "contentView", "contentView"])
    #expect(spec.views.map(\.id) == ["KGk-i7-Jjw", "H2p-sc-9uM", "Ic9-aa-001", "Tit-le-001", "Swi-tc-001"])
    #expect(spec.views.map(\.title) == ["SettingsCell", "UITableViewCellContentView", "Icon", "UILabel 'Notifications'", "UISwitch"])
    #expect(spec.view(named: "label")?.label == "Notifications")
    #expect(spec.view(named: "label")?.fontSize == 17)
    try expectSavedFrames(document.scenes[0])
  }

  @Test func everyInstalledConstraintKeepsItsIdAndPlaceholdersAreDropped() throws {
    let document = try imported("SettingsCell.xib")
    let ids = document.scenes[0].spec.constraints.compactMap(\.id)
    // In document order: the icon's own constraints come before its superview's.
    #expect(ids == [
      "Asp-ct-001", "Wid-th-001", "Ic9-ld-001", "Ic9-cy-001", "Tit-ld-001", "Tit-cy-001", "Swi-gp-001",
      "Swi-tr-001", "Swi-cy-001",
    ])
    #expect(!ids.contains("Pla-ce-001"))
    #expect(Set(document.installedConstraintIDs) == Set(ids))
    let texts = document.scenes[0].spec.constraints.map(\.text)
    #expect(texts.contains("icon.width == icon.height"))
    #expect(texts.contains("contentView.margins.trailing == switch.trailing"))
    // The content view follows the cell by its autoresizing mask, as UIKit logs it.
    #expect(texts.contains("contentView.width == 393 // h=--& v=--&"))
    #expect(texts.contains("switch.leading >= label.trailing + 8"))
  }

  @Test func aStoryboardSceneIsNamedByItsIdentifierAndSitsInTheSafeArea() throws {
    let document = try imported("Login.storyboard")
    #expect(document.isStoryboard)
    let scene = try #require(document.scenes.first)
    #expect(scene.name == "Login")
    #expect(scene.spec.canvas == Size(width: 393, height: 852))
    // An iPhone 15's status area and home indicator.
    #expect(scene.spec.safeArea == EdgeInsets(top: 59, bottom: 34))
    #expect(scene.spec.constraints.map(\.text).contains("form.top == safeArea.top + 20"))
    // The safe area's trailing edge, first in the document, is moved to the right side.
    #expect(scene.spec.constraints.map(\.text).contains("form.trailing == safeArea.trailing - 20"))
    try expectSavedFrames(scene)
  }

  @Test func aStackViewBecomesTheConstraintsUIKitMakes() throws {
    let scene = try #require(try imported("Login.storyboard").scenes.first)
    let texts = scene.spec.constraints.map(\.text)
    #expect(texts.contains("form.top == label1.top // UISV-canvas-connection"))
    #expect(texts.contains("textField1.top == label1.bottom + 12 // UISV-spacing"))
    #expect(texts.contains("button.bottom == form.bottom // UISV-canvas-connection"))
    #expect(texts.contains("label1.leading == textField1.leading // UISV-alignment"))
    #expect(scene.spec.view(named: "button")?.title == "UIButton 'Sign In'")
  }

  @Test func aMacWindowIsItsContentViewWithAlignmentRectangles() throws {
    let document = try imported("Preferences.xib")
    #expect(document.platform == .macOS)
    let scene = try #require(document.scenes.first)
    #expect(scene.name == "Preferences")
    #expect(scene.spec.canvas == Size(width: 420, height: 142))
    // AppKit's y grows upwards: the field saved at y = 100 is 20 points below the top.
    let field = try #require(scene.names["Nam-fd-001"])
    #expect(scene.savedFrames[field] == Frame(x: 100, y: 20, width: 300, height: 22))
    // A push button's frame is 7 points wider than its bezel on each side, 5 above and 7 below.
    let done = try #require(scene.names["Don-bt-001"])
    #expect(scene.alignmentInsets[done] == EdgeInsets(top: 5, leading: 7, bottom: 7, trailing: 7))
    #expect(scene.savedFrames[done] == Frame(x: 340, y: 102, width: 60, height: 20))
    try expectSavedFrames(scene)
  }

  @Test func measuringInsteadOfTrustingSavedFramesLeavesLabelsToTheirText() throws {
    let document = try imported("SettingsCell.xib", options: .init(intrinsicSizes: .measured))
    let label = try #require(document.scenes[0].spec.view(named: "label"))
    #expect(label.intrinsicWidth == nil && label.intrinsicHeight == nil)
    #expect(label.label == "Notifications")
    // A switch is the size it is, whatever the fonts.
    let toggle = try #require(document.scenes[0].spec.view(named: "switch"))
    #expect(toggle.intrinsicWidth == 51 && toggle.intrinsicHeight == 31)
  }

  @Test func importedSpecsSolveWithTheirIdsInTheJSON() throws {
    let scene = try #require(try imported("SettingsCell.xib").scenes.first)
    let json = try LayoutEngine().solve(scene.spec).json
    #expect(json.contains("\"id\": \"Swi-tc-001\""))
  }
}
