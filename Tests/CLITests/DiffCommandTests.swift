import Foundation
import Testing

/// `vfl-preview diff`, run as a user runs it: output, exit codes and the diff image.
@Suite struct DiffCommandTests {
  typealias Files = DiffCommandTestFiles

  static func pair(_ name: String) -> [String] {
    [Files.fixture("\(name).expected.png"), Files.fixture("\(name).actual.png")]
  }

  static func json(_ result: CommandResult) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: result.standardOutput)
    return try #require(object as? [String: Any])
  }

  // MARK: - Outcomes and exit codes

  @Test func identicalImagesExitZero() throws {
    let result = try CommandRunner.run(["diff"] + Self.pair("identical-encodings"))
    #expect(result.exitCode == 0)
    #expect(result.stdoutText == "0 of 9,600 pixels differ (0 %)\n")
    #expect(result.standardError.isEmpty)
  }

  @Test func differingPixelsExitOneWithCountAndBox() throws {
    let result = try CommandRunner.run(["diff"] + Self.pair("label-moved"))
    #expect(result.exitCode == 1)
    #expect(result.stdoutText.hasPrefix("161 of 9,600 pixels differ (1.68 %)\nbbox x="))
  }

  @Test func theJSONFormatPrintsOneObject() throws {
    let result = try CommandRunner.run(["diff"] + Self.pair("label-moved") + ["--format", "json"])
    #expect(result.exitCode == 1)
    #expect(result.stdoutText.split(separator: "\n").count == 1)
    let object = try Self.json(result)
    #expect(object["differentPixels"] as? Int == 161)
    #expect(object["totalPixels"] as? Int == 9_600)
    #expect(abs((object["percentage"] as? Double ?? 0) - 161.0 / 96) < 1e-6)
    #expect(object["sizesDiffer"] as? Bool == false)
    #expect(object["match"] as? Bool == false)
    #expect(object["exitCode"] as? Int == 1)
    let box = try #require(object["boundingBox"] as? [String: Int])
    #expect(box.keys.sorted() == ["height", "width", "x", "y"])
    #expect((object["expectedSize"] as? [String: Int]) == ["width": 160, "height": 60])
  }

  @Test(
    "--max-diff-pixels sets how many pixels may differ",
    arguments: [(161, Int32(0)), (160, Int32(1))])
  func maxDiffPixels(limit: Int, exitCode: Int32) throws {
    let result = try CommandRunner.run(
      ["diff"] + Self.pair("label-moved") + ["--max-diff-pixels", "\(limit)"])
    #expect(result.exitCode == exitCode)
    #expect(result.stdoutText.contains("161 of 9,600 pixels differ"))
    #expect(result.stdoutText.contains("within tolerance") == (exitCode == 0))
  }

  @Test(
    "--threshold and --antialiasing change the count as in pixelmatch",
    arguments: [
      (["--threshold", "0.3"], 127), (["--threshold", "0.05"], 168), (["--antialiasing"], 98),
    ])
  func thresholdAndAntiAliasing(options: [String], count: Int) throws {
    let result = try CommandRunner.run(
      ["diff"] + Self.pair("label-moved") + options + ["--format", "json"])
    #expect(try Self.json(result)["differentPixels"] as? Int == count)
  }

  @Test func differentSizesExitThreeAndSayBothSizes() throws {
    let files = try Files()
    defer { files.remove() }
    let output = files.path("diff.png")
    let result = try CommandRunner.run([
      "diff", Files.fixture("translucent.expected.png"),
      Files.fixture("gradient-tint.expected.png"),
      "-o", output,
    ])
    #expect(result.exitCode == 3)
    #expect(result.stdoutText.hasPrefix("sizes differ: expected 48×32, actual 64×64\n"))
    #expect(result.stdoutText.contains("on the 64×64 canvas"))
    let size = try #require(Files.pngSize(atPath: output))
    #expect(size.width == 64 && size.height == 64)
  }

  // MARK: - The diff image

  @Test func theDiffImageIsWrittenAtomically() throws {
    let files = try Files()
    defer { files.remove() }
    let output = files.path("diff.png")
    let result = try CommandRunner.run(["diff"] + Self.pair("label-moved") + ["-o", output])
    #expect(result.exitCode == 1)
    #expect(result.stdoutText.contains("diff image: \(output)"))
    let size = try #require(Files.pngSize(atPath: output))
    #expect(size.width == 160 && size.height == 60)
    // Nothing but the diff image is left behind (no temporary files).
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: files.directory.path) == ["diff.png"])
  }

  @Test(
    "never overwrites an input",
    arguments: ["expected", "actual", "./same", "link"])
  func refusesToOverwriteAnInput(spelling: String) throws {
    let files = try Files()
    defer { files.remove() }
    let original = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: Files.fixture("label-moved.actual.png"))))
    let actual = try files.write("actual.png", original)
    let expected = Files.fixture("label-moved.expected.png")
    try FileManager.default.createSymbolicLink(
      atPath: files.path("link.png"), withDestinationPath: actual)
    let output: String
    switch spelling {
    case "expected": output = expected
    case "actual": output = actual
    case "./same": output = files.directory.path + "/./actual.png"
    default: output = files.path("link.png")
    }
    let result = try CommandRunner.run(["diff", expected, actual, "-o", output])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("would overwrite the input"))
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: actual))) == original)
  }

  @Test func anUnwritableDiffPathIsAnError() throws {
    let result = try CommandRunner.run(
      ["diff"] + Self.pair("label-moved") + ["-o", "/nonexistent-\(UUID().uuidString)/diff.png"])
    #expect(result.exitCode == 2)
    // The same words as `vfl-preview spec.json -o missing/out.png`: both write through OutputFile.
    #expect(result.standardError.contains("/diff.png: the folder /nonexistent-"))
    #expect(result.standardError.contains("does not exist"))
  }

  // MARK: - Bad input

  struct BadInput: CustomTestStringConvertible, Sendable {
    let label: String
    let bytes: [UInt8]?  // nil: a path that does not exist
    let message: String
    var testDescription: String { label }
  }

  static var badInputs: [BadInput] {
    let valid =
      (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: Files.fixture("label-moved.actual.png")))))
      ?? []
    return [
      BadInput(label: "missing file", bytes: nil, message: "no such file"),
      BadInput(
        label: "not a PNG", bytes: Array("GIF89a, honestly".utf8), message: "not a PNG file"),
      BadInput(label: "empty file", bytes: [], message: "not a PNG file"),
      BadInput(
        label: "truncated PNG", bytes: Array(valid.prefix(valid.count / 2)),
        message: "corrupt or truncated PNG"),
      BadInput(
        label: "0×0 PNG", bytes: Files.pngHeader(width: 0, height: 0),
        message: "the PNG is empty (0×0 pixels)"),
      BadInput(
        label: "100000×100000 header", bytes: Files.pngHeader(width: 100_000, height: 100_000),
        message: "too large to decode (100000×100000 pixels"),
    ]
  }

  @Test("bad input exits 2 with a clear message", arguments: badInputs)
  func badInput(_ input: BadInput) throws {
    let files = try Files()
    defer { files.remove() }
    let path = try input.bytes.map { try files.write("input.png", $0) } ?? files.path("missing.png")
    let result = try CommandRunner.run(["diff", Files.fixture("label-moved.expected.png"), path])
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("vfl-preview: error: \(path): "))
    #expect(result.standardError.contains(input.message))
    #expect(!result.standardError.contains("Fatal error"))
    #expect(result.stdoutText.isEmpty)
  }

  @Test func aDirectoryIsBadInput() throws {
    let files = try Files()
    defer { files.remove() }
    let result = try CommandRunner.run([
      "diff", files.directory.path, Files.fixture("label-moved.actual.png"),
    ])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("not a regular file (a folder, a device or a pipe)"))
  }

  @Test func badInputInJSONModeStillPrintsOneObject() throws {
    let result = try CommandRunner.run(
      ["diff", "/nonexistent.png", Files.fixture("label-moved.actual.png"), "--format", "json"])
    #expect(result.exitCode == 2)
    let object = try Self.json(result)
    #expect((object["error"] as? String)?.contains("no such file") == true)
  }

  @Test(
    "invalid options are usage errors",
    arguments: [
      ["--threshold", "1.5"], ["--threshold", "-0.1"], ["--max-diff-pixels", "-1"],
      ["--format", "xml"],
    ])
  func usageErrors(options: [String]) throws {
    let result = try CommandRunner.run(["diff"] + Self.pair("label-moved") + options)
    #expect(result.exitCode == 64)
  }

  @Test func helpShowsExamplesAndExitCodes() throws {
    let result = try CommandRunner.run(["diff", "--help"])
    #expect(result.exitCode == 0)
    for text in [
      "Examples:", "vfl-preview diff reference.png actual.png -o diff.png", "Exit codes:",
      "3  the sizes differ",
    ] {
      #expect(result.stdoutText.contains(text))
    }
  }
}
