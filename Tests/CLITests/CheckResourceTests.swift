import Foundation
import TestSupport
import Testing

/// `--check` holds the reference, the rendering and the diff image at once: one budget for all
/// three is checked before each is allocated, and the diff image keeps its own pixel limit
/// (issue 14).
@Suite struct CheckResourceTests {
  /// Checks the login form's 2× rendering against a reference `width` × 1 (a legal PNG), writing a
  /// diff image whose canvas is the union of both sizes.
  func checkAgainstAWideReference(width: Int) throws -> (CommandResult, diffWritten: Bool) {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reference = HandmadePNG.make(
      width: width, height: 1, bitDepth: 8, colorType: 2, rows: [[UInt8](repeating: 255, count: width * 3)])
    try Data(reference).write(to: directory.appendingPathComponent("wide.png"))
    let result = try CommandRunner.run(
      [RenderCommandTests.sample, "--check", "wide.png", "--diff-output", "diff.png"],
      currentDirectory: directory)
    return (result, FileManager.default.fileExists(atPath: directory.appendingPathComponent("diff.png").path))
  }

  @Test func aDiffImageOverTheBudgetIsRefusedBeforeItIsAllocated() throws {
    let (result, diffWritten) = try checkAgainstAWideReference(width: 300_000)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("--check would hold"))
    #expect(result.standardError.contains("the reference 300000 pixels, the rendering "))
    #expect(result.standardError.contains("over its budget of 160000000"))
    #expect(!diffWritten)
  }

  @Test func aDiffImageOverThePixelLimitIsRefusedToo() throws {
    let (result, diffWritten) = try checkAgainstAWideReference(width: 200_000)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("diff.png: cannot write the diff image: the image would be 200000×"))
    #expect(result.standardError.contains("over the limit of 100000000 pixels"))
    #expect(!diffWritten)
  }
}
