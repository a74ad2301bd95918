import Layout
import Preview

/// Issue 15's two report-size rows: how conflict explanation and the ambiguity report grow when a spec
/// has N problems in one chain. Each doubling of N may cost at most ``target`` times the time and the
/// output of the size before (linear work is ×2; the old explanations were ×3.7 and ×4.4).
struct ReportScalingSeries {
  enum Family: String, CaseIterable, Sendable {
    /// One VFL line `H:|-[v0]-[v1]-…-|` and, for each view, `vi.width = 10` then `vi.width = 20`:
    /// N width conflicts, and the chain (far wider than the canvas) conflicts with its trailing pin.
    case conflicts
    /// One VFL line `H:|[v0(==50@500)]…|` on a 400-point canvas: N widths tied at equal priority
    /// share the deficit, so every view is ambiguous and competes with the whole chain.
    case tied
    /// `"nonNegativeSizes": true` (as in every console-log import), N+1 views chained by required 8-point
    /// gaps, each wanting `left = 20` at its own priority, the first the most important: the gaps close
    /// to 8 points one after the other (issue 31).
    case nonNegative

    var sizes: [Int] { self == .tied ? [250, 500, 1000] : [200, 400, 800] }

    var title: String {
      switch self {
      case .conflicts: "N conflicts in one chain"
      case .tied: "N views tied at equal priority in one chain"
      case .nonNegative: "N+1 views with non-negative sizes chained under distinct optional positions"
      }
    }
  }

  /// The largest growth per doubling the issue accepts, for time and for output size.
  static let target = 2.3

  struct Point: Sendable {
    var family: Family
    var size: Int
    /// Decode + solve with conflict explanation and ambiguity analysis + the `--format json` text.
    var inProcess: StageTiming
    /// `vfl-preview spec.json --format json -o out.json`, process start to exit.
    var endToEnd: StageTiming?
    var outputBytes: Int
  }

  var runs: Int
  var fontPath: String
  /// The release `vfl-preview` next to `vfl-bench`, when there is one.
  var commandLine: String?
  var directory: String

  func run(progress: (String) -> Void) throws -> [Point] {
    let font = try Font(path: fontPath)
    let pipeline = RenderPipeline(font: font)
    var points: [Point] = []
    for family in Family.allCases {
      for size in family.sizes {
        progress("report scaling \(family.rawValue)-\(size)…")
        let text = Self.json(family, size)
        var bytes = 0
        var times: [Double] = []
        for _ in 0..<max(3, runs) {
          times.append(try Stopwatch.time {
            let spec = try SpecDecoder.decode(Array(text.utf8))
            bytes = try pipeline.solve(spec).json.utf8.count
          }.1)
        }
        var point = Point(family: family, size: size, inProcess: StageTiming(runs: times), outputBytes: bytes)
        if let commandLine {
          let specPath = "\(directory)/\(family.rawValue)-\(size).json"
          try FileOutput.write(text, to: specPath)
          var wall: [Double] = []
          for _ in 0..<max(3, runs) {
            let outcome = try ChildProcess.run(
              commandLine,
              [specPath, "--format", "json", "-o", "\(directory)/\(family.rawValue)-\(size).out.json", "--font", fontPath],
              discardsStandardError: true)
            wall.append(outcome.milliseconds)
          }
          point.endToEnd = StageTiming(runs: wall)
        }
        points.append(point)
      }
    }
    return points
  }

  /// The spec text of one point.
  static func json(_ family: Family, _ count: Int) -> String {
    let views = (0..<count).map { "\"v\($0)\": {}" }
    var constraints: [String] = []
    switch family {
    case .conflicts:
      constraints.append(SpecGenerator.quoted("H:|-" + (0..<count).map { "[v\($0)]" }.joined(separator: "-") + "-|"))
      for index in 0..<count {
        constraints.append(SpecGenerator.quoted("v\(index).width = 10"))
        constraints.append(SpecGenerator.quoted("v\(index).width = 20"))
      }
    case .tied:
      constraints.append(SpecGenerator.quoted("H:|" + (0..<count).map { "[v\($0)(==50@500)]" }.joined() + "|"))
    case .nonNegative:
      let views = (0...count).map { "\"v\($0)\": {}" }
      for index in 0...count {
        constraints.append(SpecGenerator.quoted("v\(index).left == 20 @\(1 + Double(count + 1 - index) / 1000)"))
      }
      for segment in SpecGenerator.segments(count + 1) {
        constraints.append(SpecGenerator.quoted("H:" + segment.map { "[v\($0)]" }.joined(separator: "-(8)-")))
      }
      constraints += (0...count).map { SpecGenerator.quoted("V:|[v\($0)(10)]") }
      let document = SpecGenerator.document(canvas: (400, 300), spacing: nil, views: views, constraints: constraints)
      return "{\"nonNegativeSizes\": true," + document.dropFirst()
    }
    constraints += (0..<count).map { SpecGenerator.quoted("V:|[v\($0)(10)]") }
    return SpecGenerator.document(canvas: (400, 300), spacing: nil, views: views, constraints: constraints)
  }
}
