import Layout
import Preview

/// `vfl-bench --interface-builder FILE…`: how long importing each storyboard or xib takes (the
/// XML read, the model and the specs), and how long its scenes then take to solve with the
/// analysis, median of `runs` runs each, one row per document.
enum InterfaceBuilderTiming {
  static func run(_ paths: [String], runs: Int, fontPath: String?) throws {
    let font = try Font(path: try FontLocator.locate(explicitPath: fontPath))
    let engine = LayoutEngine(textMeasurer: FontTextMeasurer(font: font))
    print("document                          bytes  scenes  views  import ms  solve ms  slowest scene ms")
    for path in paths {
      let bytes = try FileOutput.read(path)
      var imported: InterfaceBuilderImport?
      let importing = StageTiming(runs: try (0..<runs).map { _ in
        try Stopwatch.time { imported = try InterfaceBuilderImport(bytes: bytes) }.1
      })
      guard let imported else { continue }
      var slowest = 0.0
      let solving = StageTiming(runs: try (0..<runs).map { _ in
        var total = 0.0
        for scene in imported.scenes {
          let elapsed = try Stopwatch.time { try engine.solve(scene.spec) }.1
          slowest = max(slowest, elapsed)
          total += elapsed
        }
        return total
      })
      let views = imported.scenes.map(\.spec.views.count).reduce(0, +)
      let name = String(path.split(separator: "/").last ?? Substring(path))
      print(
        pad(name, 30), pad("\(bytes.count)", 9, right: true), pad("\(imported.scenes.count)", 7, right: true),
        pad("\(views)", 6, right: true), pad(format(importing.median), 10, right: true),
        pad(format(solving.median), 9, right: true), pad(format(slowest), 17, right: true))
    }
  }

  static func format(_ milliseconds: Double) -> String {
    let tenths = (milliseconds * 10).rounded() / 10
    return "\(tenths)"
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
