import Foundation
import Layout
import Preview
import TestSupport
import Testing

@testable import PreviewTesting

/// SVG snapshots (`<name>.svg`): the picture as SVG, compared as text.
@Suite struct SVGSnapshotTests {
  static func svg(gap: Int) throws -> String {
    let layout = try previewLayoutSnapshot(.spec(FramesSnapshotTests.spec(gap: gap)), format: .svg, fontPath: nil).get()
    return String(decoding: layout.result.bytes, as: UTF8.self)
  }

  func verify(_ svg: String, in sandbox: FramesSnapshotTests.Sandbox, environment extra: [String: String] = [:]) -> String? {
    TextSnapshotVerifier(
      text: svg, format: .svg, name: "row", record: nil, snapshotDirectory: sandbox.root,
      environment: sandbox.environment.merging(extra) { $1 }, testFilePath: #filePath
    ).verify()
  }

  @Test func aMissingReferenceIsRecordedThenMatched() throws {
    let sandbox = try FramesSnapshotTests.Sandbox()
    let svg = try Self.svg(gap: 8)
    let first = try #require(verify(svg, in: sandbox))
    #expect(first.contains("Automatically recorded it to file://\(sandbox.file("row.svg"))"))
    #expect(verify(svg, in: sandbox) == nil)
  }

  @Test func aMismatchNamesTheFirstLineThatDiffersAndWritesTheActualSVG() throws {
    let sandbox = try FramesSnapshotTests.Sandbox()
    _ = verify(try Self.svg(gap: 8), in: sandbox)
    let moved = try Self.svg(gap: 20)
    let message = try #require(verify(moved, in: sandbox))
    #expect(message.hasPrefix("SVG snapshot \"row\" does not match reference.\nfirst difference at line "))
    #expect(message.contains("\n  − <"))
    #expect(message.contains("\n  + <"))
    #expect(try String(contentsOfFile: sandbox.file("artifacts/SVGSnapshotTests/row.actual.svg"), encoding: .utf8) == moved)
  }

  @Test func onCIAMissingReferenceIsNotRecorded() throws {
    let sandbox = try FramesSnapshotTests.Sandbox()
    let message = try #require(verify(try Self.svg(gap: 8), in: sandbox, environment: ["CI": "true"]))
    #expect(!FileManager.default.fileExists(atPath: sandbox.file("row.svg")))
    #expect(message.contains("row.svg"))
  }
}
