import Testing

@testable import Preview

/// The hatching of negative sizes and of the area around the canvas is drawn in one pass over the
/// rectangle, with exactly the pixels of drawing each diagonal line on its own: a tall strip
/// crossed by thousands of lines took half a minute the old way.
@Suite struct HatchingTests {
  static let color = RGBAColor(hex: 0xD0312D, alpha: 90)

  static func lineByLine(_ rect: PixelRect, step: Int, on canvas: inout Canvas) {
    var c = ((rect.x - rect.maxY) / step - 1) * step
    while c <= rect.maxX - rect.y {
      canvas.line(
        from: (Double(c + rect.maxY), Double(rect.maxY)), to: (Double(c + rect.y), Double(rect.y)),
        color: color, width: 1)
      c += step
    }
  }

  @Test(arguments: [
    PixelRect(x: 0, y: 0, width: 40, height: 40), PixelRect(x: 3, y: 5, width: 17, height: 90),
    PixelRect(x: 7, y: 2, width: 90, height: 11), PixelRect(x: -20, y: -30, width: 60, height: 70),
  ])
  func oneHatchGivesThePixelsOfItsLines(_ rect: PixelRect) {
    for step in [4, 5, 6, 12] {
      // As the renderer draws it: the lines of the part of the rectangle that shows.
      var expected = Canvas(width: 100, height: 100, background: RGBAColor(hex: 0xFFFFFF))
      expected.pushClip(rect)
      let visible = rect.intersection(expected.clipRect)
      Self.lineByLine(visible, step: step, on: &expected)
      var hatched = Canvas(width: 100, height: 100, background: RGBAColor(hex: 0xFFFFFF))
      hatched.pushClip(rect)
      hatched.hatch(
        visible, first: ((visible.x - visible.maxY) / step - 1) * step, last: visible.maxX - visible.y,
        step: step, color: Self.color)
      let differing = zip(hatched.image.pixels, expected.image.pixels).filter { $0 != $1 }.count
      #expect(differing == 0, "step \(step)")
      #expect(expected.image.pixels.contains { $0 != 255 }, "something was drawn")
    }
  }
}
