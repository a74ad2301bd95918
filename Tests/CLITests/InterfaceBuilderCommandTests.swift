import Foundation
import TestSupport
import Testing

/// Storyboards and xibs through the command line (issue 30): rendered as a contact sheet of their
/// scenes or one picture per scene, imported as one spec per scene, and two versions compared
/// scene by scene.
@Suite struct InterfaceBuilderCommandTests {
  static let onboarding = InterfaceBuilderFiles.fixtures.appendingPathComponent("Onboarding.storyboard").path
  static let login = InterfaceBuilderFiles.fixtures.appendingPathComponent("Login.storyboard").path
  static let loginEdited = InterfaceBuilderFiles.fixtures.appendingPathComponent("review/Login-edited.storyboard").path
  static let cell = InterfaceBuilderFiles.fixtures.appendingPathComponent("SettingsCell.xib").path

  @Test func aStoryboardRendersAsAContactSheetOfItsScenes() throws {
    let sheet = try CommandRunner.run([Self.onboarding, "-o", "-"])
    #expect(sheet.exitCode == 0, "\(sheet.standardError)")
    #expect(sheet.standardOutput.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let single = try CommandRunner.run([Self.onboarding, "--scene", "Welcome", "-o", "-"])
    #expect(single.exitCode == 0)
    // Three phone screens side by side are wider than one.
    #expect(Self.pngWidth(sheet.standardOutput) > 2 * Self.pngWidth(single.standardOutput))
  }

  @Test func aFolderGetsOnePicturePerSceneNamedAfterIt() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CommandRunner.run([Self.onboarding, "-o", directory.path + "/scenes/"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/scenes").sorted()
    #expect(files == ["Badge.png", "Profile.png", "Welcome.png"])
    #expect(result.standardError.contains("rendered 3 of 3 scenes of \(Self.onboarding)"))
  }

  /// Scene names are the document's to choose: one that climbs out of the folder, one that is only
  /// dots and two of one name still give one picture each inside the folder, and a link already in
  /// the folder is replaced, never followed.
  @Test func sceneNamesAndLinksNeverLeadOutsideTheFolder() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let onboarding = try String(contentsOfFile: Self.onboarding, encoding: .utf8)
    let hostile = onboarding.replacingOccurrences(of: "storyboardIdentifier=\"Welcome\"", with: "storyboardIdentifier=\"../../Badge\"")
      .replacingOccurrences(of: "storyboardIdentifier=\"Badge\"", with: "storyboardIdentifier=\"..\"")
    try hostile.write(to: directory.appendingPathComponent("Hostile.storyboard"), atomically: true, encoding: .utf8)
    let twins = onboarding.replacingOccurrences(of: "storyboardIdentifier=\"Badge\"", with: "storyboardIdentifier=\"Welcome\"")
    try twins.write(to: directory.appendingPathComponent("Twins.storyboard"), atomically: true, encoding: .utf8)
    let victim = directory.appendingPathComponent("victim.txt")
    try "keep".write(to: victim, atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("out/Welcome.png").path, withDestinationPath: "../victim.txt")

    let hostileRun = try CommandRunner.run(["Hostile.storyboard", "-o", "scenes/"], currentDirectory: directory)
    #expect(hostileRun.exitCode == 0, "\(hostileRun.standardError)")
    let scenes = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("scenes").path)
    #expect(scenes.count == 3 && scenes.allSatisfy { !$0.contains("/") && $0 != ".." && $0.hasSuffix(".png") }, "\(scenes)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Badge.png").path))

