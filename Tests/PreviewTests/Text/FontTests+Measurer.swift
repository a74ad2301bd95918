import Layout
import Testing

@testable import Preview

/// Label measurement for layout uses the drawing face, so boxes fit their text at every scale.
extension FontTests {
  @Test(arguments: ["OK", "Submit", "Tomato AVATAR", "", "Привет мир"])
  func labelSizeIsTheAdvancePlusPaddingRoundedUp(text: String) {
    let measurer = FontTextMeasurer(font: font)
    let size = measurer.intrinsicSize(ofLabel: text)
    let advance = font.advanceWidth(of: text, size: 13)
    #expect(size.width == (advance + 16).rounded(.up))
    #expect(size.width >= advance + 16 && size.width < advance + 17)
    // DejaVu Sans's line is 2384/2048 em: 15.13 pt at 13 pt, so 15.13 + 2·4 rounds up to 24.
    #expect(size.height == (2384.0 * 13 / 2048 + 8).rounded(.up))
    #expect(size.height == 24)
    // (ascender − descender) / 2 = (1901 − 483) / 2 units = 4.50 pt at 13 pt.
    #expect(abs(size.baselineFromCenter - (1901.0 - 483.0) / 2 * 13 / 2048) < 1e-9)
  }

  @Test func paddingAndPointSizeAreHonoured() {
    let measurer = FontTextMeasurer(
      font: font, labelPointSize: 11, padding: (horizontal: 0, vertical: 0))
    let size = measurer.intrinsicSize(ofLabel: "Hello")
    #expect(size.width == font.advanceWidth(of: "Hello", size: 11).rounded(.up))
    #expect(size.height == font.metrics(size: 11).lineHeight.rounded(.up))
    #expect(measurer.labelPointSize == 11)
  }

  /// The text drawn at any scale fits the box measured in points, and a box centred with the
  /// documented formula puts the ink inside it.
  @Test(arguments: [1, 2, 3])
  func drawnTextFitsTheMeasuredBoxAtEveryScale(scale: Int) throws {
    let text = "Wide label AVAVAV"
    let measurer = FontTextMeasurer(font: font)
    let label = measurer.intrinsicSize(ofLabel: text)
    let layout = font.layout(text, pixelSize: 13 * scale)
    #expect(Double(layout.width) <= (label.width - 16) * Double(scale) + 1)

    let box = PixelRect(
      x: 10, y: 10, width: Int(label.width) * scale, height: Int(label.height) * scale)
    var canvas = Canvas(width: box.maxX + 10, height: box.maxY + 10, background: .white)
    let centerY = Double(box.y) + Double(box.height) / 2
    let baselineY = Int((centerY + label.baselineFromCenter * Double(scale)).rounded())
    canvas.draw(layout, x: box.x + 8 * scale, baselineY: baselineY, color: .black)
    let ink = try #require(inkBox(canvas.image, background: .white))
    #expect(ink.intersection(box) == ink, "ink \(ink) outside box \(box)")
    // Vertically centred: the space above the cap height and below the descender differ by the
    // font's own asymmetry only, not by a scale-dependent offset.
    let above = ink.y - box.y
    let below = box.maxY - ink.maxY
    #expect(abs(above - below) <= 3 * scale, "above \(above) below \(below)")
  }
}

/// Styled and multi-line labels: the lines measured are the lines drawn.
extension FontTests {
  @Test func aMultiLineLabelIsAsHighAsItsLineBoxesPlusPadding() {
    let measurer = FontTextMeasurer(font: font)
    let style = LabelStyle(pointSize: 17, lines: 0)
    let text = "Labels wrap at the width the layout gives them"
    let lines = measurer.lines(ofLabel: text, style: style, wrapWidth: 150)
    #expect(lines.count > 1)
    let size = measurer.intrinsicSize(ofLabel: text, style: style, wrapWidth: 150)
    // Lines are 1.25 × 17 = 21.25 points apart, plus 4 points of padding above and below.
    #expect(size.height == (Double(lines.count) * 21.25 + 8).rounded(.up))
    let widest = lines.map { font.advanceWidth(of: $0.text, size: 17) }.max() ?? 0
    #expect(widest <= 150)
    #expect(size.width == (widest + 16).rounded(.up))
  }

  @Test func aSingleLineInTheDefaultStyleMeasuresAsBefore() {
    let measurer = FontTextMeasurer(font: font)
    let plain = measurer.intrinsicSize(ofLabel: "Sign in")
    #expect(measurer.intrinsicSize(ofLabel: "Sign in", style: LabelStyle(pointSize: 13), wrapWidth: nil) == plain)
  }

  @Test func aBoldStyleIsMeasuredWithTheBoldFace() {
    let measurer = FontTextMeasurer(font: font)
    let regular = measurer.intrinsicSize(ofLabel: "Headline", style: LabelStyle(pointSize: 17), wrapWidth: nil)
    let bold = measurer.intrinsicSize(ofLabel: "Headline", style: LabelStyle(pointSize: 17, isBold: true), wrapWidth: nil)
    #expect(bold.width > regular.width)
  }
}
