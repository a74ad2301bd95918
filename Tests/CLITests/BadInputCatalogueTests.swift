import Foundation
import TestSupport
import Testing

/// The bad-input catalogue (issue 7): every way a spec, a PNG or a command line can be wrong,
/// fed to the real binary. For each one the tool must
///
/// - exit with the documented code (2 for bad input, 64 for a bad command line),
/// - say where the problem is — `spec.json:LINE:COLUMN` with the offending line or constraint
///   string and a caret under the exact character, or the file it could not use — and what it is,
/// - and leave every file alone: nothing created, nothing changed, no temporary file left over.
///
/// Each case runs in a fresh folder holding `existing.png` (an earlier output the run must not
/// replace) and `reference.png` (a valid PNG); specs are written to `spec.json`. A `‸` in a spec
/// marks the character the error must point at (it is removed before the file is written).
/// Big inputs are generated here, not committed.
@Suite struct BadInputCatalogueTests {
  @Test("a bad input is refused with a located message and nothing written", arguments: BadInput.catalogue)
  func badInput(_ input: BadInput) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var marked: (text: String, line: Int, column: Int)?
    if let spec = input.spec {
      marked = try #require(BadInput.unmark(spec), "the spec of '\(input.name)' has no ‸")
      try scratch.write("spec.json", marked!.text)
    } else if let bytes = input.specBytes {
      try scratch.write("spec.json", bytes)
    }
    try input.files(scratch)
    let before = try scratch.snapshot()

    let start = ContinuousClock.now
    let result = try CommandRunner.run(
      input.arguments, stdin: (input.makeStandardInput?() ?? input.standardInput).map { Data($0) },
      currentDirectory: scratch.directory)
    let elapsed = ContinuousClock.now - start

    #expect(result.exitCode == input.exitCode, "\(result.standardError)")
    #expect(try scratch.snapshot() == before, "files were created or changed")
    #expect(result.standardOutput.isEmpty, "standard output: \(result.stdoutText.prefix(300))")
    #expect(elapsed < .seconds(input.maximumSeconds))
    #expect(!result.standardError.contains("Fatal error"))
    #expect(result.standardError.count < 20_000, "a bounded message, not the input echoed back")
    if let absent = input.absent {
      #expect(!result.standardError.contains(absent), "'\(absent)' in:\n\(result.standardError)")
    }

    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch input.place {
    case .marker, .markerWithoutCaret:
      let marked = try #require(marked, "a marker place needs a marked spec")
      let prefix = "\(input.fileName):\(marked.line):\(marked.column): error: "
      let index = try #require(
        lines.firstIndex { $0.hasPrefix(prefix) },
        "expected a line starting with '\(prefix)' in:\n\(result.standardError)")
      #expect(lines[index].contains(input.problem), "\(lines[index])")
      if case .marker = input.place {
        try expectCaret(in: lines, after: index, pointsAtMarkerOf: marked.text, input: input)
      }
    case .text(let place):
      let line = lines.first { $0.contains(place) }
      #expect(line != nil, "expected '\(place)' in:\n\(result.standardError)")
      #expect(line?.contains(input.problem) == true, "expected '\(input.problem)' in:\n\(result.standardError)")
    }
  }

  /// The snippet line and the caret line after the error: the character above the caret must be
  /// the one the marker stood before.
  func expectCaret(
    in lines: [String], after index: Int, pointsAtMarkerOf text: String, input: BadInput
  ) throws {
    guard index + 2 < lines.count else {
      Issue.record("no snippet and caret after the error line")
      return
    }
    let snippet = Array(lines[index + 1].dropFirst(4))
    let caretLine = lines[index + 2]
    #expect(caretLine.hasPrefix("    "))
    let caret = try #require(
      Array(caretLine.dropFirst(4)).firstIndex(of: "^"), "no caret in '\(caretLine)'")
    let spec = input.spec ?? ""
    let markerIndex = try #require(spec.firstIndex(of: BadInput.marker))
    let expected = spec[spec.index(after: markerIndex)...].first
    if expected == "\"" && caret == snippet.count {
      // The marker stands before a constraint string's closing quote: the caret is at its end.
    } else if let expected, expected != "\n" {
      #expect(
        caret < snippet.count && snippet[caret] == expected,
        "the caret is under '\(caret < snippet.count ? String(snippet[caret]) : "the end")', not '\(expected)':\n\(lines[index + 1])\n\(caretLine)"
      )
    } else {
      #expect(caret == snippet.count, "the caret should be at the end:\n\(lines[index + 1])\n\(caretLine)")
    }
  }

  @Test func theCatalogueCoversEveryEntryPointWithAtLeastSixtyInputs() {
    let catalogue = BadInput.catalogue
    #expect(catalogue.count >= 60)
    #expect(Set(catalogue.map(\.name)).count == catalogue.count, "names are unique")
    let entryPoints = Set(catalogue.map(\.entryPoint))
    #expect(entryPoints == Set(BadInput.EntryPoint.allCases))
  }

  /// Batch mode: one bad spec among good ones is reported with its place, and the others are
  /// still rendered; the earlier output of the bad one is left as it was.
  @Test func aBadSpecInABatchDoesNotStopTheOthers() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let login = PackagePaths.samples.appendingPathComponent("login-form.json").path
    let nested = PackagePaths.samples.appendingPathComponent("nested-card.json").path
    try scratch.write("bad.json", "{\"canvas\": {\"width\": 100, \"height\": 100}, \"views\": {\"a\": {\"parent\": \"b\"}}}")
    try scratch.write("out/bad.png", "the previous picture")
    let result = try CommandRunner.run(
      [login, "bad.json", nested, "-o", "out/"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("bad.json:1:69: error: views.a.parent: \"b\" is not a declared view"))
    #expect(result.standardError.contains("rendered 2 of 3 specs"))
    let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("out")).sorted()
    #expect(files == ["bad.png", "login-form.png", "nested-card.png"])
    #expect(FileManager.default.contents(atPath: scratch.path("out/bad.png")) == Data("the previous picture".utf8))
    #expect(FileManager.default.contents(atPath: scratch.path("out/login-form.png"))?.starts(with: [0x89, 0x50]) == true)
  }
}

