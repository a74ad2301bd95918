import Foundation
import Layout
import TestSupport
import Testing

@testable import Preview

/// `RenderPipeline.render(_:)` is the one way from a document to an output: a request names the
/// input, the options and the format, and the result carries the bytes, the picture with its
/// scale, the frames and everything to tell the user.
@Suite struct PreviewRequestTests {
  let pipeline: RenderPipeline

  init() throws {
    pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
  }

  static let row = Array(
    #"{"canvas": {"width": 120, "height": 60}, "views": {"a": {"label": "A"}}, "constraints": ["H:|-[a]-|", "V:|-[a]"]}"#
      .utf8)

  func render(
    _ input: PreviewRequest.Input, _ format: PreviewRequest.Format,
    _ options: PreviewRequest.Options = .init()
  ) throws(PreviewFailure) -> PreviewResult {
    try pipeline.render(PreviewRequest(input, format: format, options: options))
  }

  // MARK: Formats

  @Test func everyFormatIsDrawnFromTheOneSolution() throws {
    let input = PreviewRequest.Input.specJSON(Self.row, name: "row.json")
    let frames = try render(input, .json)
    #expect(frames.bytes == Array(frames.solution.json.utf8))
    #expect(frames.image == nil && frames.scene == nil)

    let scene = try render(input, .scene)
    #expect(scene.bytes == Array(try #require(scene.scene).json.utf8))
    let svg = try render(input, .svg)
    #expect(String(decoding: svg.bytes, as: UTF8.self).contains("<svg"))

    let png = try render(input, .png)
    let image = try #require(png.image)
    #expect(try PNGDecoder.decode(png.bytes) == image.pixels)
    #expect(png.solution.frames == frames.solution.frames)
  }

  @Test func thePictureCarriesTheScaleItWasDrawnAt() throws {
    let input = PreviewRequest.Input.specJSON(Self.row, name: "row.json")
    let atOne = try #require(try render(input, .png, .init(scale: .x1)).image)
    let atThree = try #require(try render(input, .png, .init(scale: .x3)).image)
    #expect(atOne.scale == .x1 && atThree.scale == .x3)
    #expect(atThree.width == 3 * atOne.width)
  }

  @Test func theRequestsScaleBeatsTheSpecsAndTheSpecsBeatsTheDefault() throws {
    let spec = try SpecDecoder.decode(Array(
      #"{"canvas": {"width": 10, "height": 10}, "appearance": {"scale": 3}}"#.utf8))
    #expect(try render(.spec(spec), .png).image?.scale == .x3)
    #expect(try render(.spec(spec), .png, .init(scale: .x1)).image?.scale == .x1)
    #expect(try render(.specJSON(Self.row, name: "row.json"), .png).image?.scale == .x2)
  }

  // MARK: Inputs

  @Test func aConsoleLogIsImportedAndItsWarningsPointIntoTheLog() throws {
    let url = PackagePaths.fixtures.appendingPathComponent("console-logs/07-tagflow-autoresizing-zero-height.log")
    let result = try render(.consoleLog([UInt8](try Data(contentsOf: url)), name: "tagflow.log"), .json)
    #expect(result.hasWarnings)
    #expect(result.warnings.allSatisfy { $0.fileName == "tagflow.log" })
    let remarks = result.messages.compactMap { message -> String? in
      if case .remark(let text) = message { return text }
      return nil
    }
    #expect(remarks.first?.hasPrefix("tagflow.log: imported 1 conflict report") == true)
    #expect(remarks.last?.contains("cannot all hold") == true)
  }

  @Test func aSpecBuiltInCodeNeedsNoFile() throws {
    let spec = try SpecDecoder.decode(Self.row)
    let result = try render(.spec(spec), .json)
    #expect(result.solution.frames["a"] != nil)
    #expect(result.messages.isEmpty)
  }

  @Test func severalDevicesMakeAContactSheetWithOneSolutionEach() throws {
    let devices = ["iPhone SE (3rd generation)", "iPhone 15"].map {
      LayoutSpec.Device(preset: DevicePreset.named($0)!)
    }
    let result = try render(.specJSON(Self.row, name: "row.json"), .png, .init(scale: .x1, devices: devices))
    #expect(result.solutions.count == 2)
    #expect(result.solutions.map(\.canvas.width) == [375, 393])
    #expect(try #require(result.image).width > 375 + 393)
  }

  // MARK: Failures

  @Test func aBadSpecFailsWithDiagnosticsLocatedInIt() {
    let bad = Array(#"{"canvas": {"width": 10}}"#.utf8)
    #expect {
      try render(.specJSON(bad, name: "bad.json"), .png)
    } throws: { error in
      let failure = error as! PreviewFailure
      return failure.kind == .invalidInput && failure.diagnostics.first?.fileName == "bad.json"
        && failure.diagnostics.first?.line == 1
    }
  }

  @Test func aCanvasOverThePixelLimitFailsOnlyForAPicture() throws {
    let huge = Array(#"{"canvas": {"width": 9000, "height": 9000}}"#.utf8)
    #expect {
      try render(.specJSON(huge, name: "huge.json"), .png, .init(scale: .x1))
    } throws: { error in
      (error as! PreviewFailure).error as? RenderError
        == .imageTooLarge(width: 9000, height: 9000, limit: RenderPipeline.maximumPixels, scale: 1)
    }
    #expect(try render(.specJSON(huge, name: "huge.json"), .json).solution.canvas.width == 9000)
  }

  @Test func aPictureOverTheCallersBudgetIsRefusedBeforeItIsDrawn() {
    #expect {
      try render(.specJSON(Self.row, name: "row.json"), .png, .init(scale: .x1, maximumImagePixels: 100))
    } throws: { error in
      guard case .imageOverBudget(_, _, let budget)? = (error as! PreviewFailure).error as? RenderError
      else { return false }
      return budget == 100
    }
  }

  @Test func theFramesOfSeveralDevicesAtOnceAreRefused() {
    let devices = ["iPhone SE (3rd generation)", "iPhone 15"].map {
      LayoutSpec.Device(preset: DevicePreset.named($0)!)
    }
    #expect {
      try render(.specJSON(Self.row, name: "row.json"), .json, .init(devices: devices))
    } throws: { error in
      (error as! PreviewFailure).error as? RenderError == .framesOfSeveralDevices
    }
  }
}
