import Foundation
import Layout
import Preview

/// A sample spec (`samples/NAME.json`) rendered as the command line renders it, in the default font.
package enum SamplePicture {
  package static func image(_ sample: String, scale: Int = 2) throws -> RGBAImage {
    let pipeline = RenderPipeline(font: try Font(path: FontLocator.defaultFontPath))
    let url = PackagePaths.samples.appendingPathComponent(sample + ".json")
    let spec = try SpecDecoder.decode([UInt8](Data(contentsOf: url)))
    return try pipeline.image(
      for: spec, solution: pipeline.solve(spec), options: RenderPipeline.options(for: spec, scale: scale))
  }
}
