@testable import Preview

/// A wireframe-like sheet exercising every primitive, for looking at and for timing the encoder.
enum SampleSheet {
  static func render(font: Font) -> RGBAImage {
    var canvas = Canvas(width: 760, height: 560, background: .white)
    let ink = RGBAColor(hex: 0x1E1E23)
    let blue = RGBAColor(hex: 0x007AFF)
    let red = RGBAColor(hex: 0xE53935)
    canvas.stroke(canvas.bounds, color: RGBAColor(hex: 0xC8C8CD))
    var baseline = 30
    for (scale, text) in [
      (1, "1× AVATAR Tomato Hg — Привет Γειά 漢 “quotes” 0123456789"),
      (2, "2× AVATAR Tomato Hg — Привет"), (3, "3× AV To Wa Hg"),
    ] {
      let layout = font.layout(text, pixelSize: 13 * scale)
      canvas.horizontalLine(x0: 10, x1: 10 + layout.width, y: baseline, color: red.withAlpha(90))
      canvas.draw(layout, x: 10, baselineY: baseline, color: ink)
      baseline += 20 * scale + 10
    }
    // Views: translucent fills, 2-px borders (a 1-pt border at 2×), centred labels.
    let views: [(PixelRect, UInt32, String)] = [
      (PixelRect(x: 20, y: 200, width: 220, height: 88), 0x3498DB, "titleLabel"),
      (PixelRect(x: 260, y: 200, width: 160, height: 88), 0x2ECC71, "A long label that truncates"),
      (PixelRect(x: 440, y: 200, width: 300, height: 88), 0xE67E22, "Кнопка"),
    ]
    for (rect, hex, label) in views {
      let colour = RGBAColor(hex: hex)
      canvas.fill(rect, color: colour.withAlpha(46))
      canvas.stroke(rect, color: colour, lineWidth: 2)
      let layout = font.truncated(label, pixelSize: 26, maxWidth: rect.width - 32)
      let metrics = font.metrics(pixelSize: 26)
      let centreY = Double(rect.y) + Double(rect.height) / 2
      canvas.pushClip(rect)
      canvas.draw(
        layout, x: rect.x + (rect.width - layout.width) / 2,
        baselineY: Int((centreY + metrics.baselineFromCenter).rounded()), color: ink)
      canvas.popClip()
    }
    // An I-bar with a value pill, dashed optional line, badges.
    canvas.horizontalLine(x0: 240, x1: 260, y: 320, color: blue, thickness: 2)
    canvas.verticalLine(x: 241, y0: 314, y1: 326, color: blue, thickness: 2)
    canvas.verticalLine(x: 259, y0: 314, y1: 326, color: blue, thickness: 2)
    let pill = PixelRect(x: 226, y: 332, width: 48, height: 28)
    canvas.fillRoundedRect(pill, radius: 14, color: .white)
    canvas.strokeRoundedRect(pill, radius: 14, color: blue, lineWidth: 2)
    let value = font.layout("20", pixelSize: 18)
    canvas.draw(
      value, x: pill.x + (pill.width - value.width) / 2, baselineY: pill.y + 20, color: blue)
    canvas.horizontalLine(
      x0: 20, x1: 740, y: 400, color: blue, thickness: 2, dash: DashPattern(on: 8, off: 6))
    canvas.stroke(
      PixelRect(x: 20, y: 420, width: 200, height: 100), color: RGBAColor(hex: 0xFF9500),
      lineWidth: 2, dash: DashPattern(on: 8, off: 6))
    canvas.line(from: (260, 520), to: (420, 420), color: red, width: 2)
    canvas.line(
      from: (260, 420), to: (420, 520), color: red, width: 2, dash: DashPattern(on: 10, off: 6))
    canvas.fillCircle(centerX: 480, centerY: 470, radius: 14, color: red)
    let cross = font.layout("✕", pixelSize: 18)
    canvas.draw(cross, x: 480 - cross.width / 2, baselineY: 476, color: .white)
    canvas.fillCircle(centerX: 530, centerY: 470, radius: 14, color: RGBAColor(hex: 0xFF9500))
    let question = font.layout("?", pixelSize: 20)
    canvas.draw(question, x: 530 - question.width / 2, baselineY: 477, color: .white)
    let relation = font.layout("≥ 44  ≤ 44  ×0.5 + 10  @750", pixelSize: 18)
    canvas.draw(relation, x: 560, baselineY: 476, color: blue)
    return canvas.image
  }
}
