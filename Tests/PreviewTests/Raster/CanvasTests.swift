import Testing

@testable import Preview

/// The pixels of `image` whose colour differs from `background`, as (x, y) pairs.
func changedPixels(_ image: RGBAImage, from background: RGBAColor) -> Set<Pixel> {
  var changed: Set<Pixel> = []
  for y in 0..<image.height {
    for x in 0..<image.width where image[x, y] != background {
      changed.insert(Pixel(x: x, y: y))
    }
  }
  return changed
}

struct Pixel: Hashable, CustomStringConvertible {
  var x: Int
  var y: Int
  var description: String { "(\(x), \(y))" }
}

/// Every pixel of `rect`.
func pixels(in rect: PixelRect) -> Set<Pixel> {
  var result: Set<Pixel> = []
  for y in rect.y..<rect.maxY {
    for x in rect.x..<rect.maxX { result.insert(Pixel(x: x, y: y)) }
  }
  return result
}

/// Straight-alpha source-over in floating point, the reference the integer blender must match.
func referenceBlend(_ source: RGBAColor, over destination: RGBAColor) -> (
  Double, Double, Double, Double
) {
  let sa = Double(source.alpha) / 255
  let da = Double(destination.alpha) / 255
  let outA = sa + da * (1 - sa)
  func channel(_ s: UInt8, _ d: UInt8) -> Double {
    outA == 0 ? 0 : (Double(s) * sa + Double(d) * da * (1 - sa)) / outA
  }
  return (
    channel(source.red, destination.red), channel(source.green, destination.green),
    channel(source.blue, destination.blue), outA * 255
  )
}

@Suite struct CanvasTests {
  let red = RGBAColor(hex: 0xFF0000)
  let blue = RGBAColor(hex: 0x007AFF)

  // MARK: Fills and blending

  @Test func fillCoversExactlyTheRectsPixels() {
    var canvas = Canvas(width: 8, height: 6, background: .white)
    let rect = PixelRect(x: 2, y: 1, width: 3, height: 4)
    canvas.fill(rect, color: red)
    #expect(changedPixels(canvas.image, from: .white) == pixels(in: rect))
    #expect(canvas.image[2, 1] == red)
    #expect(canvas.image[4, 4] == red)
  }

