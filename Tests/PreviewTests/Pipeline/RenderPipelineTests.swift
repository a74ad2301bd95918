import Layout
import Testing

@testable import Preview

/// The pipeline decides every rendering policy once: which scale and theme win, how large a
/// picture may be, what resolution the PNG declares, and that labels are drawn at the size they
/// were measured at.
@Suite struct RenderPipelineTests {
  let pipeline: RenderPipeline

  init() throws {
    pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
  }

  func spec(_ json: String) throws -> LayoutSpec {
    try SpecDecoder.decode(Array(json.utf8))
  }

  // MARK: Precedence: the caller, then the spec's appearance, then the defaults

  @Test func withoutAppearanceTheDefaultsApply() throws {
    let options = RenderPipeline.options(for: try spec(#"{"canvas": {"width": 10, "height": 10}}"#))
    #expect(options.scale == 2)
    #expect(options.theme == .light)
  }

  @Test func theSpecsAppearanceBeatsTheDefaults() throws {
    let options = RenderPipeline.options(
      for: try spec(#"{"canvas": {"width": 10, "height": 10}, "appearance": {"theme": "dark", "scale": 3}}"#))
    #expect(options.scale == 3)
    #expect(options.theme == .dark)
  }

  @Test func theCallerBeatsTheSpec() throws {
    let options = RenderPipeline.options(
      for: try spec(#"{"canvas": {"width": 10, "height": 10}, "appearance": {"theme": "dark", "scale": 3}}"#),
      scale: 1, theme: .light, showsAnnotations: false, showsGrid: false)
    #expect(options == RenderOptions(scale: 1, theme: .light, showsAnnotations: false, showsGrid: false))
  }

  // MARK: Limits, checked before anything is allocated

  @Test func aCanvasOverThePixelLimitIsRefusedBeforeSolving() throws {
    let huge = try spec(#"{"canvas": {"width": 9000, "height": 9000}}"#)
    let options = RenderPipeline.options(for: huge, scale: 1)
    #expect(throws: RenderError.imageTooLarge(width: 9000, height: 9000, limit: RenderPipeline.maximumPixels, scale: 1)) {
      try pipeline.checkCanvas(of: huge, options: options)
    }
    // The same canvas at a smaller scale is not the pipeline's business to refuse.
    let small = try spec(#"{"canvas": {"width": 4000, "height": 4000}}"#)
    try pipeline.checkCanvas(of: small, options: RenderPipeline.options(for: small, scale: 2))
  }

  @Test func onlyOneTwoAndThreeAreScales() {
    #expect(DisplayScale.allCases.map(\.rawValue) == [1, 2, 3])
    #expect(DisplayScale(rawValue: 0) == nil)
    #expect(DisplayScale(rawValue: 4) == nil)
    #expect(DisplayScale.x3.dotsPerInch == 216)
  }

  @Test func aSceneThatWouldBeTooLongOnOneSideIsRefused() throws {
    let scene = Scene(
      size: Size(width: 2_000_000, height: 1), canvas: Size(width: 2_000_000, height: 1),
      theme: .light, items: [], legend: [])
    #expect(throws: RenderError.self) { try pipeline.image(of: scene, scale: 1) }
  }

  // MARK: The picture

  @Test(arguments: DisplayScale.allCases)
  func theImageIsThePictureAtTheScaleAndThePNGSaysSeventyTwoDotsPerPoint(scale: DisplayScale) throws {
    let spec = try spec(#"{"canvas": {"width": 100, "height": 60}, "views": {"a": {}}, "constraints": ["H:|-[a]-|", "V:|-[a]-|"]}"#)
    let solution = try pipeline.solve(spec)
    let options = RenderPipeline.options(for: spec, scale: scale)
    let image = try pipeline.image(for: spec, solution: solution, options: options)
    #expect(image.scale == scale)
    // The picture is the canvas, grown where labels go outside it (the 20-point gaps' values).
    let scene = pipeline.scene(for: spec, solution: solution, options: options)
    let pixelsPerPoint = Double(scale.pixelsPerPoint)
    #expect(scene.size.width >= 100 && scene.size.height >= 60)
    #expect(image.width == Int((scene.size.width * pixelsPerPoint).rounded(.up)))
    #expect(image.height == Int((scene.size.height * pixelsPerPoint).rounded(.up)))
    // pHYs: pixels per metre in x and y, then unit 1 (metre). 72 dpi per point at this scale.
    let expected = UInt32((72 * pixelsPerPoint / 0.0254).rounded())
    let bytes = try image.png()
    let pHYs = Array("pHYs".utf8)
    let start = try #require((0..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == pHYs }) + 4
    let perMetre = bytes[start..<start + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(perMetre == expected)
    #expect(bytes[start + 8] == 1)
  }

  @Test func labelsAreDrawnAtTheSizeTheyWereMeasuredAt() throws {
    let spec = try spec(#"{"canvas": {"width": 200, "height": 60}, "views": {"b": {"label": "Submit"}}, "constraints": ["H:|-[b]", "V:|-[b]"]}"#)
    let solution = try pipeline.solve(spec)
    let scene = pipeline.scene(for: spec, solution: solution, options: RenderPipeline.options(for: spec))
    let label = scene.items.compactMap { item -> SceneText? in
      if case .text(let text) = item, text.role == .viewContent("b"), text.string == "Submit" { return text }
      return nil
    }.first
    #expect(label?.pointSize == pipeline.textMeasurer.labelPointSize)
    let frame = try #require(solution.frames["b"])
    #expect(frame.width == pipeline.textMeasurer.intrinsicSize(ofLabel: "Submit").width)
  }
}
