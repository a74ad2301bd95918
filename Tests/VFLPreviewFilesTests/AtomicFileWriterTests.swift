import Foundation
import Testing

@testable import VFLPreviewFiles
import VFLPreviewSupport

/// Writing a file so that a reader sees the old bytes or the new ones, never half of them.
@Suite struct AtomicFileWriterTests {
  let directory = NSTemporaryDirectory() + "vfl-support-\(UUID().uuidString)"

  func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
  }

  func leftovers() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
      $0.hasPrefix(".vfl-")
    }
  }

  @Test func replacesTheFileAndLeavesNoTemporaryFile() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/nested/out.json"
    try AtomicFileWriter.write(Array("old".utf8), to: path, createDirectories: true)
    try AtomicFileWriter.write(Array("new".utf8), to: path)
    #expect(contents(path) == Array("new".utf8))
    #expect(leftovers().isEmpty)
    // 0666 & ~umask, as for any new file (read the umask by setting it back at once).
    let mask = umask(0o022)
    umask(mask)
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect(permissions as? Int == 0o666 & ~Int(mask))
  }

  @Test func aMissingFolderIsAFailureNamingThePath() {
    let path = directory + "/absent/out.png"
    #expect {
      try AtomicFileWriter.write([1, 2, 3], to: path)
    } throws: { error in
      (error as? AtomicFileWriter.Failure)?.path == path
    }
  }

  @Test(arguments: [("out.png", "."), ("/out.png", "/"), ("a/b/out.png", "a/b")])
  func theParentDirectoryOfAPath(_ path: String, _ expected: String) {
    #expect(AtomicFileWriter.parentDirectory(of: path) == expected)
  }

  @Test func aProtectedFileIsNeverReplacedWhateverItsSpelling() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try AtomicFileWriter.write(Array("input".utf8), to: directory + "/sub/input.json", createDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: "sub/inner")
    try FileManager.default.createDirectory(atPath: directory + "/sub/inner", withIntermediateDirectories: true)
    let input = try #require(FileIdentity(path: directory + "/sub/input.json"))
    #expect {
      try AtomicFileWriter.write([1], to: directory + "/link/../input.json", protecting: [input])
    } throws: { error in
      (error as? AtomicFileWriter.Failure)?.kind == .wouldReplaceProtectedFile
    }
    #expect(contents(directory + "/sub/input.json") == Array("input".utf8))
    #expect(leftovers().isEmpty)
  }

  @Test func aNameOf255BytesLeavesRoomForTheTemporaryFile() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/" + String(repeating: "x", count: 251) + ".png"
    try AtomicFileWriter.write([1, 2], to: path, createDirectories: true)
    #expect(contents(path) == [1, 2])
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/private.json"
    try AtomicFileWriter.write([1], to: path, createDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    try AtomicFileWriter.write([2], to: path)
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect(permissions as? Int == 0o600)
  }
}
