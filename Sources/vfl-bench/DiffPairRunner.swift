import Layout
import Preview

/// The diff comparison of the issue: two 2000×2000 wireframes (300 labels on a 1000×1000-point canvas
/// at scale 2), identical and with one label changed, read from PNG files as pixelmatch users do.
struct DiffPairRunner {
  struct Result {
    var width = 0
    var height = 0
    var decode = StageTiming(runs: [])
    var identical = StageTiming(runs: [])
    var changed = StageTiming(runs: [])
    var identicalAntiAliasing = StageTiming(runs: [])
    var changedAntiAliasing = StageTiming(runs: [])
    var changedPixels = 0
    var changedPixelsAntiAliasing = 0
    var expectedPath = ""
    var actualPath = ""
  }

  var fontPath: String
  var runs: Int
  var directory: String

  static let labelCount = 300
  static let changedLabel = 144

  func run() throws -> Result {
    let font = try Font(path: fontPath)
    let pipeline = RenderPipeline(font: font)
    var result = Result()
    try FileOutput.makeDirectory(directory)
    result.expectedPath = "\(directory)/expected.png"
    result.actualPath = "\(directory)/actual.png"
    for (path, changing) in [(result.expectedPath, nil), (result.actualPath, Self.changedLabel)] as [(String, Int?)] {
      let text = SpecGenerator.labels(Self.labelCount, perRow: 10, changing: changing)
      let request = PreviewRequest(.specJSON(Array(text.utf8), name: path), options: .init(scale: .x2))
      try FileOutput.write(pipeline.render(request).bytes, to: path)
    }
    var decodes: [Double] = []
    var identical: [Double] = []
    var changed: [Double] = []
    var identicalAA: [Double] = []
    var changedAA: [Double] = []
    let plain = ImageComparison()
    let antiAliasing = ImageComparison(detectsAntiAliasing: true)
    // As the Python side: decode timed on its own, then each comparison repeated on the same pixels.
    for _ in 0..<runs {
      decodes.append(try Stopwatch.time { try PNGDecoder.decode(contentsOf: result.expectedPath) }.1)
    }
    let expected = try PNGDecoder.decode(contentsOf: result.expectedPath)
    let expectedAgain = try PNGDecoder.decode(contentsOf: result.expectedPath)
    let actual = try PNGDecoder.decode(contentsOf: result.actualPath)
    result.width = expected.width
    result.height = expected.height
    for _ in 0..<runs { identical.append(Stopwatch.time { plain.compare(expected, expectedAgain) }.1) }
    for _ in 0..<runs {
      let (difference, time) = Stopwatch.time { plain.compare(expected, actual) }
      changed.append(time)
      result.changedPixels = difference.differentPixels
    }
    for _ in 0..<runs { identicalAA.append(Stopwatch.time { antiAliasing.compare(expected, expectedAgain) }.1) }
    for _ in 0..<runs {
      let (difference, time) = Stopwatch.time { antiAliasing.compare(expected, actual) }
      changedAA.append(time)
      result.changedPixelsAntiAliasing = difference.differentPixels
    }
    result.decode = StageTiming(runs: decodes)
    result.identical = StageTiming(runs: identical)
    result.changed = StageTiming(runs: changed)
    result.identicalAntiAliasing = StageTiming(runs: identicalAA)
    result.changedAntiAliasing = StageTiming(runs: changedAA)
    return result
  }
}