  @Test func fillOutsideTheImageIsClippedNotACrash() {
    var canvas = Canvas(width: 4, height: 4, background: .white)
    canvas.fill(PixelRect(x: -10, y: -10, width: 12, height: 11), color: red)
    canvas.fill(PixelRect(x: 100, y: 100, width: 5, height: 5), color: red)
    canvas.fill(PixelRect(x: 1, y: 1, width: -3, height: 2), color: red)
    #expect(
      changedPixels(canvas.image, from: .white)
        == pixels(in: PixelRect(x: 0, y: 0, width: 2, height: 1)))
  }

  @Test(arguments: [
    (RGBAColor(red: 255, green: 0, blue: 0, alpha: 128), RGBAColor.white),
    (RGBAColor(red: 0, green: 122, blue: 255, alpha: 51), RGBAColor(hex: 0x1E1E23)),
    (RGBAColor(red: 10, green: 200, blue: 30, alpha: 200), RGBAColor.clear),
    (
      RGBAColor(red: 255, green: 255, blue: 0, alpha: 100),
      RGBAColor(red: 0, green: 0, blue: 255, alpha: 60)
    ),
    (
      RGBAColor(red: 9, green: 99, blue: 199, alpha: 1),
      RGBAColor(red: 250, green: 5, blue: 77, alpha: 254)
    ),
  ])
  func translucentFillBlendsSourceOver(source: RGBAColor, background: RGBAColor) {
    var canvas = Canvas(width: 3, height: 3, background: background)
    canvas.fill(PixelRect(x: 1, y: 1, width: 1, height: 1), color: source)
    let result = canvas.image[1, 1]
    let expected = referenceBlend(source, over: background)
    #expect(abs(Double(result.alpha) - expected.3) <= 0.5 + 1e-9)
    // Colour of a (nearly) transparent result is meaningless; check it only when it is visible.
    if result.alpha > 0 {
      #expect(abs(Double(result.red) - expected.0) <= 1)
      #expect(abs(Double(result.green) - expected.1) <= 1)
      #expect(abs(Double(result.blue) - expected.2) <= 1)
    }
    #expect(canvas.image[0, 0] == background)
  }

  @Test func halfRedOverWhiteIsExactlyPink() {
    var canvas = Canvas(width: 1, height: 1, background: .white)
    canvas.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), color: red.withAlpha(128))
    // 255·128/255 + 255·127/255 = 255 and 0·128/255 + 255·127/255 = 127.
    #expect(canvas.image[0, 0] == RGBAColor(red: 255, green: 127, blue: 127))
  }

  @Test func transparentColourChangesNothing() {
    var canvas = Canvas(width: 3, height: 3, background: .white)
    canvas.fill(PixelRect(x: 0, y: 0, width: 3, height: 3), color: .clear)
    canvas.fillCircle(centerX: 1.5, centerY: 1.5, radius: 1, color: red.withAlpha(0))
    #expect(changedPixels(canvas.image, from: .white).isEmpty)
  }

  // MARK: Crisp lines

  @Test(arguments: [(1, [10]), (2, [9, 10]), (3, [9, 10, 11])])
  func horizontalLineCoversWholeRows(thickness: Int, rows: [Int]) {
    var canvas = Canvas(width: 30, height: 20, background: .white)
    canvas.horizontalLine(x0: 25, x1: 5, y: 10, color: blue, thickness: thickness)
    var expected: Set<Pixel> = []
    for row in rows { for x in 5..<25 { expected.insert(Pixel(x: x, y: row)) } }
    #expect(changedPixels(canvas.image, from: .white) == expected)
    // Crisp: every touched pixel is the full colour, none is a blended edge.
    #expect(expected.allSatisfy { canvas.image[$0.x, $0.y] == blue })
  }

  @Test(arguments: [(1, [10]), (2, [9, 10]), (3, [9, 10, 11])])
  func verticalLineCoversWholeColumns(thickness: Int, columns: [Int]) {
    var canvas = Canvas(width: 20, height: 30, background: .white)
    canvas.verticalLine(x: 10, y0: 3, y1: 27, color: blue, thickness: thickness)
    var expected: Set<Pixel> = []
    for column in columns { for y in 3..<27 { expected.insert(Pixel(x: column, y: y)) } }
    #expect(changedPixels(canvas.image, from: .white) == expected)
    #expect(expected.allSatisfy { canvas.image[$0.x, $0.y] == blue })
  }

  @Test(arguments: [
    DashPattern(on: 3, off: 2), DashPattern(on: 4, off: 4), DashPattern(on: 1, off: 3),
  ])
  func dashedHorizontalLineRepeatsItsPatternFromTheLeftEnd(dash: DashPattern) {
    var canvas = Canvas(width: 40, height: 3, background: .white)
    canvas.horizontalLine(x0: 2, x1: 33, y: 1, color: blue, dash: dash)
    for x in 0..<40 {
      let offset = x - 2
      let drawn = x >= 2 && x < 33 && offset % (dash.on + dash.off) < dash.on
      #expect((canvas.image[x, 1] == blue) == drawn, "column \(x)")
      #expect(canvas.image[x, 0] == .white && canvas.image[x, 2] == .white)
    }
  }

  @Test func dashedVerticalLineKeepsItsPhaseWhenClipped() {
    var clipped = Canvas(width: 3, height: 30, background: .white)
    clipped.pushClip(PixelRect(x: 0, y: 7, width: 3, height: 30))
    clipped.verticalLine(x: 1, y0: 0, y1: 30, color: blue, dash: DashPattern(on: 5, off: 3))
    var whole = Canvas(width: 3, height: 30, background: .white)
    whole.verticalLine(x: 1, y0: 0, y1: 30, color: blue, dash: DashPattern(on: 5, off: 3))
    for y in 7..<30 { #expect(clipped.image[1, y] == whole.image[1, y], "row \(y)") }
    #expect((0..<7).allSatisfy { clipped.image[1, $0] == .white })
  }

  /// Only the visible part of an outline is stepped through, so a view a billion pixels long
  /// costs what its visible part costs; the dashes keep the phase of the whole outline.
  @Test func dashedOutlineOfAHugeRectKeepsItsPhaseOnTheVisiblePart() {
    var canvas = Canvas(width: 40, height: 40, background: .white)
    let rect = PixelRect(x: -1_000_003, y: -2_000_001, width: 1_000_030, height: 2_000_030)
    let dash = DashPattern(on: 5, off: 3)
    canvas.stroke(rect, color: blue, dash: dash)
    func drawn(_ offset: Int) -> Bool { offset % (dash.on + dash.off) < dash.on }
    for x in 0..<40 {
      #expect((canvas.image[x, 28] == blue) == (x < 27 && drawn(x - rect.x)), "bottom, column \(x)")
    }
    for y in 0..<28 {
      #expect((canvas.image[26, y] == blue) == drawn(y - rect.y), "right, row \(y)")
    }
    #expect(changedPixels(canvas.image, from: .white).allSatisfy { $0.x == 26 || $0.y == 28 })
  }

  @Test(arguments: [1, 2, 3])
  func strokeDrawsItsBorderInsideTheRect(lineWidth: Int) {
    var canvas = Canvas(width: 30, height: 30, background: .white)
    let rect = PixelRect(x: 4, y: 5, width: 20, height: 15)
    canvas.stroke(rect, color: blue, lineWidth: lineWidth)
    let border = pixels(in: rect).subtracting(
      pixels(in: rect.insetBy(dx: lineWidth, dy: lineWidth)))
    #expect(changedPixels(canvas.image, from: .white) == border)
    #expect(border.allSatisfy { canvas.image[$0.x, $0.y] == blue })
  }

  @Test func translucentStrokeBlendsCornersOnce() {
    var canvas = Canvas(width: 12, height: 12, background: .white)
    let rect = PixelRect(x: 1, y: 1, width: 10, height: 10)
    canvas.stroke(rect, color: blue.withAlpha(100), lineWidth: 2)
    let colours = Set(changedPixels(canvas.image, from: .white).map { canvas.image[$0.x, $0.y] })
    #expect(colours.count == 1)
  }

  @Test func dashedStrokeStartsADashAtEachSidesTopOrLeftEnd() {
    var canvas = Canvas(width: 20, height: 20, background: .white)
    let rect = PixelRect(x: 0, y: 0, width: 20, height: 20)
    canvas.stroke(rect, color: blue, dash: DashPattern(on: 4, off: 4))
    for i in 0..<20 {
      let on = i % 8 < 4
      #expect((canvas.image[i, 0] == blue) == on, "top \(i)")
      #expect((canvas.image[i, 19] == blue) == on, "bottom \(i)")
      if i > 0 && i < 19 {
        #expect((canvas.image[0, i] == blue) == on, "left \(i)")
        #expect((canvas.image[19, i] == blue) == on, "right \(i)")
      }
    }
    #expect(canvas.image[10, 10] == .white)
  }

  // MARK: Clipping

  @Test func drawingIsLimitedToTheIntersectionOfPushedClips() {
    var canvas = Canvas(width: 20, height: 20, background: .white)
    canvas.pushClip(PixelRect(x: 2, y: 2, width: 10, height: 10))
    canvas.pushClip(PixelRect(x: 6, y: 0, width: 20, height: 8))
    #expect(canvas.clipRect == PixelRect(x: 6, y: 2, width: 6, height: 6))
    canvas.fill(canvas.bounds, color: red)
    canvas.line(from: (0, 0), to: (20, 20), color: blue, width: 3)
    canvas.fillCircle(centerX: 10, centerY: 10, radius: 30, color: blue)
    #expect(
      changedPixels(canvas.image, from: .white)
        == pixels(in: PixelRect(x: 6, y: 2, width: 6, height: 6)))
    canvas.popClip()
    #expect(canvas.clipRect == PixelRect(x: 2, y: 2, width: 10, height: 10))
    canvas.popClip()
    canvas.popClip()  // One pop too many is harmless.
    #expect(canvas.clipRect == canvas.bounds)
    canvas.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), color: red)
    #expect(canvas.image[0, 0] == red)
  }

  // MARK: Anti-aliased shapes

  @Test(arguments: [(10.0, 10.0, 5.3), (10.5, 10.5, 6.0), (10.0, 10.0, 2.5), (10.5, 10.5, 9.2)])
  func circleIsSymmetricAndAntiAliasedOnlyAtItsEdge(
    centerX: Double, centerY: Double, radius: Double
  ) {
    var canvas = Canvas(
      width: Int((2 * centerX).rounded(.up)), height: Int((2 * centerY).rounded(.up)),
      background: .white)
    canvas.fillCircle(centerX: centerX, centerY: centerY, radius: radius, color: blue)
    let image = canvas.image
    for y in 0..<image.height {
      for x in 0..<image.width {
        #expect(image[x, y] == image[image.width - 1 - x, y], "mirror x at \(x), \(y)")
        #expect(image[x, y] == image[x, image.height - 1 - y], "mirror y at \(x), \(y)")
        if image.width == image.height {
          #expect(image[x, y] == image[y, x], "transpose at \(x), \(y)")
        }
        let dx = Double(x) + 0.5 - centerX
        let dy = Double(y) + 0.5 - centerY
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance <= radius - 0.5 { #expect(image[x, y] == blue, "inside at \(x), \(y)") }
        if distance >= radius + 0.5 { #expect(image[x, y] == .white, "outside at \(x), \(y)") }
      }
    }
    let partial = changedPixels(image, from: .white).filter { image[$0.x, $0.y] != blue }
    #expect(!partial.isEmpty, "the edge is anti-aliased")
  }

  @Test func circleAreaMatchesPiRSquared() {
    var canvas = Canvas(width: 40, height: 40, background: .clear)
    canvas.fillCircle(centerX: 20, centerY: 20, radius: 12.5, color: .black)
    let coverage = canvas.image.pixels.enumerated().filter { $0.offset % 4 == 3 }.map {
      Double($0.element) / 255
    }
    let area = coverage.reduce(0, +)
    #expect(abs(area - Double.pi * 12.5 * 12.5) < 1.5)
  }

  @Test(arguments: [0.0, 2.0, 4.5, 100.0])
  func roundedRectIsSymmetricWithCrispStraightEdges(radius: Double) {
    var canvas = Canvas(width: 32, height: 24, background: .white)
    let rect = PixelRect(x: 3, y: 2, width: 25, height: 19)
    canvas.fillRoundedRect(rect, radius: radius, color: blue)
    let image = canvas.image
    let changed = changedPixels(image, from: .white)
    #expect(changed.isSubset(of: pixels(in: rect)), "nothing outside the rect")
    for pixel in changed {
      let mirrorX = rect.x + rect.maxX - 1 - pixel.x
      let mirrorY = rect.y + rect.maxY - 1 - pixel.y
      #expect(image[pixel.x, pixel.y] == image[mirrorX, pixel.y])
      #expect(image[pixel.x, pixel.y] == image[pixel.x, mirrorY])
    }
    let r = min(radius, 9.5)
    let corner = Int(r.rounded(.up))
    // The middle of each side is fully covered up to the rect's edge.
    for x in stride(from: rect.x + corner, to: rect.maxX - corner, by: 1) {
      #expect(image[x, rect.y] == blue && image[x, rect.maxY - 1] == blue)
    }
    for y in stride(from: rect.y + corner, to: rect.maxY - corner, by: 1) {
      #expect(image[rect.x, y] == blue && image[rect.maxX - 1, y] == blue)
    }
    // Partial coverage only inside the corner squares.
    for pixel in changed where image[pixel.x, pixel.y] != blue {
      let inCornerColumns = pixel.x < rect.x + corner || pixel.x >= rect.maxX - corner
      let inCornerRows = pixel.y < rect.y + corner || pixel.y >= rect.maxY - corner
      #expect(inCornerColumns && inCornerRows, "partial pixel \(pixel) outside the corners")
    }
    if radius >= 2 { #expect(image[rect.x, rect.y] != blue, "the corner is rounded off") }
    if radius == 0 { #expect(changed == pixels(in: rect)) }
  }

  @Test func strokedRoundedRectHasCrispSidesAndAnEmptyInside() {
    var canvas = Canvas(width: 40, height: 30, background: .white)
    let rect = PixelRect(x: 5, y: 5, width: 30, height: 20)
    canvas.strokeRoundedRect(rect, radius: 6, color: blue, lineWidth: 2)
    let image = canvas.image
    for x in 11..<29 {
      #expect(image[x, 5] == blue && image[x, 6] == blue && image[x, 7] == .white, "top at \(x)")
      #expect(
        image[x, 24] == blue && image[x, 23] == blue && image[x, 22] == .white, "bottom at \(x)")
    }
    for y in 11..<19 {
      #expect(image[5, y] == blue && image[6, y] == blue && image[7, y] == .white, "left at \(y)")
    }
    #expect(pixels(in: rect.insetBy(dx: 6, dy: 6)).allSatisfy { image[$0.x, $0.y] == .white })
    #expect(changedPixels(image, from: .white).isSubset(of: pixels(in: rect)))
  }

  /// Rounded rects ask their coverage once per pixel of a quarter and mirror it: the pixels are
  /// exactly those of asking every pixel, for odd and even sizes, pills, translucent colours over
  /// a patterned background, and clips that cut the shape anywhere.
  @Test(arguments: [
    PixelRect(x: 3, y: 4, width: 30, height: 20), PixelRect(x: 2, y: 2, width: 31, height: 17),
    PixelRect(x: 5, y: 1, width: 9, height: 28), PixelRect(x: -7, y: -3, width: 25, height: 13),
    PixelRect(x: 1, y: 1, width: 1, height: 1), PixelRect(x: 4, y: 6, width: 2, height: 3),
  ])
  func mirroredRoundedRectsGiveThePixelsOfEveryPixelAsked(_ rect: PixelRect) {
    let translucent = RGBAColor(red: 200, green: 40, blue: 90, alpha: 140)
    let clips = [
      PixelRect(x: 0, y: 0, width: 40, height: 30), PixelRect(x: 9, y: 7, width: 13, height: 30),
      PixelRect(x: 0, y: 0, width: 6, height: 5),
    ]
    for clip in clips {
      for radius in [0.0, 1.5, 4.0, 8.5, 100.0] {
        for lineWidth in [0.0, 0.75, 1.5, 2.0] {
          for color in [blue, translucent] {
            var background = Canvas(width: 40, height: 30, background: .white)
            for x in stride(from: 0, to: 40, by: 3) {
              background.fill(PixelRect(x: x, y: 0, width: 1, height: 30), color: .black)
            }
            var mirrored = background
            var everyPixel = background
            mirrored.pushClip(clip)
            everyPixel.pushClip(clip)
            let shape = RoundedRectShape(rect: rect, radius: radius)
            if lineWidth == 0 {
              mirrored.fillRoundedRect(rect, radius: radius, color: color)
              everyPixel.paint(rect, color: color) { x, y in
                Canvas.coverage(insideDistance: shape.signedDistance(x: x, y: y))
              }
            } else {
              mirrored.strokeRoundedRect(rect, radius: radius, color: color, lineWidth: lineWidth)
              everyPixel.paint(rect, color: color) { x, y in
                let distance = shape.signedDistance(x: x, y: y)
                return Canvas.coverage(insideDistance: distance)
                  - Canvas.coverage(insideDistance: distance + lineWidth)
              }
            }
            #expect(
              mirrored.image == everyPixel.image,
              "clip \(clip), radius \(radius), line width \(lineWidth), colour \(color)")
          }
        }
      }
    }
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func axisAlignedAntiAliasedLineOnPixelBoundariesIsCrisp(width: Double) {
    var canvas = Canvas(width: 30, height: 20, background: .white)
    // A line of whole-pixel width centred so its edges fall on pixel boundaries.
    let centre = 10 + (width.truncatingRemainder(dividingBy: 2) == 1 ? 0.5 : 0)
    canvas.line(from: (4, centre), to: (24, centre), color: blue, width: width)
    let top = Int(centre - width / 2)
    let expected = pixels(in: PixelRect(x: 4, y: top, width: 20, height: Int(width)))
    #expect(changedPixels(canvas.image, from: .white) == expected)
    #expect(expected.allSatisfy { canvas.image[$0.x, $0.y] == blue })
  }

  @Test func diagonalLineIsAntiAliasedAndCoversItsArea() {
    var canvas = Canvas(width: 40, height: 40, background: .clear)
    canvas.line(from: (5, 5), to: (35, 35), color: .black, width: 2)
    let image = canvas.image
    var total = 0.0
    var partial = 0
    for y in 0..<40 {
      for x in 0..<40 {
        let alpha = image[x, y].alpha
        total += Double(alpha) / 255
        if alpha > 0 && alpha < 255 { partial += 1 }
        #expect(image[x, y] == image[y, x], "symmetric about the diagonal at \(x), \(y)")
      }
    }
    let length = 30 * 2.0.squareRoot()
    #expect(abs(total - length * 2) < length * 0.05)
    #expect(partial > 0)
  }

  @Test func dashedAntiAliasedLineDrawsOnlyItsDashes() {
    var canvas = Canvas(width: 40, height: 5, background: .white)
    canvas.line(
      from: (0, 2.5), to: (40, 2.5), color: blue, width: 1, dash: DashPattern(on: 6, off: 4))
    for x in 0..<40 {
      #expect((canvas.image[x, 2] == blue) == (x % 10 < 6), "column \(x)")
    }
    #expect(changedPixels(canvas.image, from: .white).allSatisfy { $0.y == 2 })
  }

  @Test func degenerateGeometryDrawsNothing() {
    var canvas = Canvas(width: 5, height: 5, background: .white)
    canvas.line(from: (2, 2), to: (2, 2), color: red, width: 3)
    canvas.line(from: (0, 0), to: (.nan, 4), color: red, width: 3)
    canvas.line(from: (0, 0), to: (4, 4), color: red, width: -1)
    canvas.fillCircle(centerX: 2, centerY: 2, radius: -1, color: red)
    canvas.fillCircle(centerX: .infinity, centerY: 2, radius: 1, color: red)
    canvas.fillRoundedRect(PixelRect(x: 0, y: 0, width: 0, height: 5), radius: 2, color: red)
    canvas.strokeRoundedRect(
      PixelRect(x: 0, y: 0, width: 5, height: 5), radius: .nan, color: red, lineWidth: 0)
    canvas.horizontalLine(x0: 0, x1: 5, y: 2, color: red, thickness: 0)
    canvas.horizontalLine(x0: 0, x1: 5, y: 2, color: red, dash: DashPattern(on: 0, off: 3))
    canvas.stroke(PixelRect(x: 0, y: 0, width: 5, height: 5), color: red, lineWidth: -2)
    #expect(changedPixels(canvas.image, from: .white).isEmpty)
    let empty = Canvas(width: -3, height: 0, background: .white)
    #expect(empty.image.width == 0 && empty.image.pixels.isEmpty)
  }
}
