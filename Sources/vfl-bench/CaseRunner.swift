import Layout
import Preview

/// The stages the benchmark times, in pipeline order.
enum Stage: String, CaseIterable, Sendable {
  /// JSON bytes → `LayoutSpec` → expanded `[LayoutConstraint]` (VFL, expressions, label measuring).
  case parse
  /// Expanded constraints → linear system → values, conflict explanation and ambiguity detection off:
  /// exactly the work kiwisolver is given (``SystemBuilder``).
  case solve
  /// What conflict explanation and ambiguity detection add to `solve` (solving with them minus without).
  case analysis
  /// The whole layout as the command line does it: `LayoutEngine.solve` from the decoded spec
  /// (expansion, label measuring, system, solve, analysis, frames).
  case engine
  /// Solution → `Scene` (boxes, labels, dimension lines).
  case scene
  /// Scene → RGBA pixels at scale 2.
  case rasterise
  /// RGBA → PNG bytes (with pHYs), as the command line writes them.
  case encode
  /// Comparing the image with an identical copy.
  case diffIdentical = "diff-identical"
  /// Comparing the image with a copy that has a small change.
  case diffChanged = "diff-changed"
}

/// What one case measured.
struct CaseResult {
  var benchCase: BenchCase
  var viewCount = 0
  var constraintCount = 0
  var conflicts = 0
  var ambiguousViews = 0
  var imageSize: (width: Int, height: Int)?
  var pngBytes = 0
  var timings: [Stage: StageTiming] = [:]
  var peakResidentBytes: Int?
  var endToEnd: StageTiming?
  var notes: [String] = []

  /// Spec → PNG: scene + rasterise + encode (the render target's "draw + save").
  var renderMilliseconds: Double? {
    guard let scene = timings[.scene], let raster = timings[.rasterise], let encode = timings[.encode] else {
      return nil
    }
    return scene.median + raster.median + encode.median
  }
}

/// Runs the pipeline stage by stage on one case, several times, keeping the medians. The stages
/// are ``RenderPipeline``'s own, called in the order ``RenderPipeline/render(_:)`` calls them, and
/// the first run checks that they give the bytes `render` gives.
struct CaseRunner {
  var fontPath: String
  var runs: Int
  /// Where to write what the Python scripts need (`nil`: nothing is written).
  var exportDirectory: String?

  static let scale = DisplayScale.x2

