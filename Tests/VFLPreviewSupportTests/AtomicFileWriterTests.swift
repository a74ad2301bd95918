import Foundation
import Testing

@testable import VFLPreviewSupport

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
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect(permissions as? Int == 0o644)
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
}
