import Foundation
import Testing

@testable import VFLPreviewFiles
import VFLPreviewSupport

/// A file is known by what the kernel resolves, not by how its path is spelt.
@Suite struct FileIdentityTests {
  let directory = NSTemporaryDirectory() + "vfl-identity-\(UUID().uuidString)"

  func make() throws {
    try FileManager.default.createDirectory(atPath: directory + "/sub/inner", withIntermediateDirectories: true)
    try Data("spec".utf8).write(to: URL(fileURLWithPath: directory + "/spec.json"))
    try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: "sub")
    try FileManager.default.createSymbolicLink(atPath: directory + "/deep", withDestinationPath: "sub/inner")
    try FileManager.default.linkItem(atPath: directory + "/spec.json", toPath: directory + "/hard.json")
  }

  @Test func spellingsThatReachTheSameFileAreOneIdentity() throws {
    try make()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let spec = try #require(FileIdentity(path: directory + "/spec.json"))
    // `link/..` is the folder holding `sub`, the spec's own folder.
    #expect(FileIdentity(path: directory + "/link/../spec.json") == spec)
    #expect(FileIdentity(path: directory + "/hard.json") == spec)
    #expect(FileIdentity(path: directory + "/sub/../spec.json") == spec)
    // `deep/..` is `sub`, where there is no spec: a new entry there, not the spec.
    #expect(FileIdentity(path: directory + "/deep/../spec.json") != spec)
    #expect(FileIdentity(path: directory + "/deep/../spec.json") == FileIdentity(path: directory + "/sub/spec.json"))
  }

  @Test func aMissingFolderHasNoIdentity() {
    #expect(FileIdentity(path: directory + "/absent/out.png") == nil)
  }
}
