import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Layout
import TestSupport
import Testing

@testable import Preview

/// The SVG is the same scene as the PNG, so the two cannot drift: the same size in points as the PNG
/// at scale 1, the same items in the same order, text as text, and rendered by a real SVG renderer
/// (librsvg's `rsvg-convert`) it looks like the PNG.
@Suite struct SceneSVGWriterTests {
  static let pipeline = try! RenderPipeline(font: Font(path: FontLocator.locate(explicitPath: nil)))

  static func scene(_ sample: String) throws -> Scene {
    let bytes = try [UInt8](Data(contentsOf: PackagePaths.samples.appendingPathComponent("\(sample).json")))
    let spec = try SpecDecoder.decode(bytes)
    let solution = try pipeline.solve(spec)
    return pipeline.scene(for: spec, solution: solution, options: RenderPipeline.options(for: spec, scale: 1))
  }

  @Test func theDocumentIsTheScenesSizeInPointsWithTextAsText() throws {
    let scene = try Self.scene("login-form")
    let svg = Self.pipeline.svg(of: scene)
    #expect(svg.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(svg.contains(#"width="\#(SceneSVGWriter.number(scene.size.width))" height="\#(SceneSVGWriter.number(scene.size.height))""#))
    #expect(svg.contains(">Sign in</text>"))
    #expect(svg.contains("font-family:'DejaVu Sans', Verdana, Arial, sans-serif"))
    #expect(!svg.contains("href"))  // nothing external
    #expect(svg == Self.pipeline.svg(of: try Self.scene("login-form")))
  }

  @Test func textFromTheSpecCannotBreakTheDocument() {
    #expect(SceneSVGWriter.escaped("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
    #expect(SceneSVGWriter.escaped("\u{1B}[2J") == "\u{FFFD}[2J")
  }

  @Test(arguments: ["login-form", "nested-card", "conflict-demo", "ambiguity-demo", "notation-key"])
  func everySampleIsWellFormedXML(_ sample: String) throws {
    let svg = Self.pipeline.svg(of: try Self.scene(sample))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
  }

  /// librsvg draws the SVG; its pixels are compared with the PNG's at scale 1. Text is drawn by two
  /// different rasterisers (hinting, anti-aliasing), so a few per cent of pixels may differ; a
  /// drifted item (a box, a bar, a label in another place) changes far more.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")),
    arguments: ["login-form", "nested-card", "conflict-demo", "notation-key"])
  func librsvgDrawsWhatThePNGShows(_ sample: String) throws {
    let scene = try Self.scene(sample)
    let share = try Self.differingShare(png: scene, svg: scene)
    #expect(share < 0.03, "\(sample): \(share * 100) % of pixels differ")
  }

  /// The comparison above can fail: the same picture moved by two points is far outside it.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")))
  func aDriftedSVGIsCaught() throws {
    let scene = try Self.scene("login-form")
    var drifted = scene
    drifted.items = scene.items.map { $0.translated(dx: 2, dy: 0) }
    #expect(try Self.differingShare(png: scene, svg: drifted) > 0.05)
  }

  /// The share of pixels that differ between the PNG of one scene at scale 1 and librsvg's drawing
  /// of the SVG of another.
  static func differingShare(png: Scene, svg: Scene) throws -> Double {
    let image = try pipeline.image(of: png, scale: 1).pixels
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svgURL = directory.appendingPathComponent("scene.svg")
    let outURL = directory.appendingPathComponent("svg.png")
    try Data(pipeline.svg(of: svg).utf8).write(to: svgURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
    process.arguments = ["-o", outURL.path, svgURL.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let drawn = try PNGDecoder.decode(contentsOf: outURL.path)
    try #require(drawn.width == image.width && drawn.height == image.height)
    let difference = ImageComparison(threshold: 0.1, detectsAntiAliasing: true).compare(image, drawn)
    return Double(difference.differentPixels) / Double(difference.totalPixels)
  }
}