// MARK: - The catalogue

struct BadInput: Sendable, CustomTestStringConvertible {
  enum EntryPoint: String, Sendable, CaseIterable {
    /// `vfl-preview spec.json -o out.png` and friends.
    case render
    /// `vfl-preview - -o out.png` reading standard input.
    case standardInput
    /// `vfl-preview a.json b.json -o folder/`.
    case batch
    /// `vfl-preview spec.json --check reference.png`.
    case check
    /// `vfl-preview diff expected.png actual.png`, or two storyboards.
    case diff
    /// `vfl-preview import Main.storyboard -o specs/`.
    case importCommand
    /// Option parsing.
    case commandLine
  }

  /// Where the error must point.
  enum Place: Sendable {
    /// At the `‸` in the spec: `spec.json:LINE:COLUMN: error: …` and a caret under the character
    /// the marker stands before (in the source line, or in the constraint string shown).
    case marker
    /// At the `‸`, for errors without a caret (Apple prints none for an empty or non-ASCII VFL
    /// string).
    case markerWithoutCaret
    /// A line of standard error containing this text (a file name, `constraints[1]`…).
    case text(String)
  }

  var name: String
  var entryPoint: EntryPoint = .render
  /// A spec with a `‸`, written to `spec.json` without it.
  var spec: String? = nil
  /// Raw bytes written to `spec.json` (for what a Swift string cannot hold).
  var specBytes: [UInt8]? = nil
  /// More input files for the scratch folder.
  var files: @Sendable (Scratch) throws -> Void = { _ in }
  var arguments: [String] = ["spec.json", "-o", "existing.png"]
  var standardInput: [UInt8]? = nil
  /// Standard input too big to keep in the catalogue, made when the case runs.
  var makeStandardInput: (@Sendable () -> [UInt8])? = nil
  var exitCode: Int32 = 2
  var place: Place = .marker
  /// The problem, in the words the user reads (part of the error line).
  var problem: String
  /// Words that must not be in the message (advice that does not apply).
  var absent: String? = nil
  /// Big inputs must be refused quickly.
  var maximumSeconds: Double = 20
  var fileName = "spec.json"

  var testDescription: String { name }

  static let marker: Character = "‸"

  /// The spec text without its marker, and the marker's 1-based line and character column.
  static func unmark(_ text: String) -> (text: String, line: Int, column: Int)? {
    guard let index = text.firstIndex(of: marker) else { return nil }
    let before = text[..<index]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    let column = before[lineStart...].unicodeScalars.count + 1
    var unmarked = text
    unmarked.remove(at: index)
    return (unmarked, line, column)
  }

  // MARK: Builders

  /// A spec file with a marked error.
  static func spec(_ name: String, _ spec: String, _ problem: String) -> BadInput {
    BadInput(name: name, spec: spec, problem: problem)
  }

  /// One constraint (a JSON value: a string or an object) as `constraints[1]` of a small spec
  /// with views a, b, c, view1, view2, card and inner (in card), and a few metrics.
  static func constraint(
    _ name: String, _ constraint: String, _ problem: String, place: Place = .marker,
    path: String = "constraints[1]"
  ) -> BadInput {
    BadInput(
      name: name,
      spec: """
        {
          "canvas": {"width": 400, "height": 300},
          "metrics": {"margin": 10, "high": 750, "tooHigh": 1001, "zero": 0},
          "views": {"a": {}, "b": {}, "c": {}, "view1": {}, "view2": {}, "card": {}, "inner": {"parent": "card"}},
          "constraints": [
            "V:|-[a(20)]",
            \(constraint)
          ]
        }
        """,
      place: place, problem: "\(path): " + problem)
  }

  /// A scratch file holding a PNG (or not), used by `--check` and `diff` cases.
  static func png(_ bytes: [UInt8], as name: String = "broken.png") -> @Sendable (Scratch) throws -> Void {
    { scratch in try scratch.write(name, bytes) }
  }

  static let validSpec = """
    {"canvas": {"width": 200, "height": 100}, "views": {"a": {}},
     "constraints": ["H:|-[a]-|", "V:|-[a(30)]"]}
    """

  // MARK: Generated inputs

