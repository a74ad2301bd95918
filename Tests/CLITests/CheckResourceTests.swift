import Foundation
import TestSupport
import Testing

/// `--check` holds the reference, the rendering and the diff image at once: a diff image whose
/// union canvas is over the pixel limit is refused before it is allocated (issue 14).
@Suite struct CheckResourceTests {
  @Test func aDiffImageOverThePixelLimitIsRefusedBeforeItIsAllocated() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    // 200,000 × 1 is a legal reference; against the 2× rendering of the login form its union
    // canvas would be over a hundred million pixels.
    let width = 200_000
    let reference = HandmadePNG.make(
      width: width, height: 1, bitDepth: 8, colorType: 2, rows: [[UInt8](repeating: 255, count: width * 3)])
    try Data(reference).write(to: directory.appendingPathComponent("wide.png"))
    let result = try CommandRunner.run(
      [RenderCommandTests.sample, "--check", "wide.png", "--diff-output", "diff.png"],
      currentDirectory: directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("diff.png: cannot write the diff image: the image would be 200000×"))
    #expect(result.standardError.contains("over the limit of 100000000 pixels"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("diff.png").path))
  }
}