    let twinsRun = try CommandRunner.run(["Twins.storyboard", "-o", "out/"], currentDirectory: directory)
    #expect(twinsRun.exitCode == 0, "\(twinsRun.standardError)")
    let out = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).sorted()
    #expect(out == ["Profile.png", "Welcome 2.png", "Welcome.png"])
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
    let written = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("out/Welcome.png").path)
    #expect(written[.type] as? FileAttributeType == .typeRegular)
  }

  @Test func warningsPointAtTheDocumentsElementsWithTheirIds() throws {
    let result = try CommandRunner.run([Self.onboarding, "--format", "json", "-o", "/dev/null"])
    #expect(result.exitCode == 0)
    let lines = result.standardError.split(separator: "\n").map(String.init)
    // What the import skipped, at the <constraint>, with its line of XML and a caret.
    let skipped = try #require(lines.firstIndex { $0.hasPrefix("\(Self.onboarding):100:29: warning: constraint \"Pro-gn-001\" names \"Gon-ev-001\"") })
    let snippet = lines[skipped + 1]
    #expect(snippet.trimmingCharacters(in: .whitespaces).hasPrefix("<constraint firstItem=\"Pro-av-001\""))
    // The caret under the element's `<`.
    #expect(lines[skipped + 2].count == snippet.prefix { $0 == " " }.count + 1)
    #expect(lines[skipped + 2].hasSuffix("^"))
    // The scene's conflict, named by the document's ids, at the constraints' own lines.
    #expect(lines.contains {
      $0.hasPrefix("\(Self.onboarding):119:37: warning: Badge: conflict 1 of 1: unable to simultaneously satisfy constraints; broke badgeLabel.width == 160 [id: Bdg-w2-001]")
    })
    #expect(lines.contains { $0.hasPrefix("\(Self.onboarding):118:37: note: Badge: conflicts with badgeLabel.width == 100 [id: Bdg-w1-001]") })
    #expect(lines.contains { $0.contains(":126:29: warning: Badge: 'divider' has an ambiguous layout (width)") })
    #expect(!result.standardError.contains("constraints["), "the spec's entries, which the user never saw")
  }

  @Test func theFramesOfADocumentAreAnObjectPerSceneWithEveryViewsId() throws {
    let result = try CommandRunner.run([Self.onboarding, "--format", "json"])
    #expect(result.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
    let scenes = try #require(json["scenes"] as? [[String: Any]])
    #expect(scenes.map { $0["scene"] as? String } == ["Welcome", "Profile", "Badge"])
    #expect(scenes.map { $0["sceneID"] as? String } == ["Wel-sc-001", "Pro-sc-001", "Bdg-sc-001"])
    let views = try #require(scenes[0]["views"] as? [String: [String: Any]])
    #expect(views["getStarted"]?["id"] as? String == "Wel-bt-001")
    #expect(views["getStarted"]?["y"] as? Double == 752)
  }

  @Test func traitsNamingADeviceLayTheSceneOutOnItsScreen() throws {
    let result = try CommandRunner.run([Self.login, "--traits", "iPad Pro 12.9-inch, landscape", "--format", "json"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
    let scene = try #require((json["scenes"] as? [[String: Any]])?.first)
    let canvas = try #require(scene["canvas"] as? [String: Double])
    #expect(canvas == ["width": 1366, "height": 1024])
  }

  @Test func importWritesASpecPerSceneThatRendersAsTheDocument() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CommandRunner.run(["import", Self.onboarding, "-o", directory.path + "/specs/"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.contains("\(Self.onboarding): imported 3 scenes ("))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/specs").sorted()
    #expect(files == ["Badge.json", "Profile.json", "Welcome.json"])
    let spec = try String(contentsOfFile: directory.path + "/specs/Profile.json", encoding: .utf8)
    #expect(spec.contains("\"id\": \"Pro-av-001\""))
    #expect(spec.contains("\"misplaced\": true"))
    // The spec file and the document draw the same picture.
    let fromSpec = try CommandRunner.run([directory.path + "/specs/Profile.json", "-o", "-"])
    let fromDocument = try CommandRunner.run([Self.onboarding, "--scene", "Profile", "-o", "-"])
    #expect(fromSpec.exitCode == 0 && fromDocument.exitCode == 0)
    #expect(fromSpec.standardOutput == fromDocument.standardOutput)
  }

  @Test func aDocumentOfOneSceneImportsToStandardOutput() throws {
    let result = try CommandRunner.run(["import", Self.cell])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.stdoutText.hasPrefix("{"))
    #expect(result.stdoutText.contains("\"id\": \"KGk-i7-Jjw\"") || result.stdoutText.contains("\"id\": \"H2p-sc-9uM\""))
  }

  @Test func reviewingAnEditSaysWhatChangedAndDrawsBeforeAndAfter() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let review = directory.path + "/review/"
    let result = try CommandRunner.run(["diff", Self.login, Self.loginEdited, "-o", review])
    #expect(result.exitCode == 1, "\(result.standardError)")
    let lines = result.stdoutText.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Login: 2 constraints added, 1 removed, 2 changed, forgotPassword added, form moved 8 pt down, label2 moved 8 pt up")
    #expect(lines.contains { $0.hasPrefix("  changed  constraint Stk-tp-001  form.top == safeArea.top + 28: constant 20 → 28  (") })
    #expect(lines.contains { $0.hasPrefix("  added    constraint Fgt-tp-001  forgotPassword.top == form.bottom + 8") })
    #expect(lines.contains { $0.hasPrefix("  removed  constraint Btn-ht-001  button.height >= 26  (\(Self.login):41)") })
    #expect(lines.contains("  moved    form (Stk-vw-001) Form  8 pt down, now at (20, 87), 353 × 170.33"))
    #expect(lines.contains { $0.hasSuffix("1 of 1 scene changed (Login)") })
    #expect(FileManager.default.fileExists(atPath: review + "Login.png"))
  }

  @Test func reviewingTheSameDocumentFindsNothingAndExitsZero() throws {
    let result = try CommandRunner.run(["diff", Self.onboarding, Self.onboarding])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText == "\(Self.onboarding): no changes in 3 scenes\n")
  }

  @Test func aReviewAsJSONListsEachScenesChanges() throws {
    let result = try CommandRunner.run(["diff", Self.login, Self.loginEdited, "--format", "json"])
    #expect(result.exitCode == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
    #expect(json["changed"] as? Bool == true)
    let scene = try #require((json["scenes"] as? [[String: Any]])?.first)
    #expect(scene["status"] as? String == "changed")
    let constraints = try #require(scene["constraints"] as? [String: [[String: Any]]])
    #expect(constraints["changed"]?.first?["changes"] as? [String] == ["constant 20 → 28"])
    #expect(constraints["added"]?.map { $0["id"] as? String } == ["Fgt-tp-001", "Fgt-cx-001"])
  }

  static func pngWidth(_ data: Data) -> Int {
    let bytes = [UInt8](data)
    guard bytes.count > 24 else { return 0 }
    return bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
  }
}
