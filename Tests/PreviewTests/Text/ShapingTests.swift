import Foundation
import Layout
import Testing

@testable import Preview

/// Text is shaped, ordered and given fallback fonts before it is measured or drawn, and both go
/// through the same shaped line.
@Suite struct ShapingTests {
  let font: Font

  init() throws {
    font = try Font(path: FontLocator.defaultFontPath)
  }

  /// Whether an installed font other than DejaVu Sans has `character` (the CI machine installs
  /// `fonts-droid-fallback` and `fonts-symbola`; elsewhere the tests that need them are skipped,
  /// and say so).
  static func fallbackAvailable(for character: Unicode.Scalar) -> Bool {
    FontFallback.path(for: character.value) != nil
  }

  static let hasFallbackFonts = fallbackAvailable(for: "あ") && fallbackAvailable(for: "🚀")

  @Test func arabicLettersJoin() {
    // Beh alone is its isolated form; three behs are initial, medial and final forms: three
    // different glyphs, none of them the isolated one.
    let alone = font.shaped("ب").glyphs.map(\.glyph)
    let joined = font.shaped("ببب").glyphs.map(\.glyph)
    #expect(joined.count == 3)
    #expect(Set(joined).count == 3)
    #expect(!joined.contains(alone[0]))
  }

  @Test func rightToLeftTextIsDrawnInVisualOrder() {
    // Alef then bet, logically; drawn right to left, bet comes first from the left.
    let logical = font.shaped("אב").glyphs
    let alef = font.shaped("א").glyphs[0].glyph
    let bet = font.shaped("ב").glyphs[0].glyph
    #expect(logical.map(\.glyph) == [bet, alef])
    #expect(logical[0].x < logical[1].x)
  }

  @Test func aLeftToRightRunInsideRightToLeftTextKeepsItsOwnOrder() {
    let glyphs = font.shaped("שלום abc").glyphs
    let a = font.shaped("a").glyphs[0].glyph
    let c = font.shaped("c").glyphs[0].glyph
    // The paragraph is right-to-left (its first strong letter is Hebrew): "abc" sits on the left,
    // still reading a, b, c.
    #expect(glyphs[0].glyph == a && glyphs[2].glyph == c)
  }

  @Test func latinKeepsKerningButNotStandardLigatures() {
    // "fi" stays two glyphs, as San Francisco draws it; "AV" is kerned closer than A + V.
    #expect(font.shaped("fi").glyphs.count == 2)
    #expect(font.advanceWidth(of: "AV", size: 100) < font.advanceWidth(of: "A", size: 100) + font.advanceWidth(of: "V", size: 100))
  }

  @Test(.enabled(if: hasFallbackFonts, "no installed font has あ or 🚀 (install fonts-droid-fallback fonts-symbola)"))
  func charactersTheFontLacksAreDrawnWithAFallbackFont() throws {
    let shaped = font.shaped("aあ🚀")
    let glyphs = shaped.glyphs
    #expect(glyphs.count == 3)
    #expect(shaped.face(of: glyphs[0]) === font.face)
    #expect(shaped.face(of: glyphs[1]) !== font.face && glyphs[1].glyph != 0)
    #expect(shaped.face(of: glyphs[2]) !== font.face && glyphs[2].glyph != 0)
    #expect(font.fallbackFamilies(drawing: ["aあ🚀"]).count == 2)
  }

  @Test func theFallbackRuleDependsOnlyOnTheInstalledFonts() {
    // Asked twice, in any order, the same character gets the same font.
    let first = FontFallback.path(for: 0x65E5)
    _ = FontFallback.path(for: 0x1F600)
    #expect(FontFallback.path(for: 0x65E5) == first)
    #expect(FontFallback.path(for: 0x10FFFF) == nil)
  }

  @Test func measuringAndDrawingAgreeForMixedScripts() {
    let text = "Mixed: שלום and مرحبا 東京 🎉"
    let points = font.advanceWidth(of: text, size: 13)
    for scale in [1, 2, 3] {
      let layout = font.layout(text, pixelSize: 13 * scale)
      #expect(abs(layout.advance - points * Double(scale)) < 1e-9)
    }
  }

  @Test func theSameTextGivesTheSameGlyphsEveryTime() {
    let text = "مرحبا بالعالم 日本語 👍"
    let first = font.layout(text, pixelSize: 26)
    let fresh = try? Font(path: FontLocator.defaultFontPath)
    let second = fresh?.layout(text, pixelSize: 26)
    #expect(first.glyphs.map(\.index) == second?.glyphs.map(\.index))
    #expect(first.glyphs.map(\.penX) == second?.glyphs.map(\.penX))
    #expect(first.glyphs.map(\.bitmap) == second?.glyphs.map(\.bitmap))
  }

  @Test func boldStylesUseTheFamilysBoldFile() {
    #expect(font.bold.name == "DejaVu Sans Bold")
    #expect(font.bold.advanceWidth(of: "Headline", size: 17) > font.advanceWidth(of: "Headline", size: 17))
  }

  @Test func aJustifiedLineWidensOnlyItsSpaces() {
    let line = font.layout("a b c", pixelSize: 20)
    let stretched = line.justified(to: line.width + 10)
    #expect(stretched.width == line.width + 10)
    #expect(stretched.glyphs.first?.penX == line.glyphs.first?.penX)
    #expect(stretched.glyphs.last.map(\.penX) == line.glyphs.last.map { $0.penX + 10 })
  }

  @Test func bidiReordersRunsByRuleL2() {
    // Levels 0 1 1 2 0: the odd run (with the level-2 run inside it) is reversed as a whole, the
    // level-2 run is reversed back.
    #expect(BidiLevels.visualOrder(ofRunLevels: [0, 1, 1, 2, 0]) == [0, 3, 2, 1, 4])
    #expect(BidiLevels.levels(of: Array("abc".unicodeScalars.map(\.value))) == nil)
  }

  @Test func dashesQuotesAndArrowsKeepLatinTextLeftToRight() {
    func levels(_ text: String) -> [UInt8]? { BidiLevels.levels(of: text.unicodeScalars.map(\.value)) }
    #expect(levels("8 std — constraints[3] “H:[b]|” … ↔ ≥ 2 ✕") == nil)
    // A right-to-left mark or an embedding among them still goes through the algorithm.
    #expect(levels("a\u{200F}b") != nil)
    #expect(levels("a \u{202B}b\u{202C} c") != nil)
    #expect(levels("abc \u{05D0}") != nil)
  }
}
