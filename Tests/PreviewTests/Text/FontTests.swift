import Foundation
import Testing

@testable import Preview

/// The pinned font's design values (DejaVu Sans 2.37, 2048 units per em), read with FreeType.
enum DejaVu {
  static let unitsPerEm = 2048.0
  static let ascender = 1901.0
  static let descender = 483.0
  static let lineGapIncluded = 2384.0
  static let capHeight = 1493.0  // top of "H"
  static let hLeftBearing = 201.0
  static let hAdvance = 1540.0
  static let gDescent = 426.0  // bottom of "g" below the baseline
  static let gRight = 113.0 + 1001.0  // left bearing + ink width of "g"
}

/// The bounding box of every pixel that differs from `background`.
func inkBox(_ image: RGBAImage, background: RGBAColor) -> PixelRect? {
  var box = PixelRect(x: 0, y: 0, width: 0, height: 0)
  for y in 0..<image.height {
    for x in 0..<image.width where image[x, y] != background {
      box = box.union(PixelRect(x: x, y: y, width: 1, height: 1))
    }
  }
  return box.isEmpty ? nil : box
}

@Suite struct FontTests {
  let font: Font

  init() throws {
    font = try Font(path: FontLocator.defaultFontPath)
  }

  @Test func reportsTheFreeTypeVersionAndFontName() {
    let parts = Font.freeTypeVersion.split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(Font.freeTypeVersion)")
    #expect(Font.freeTypeVersion.hasPrefix("2."))
    #expect(font.name == "DejaVu Sans Book")
    #expect(font.path == FontLocator.defaultFontPath)
  }

  @Test(arguments: [13, 26, 39])
  func metricsScaleTheDesignValuesLinearly(pixelSize: Int) {
    let metrics = font.metrics(pixelSize: pixelSize)
    let scale = Double(pixelSize) / DejaVu.unitsPerEm
    #expect(abs(metrics.ascender - DejaVu.ascender * scale) < 1e-9)
    #expect(abs(metrics.descender - DejaVu.descender * scale) < 1e-9)
    #expect(abs(metrics.lineHeight - DejaVu.lineGapIncluded * scale) < 1e-9)
    #expect(abs(metrics.baselineFromCenter - (metrics.ascender - metrics.descender) / 2) < 1e-12)
  }

