import Foundation
import Testing

@testable import Preview

/// The font rule: explicit path, else DejaVu Sans at the Debian path, else fc-match, else an error.
extension FontTests {
  @Test func explicitPathThatDoesNotExistIsAnErrorNamingIt() {
    let missing = "/no/such/dir/MyFont.ttf"
    #expect(throws: FontError.fileNotFound(path: missing)) {
      try FontLocator.locate(explicitPath: missing)
    }
    #expect(FontError.fileNotFound(path: missing).message.contains(missing))
  }

  /// A pipe with no writer would keep FreeType waiting forever, a device could be endless: both,
  /// and a folder, are refused before they are read.
  @Test func explicitPathThatIsNotARegularFileIsRefusedWithoutReadingIt() throws {
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("font-\(UUID().uuidString).ttf").path
    try #require(mkfifo(fifo, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: fifo) }
    for path in [fifo, "/dev/zero", FileManager.default.temporaryDirectory.path] {
      #expect(throws: FontError.notARegularFile(path: path)) { try FontLocator.locate(explicitPath: path) }
    }
    #expect(FontError.notARegularFile(path: fifo).message.contains(fifo))
  }

  @Test func explicitPathThatIsNotAFontIsAnErrorNamingIt() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("not-a-font-\(UUID().uuidString).ttf").path
    try Data("definitely not a font".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try FontLocator.locate(explicitPath: path)
      Issue.record("a text file was accepted as a font")
    } catch {
      // Refused by its first bytes, before FreeType is given it.
      guard case .unsupportedFormat(let reported, nil) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(reported == path)
      #expect(error.message == "the font \(path) is not a TrueType or OpenType font; use a .ttf, .otf or .ttc file")
    }
  }

  @Test func explicitPathThatLoadsIsUsedAsIs() throws {
    let bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    try #require(FileManager.default.fileExists(atPath: bold))
    #expect(try FontLocator.locate(explicitPath: bold) == bold)
  }

  @Test func withoutAnExplicitPathDejaVuSansIsChosen() throws {
    #expect(try FontLocator.locate(explicitPath: nil) == FontLocator.defaultFontPath)
  }

  /// The font the rule loaded to check it is the font a run draws with: it is not loaded again.
  @Test func loadingGivesTheFontTheRuleChose() throws {
    let (path, font) = try FontLocator.load(explicitPath: nil)
    #expect(path == FontLocator.defaultFontPath && font.path == path)
    #expect(font.layout("Sign in", pixelSize: 12).width == (try Font(path: path)).layout("Sign in", pixelSize: 12).width)
    let fallback = try FontLocator.load(explicitPath: nil, defaultPath: "/no/such/DejaVuSans.ttf", fcMatchCommand: "fc-match")
    #expect(fallback.font.path == fallback.path && fallback.path != "/no/such/DejaVuSans.ttf")
  }

  @Test func withoutDejaVuFontconfigsSansSerifIsChosen() throws {
    try #require(FontLocator.findExecutable("fc-match") != nil, "needs fontconfig")
    let path = try FontLocator.locate(
      explicitPath: nil, defaultPath: "/no/such/DejaVuSans.ttf", fcMatchCommand: "fc-match")
    #expect(path != "/no/such/DejaVuSans.ttf")
    #expect(try Font(path: path).layout("fc", pixelSize: 12).width > 0)
  }

  @Test func whenNothingIsFoundTheErrorListsEverythingTried() {
    do {
      _ = try FontLocator.locate(
        explicitPath: nil, defaultPath: "/no/such/DejaVuSans.ttf",
        fcMatchCommand: "no-such-fc-match-tool")
      Issue.record("a font was found")
    } catch {
      guard case .noFontFound(let tried) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(tried.count == 2)
      #expect(error.message.contains("/no/such/DejaVuSans.ttf (not found)"))
      #expect(error.message.contains("no-such-fc-match-tool -f '%{file}' sans-serif"))
      #expect(error.message.contains("not installed"))
    }
  }

  @Test func fontErrorsReadAsSentences() {
    let errors: [FontError] = [
      .fileNotFound(path: "/a.ttf"), .unreadableFont(path: "/b.ttf", code: 3),
      .notScalable(path: "/c.pcf"), .noUnicodeCharacterMap(path: "/d.ttf"),
      .freeTypeInitializationFailed(code: 0x40), .noFontFound(tried: ["x", "y"]),
    ]
    for error in errors {
      #expect(!error.message.isEmpty)
      #expect(error.description == error.message)
    }
    #expect(FontError.unreadableFont(path: "/b.ttf", code: 3).message.contains("0x3"))
  }
}
