import Layout
import Testing

@testable import Preview

/// The rasteriser turns points into device pixels: edges snap to whole pixels at the scale,
/// borders keep their device-pixel width, and clipping confines what follows it.
@Suite struct SceneRendererTests {
  let font: Font

  init() throws {
    font = try Font(path: FontLocator.defaultFontPath)
  }

  let red = RGBAColor(hex: 0xFF0000)
  let blue = RGBAColor(hex: 0x0000FF)

  func scene(_ items: [SceneItem], width: Double = 20, height: Double = 10) -> Scene {
    Scene(
      size: Size(width: width, height: height), canvas: Size(width: width, height: height),
      theme: .light, items: items, legend: [])
  }

  func box(_ rect: Rect, fill: RGBAColor?, stroke: RGBAColor? = nil, strokePixels: Int = 0) -> SceneItem {
    .box(SceneBox(rect: rect, fill: fill, stroke: stroke, strokePixels: strokePixels, dash: false, role: .canvas))
  }

  @Test(arguments: [1, 2, 3])
  func theImageIsTheSceneSizeInDevicePixelsRoundedUp(scale: Int) {
    let renderer = SceneRenderer(font: font, scale: scale)
    let size = renderer.pixelSize(of: scene([], width: 10.5, height: 3.2))
    #expect(size.width == Int((10.5 * Double(scale)).rounded(.up)))
    #expect(size.height == Int((3.2 * Double(scale)).rounded(.up)))
  }

  @Test func anEmptySceneIsTheThemesBackground() throws {
    let image = try SceneRenderer(font: font, scale: 1).render(scene([]))
    #expect(image[0, 0] == Theme.light.background)
    #expect(image[19, 9] == Theme.light.background)
  }

  @Test func aBoxCoversExactlyItsPixelsAtTheScale() throws {
    let image = try SceneRenderer(font: font, scale: 2).render(
      scene([box(Rect(x: 2, y: 1, width: 3, height: 2), fill: red)]))
    #expect(image[4, 2] == red)  // (2, 1) pt is pixel (4, 2) at 2×
    #expect(image[9, 5] == red)  // the last pixel inside: (2 + 3) × 2 − 1, (1 + 2) × 2 − 1
    #expect(image[3, 2] == Theme.light.background)
    #expect(image[10, 5] == Theme.light.background)
    #expect(image[9, 6] == Theme.light.background)
  }

  @Test func aBorderIsDrawnInsideTheEdgeAtItsDevicePixelWidth() throws {
    let image = try SceneRenderer(font: font, scale: 3).render(
      scene([box(Rect(x: 1, y: 1, width: 4, height: 4), fill: nil, stroke: blue, strokePixels: 2)]))
    #expect(image[3, 6] == blue)
    #expect(image[4, 6] == blue)
    #expect(image[5, 6] == Theme.light.background)  // two pixels wide at any scale
    #expect(image[2, 6] == Theme.light.background)  // inside the edge, not outside
  }

  @Test func aClipConfinesWhatFollowsUntilItIsPopped() throws {
    let image = try SceneRenderer(font: font, scale: 1).render(
      scene([
        .pushClip(Rect(x: 0, y: 0, width: 5, height: 10)),
        box(Rect(x: 0, y: 0, width: 20, height: 5), fill: red),
        .popClip,
        box(Rect(x: 0, y: 5, width: 20, height: 5), fill: blue),
      ]))
    #expect(image[4, 0] == red)
    #expect(image[5, 0] == Theme.light.background)
    #expect(image[19, 9] == blue)
  }

  @Test func aDimensionLineHasTicksAtBothEnds() throws {
    let line = SceneLine(
      from: (x: 2, y: 5), to: (x: 12, y: 5), color: blue, widthPixels: 1, dash: false,
      tickLength: 4, role: .annotation(.gap, 0))
    let image = try SceneRenderer(font: font, scale: 1).render(scene([.line(line)]))
    #expect(image[7, 5] == blue)
    #expect(image[2, 3] == blue)  // the left tick, 2 points above the line
    #expect(image[11, 3] == blue)  // the right tick, just inside the line's last pixel
    #expect(image[7, 3] == Theme.light.background)
  }

  @Test func absurdCoordinatesAreDrawnOffTheImageWithoutTrapping() throws {
    let image = try SceneRenderer(font: font, scale: 3).render(
      scene([box(Rect(x: -1e300, y: 2, width: 2e300, height: 1), fill: red)]))
    #expect(image[0, 6] == red)
    #expect(image[59, 6] == red)
    #expect(image[0, 0] == Theme.light.background)
  }
}