  /// `{"canvas": …, "views": {"v0": {}, …}}` built byte by byte: 10^6 views is 13 MB.
  static func manyViews(_ count: Int) -> [UInt8] {
    var bytes = Array(#"{"canvas": {"width": 400, "height": 300}, "views": {"#.utf8)
    bytes.reserveCapacity(count * 13 + 100)
    for index in 0..<count {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += Array("\"v\(index)\":{}".utf8)
    }
    bytes += Array("}}".utf8)
    return bytes
  }

  static func longString(_ count: Int) -> String { String(repeating: "x", count: count) }

  /// A PNG signature and IHDR with a valid checksum, then `rest`.
  static func pngHeader(width: UInt32, height: UInt32, rest: [UInt8] = []) -> [UInt8] {
    DiffCommandTestFiles.pngHeader(width: width, height: height) + rest
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] { HandmadePNG.chunk(type, data) }

  static var validPNG: [UInt8] {
    (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: DiffCommandTestFiles.fixture("label-moved.actual.png")))))
      ?? []
  }

  static func checkAgainst(_ name: String, _ bytes: [UInt8], problem: String) -> BadInput {
    BadInput(
      name: "--check: " + name, entryPoint: .check, specBytes: Array(validSpec.utf8),
      files: png(bytes), arguments: ["spec.json", "--check", "broken.png", "-o", "existing.png"],
      place: .text("vfl-preview: error: broken.png: "), problem: problem)
  }

  static func diff(_ name: String, _ bytes: [UInt8], problem: String) -> BadInput {
    BadInput(
      name: "diff: " + name, entryPoint: .diff, files: png(bytes),
      arguments: ["diff", "reference.png", "broken.png", "-o", "existing.png"],
      place: .text("error: broken.png: "), problem: problem)
  }

  // MARK: Entries

  static let catalogue: [BadInput] = json + structure + numbersAndLimits + vfl + expressions
    + files + batches + pngs + commandLine + aliases + uselessOptions + messages + interfaceBuilder

  /// Malformed JSON, each with the exact place.
  static let json: [BadInput] = [
    spec("empty file", "‸", "invalid JSON: the file is empty; expected a JSON object"),
    spec("only whitespace", "  \n\t\n‸", "invalid JSON: the file is empty"),
    spec("truncated object", "{\"canvas\": {\"width\": 400,\n  \"height\": 300}‸", "unexpected end of file inside an object; expected '}'"),
    spec("trailing comma in an object", "{\"canvas\": {\"width\": 400, \"height\": 300,‸}}", "trailing comma before '}'"),
    spec("trailing comma in an array", "{\"canvas\": {\"width\": 4, \"height\": 3},\n \"constraints\": [\"H:|[a]\",‸]}", "trailing comma before ']'"),
    spec("missing comma", "{\"canvas\": {\"width\": 400 ‸\"height\": 300}}", "unexpected '\"'; expected ',' or '}'"),
    spec("missing colon", "{\"canvas\" ‸{\"width\": 4}}", "expected ':' after the key \"canvas\""),
    spec("single quotes", "{\"canvas\": ‸'big'}", "strings must use double quotes"),
    spec("NaN", "{\"canvas\": {\"width\": ‸NaN, \"height\": 3}}", "NaN and Infinity are not JSON numbers"),
    spec("Infinity", "{\"canvas\": {\"width\": 4, \"height\": ‸Infinity}}", "NaN and Infinity are not JSON numbers"),
    spec("leading zeros", "{\"canvas\": {\"width\": ‸007, \"height\": 3}}", "numbers must not have leading zeros"),
    spec("a number too large for a double", "{\"canvas\": {\"width\": ‸1e400, \"height\": 3}}", "the number 1e400 is too large"),
    spec("duplicate key", "{\"canvas\": {\"width\": 4, \"height\": 3},\n \"views\": {\"a\": {}, ‸\"a\": {}}}", "invalid JSON: duplicate key \"a\""),
    spec("unterminated string", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"description\": ‸\"open", "unterminated string"),
    spec("line break inside a string", "{\"description\": ‸\"two\nlines\"}", "a line break must be written \\n"),
    spec("unknown escape", "{\"description\": \"a ‸\\q\"}", "unknown escape sequence in a string"),
    spec("lone surrogate", "{\"description\": \"‸\\uD800\"}", "a lone UTF-16 surrogate"),
    spec("garbage after the document", "{\"canvas\": {\"width\": 4, \"height\": 3}} ‸x", "unexpected 'x' after the end of the JSON document"),
    spec("nested 300 deep", String(repeating: "[", count: 256) + "‸" + String(repeating: "[", count: 44), "the document nests deeper than 256 levels"),
    spec("not an object", "‸[1, 2]", "the spec must be an object, not an array"),
    BadInput(
      name: "invalid UTF-8 in a string",
      specBytes: Array("{\"canvas\": {\"width\": 4, \"height\": 3}, \"description\": \"caf".utf8) + [0xE9, 0x22, 0x7D],
      place: .text("spec.json:1:54: error: "), problem: "invalid JSON: the string is not valid UTF-8"),
    BadInput(
      name: "a UTF-16 file", specBytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00],
      place: .text("spec.json:1:1: error: "), problem: "invalid JSON: unexpected byte 0xFF; expected a value"),
  ]

  /// Wrong types, unknown and missing keys, bad names and references.
  static let structure: [BadInput] = [
    spec("missing canvas", "‸{\"views\": {}}", "the spec is missing the required key \"canvas\""),
    spec("canvas is a string", "{\"canvas\": ‸\"400x300\"}", "canvas must be an object, not a string"),
    spec("width is a string", "{\"canvas\": {\"width\": ‸\"400\", \"height\": 300}}", "canvas.width must be a number, not a string"),
    spec("unknown top-level key", "{\"canvas\": {\"width\": 4, \"height\": 3}, ‸\"constraint\": []}", "unknown key \"constraint\" in the spec"),
    spec("misspelt canvas key", "{\"canvas\": {‸\"widht\": 4, \"height\": 3}}", "unknown key \"widht\" in canvas"),
    spec("misspelt view key", "{\"canvas\": {\"width\": 4, \"height\": 3},\n \"views\": {\"a\": {‸\"lable\": \"OK\"}}}", "unknown key \"lable\" in views.a"),
    spec("views is an array", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": ‸[\"a\"]}", "views must be an object, not an array"),
    spec("constraints is a string", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"constraints\": ‸\"H:|[a]|\"}", "constraints must be an array, not a string"),
    spec("a constraint is a number", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"constraints\": [‸42]}", "constraints[0] must be a string or an object"),
    spec("a constraint object without vfl or expr", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"constraints\": [‸{\"id\": \"x\"}]}", "constraints[0] is missing the required key \"vfl\" or \"expr\""),
    spec("both vfl and expr", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {}},\n \"constraints\": [{\"vfl\": \"[a]\", \"expr\": ‸\"a.width = 1\"}]}", "give either \"vfl\" or \"expr\", not both"),
    spec("options on an expression", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {}},\n \"constraints\": [{\"expr\": \"a.width = 1\", \"options\": ‸[\"alignAllTop\"]}]}", "layout options apply to VFL only"),
    spec("options is a string", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {}},\n \"constraints\": [{\"vfl\": \"[a]\", \"options\": ‸\"alignAllTop\"}]}", "constraints[0].options must be an array of option names, not a string"),
    spec("duplicate constraint id", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {}},\n \"constraints\": [{\"vfl\": \"[a]\", \"id\": \"w\"}, {\"vfl\": \"[a]\", \"id\": ‸\"w\"}]}", "the id \"w\" is already used by constraints[0]"),
    spec("invalid view name", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {‸\"1st\": {}}}", "\"1st\" is not a valid view name"),
    spec("reserved view name", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {‸\"superview\": {}}}", "\"superview\" is reserved"),
    spec("a metric and a view of one name: before .attribute it is the view", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"metrics\": {\"gap\": 8},\n \"views\": {\"gap\": {}}, \"constraints\": [\"gap.left = gap.‸width\"]}", "Invalid pairing of layout attributes: left is a location and width is a size"),
    spec("invalid metric name", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"metrics\": {‸\"two words\": 8}}", "\"two words\" is not a valid metric name"),
    spec("unknown parent", "{\"canvas\": {\"width\": 4, \"height\": 3},\n \"views\": {\"card\": {}, \"title\": {\"parent\": ‸\"crad\"}}}", "views.title.parent: \"crad\" is not a declared view"),
    spec("cyclic parents", "{\"canvas\": {\"width\": 4, \"height\": 3},\n \"views\": {\"a\": {\"parent\": ‸\"b\"}, \"b\": {\"parent\": \"a\"}}}", "parents form a cycle: a → b → a"),
    spec("a view that is its own parent", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"parent\": ‸\"a\"}}}", "parents form a cycle: a → a"),
    spec("unknown layout direction", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"layoutDirection\": ‸\"rtl\"}", "\"rtl\" is not a layout direction"),
    spec("unknown theme", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"appearance\": {\"theme\": ‸\"blue\"}}", "\"blue\" is not a theme"),
    spec("label is a number", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"label\": ‸42}}}", "views.a.label must be a string, not a number"),
    spec("hugging with an unknown axis", "{\"canvas\": {\"width\": 4, \"height\": 3},\n \"views\": {\"a\": {\"hugging\": {‸\"horizontol\": 251}}}}", "unknown key \"horizontol\" in views.a.hugging"),
    spec("description is an object", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"description\": ‸{}}", "description must be a string, not an object"),
  ]

  /// Numbers out of range (NaN and infinity cannot be written in JSON; see the JSON cases) and the
  /// documented limits, with generated big inputs.
  static let numbersAndLimits: [BadInput] = [
    spec("negative canvas width", "{\"canvas\": {\"width\": ‸-400, \"height\": 300}}", "the canvas width must be positive, not -400"),
    spec("zero canvas height", "{\"canvas\": {\"width\": 400, \"height\": ‸0}}", "the canvas height must be positive, not 0"),
    spec("canvas of 10^9 points", "{\"canvas\": {\"width\": ‸1000000000, \"height\": 300}}", "a canvas width of 1000000000 points is over the limit of 20000"),
    spec("negative intrinsic size", "{\"canvas\": {\"width\": 4, \"height\": 3},\n \"views\": {\"a\": {\"intrinsicSize\": {\"width\": ‸-1}}}}", "views.a.intrinsicSize.width: must not be negative (got -1)"),
    spec("negative standard spacing", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"spacing\": {\"standard\": ‸-8}}", "spacing.standard: must not be negative"),
    spec("metric beyond 1e9", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"metrics\": {\"far\": ‸1e10}}", "metrics.far: 10000000000 is too large (the limit is ±1e9)"),
    spec("priority above 1000", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {}},\n \"constraints\": [{\"vfl\": \"[a]\", \"priority\": ‸1001}]}", "a priority must be greater than 0 and at most 1000 (required), not 1001"),
    spec("minimum scale factor above 1", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"minimumScaleFactor\": ‸2}}}", "a minimum scale factor must be greater than 0 and at most 1, not 2"),
    spec("unknown text style", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"label\": \"x\", \"font\": ‸\"headlin\"}}}", "\"headlin\" is not a text style"),
    spec("negative lines", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"lines\": ‸-1}}}", "lines must be a whole number from 0 (any number) to 10000, not -1"),
    spec("fractional lines", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"lines\": ‸1.5}}}", "lines must be a whole number"),
    spec("unknown alignment", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"alignment\": ‸\"centre\"}}}", "\"centre\" is not an alignment"),
    spec("unknown content size", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"contentSize\": ‸\"huge\"}", "\"huge\" is not a content size category"),
    spec("negative preferred width", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"preferredMaxLayoutWidth\": ‸-5}}}", "views.a.preferredMaxLayoutWidth: must not be negative"),
    spec("hugging priority 0", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"hugging\": ‸0}}}", "a priority must be greater than 0"),
    spec("scale 4 in the spec", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"appearance\": {\"scale\": ‸4}}", "appearance.scale: the scale must be 1, 2 or 3"),
    spec("multipliers compounding past 1e9", "{\"canvas\": {\"width\": 40, \"height\": 30}, \"views\": {\"a\": {}, \"b\": {}, ‸\"c\": {}},\n \"constraints\": [\"H:|[a(1000)]\", \"b.width = a.width * 100000\", \"c.width = b.width * 100000\", \"V:|[a(1)][b(1)][c(1)]\", \"b.left = 0\", \"c.left = 0\"]}", "views.c: the solved width of 'c' is 10000000000000 points, beyond the limit of ±1e9"),
    BadInput(
      name: "10^6 views", files: { try $0.write("spec.json", manyViews(1_000_000)) },
      place: .text("spec.json:1:52: error: "),
      problem: "views: at least 100001 views; the limit is 100000", maximumSeconds: 10),
    BadInput(
      name: "200,001 constraints",
      files: {
        try $0.write(
          "spec.json",
          "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {}}, \"constraints\": ["
            + Array(repeating: "\"[a]\"", count: 200_001).joined(separator: ",") + "]}")
      },
      place: .text("spec.json:1:74: error: "),
      problem: "constraints: at least 200001 constraints; the limit is 200000", maximumSeconds: 10),
    BadInput(
      name: "a 10 MB label",
      files: {
        try $0.write(
          "spec.json",
          "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {\"label\": \"" + longString(10_000_000) + "\"}}}")
      },
      place: .text("spec.json:1:64: error: "),
      problem: "views.a.label: the string is 10000000 bytes long; the limit is 1000000", maximumSeconds: 10),
    BadInput(
      name: "a 10 MB constraint",
      files: {
        try $0.write(
          "spec.json",
          "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {}}, \"constraints\": [\"[a]-" + longString(10_000_000) + "\"]}")
      },
      place: .text("spec.json:1:75: error: "),
      problem: "constraints[0]: the string is 10000004 bytes long; the limit is 1000000", maximumSeconds: 10),
    BadInput(
      name: "a 2 MB view name",
      files: {
        try $0.write(
          "spec.json", "{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"" + longString(2_000_000) + "\": {}}}")
      },
      place: .text("spec.json:1:49: error: "),
      problem: "views: a view name of 2000000 bytes; the limit is 1000000", maximumSeconds: 10),
    BadInput(
      name: "a spec file over 64 MiB",
      files: { scratch in
        // Sparse: the size is checked before anything is read.
        let handle = try FileHandle(forWritingTo: {
          try scratch.write("huge.json", "{")
          return URL(fileURLWithPath: scratch.path("huge.json"))
        }())
        try handle.truncate(atOffset: 65 * 1024 * 1024)
        try handle.close()
      },
      arguments: ["huge.json", "-o", "existing.png"],
      place: .text("vfl-preview: error: huge.json: "),
      problem: "the spec is 68157440 bytes; the limit is 67108864", maximumSeconds: 10),
    BadInput(
      name: "a canvas too large to draw at 3x",
      spec: "{\"canvas\": {\"width\": 20000, \"height\": 20000}, \"views\": {}}‸",
      arguments: ["spec.json", "--scale", "3", "-o", "existing.png"],
      place: .text("spec.json: error: "),
      problem: "the image would be 60000 × 60000 pixels, over the limit of 64000000 pixels; use a smaller canvas or --scale 1"),
  ]

  /// Every family of VFL error (Apple's messages, verbatim, with Apple's caret), plus ours.
  static let vfl: [BadInput] = [
    constraint("VFL: empty string", "{\"vfl\": ‸\"\"}", "It's an empty string.", place: .markerWithoutCaret),
    constraint("VFL: non-ASCII", "‸\"[a]—[b]\"", "It contains non-ASCII characters.", place: .markerWithoutCaret),
    constraint("VFL: V without colon", "\"V‸|[a]|\"", "Expected ':' after 'V' to specify vertical arrangement"),
    constraint("VFL: H without colon", "\"H‸[a]\"", "Expected ':' after 'H' to specify horizontal arrangement"),
    constraint("VFL: bar at the end", "\"V:|‸\"", "Expected a connection after the '|' character"),
    constraint("VFL: no view", "\"|-‸|\"", "Expected a view"),
    constraint("VFL: invalid view name", "\"[‸1a]\"", "Expected a view. View names must start with a letter or an underscore"),
    constraint("VFL: unknown view", "\"[a]-[zz‸]\"", "zz is not a key in the views dictionary."),
    constraint("VFL: ran out in a view", "\"[a(‸\"", "Unexpectedly ran out of character fodder in the middle of parsing a view"),
    constraint("VFL: unterminated predicate", "\"[a(100‸]\"", "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
    constraint("VFL: no bracket after thickness", "\"[a(100)‸x]\"", "Expected ']' after specifying thickness."),
    constraint("VFL: view not closed", "\"[a‸)\"", "Expected a ']' here. That is how you give the end of a view."),
    constraint("VFL: whitespace between items", "\"[a]‸ [b]\"", "Expected a view or '|'"),
    constraint("VFL: text after the closing bar", "\"[a]|‸[b]\"", "Expected the end of the format string"),
    constraint("VFL: connection without its dash", "\"[a]-20‸[b]\"", "Expected a '-' here"),
    constraint("VFL: a list without parentheses", "\"[a]-20‸,30-[b]\"", "Expected a '-' here. To specify a list of constraints, you must use parentheses"),
    constraint("VFL: double minus", "\"[a]-‸-5-[b]\"", "Cannot tell if this - is a minus sign"),
    constraint("VFL: unclosed parenthesis", "\"[a]-(20‸[b]\"", "Expected a ')' at the end of a constraint modifier"),
    constraint("VFL: ends after a dash", "\"[a]-‸\"", "Expected more input"),
    constraint("VFL: single equals", "\"[a(=‸50)]\"", "Unknown relation. Must be ==, >=, or <="),
    constraint("VFL: not-equal", "\"[a(‸!=50)]\"", "Expected a number or key from the metrics dictionary, but encountered something else"),
    constraint("VFL: minus without a number", "\"[a(‸-x)]\"", "Expected a number or a key from the metrics dictionary"),
    constraint("VFL: unknown metric", "\"[a]-gap‸-[b]\"", "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries"),
    constraint("VFL: a view as a space", "\"[a]-b‸-[c]\"", "It's not possible to set a space equal to the width or height of a view."),
    constraint("VFL: priority 0", "\"[a(100@0‸)]\"", "Invalid priority specified: 0. Priority must be greater than 0"),
    constraint("VFL: priority above 1000", "\"[a(100@1050‸)]\"", "Invalid priority specified: 1050. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
    constraint("VFL: horizontal alignment in a horizontal line", "{\"vfl\": \"H:[a]-[b]‸\", \"options\": [\"alignAllLeft\"]}", "Options mask required views to be aligned on a horizontal edge"),
    constraint("VFL: baseline-to-baseline in a horizontal line", "{\"vfl\": \"H:[a]-[b]‸\", \"options\": [\"spacingBaselineToBaseline\"]}", "BaselineToBaseline format option not valid for horizontal layout"),
    constraint("VFL: views of one line in different superviews", "\"H:|[a][‸inner]|\"", "inner is in 'card', but the views before it in this line are in the canvas."),
    constraint("VFL: unknown layout option", "‸{\"vfl\": \"H:[a]-[b]\", \"options\": [\"alignAllMiddle\"]}", "Unknown layout option 'alignAllMiddle'.", path: "constraints[1].options"),
    constraint("VFL: infinite constant", "\"H:|-(-inf‸)-[a]\"", "The constant -inf is not a finite number."),
    constraint("VFL: constant beyond 1e9", "\"H:|‸-1e300-[a]\"", "the constant 1e+300 is too large (the limit is ±1e9)"),
  ]

  /// Every family of expression error.
  static let expressions: [BadInput] = [
    constraint("expression: empty", "‸\"\"", "It's an empty string.", place: .markerWithoutCaret),
    constraint("expression: a view without attribute", "\"view1 ‸= view2\"", "Must specify view.attribute, not just a view"),
    constraint("expression: dot path", "\"view1.subview‸.left = 20\"", "Cannot follow dot paths such as 'view1.subview.left'"),
    constraint("expression: Objective-C message", "{\"expr\": \"‸[view1 setLeft:20]\"}", "Objective-C message syntax is not an expression."),
    constraint("expression: constant before the view", "\"view1.left = 20 + ‸superview.left\"", "The constant must come at the end of the expression, after the view.attribute."),
    constraint("expression: math on the left", "\"view1.left ‸+ 20 = superview.left\"", "The left side must be a single view.attribute"),
    constraint("expression: constant math", "\"view1.left = 20 + ‸3\"", "Don't do constant math: write the result as a single number or metric."),
    constraint("expression: parentheses", "\"view1.left = view2.width * ‸(0.9 + 5)\"", "Parentheses are not supported"),
    constraint("expression: unknown view", "\"‸veiw1.width == 100\"", "veiw1 is not a key in the views dictionary."),
    constraint("expression: superview on the left", "\"‸superview.width == view1.width\"", "superview cannot be the left item"),
    constraint("expression: unknown attribute", "\"view1.‸wdth == 100\"", "Unknown attribute 'wdth'."),
    constraint("expression: missing attribute", "\"view1. ‸== 8\"", "Expected an attribute after 'view1.'"),
    constraint("expression: unknown metric", "\"view1.width == ‸marign\"", "Encountered metric with name \"marign\""),
    constraint("expression: a metric as a view", "\"‸margin.left == 10\"", "margin is a metric, not a view"),
    constraint("expression: a view as a constant", "\"view1.width == ‸view2\"", "view2 is a view, not a metric"),
    constraint("expression: no relation", "\"view1.width ‸100\"", "Expected a relation (=, ==, >= or <=) after 'view1.width'."),
    constraint("expression: strict relation", "\"view1.width ‸> 100\"", "Unknown relation '>'. Must be =, ==, >= or <=."),
    constraint("expression: two relations", "\"view1.width == view2.width ‸== 5\"", "A constraint has exactly one relation"),
    constraint("expression: two constraints", "\"view1.width >= 50‸, <= 100\"", "An expression holds one constraint"),
    constraint("expression: multiplier on the left", "\"‸2 * view1.left = view2.left\"", "The left side must be a single view.attribute, such as view1.left, but it starts with '2'."),
    constraint("expression: nothing after the relation", "\"view1.width ==‸\"", "Expected a view.attribute, a number or a metric after '=='."),
    constraint("expression: two items on the right", "\"view1.width == view2.width + ‸view2.height\"", "The right side may hold only one view.attribute"),
    constraint("expression: multiplying items", "\"view1.width == view2.width * ‸view2.height\"", "Cannot multiply two view.attributes"),
    constraint("expression: sign before an item", "\"view1.left == ‸-view2.left\"", "A sign cannot stand before a view.attribute"),
    constraint("expression: two signs", "\"view1.width == view2.width + -‸-20\"", "Expected a number or a metric after '-': a constant takes at most one sign."),
    constraint("expression: division by zero", "\"view1.width == view2.width / ‸-0\"", "Cannot divide by zero."),
    constraint("expression: division by a metric that is zero", "\"view1.width == view2.width / ‸zero\"", "Cannot divide by zero."),
    constraint("expression: division by a view.attribute", "\"view1.width == 2 / ‸view2.width\"", "Cannot divide by a view.attribute"),
    constraint("expression: a decimal point without digits", "\"view1.width == view2.width * ‸.\"", "Expected a view.attribute, a number or a metric after '*'."),
    constraint("VFL: a number starting with a decimal point", "\"[a(‸.5)]\"", "Expected a number or key from the metrics dictionary"),
    constraint("expression: exponent", "\"view1.width == ‸1e2\"", "Exponent notation such as '1e2' is not supported"),
    constraint("expression: hexadecimal", "\"view1.width == view2.width * ‸0x10\"", "Hexadecimal numbers such as '0x10' are not supported"),
    constraint("expression: a number too large for a double", "\"view1.width == ‸1\(String(repeating: "0", count: 400))\"", "The number '1000000000"),
    constraint("expression: non-ASCII relation", "\"view1.width ‸≥ 100\"", "Unexpected character '≥'."),
    constraint("expression: priority after the relation", "\"view1.width == ‸@750\"", "Expected a view.attribute, a number or a metric after '==': the @priority comes last"),
    constraint("expression: VFL given as expr", "{\"expr\": \"‸H:|[a]|\"}", "This is Visual Format Language, not an expression."),
    constraint("expression: multiplier beyond 1e9", "\"‸a.width = b.width * 99999999999999999999999 + 5\"", "the multiplier 1e+23 is too large (the limit is ±1e9)"),
  ]

  /// Files that cannot be used: missing, a folder, unwritable places, outputs over inputs, fonts.
  static let files: [BadInput] = [
    BadInput(
      name: "missing spec file", arguments: ["missing.json", "-o", "existing.png"],
      place: .text("vfl-preview: error: missing.json: "), problem: "no such file"),
    BadInput(
      name: "a folder instead of a spec", files: { try $0.write("folder/inside.txt", "x") },
      arguments: ["folder", "--format", "json"],
      place: .text("vfl-preview: error: folder: "), problem: "is a directory, not a spec file"),
    BadInput(
      name: "output path equal to the input", specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "-o", "spec.json"],
      place: .text("vfl-preview: error: spec.json: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "output path equal to the input, spelt differently", specBytes: Array(validSpec.utf8),
      files: { try $0.write("sub/x", "x") },
      arguments: ["spec.json", "-o", "sub/../spec.json"],
      place: .text("vfl-preview: error: sub/../spec.json: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "output through a symbolic link to the input", specBytes: Array(validSpec.utf8),
      files: { scratch in
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.json"), withDestinationPath: "spec.json")
      },
      arguments: ["spec.json", "-o", "link.json"],
      place: .text("vfl-preview: error: link.json: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "output folder does not exist", specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "-o", "no-such-folder/out.png"],
      place: .text("vfl-preview: error: no-such-folder/out.png: "), problem: "no-such-folder does not exist"),
    BadInput(
      name: "output folder is a file", specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "-o", "existing.png/out.png"],
      place: .text("vfl-preview: error: existing.png/out.png: "), problem: "existing.png is a file, not a folder"),
    BadInput(
      name: "unwritable output folder", specBytes: Array(validSpec.utf8),
      // Read-only for everyone, root included (tests may run as root, where chmod does not bind).
      arguments: ["spec.json", "-o", "/sys/vfl-preview-out.png"],
      place: .text("vfl-preview: error: /sys/vfl-preview-out.png: "), problem: "cannot write the file"),
    BadInput(
      name: "missing font", specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "--font", "no-such-font.ttf", "-o", "existing.png"],
      place: .text("vfl-preview: error: "), problem: "no-such-font.ttf"),
    BadInput(
      name: "a font that is not a font", specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "--font", "spec.json", "-o", "existing.png"],
      place: .text("vfl-preview: error: "), problem: "the font spec.json is not a TrueType or OpenType font"),
    BadInput(
      name: "standard input: invalid JSON", entryPoint: .standardInput,
      arguments: ["-", "-o", "existing.png"], standardInput: Array("{\n  \"canvas\": {\"width\": 4,, \"height\": 3}\n}".utf8),
      place: .text("<stdin>:2:25: error: "),
      problem: "invalid JSON: unexpected ','; expected a key in double quotes"),
    BadInput(
      name: "standard input: empty", entryPoint: .standardInput,
      arguments: ["-", "-o", "existing.png"], standardInput: [],
      place: .text("<stdin>:1:1: error: "), problem: "the file is empty"),
    BadInput(
      name: "standard input: over 64 MiB", entryPoint: .standardInput,
      arguments: ["-", "-o", "existing.png"],
      // One byte over: the tool reads all of it, so the pipe never breaks under the writer.
      makeStandardInput: { [UInt8](repeating: 0x20, count: 64 * 1024 * 1024 + 1) },
      place: .text("vfl-preview: error: <stdin>: "),
      problem: "the spec is larger than the limit of 67108864 bytes", maximumSeconds: 10),
    BadInput(
      name: "standard input: a VFL error", entryPoint: .standardInput,
      arguments: ["-", "--format", "json"],
      standardInput: Array("{\"canvas\": {\"width\": 4, \"height\": 3}, \"views\": {\"a\": {}}, \"constraints\": [\"V:|[a(>30)]|\"]}".utf8),
      place: .text("<stdin>:1:83: error: "), problem: "constraints[0]: Unknown relation. Must be ==, >=, or <="),
  ]

  /// Batches whose outputs would collide with each other or with an input.
  static let batches: [BadInput] = [
    BadInput(
      name: "batch: two specs with the same name", entryPoint: .batch,
      files: { scratch in
        try scratch.write("one/spec.json", validSpec)
        try scratch.write("two/spec.json", validSpec)
        try scratch.write("out/keep.txt", "an earlier file")
      },
      arguments: ["one/spec.json", "two/spec.json", "-o", "out/"],
      place: .text("vfl-preview: error: one/spec.json and two/spec.json "),
      problem: "would both be written to"),
    BadInput(
      name: "batch: an output over another input", entryPoint: .batch,
      files: { scratch in
        try scratch.write("frames.json", validSpec)
        try scratch.write("out/frames.json", validSpec)
      },
      arguments: ["frames.json", "out/frames.json", "-o", "out/", "--format", "json"],
      place: .text("vfl-preview: error: frames.json and out/frames.json "),
      problem: "would both be written to"),
  ]

  /// Broken PNGs for `--check` and `diff`, and outputs that would overwrite their inputs.
  static let pngs: [BadInput] = [
    checkAgainst("not a PNG", Array("GIF89a".utf8), problem: "not a PNG file (the PNG signature is missing)"),
    checkAgainst("empty file", [], problem: "not a PNG file"),
    checkAgainst("truncated", Array(validPNG.prefix(validPNG.count / 2)), problem: "corrupt or truncated PNG"),
    checkAgainst("huge header", pngHeader(width: 100_000, height: 100_000), problem: "the PNG is too large to decode (100000×100000 pixels; the limit is 100000000 pixels, and 1000000 on a side)"),
    checkAgainst(
      "a tiny file claiming 10000×10000 pixels",
      pngHeader(width: 10_000, height: 10_000, rest: chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])),
      problem: "corrupt or truncated PNG (the file holds 11 bytes of image data, too few for 10000×10000 pixels)"),
    BadInput(
      name: "--check: missing reference", entryPoint: .check, specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "--check", "missing.png"],
      place: .text("vfl-preview: error: missing.png: "), problem: "no such file"),
    BadInput(
      name: "--check: output over the reference", entryPoint: .check, specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "--check", "reference.png", "-o", "reference.png"],
      place: .text("vfl-preview: error: reference.png: "), problem: "refusing to overwrite an input file"),
    diff("not a PNG", Array("%PDF-1.4".utf8), problem: "not a PNG file (the PNG signature is missing)"),
    diff("empty file", [], problem: "not a PNG file"),
    diff("truncated", Array(validPNG.prefix(100)), problem: "corrupt or truncated PNG"),
    diff("bad checksum", { var bytes = validPNG; bytes[29] ^= 0xFF; return bytes }(), problem: "corrupt or truncated PNG"),
    diff("0×0 header", pngHeader(width: 0, height: 0), problem: "the PNG is empty (0×0 pixels)"),
    diff("huge header", pngHeader(width: 100_000, height: 100_000), problem: "the PNG is too large to decode"),
    diff("width beyond 2^31", pngHeader(width: 0x8000_0000, height: 1), problem: "the image size in IHDR is out of range"),
    BadInput(
      name: "diff: a folder instead of a PNG", entryPoint: .diff, files: { try $0.write("folder/x", "x") },
      arguments: ["diff", "reference.png", "folder"],
      place: .text("error: folder: "), problem: "not a regular file (a folder, a device or a pipe)"),
    BadInput(
      name: "diff: missing file", entryPoint: .diff,
      arguments: ["diff", "missing.png", "reference.png", "-o", "existing.png"],
      place: .text("error: missing.png: "), problem: "no such file"),
    BadInput(
      name: "diff: output over an input", entryPoint: .diff, files: png(validPNG, as: "actual.png"),
      arguments: ["diff", "reference.png", "actual.png", "-o", "actual.png"],
      place: .text("error: the diff image actual.png "), problem: "would overwrite the input actual.png"),
    BadInput(
      name: "diff: output folder does not exist", entryPoint: .diff, files: png(validPNG, as: "actual.png"),
      arguments: ["diff", "reference.png", "actual.png", "-o", "no-such-folder/diff.png"],
      place: .text("error: no-such-folder/diff.png: "), problem: "the folder no-such-folder does not exist"),
  ]

  /// Invalid command lines: exit 64 with the reason, nothing read or written.
  static let commandLine: [BadInput] = [
    BadInput(
      name: "--scale 9", entryPoint: .commandLine, specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "--scale", "9", "-o", "existing.png"], exitCode: 64,
      place: .text("Error: "), problem: "--scale must be 1, 2 or 3, not 9."),
    BadInput(
      name: "--threshold 2", entryPoint: .commandLine, specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "--check", "reference.png", "--threshold", "2"], exitCode: 64,
      place: .text("Error: "), problem: "--threshold must be between 0 and 1"),
    BadInput(
      name: "unknown option", entryPoint: .commandLine, specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "--colour", "red", "-o", "existing.png"], exitCode: 64,
      place: .text("Error: "), problem: "Unknown option '--colour'"),
    BadInput(
      name: "no spec", entryPoint: .commandLine, arguments: ["-o", "existing.png"], exitCode: 64,
      place: .text("Error: "), problem: "Missing expected argument"),
    BadInput(
      name: "diff with one image", entryPoint: .commandLine, arguments: ["diff", "reference.png"],
      exitCode: 64, place: .text("Error: "), problem: "Missing expected argument '<actual>'"),
    BadInput(
      name: "an output extension the tool cannot write", entryPoint: .commandLine,
      specBytes: Array(validSpec.utf8), arguments: ["spec.json", "-o", "out.gif"], exitCode: 64,
      place: .text("Error: "), problem: "cannot write out.gif: vfl-preview writes .png (a PNG wireframe), .json (the solved frames), .scene.json (the scene the picture is drawn from) or .svg (the picture as SVG)"),
    BadInput(
      name: "--format contradicting the output extension", entryPoint: .commandLine,
      specBytes: Array(validSpec.utf8), arguments: ["spec.json", "--format", "json", "-o", "existing.png"],
      exitCode: 64, place: .text("Error: "), problem: "--format json contradicts -o existing.png"),
    BadInput(
      name: "--record-missing without --check", entryPoint: .commandLine,
      specBytes: Array(validSpec.utf8), arguments: ["spec.json", "--record-missing", "-o", "existing.png"],
      exitCode: 64, place: .text("Error: "), problem: "--record-missing records references for --check"),
  ]
}

