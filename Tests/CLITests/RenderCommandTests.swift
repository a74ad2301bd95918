import Foundation
import Preview
import TestSupport
import Testing

/// The command line as a user runs it: the built binary, real files, exit codes and messages.
@Suite struct RenderCommandTests {
  static let sample = PackagePaths.samples.appendingPathComponent("login-form.json").path
  static let conflictSample = PackagePaths.samples.appendingPathComponent("conflict-demo.json").path

  func write(_ text: String, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func helpShowsExamples() throws {
    let result = try CommandRunner.run(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.stdoutText.contains("vfl-preview spec.json -o out.png"))
  }

  @Test func rendersAPNGFile() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.png").path
    let result = try CommandRunner.run([Self.sample, "-o", output])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let bytes = try #require(FileManager.default.contents(atPath: output))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // Nothing but the output is left behind (the temporary file was renamed).
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
  }

  @Test func identicalInputGivesByteIdenticalPNGs() throws {
    let first = try CommandRunner.run([Self.sample, "-o", "-"])
    let second = try CommandRunner.run([Self.sample, "-o", "-"])
    #expect(first.exitCode == 0)
    #expect(first.standardOutput.count > 1000)
    #expect(first.standardOutput == second.standardOutput)
  }

  @Test func jsonFramesGoToStandardOutputWithSortedKeys() throws {
    let result = try CommandRunner.run(["-", "--format", "json"], stdin: Data(
      #"{"canvas": {"width": 400, "height": 300}, "views": {"b": {}, "a": {}}, "constraints": ["|-[a(100)]-[b(50)]", "V:|-[a(30)]", "V:|-[b(30)]"]}"#.utf8))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.stdoutText == """
      {
        "ambiguous": [],
        "canvas": {
          "height": 300,
          "width": 400
        },
        "conflicts": [],
        "views": {
          "a": {
            "height": 30,
            "width": 100,
            "x": 20,
            "y": 20
          },
          "b": {
            "height": 30,
            "width": 50,
            "x": 128,
            "y": 20
          }
        },
        "warnings": []
      }

      """)
  }

  @Test func aSpecWithThreeTyposReportsAllThreeInOneRun() throws {
    let spec = """
      {"canvas": {"width": 200, "height": 100},
       "views": {"a": {"lable": "Hi"}, "b": {}},
       "constraints": ["H:|-[a]-|", "H:|-[b]-]", "V:|-[a]-[b]", "b.widht = 20"]}
      """
    let result = try CommandRunner.run(["-", "--format", "json"], stdin: Data(spec.utf8))
    #expect(result.exitCode == 2)
    #expect(result.stdoutText.isEmpty)
    let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.map { $0.prefix(while: { $0 != " " }) } == ["<stdin>:2:18:", "<stdin>:3:40:", "<stdin>:3:62:"])
    #expect(errors[0].contains("unknown key \"lable\" in views.a"))
    #expect(errors[1].contains("constraints[1]: "))
    #expect(errors[2].contains("constraints[3]: Unknown attribute 'widht'"))
  }

  @Test func aViewOffTheCanvasIsAWarningAtItsDeclarationInTheJSONAndFailsStrict() throws {
    let spec = """
      {"canvas": {"width": 200, "height": 100},
       "views": {
         "badge": {}},
       "constraints": ["H:|-(170)-[badge(40)]", "V:|-[badge(20)]"]}
      """
    let result = try CommandRunner.run(["-", "--format", "json"], stdin: Data(spec.utf8))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.contains(
      "<stdin>:3:4: warning: 'badge' has a frame partly outside the canvas (x 170, y 20, 40 × 20)"))
    #expect(result.stdoutText.contains("""
        "warnings": [
          {
            "kind": "outsideCanvas",
            "message": "'badge' has a frame partly outside the canvas (x 170, y 20, 40 × 20)",
            "view": "badge"
          }
        ]
      """))
    let strict = try CommandRunner.run(["-", "--format", "json", "--strict"], stdin: Data(spec.utf8))
    #expect(strict.exitCode == 1)
  }

  @Test func aSqueezedLabelIsAWarningAndFailsStrict() throws {
    let spec = """
      {"canvas": {"width": 200, "height": 100},
       "views": {"ok": {"label": "Continue to checkout"}},
       "constraints": ["H:|-[ok(60)]", "V:|-[ok]"]}
      """
    let result = try CommandRunner.run(["-", "--format", "json"], stdin: Data(spec.utf8))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.contains("<stdin>:2:12: warning: 'ok' has a label compressed below its intrinsic width (60 < "))
    #expect(result.standardError.contains("<stdin>:2:12: warning: 'ok' has a label whose text is truncated to fit"))
    #expect(result.stdoutText.contains(#""kind": "compressedLabel""#))
    #expect(result.stdoutText.contains(#""kind": "truncatedLabel""#))
    let strict = try CommandRunner.run(["-", "-o", "-", "--strict"], stdin: Data(spec.utf8))
    #expect(strict.exitCode == 1)
  }

  @Test func theFormatFollowsTheOutputExtension() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("frames.json").path
    let result = try CommandRunner.run([Self.sample, "-o", output])
    #expect(result.exitCode == 0)
    let text = String(decoding: try #require(FileManager.default.contents(atPath: output)), as: UTF8.self)
    #expect(text.contains("\"emailField\""))
  }

  @Test func invalidJSONIsLocatedAndExitsTwoWithoutOutput() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = try write("{\n  \"canvas\": {\"width\": 10,, \"height\": 10}\n}\n", to: "bad.json", in: directory)
    let output = directory.appendingPathComponent("out.png").path
    let result = try CommandRunner.run([spec, "-o", output])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("bad.json:2:26: error: invalid JSON"))
    #expect(result.standardError.contains("^"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aVFLErrorPrintsApplesMessageWithTheStringAndACaret() throws {
    let result = try CommandRunner.run(["-", "--format", "json"], stdin: Data(
      #"{"canvas": {"width": 10, "height": 10}, "views": {"blackBox4": {}}, "constraints": ["V:|[blackBox4(>30)]|"]}"#.utf8))
    #expect(result.exitCode == 2)
    #expect(result.standardError == """
      <stdin>:1:101: error: constraints[0]: Unknown relation. Must be ==, >=, or <=
          V:|[blackBox4(>30)]|
                         ^

      """)
  }

  @Test func anExistingOutputIsReplacedOnlyByACompleteFile() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try write("previous", to: "out.png", in: directory)
    let bad = try write("{", to: "bad.json", in: directory)
    let result = try CommandRunner.run([bad, "-o", output])
    #expect(result.exitCode == 2)
    #expect(FileManager.default.contents(atPath: output) == Data("previous".utf8))
  }

  @Test func theInputIsNeverOverwritten() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try String(contentsOfFile: Self.sample, encoding: .utf8)
    let spec = try write(original, to: "spec.json", in: directory)
    let result = try CommandRunner.run([spec, "-o", spec])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("refusing to overwrite an input file"))
    #expect(try String(contentsOfFile: spec, encoding: .utf8) == original)
  }

  @Test func missingFilesDirectoriesAndUnwritableFoldersAreClearErrors() throws {
    let missing = try CommandRunner.run(["/nonexistent/spec.json", "--format", "json"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("/nonexistent/spec.json: no such file"))
    let directory = try CommandRunner.run(["/tmp", "--format", "json"])
    #expect(directory.exitCode == 2)
    #expect(directory.standardError.contains("is a directory"))
    let unwritable = try CommandRunner.run([Self.sample, "-o", "/nonexistent-folder/out.png"])
    #expect(unwritable.exitCode == 2)
    #expect(unwritable.standardError.contains("does not exist"))
  }

  @Test func aMissingFontNamesWhatWasTried() throws {
    let result = try CommandRunner.run([Self.sample, "--format", "json", "--font", "/nonexistent/font.ttf"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("/nonexistent/font.ttf"))
  }

  @Test func conflictsAreWarningsUnlessStrict() throws {
    let relaxed = try CommandRunner.run([Self.conflictSample, "--format", "json"])
    #expect(relaxed.exitCode == 0)
    #expect(relaxed.standardError.contains("warning: constraints[1]: conflict 1 of 2"))
    #expect(relaxed.stdoutText.contains("\"broken\": \"H:[b]-(0)-|\""))
    let strict = try CommandRunner.run([Self.conflictSample, "--format", "json", "--strict"])
    #expect(strict.exitCode == 1)
  }

  @Test func absurdScalesAreRejectedAsUsageErrors() throws {
    let result = try CommandRunner.run([Self.sample, "--scale", "9", "-o", "-"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("--scale must be 1, 2 or 3"))
  }

  @Test func batchModeRendersEverySpecIntoAFolderAndReportsTheBadOnes() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bad = try write("{}", to: "broken.json", in: directory)
    let folder = directory.appendingPathComponent("images/").path
    let result = try CommandRunner.run([Self.sample, bad, Self.conflictSample, "-o", folder])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("broken.json"))
    #expect(result.standardError.contains("rendered 2 of 3 specs"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(files == ["conflict-demo.png", "login-form.png"])
  }

  @Test func aPNGIsNotWrittenToATerminalButCanBePiped() throws {
    // Standard output here is a pipe, so the PNG is written there.
    let result = try CommandRunner.run([Self.sample])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}

@Suite struct CheckOptionTests {
  @Test func checkPassesAgainstItsOwnRenderingAndFailsAgainstAnotherTheme() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reference = directory.appendingPathComponent("ref.png").path
    #expect(try CommandRunner.run([RenderCommandTests.sample, "-o", reference]).exitCode == 0)

    let same = try CommandRunner.run([RenderCommandTests.sample, "--check", reference])
    #expect(same.exitCode == 0)
    #expect(same.stdoutText.contains(": 0 of "))
    #expect(same.stdoutText.contains(" pixels differ (0 %)"))

    let diff = directory.appendingPathComponent("diff.png").path
    let dark = try CommandRunner.run(
      [RenderCommandTests.sample, "--check", reference, "--theme", "dark", "--diff-output", diff])
    #expect(dark.exitCode == 1)
    #expect(dark.standardError.contains("pixels differ"))
    #expect(FileManager.default.fileExists(atPath: diff))
  }

  @Test func checkReportsDifferentSizesWithExitThree() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reference = directory.appendingPathComponent("ref.png").path
    #expect(try CommandRunner.run([RenderCommandTests.sample, "-o", reference, "--scale", "1"]).exitCode == 0)
    let result = try CommandRunner.run([RenderCommandTests.sample, "--check", reference])
    #expect(result.exitCode == 3)
    let small = try PNGDecoder.decode(contentsOf: reference)
    #expect(result.standardError.contains("the rendering is "))
    #expect(result.standardError.contains("the reference \(reference) is \(small.width)×\(small.height)"))
  }

  @Test func checkAgainstSomethingThatIsNotAPNGIsBadInput() throws {
    let result = try CommandRunner.run([RenderCommandTests.sample, "--check", RenderCommandTests.sample])
    #expect(result.exitCode == 2)
  }
}

/// `--format scene`: the picture as data, which every backend draws from.
extension RenderCommandTests {
  @Test func theSceneFormatWritesWhatThePictureDrawsWithTheConstraintsEachItemShows() throws {
    let result = try CommandRunner.run([Self.conflictSample, "--format", "scene"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    let size = try #require(object["size"] as? [String: Double])
    #expect(size["width"] == 360)  // the canvas is 200 wide; the legend is never narrower than 360
    let items = try #require(object["items"] as? [[String: Any]])
    let views = items.filter { $0["kind"] as? String == "view" }.compactMap { $0["view"] as? String }
    #expect(views == ["a", "b"])
    // The broken constraint of the first conflict is drawn, tagged with its spec entry.
    let conflictMarks = items.filter { $0["role"] as? String == "conflict" && $0["kind"] as? String == "label" }
    #expect(conflictMarks.contains { ($0["constraints"] as? [Int])?.contains(1) == true })
    let legend = try #require(object["legend"] as? [[String: Any]])
    #expect(legend.first?["constraints"] as? [Int] == [0, 1])
    // Keys are sorted, so the same spec always gives the same bytes.
    let again = try CommandRunner.run([Self.conflictSample, "--format", "scene"])
    #expect(again.standardOutput == result.standardOutput)
  }

  @Test func aSceneJSONOutputNameSelectsTheSceneFormat() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("picture.scene.json").path
    let result = try CommandRunner.run([Self.sample, "-o", output])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let bytes = try #require(FileManager.default.contents(atPath: output))
    let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    #expect(object["items"] != nil)
    #expect(object["frames"] == nil)
  }
}
