import Foundation
import TestSupport
import Testing

@testable import Preview

/// A picture handed over to the encoder (``PNGEncoder/encode(consuming:dotsPerInch:)``) gives the
/// bytes of one lent to it; one that is still held elsewhere is left as it was.
@Suite struct PNGEncoderInPlaceTests {
  @Test(arguments: PNGEncoderDeterminismTests.samples)
  func aPictureHandedOverGivesTheBytesOfOneLent(_ sample: String) throws {
    let image = try SamplePicture.image(sample, scale: 1)
    let lent = try PNGEncoder.encode(image, dotsPerInch: 72)
    // A buffer of its own, which the encoder overwrites.
    let copy = RGBAImage(width: image.width, height: image.height, pixels: Array(image.pixels))
    #expect(try PNGEncoder.encode(consuming: copy, dotsPerInch: 72) == lent)
  }

  /// Translucent pictures are written RGBA, whose rows do not fit in place: the same bytes through
  /// a copy.
  @Test func aTranslucentPictureGivesTheSameBytes() throws {
    var generator = TestSeed.generator()
    for (width, height) in [(1, 1), (9, 4), (300, 40)] {
      let image = PNGScanlinesTests.picture(width: width, height: height, opaque: false, using: &generator)
      let lent = try PNGEncoder.encode(image, dotsPerInch: 144)
      let handedOver = try PNGEncoder.encode(consuming: RGBAImage(width: width, height: height, pixels: Array(image.pixels)), dotsPerInch: 144)
      #expect(handedOver == lent, "\(width)×\(height), seed \(generator.seed)")
    }
  }

  /// A picture that is still held elsewhere keeps its pixels: copy-on-write gives the encoder a
  /// buffer of its own.
  @Test func aPictureHeldElsewhereIsLeftAsItWas() throws {
    var generator = TestSeed.generator()
    let image = PNGScanlinesTests.picture(width: 120, height: 30, opaque: true, using: &generator)
    let kept = image
    let bytes = try PNGEncoder.encode(consuming: image, dotsPerInch: 72)
    #expect(kept.pixels == image.pixels)
    #expect(try PNGDecoder.decode(bytes) == kept)
  }

  /// The pipeline encodes in place when the request does not keep the picture: the same bytes.
  @Test func aRequestThatDoesNotKeepThePictureGetsTheSameBytes() throws {
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    let json = try [UInt8](Data(contentsOf: PackagePaths.samples.appendingPathComponent("login-form.json")))
    let input = PreviewRequest.Input.specJSON(json, name: "login-form.json")
    let kept = try pipeline.render(PreviewRequest(input, options: .init(scale: .x2)))
    let notKept = try pipeline.render(PreviewRequest(input, options: .init(scale: .x2, keepsImage: false)))
    #expect(kept.image != nil)
    #expect(notKept.image == nil)
    #expect(notKept.bytes == kept.bytes)
  }
}