/// A fresh folder per case, holding the files every case may refer to.
struct Scratch: Sendable {
  let directory: URL

  init() throws {
    directory = try ScratchDirectory.make()
    try write("existing.png", "the previous output, which must survive")
    try FileManager.default.copyItem(
      atPath: DiffCommandTestFiles.fixture("label-moved.expected.png"), toPath: path("reference.png"))
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func write(_ name: String, _ bytes: [UInt8]) throws {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func write(_ name: String, _ text: String) throws { try write(name, Array(text.utf8)) }

  /// Every file, folder and link below the scratch folder with its size and a digest of its
  /// contents (of big files, their first and last megabyte): equal snapshots before and after a
  /// run show nothing was added, removed or changed.
  func snapshot() throws -> [String: String] {
    var result: [String: String] = [:]
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory.path) else { return result }
    while let relative = enumerator.nextObject() as? String {
      let full = path(relative)
      let attributes = try manager.attributesOfItem(atPath: full)
      switch attributes[.type] as? FileAttributeType {
      case .typeDirectory?:
        result[relative] = "folder"
        continue
      case .typeSymbolicLink?:
        result[relative] = "link to " + ((try? manager.destinationOfSymbolicLink(atPath: full)) ?? "?")
        continue
      default:
        break
      }
      let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
      guard let handle = FileHandle(forReadingAtPath: full) else {
        result[relative] = "unreadable"
        continue
      }
      defer { try? handle.close() }
      var digest = Self.fnv1a(handle.readData(ofLength: 1 << 20))
      if size > 1 << 20 {
        try handle.seek(toOffset: UInt64(size - (1 << 20)))
        digest ^= Self.fnv1a(handle.readDataToEndOfFile()) &* 31
      }
      result[relative] = "\(size) bytes, \(String(digest, radix: 16))"
    }
    return result
  }

  static func fnv1a(_ data: Data) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01B3
    }
    return hash
  }
}