  /// "Hg" drawn with its origin at (x, baseline): the H's left edge and cap height and the g's
  /// descender land where the design says, at 1×, 2× and 3× of 13 pt.
  @Test(arguments: [13, 26, 39])
  func textIsPlacedRelativeToItsBaselineOrigin(pixelSize: Int) throws {
    let layout = font.layout("Hg", pixelSize: pixelSize)
    var canvas = Canvas(width: 200, height: 150, background: .white)
    let origin = (x: 20, baseline: 80)
    canvas.draw(layout, x: origin.x, baselineY: origin.baseline, color: .black)
    let ink = try #require(inkBox(canvas.image, background: .white))
    let scale = Double(pixelSize) / DejaVu.unitsPerEm
    let expectedLeft = Double(origin.x) + DejaVu.hLeftBearing * scale
    let expectedTop = Double(origin.baseline) - DejaVu.capHeight * scale
    let expectedBottom = Double(origin.baseline) + DejaVu.gDescent * scale
    let expectedRight = Double(origin.x) + (DejaVu.hAdvance + DejaVu.gRight) * scale
    #expect(abs(Double(ink.x) - expectedLeft) <= 1, "left \(ink.x) vs \(expectedLeft)")
    // Light hinting snaps the cap height to the pixel grid, which can move it by up to a pixel.
    #expect(abs(Double(ink.y) - expectedTop) <= 1.5, "top \(ink.y) vs \(expectedTop)")
    #expect(abs(Double(ink.maxY) - expectedBottom) <= 1, "bottom \(ink.maxY) vs \(expectedBottom)")
    #expect(abs(Double(ink.maxX) - expectedRight) <= 1, "right \(ink.maxX) vs \(expectedRight)")
    // The H's flat top sits on a pixel row (vertical hinting): its first row of ink is as dark
    // as the stem below it, not a fainter anti-aliased sliver.
    let hColumns = ink.x..<(ink.x + Int((DejaVu.hAdvance * scale).rounded(.down)))
    #expect(
      hColumns.map { canvas.image[$0, ink.y] } == hColumns.map { canvas.image[$0, ink.y + 2] })
    // The layout's own ink box agrees with what was drawn.
    let reported = try #require(layout.inkBounds)
    #expect(reported.x + origin.x <= ink.x && reported.maxX + origin.x >= ink.maxX)
    #expect(reported.y + origin.baseline <= ink.y && reported.maxY + origin.baseline >= ink.maxY)
  }

  @Test func glyphCoverageIsMultipliedByTheColoursAlpha() {
    let layout = font.layout("H", pixelSize: 60)
    var canvas = Canvas(width: 60, height: 70, background: .white)
    let translucent = RGBAColor.black.withAlpha(128)
    canvas.draw(layout, x: 5, baselineY: 60, color: translucent)
    var reference = Canvas(width: 1, height: 1, background: .white)
    reference.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), color: translucent)
    let fullyCovered = reference.image[0, 0]
    let greys = Set(changedPixels(canvas.image, from: .white).map { canvas.image[$0.x, $0.y].red })
    // Solid stem pixels get exactly the colour's alpha; edges are lighter, none darker.
    #expect(greys.min() == fullyCovered.red)
    #expect(greys.count > 2)
  }

  @Test func textIsClipped() {
    let layout = font.layout("Clipped label", pixelSize: 30)
    var canvas = Canvas(width: 220, height: 50, background: .white)
    let clip = PixelRect(x: 40, y: 0, width: 60, height: 30)
    canvas.pushClip(clip)
    canvas.draw(layout, x: 2, baselineY: 35, color: .black)
    let changed = changedPixels(canvas.image, from: .white)
    #expect(!changed.isEmpty)
    #expect(changed.isSubset(of: pixels(in: clip)))
  }

  @Test func kerningPullsAVTogether() {
    let pixelSize = 40
    let pair = font.layout("AV", pixelSize: pixelSize)
    let a = font.layout("A", pixelSize: pixelSize)
    let v = font.layout("V", pixelSize: pixelSize)
    #expect(pair.advance < a.advance + v.advance - 1)
    #expect(pair.width < a.width + v.width)
    // DejaVu's kern table pairs A and V at -131 units.
    #expect(abs(pair.advance - (a.advance + v.advance - 131 * 40 / DejaVu.unitsPerEm)) < 1e-9)
    // The V is drawn left of where A's advance alone would put it.
    #expect(pair.glyphs.count == 2)
    #expect(pair.glyphs.last.map { $0.penX < Int(a.advance.rounded(.down)) } == true)
  }

  @Test func advancesAreLinearSoMeasurementDoesNotDependOnScale() {
    let text = "Width: Tomato AVAV 123"
    let points = font.advanceWidth(of: text, size: 13)
    for scale in [1, 2, 3] {
      let layout = font.layout(text, pixelSize: 13 * scale)
      #expect(abs(layout.advance - points * Double(scale)) < 1e-9)
      #expect(layout.width == Int((points * Double(scale)).rounded(.up)))
      // The ink stays within the advance box plus a pixel of overhang.
      if let ink = layout.inkBounds { #expect(ink.maxX <= layout.width + 1 && ink.x >= 0) }
    }
  }

  @Test func charactersNoInstalledFontHasDrawTheNotdefBoxInsteadOfCrashing() throws {
    // Noncharacters: no font has them, so not even a fallback font can draw them.
    let layout = font.layout("A\u{10FFFE}\u{10FFFF}B", pixelSize: 20)
    #expect(layout.glyphs.map(\.index).filter { $0 == 0 }.count == 2)
    let notdef = try #require(layout.glyphs.first { $0.index == 0 })
    #expect(notdef.bitmap.width > 0 && notdef.bitmap.height > 0)
    var canvas = Canvas(width: 100, height: 40, background: .white)
    canvas.draw(layout, x: 2, baselineY: 30, color: .black)
    #expect(inkBox(canvas.image, background: .white) != nil)
  }

  @Test(arguments: ["Привет", "Γειά σου", "Ünïcödé", "שלום", "ქართული"])
  func nonLatinScriptsTheFontCoversHaveRealGlyphs(text: String) {
    let layout = font.layout(text, pixelSize: 20)
    #expect(layout.glyphs.count == text.unicodeScalars.count)
    #expect(layout.glyphs.allSatisfy { $0.index != 0 })
    #expect(layout.width > 0)
  }

  @Test func controlCharactersReadAsSpaces() {
    let tabbed = font.layout("a\tb\nc", pixelSize: 20)
    let spaced = font.layout("a b c", pixelSize: 20)
    #expect(tabbed.glyphs.map(\.index) == spaced.glyphs.map(\.index))
  }

  @Test func emptyTextAndBadSizesGiveEmptyLayouts() {
    #expect(font.layout("", pixelSize: 20).isEmpty)
    #expect(font.layout("", pixelSize: 20).width == 0)
    #expect(font.layout("abc", pixelSize: 0).isEmpty)
    #expect(font.layout("abc", pixelSize: -5).width == 0)
    #expect(font.layout(" ", pixelSize: 20).inkBounds == nil)
    #expect(font.layout(" ", pixelSize: 20).width > 0)
  }

  @Test func layoutIsDeterministic() {
    let first = font.layout("Deterministic wireframes", pixelSize: 26)
    let second = font.layout("Deterministic wireframes", pixelSize: 26)
    #expect(first.glyphs.map(\.bitmap) == second.glyphs.map(\.bitmap))
    #expect(first.glyphs.map(\.penX) == second.glyphs.map(\.penX))
    let other = try? Font(path: FontLocator.defaultFontPath)
    #expect(
      other?.layout("Deterministic wireframes", pixelSize: 26).glyphs.map(\.bitmap)
        == first.glyphs.map(\.bitmap))
  }

  @Test func fontCanBeUsedFromManyTasksAtOnce() async {
    let font = self.font
    let widths = await withTaskGroup(of: Int.self) { group in
      for size in 0..<16 {
        group.addTask { font.layout("Concurrent \(size % 4)", pixelSize: 12 + size % 4).width }
      }
      var all: [Int] = []
      for await width in group { all.append(width) }
      return all
    }
    #expect(widths.count == 16)
    #expect(Set(widths).count == 4)
  }

  // MARK: Truncation

  @Test func textThatFitsIsNotTruncated() {
    let whole = font.layout("Submit", pixelSize: 26)
    let truncated = font.truncated("Submit", pixelSize: 26, maxWidth: whole.width)
    #expect(truncated.glyphs.map(\.index) == whole.glyphs.map(\.index))
  }

  @Test(arguments: [40, 80, 120, 200])
  func longTextEndsWithAnEllipsisWithinTheWidth(maxWidth: Int) throws {
    let text = "A very long label that cannot fit"
    let truncated = font.truncated(text, pixelSize: 26, maxWidth: maxWidth)
    let ellipsis = try #require(font.layout("…", pixelSize: 26).glyphs.first?.index)
    #expect(truncated.width <= maxWidth)
    #expect(truncated.glyphs.last?.index == ellipsis)
    // The longest prefix was kept: one more character would not fit.
    let kept = truncated.glyphs.count - 1
    let longer = font.layout(String(text.prefix(kept + 1)) + "…", pixelSize: 26)
    let nextIsSpace = text.dropFirst(kept).first == " "
    if !nextIsSpace { #expect(longer.width > maxWidth) }
  }

  @Test func truncationDropsSpacesBeforeTheEllipsis() {
    let text = "Hello world"
    let helloEllipsis = font.layout("Hello …", pixelSize: 20).width
    let truncated = font.truncated(text, pixelSize: 20, maxWidth: helloEllipsis)
    let expected = font.layout("Hello…", pixelSize: 20)
    #expect(truncated.glyphs.map(\.index) == expected.glyphs.map(\.index))
  }

  @Test func truncationToLessThanAnEllipsisIsEmpty() {
    let ellipsis = font.layout("…", pixelSize: 20)
    #expect(font.truncated("Hello", pixelSize: 20, maxWidth: ellipsis.width).glyphs.count == 1)
    #expect(font.truncated("Hello", pixelSize: 20, maxWidth: ellipsis.width - 1).isEmpty)
    #expect(font.truncated("Hello", pixelSize: 20, maxWidth: -4).isEmpty)
  }

  // MARK: Sample

  /// The sheet of every primitive is drawn the same each time, each of its three lines of text
  /// (at 13, 26 and 39 pixels) inked just above its baseline. For eyeballing it, write it out:
  /// `VFL_RENDER_SAMPLE=/tmp/sample.png swift test --filter FontTests`.
  @Test func theSampleSheetIsDrawnTheSameEachTime() throws {
    let image = SampleSheet.render(font: font)
    #expect(image == SampleSheet.render(font: font))
    for baseline in [30, 60, 110] {
      let inked = (baseline - 8..<baseline).contains { y in
        (10..<300).contains { x in image[x, y] != .white }
      }
      #expect(inked, "the line of text on baseline \(baseline)")
    }
    if let path = ProcessInfo.processInfo.environment["VFL_RENDER_SAMPLE"] {
      try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: path))
    }
  }
}