  func run(_ benchCase: BenchCase) throws -> CaseResult {
    var result = CaseResult(benchCase: benchCase)
    let bytes = Array(SpecGenerator.json(for: benchCase).utf8)
    var runs = self.runs
    var index = 0
    var raw: [Stage: [Double]] = [:]
    var rendersPicture = true
    while index < runs {
      // A fresh font each run: glyph and advance caches start cold, as in a new process.
      let font = try Font(path: fontPath)
      let pipeline = RenderPipeline(font: font)
      let engine = pipeline.engine
      let runStart = Stopwatch.now()

      let (spec, decodeTime) = try Stopwatch.time { try SpecDecoder.decode(bytes) }
      let (constraints, expandTime) = try Stopwatch.time { try engine.constraints(for: spec) }
      raw[.parse, default: []].append(decodeTime + expandTime)
      let builder = SystemBuilder(spec: spec, engine: engine)
      let quick = SolveOptions(explainConflicts: false, detectAmbiguity: false)
      let (values, solveTime) = try Stopwatch.time { try builder.system(constraints).solve(options: quick) }
      raw[.solve, default: []].append(solveTime)
      let system = builder.system(constraints)
      let (_, fullTime) = try Stopwatch.time { try system.solve() }
      let (_, quickTime) = try Stopwatch.time { try system.solve(options: quick) }
      raw[.analysis, default: []].append(max(0, fullTime - quickTime))
      let (solution, engineTime) = try Stopwatch.time { try engine.solve(spec) }
      raw[.engine, default: []].append(engineTime)
      if index == 0 {
        result.viewCount = spec.views.count
        result.constraintCount = constraints.count
        result.conflicts = solution.conflicts.count
        result.ambiguousViews = solution.ambiguities.count
        let mismatched = builder.mismatches(values, solution)
        if mismatched > 0 { result.notes.append("\(mismatched) views: benchmark system differs from the engine's") }
        if let directory = exportDirectory {
          let folder = "\(directory)/\(benchCase.name)"
          try FileOutput.makeDirectory(folder)
          try FileOutput.write(bytes, to: "\(folder)/spec.json")
          try FileOutput.write(ComparisonExport.constraints(spec: spec, constraints: constraints), to: "\(folder)/constraints.json")
          try FileOutput.write(ComparisonExport.frames(solution), to: "\(folder)/frames.json")
        }
      }

      if benchCase.isRendered && rendersPicture {
        let options = RenderPipeline.options(for: spec, scale: Self.scale)
        let (scene, sceneTime) = Stopwatch.time { pipeline.scene(for: spec, solution: solution, options: options) }
        var rendered: (RenderedImage, Double)?
        do {
          rendered = try Stopwatch.time { try pipeline.image(of: scene, scale: Self.scale) }
        } catch {
          // A picture the renderer refuses (over its pixel limit) costs the case its picture rows, not the run.
          result.notes.append("not rendered: \(error)")
          rendersPicture = false
        }
        if let (rendered, rasterTime) = rendered {
          let image = rendered.pixels
          raw[.scene, default: []].append(sceneTime)
          raw[.rasterise, default: []].append(rasterTime)
          let (png, encodeTime) = try Stopwatch.time { try rendered.png() }
          raw[.encode, default: []].append(encodeTime)

          // Distinct buffers, so the comparison really reads both images.
          let copy = ImageCopy.distinct(image)
          let (same, identicalTime) = Stopwatch.time { ImageComparison().compare(image, copy) }
          raw[.diffIdentical, default: []].append(identicalTime)
          let changed = ImageCopy.withSmallChange(copy)
          let (difference, changedTime) = Stopwatch.time { ImageComparison().compare(image, changed) }
          raw[.diffChanged, default: []].append(changedTime)

          if index == 0 {
            result.imageSize = (image.width, image.height)
            result.pngBytes = png.count
            let request = PreviewRequest(.specJSON(bytes, name: benchCase.name), options: .init(scale: Self.scale))
            if try pipeline.render(request).bytes != png {
              result.notes.append("the stages' PNG differs from render's")
            }
            if same.differentPixels != 0 || difference.differentPixels == 0 {
              result.notes.append("diff self-check failed")
            }
            if let directory = exportDirectory {
              let folder = "\(directory)/\(benchCase.name)"
              try FileOutput.write(
                ComparisonExport.scene(scene, scale: Self.scale.pixelsPerPoint, font: fontPath), to: "\(folder)/scene.json")
              try FileOutput.write(png, to: "\(folder)/image.png")
              if benchCase == BenchCase(family: .labels, size: 1000) {
                // Raw pixels for the libpng harness: it encodes exactly this image.
                try FileOutput.write(rawPixels: image, to: "\(folder)/image.rgba")
              }
            }
          }
        }
      }
      // Big cases that take seconds per run get fewer runs (at least 3).
      if index == 0 && Stopwatch.now() - runStart > 3000 { runs = min(runs, 3) }
      index += 1
    }
    for (stage, values) in raw { result.timings[stage] = StageTiming(runs: values) }
    return result
  }
}

/// Copies of images in new buffers.
enum ImageCopy {
  static func distinct(_ image: RGBAImage) -> RGBAImage {
    let pixels = image.pixels.withUnsafeBufferPointer { [UInt8]($0) }
    return RGBAImage(width: image.width, height: image.height, pixels: pixels)
  }

  /// A 24×12-pixel block near the centre painted red: a small, visible change.
  static func withSmallChange(_ image: RGBAImage) -> RGBAImage {
    var changed = image
    let centerX = image.width / 2
    let centerY = image.height / 2
    for y in max(0, centerY - 6)..<min(image.height, centerY + 6) {
      for x in max(0, centerX - 12)..<min(image.width, centerX + 12) {
        changed[x, y] = RGBAColor(hex: 0xE53935)
      }
    }
    return changed
  }
}
