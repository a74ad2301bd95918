#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Preview
import VFLPreviewSupport

/// Everything one benchmark run measured, as a table for people and JSON for comparing over time.
struct Report {
  var runs: Int
  var cases: [CaseResult] = []
  var scaling: [ScalingPoint] = []
  var reportScaling: [ReportScalingSeries.Point] = []
  var processes: ProcessRows?
  var diff: DiffPairRunner.Result?

  // MARK: - Table

  func table() -> String {
    var lines: [String] = []
    lines.append("vfl-bench — \(Machine.summary)")
    lines.append("milliseconds, median of \(runs) runs (3 for cases over 3 s); peak = whole-process RSS of one spec → PNG pass")
    lines.append("")
    let header = [
      "case", "views", "constr.", "parse", "solve", "analysis", "engine", "scene", "raster", "encode", "diff =",
      "diff ≠", "e2e json", "peak MB", "image",
    ]
    var rows: [[String]] = [header]
    for result in cases {
      func stage(_ stage: Stage) -> String { result.timings[stage].map { Self.format($0.median) } ?? "—" }
      rows.append([
        result.benchCase.name, String(result.viewCount), String(result.constraintCount),
        stage(.parse), stage(.solve), stage(.analysis), stage(.engine), stage(.scene), stage(.rasterise), stage(.encode),
        stage(.diffIdentical), stage(.diffChanged),
        result.endToEnd.map { Self.format($0.median) } ?? "—",
        result.peakResidentBytes.map { Self.format(Double($0) / 1_048_576) } ?? "—",
        result.imageSize.map { "\($0.width)×\($0.height)" } ?? "—",
      ])
    }
    lines.append(contentsOf: Self.aligned(rows))
    let notes = cases.flatMap { result in result.notes.map { "  \(result.benchCase.name): \($0)" } }
    let findings = cases.compactMap { result -> String? in
      guard result.conflicts > 0 || result.ambiguousViews > 0 else { return nil }
      return "  \(result.benchCase.name): \(result.conflicts) conflicts, \(result.ambiguousViews) ambiguous views"
    }
    if !notes.isEmpty || !findings.isEmpty { lines.append(""); lines.append(contentsOf: findings + notes) }
    let memory = cases.compactMap { result -> String? in
      guard let peak = result.peakResidentBytes, let size = result.imageSize else { return nil }
      let imageBytes = Double(size.width * size.height * 4)
      return "  \(result.benchCase.name): peak \(Self.format(Double(peak) / 1_048_576)) MB = "
        + "\(Self.format(Double(peak) / imageBytes))× the \(Self.format(imageBytes / 1_048_576)) MB RGBA image"
    }
    if !memory.isEmpty {
      lines.append("")
      lines.append("peak memory against the final image:")
      lines.append(contentsOf: memory)
    }
    if !scaling.isEmpty {
      lines.append("")
      lines.append("growth along chains (solve stage; × = time ÷ time at half the size):")
      var scalingRows = [["family", "N", "solve", "×", "solve+analysis", "×"]]
      for (index, point) in scaling.enumerated() {
        let previous = index > 0 && scaling[index - 1].family == point.family ? scaling[index - 1] : nil
        scalingRows.append([
          point.family.rawValue, String(point.size), Self.format(point.solve.median),
          previous.map { Self.format(point.solve.median / $0.solve.median) } ?? "",
          Self.format(point.solveWithAnalysis.median),
          previous.map { Self.format(point.solveWithAnalysis.median / $0.solveWithAnalysis.median) } ?? "",
        ])
      }
      lines.append(contentsOf: Self.aligned(scalingRows).map { "  " + $0 })
    }
    if !reportScaling.isEmpty {
      lines.append("")
      lines.append(
        "problems in one chain, --format json (× = growth per doubling of N, target ≤ \(Self.format(ReportScalingSeries.target))):")
      var rows = [["family", "N", "in-process ms", "×", "process ms", "×", "output bytes", "×", "verdict"]]
      for family in ReportScalingSeries.Family.allCases {
        let points = reportScaling.filter { $0.family == family }
        for (index, point) in points.enumerated() {
          let previous = index > 0 ? points[index - 1] : nil
          let timeGrowth = previous.map { point.inProcess.median / $0.inProcess.median }
          let sizeGrowth = previous.map { Double(point.outputBytes) / Double(max(1, $0.outputBytes)) }
          let wallGrowth = previous.flatMap { before in
            point.endToEnd.flatMap { after in before.endToEnd.map { after.median / $0.median } }
          }
          var verdict = ""
          if let timeGrowth, let sizeGrowth {
            verdict = max(timeGrowth, sizeGrowth) <= ReportScalingSeries.target ? "met" : "not met"
          }
          rows.append([
            "\(family.rawValue)", String(point.size), Self.format(point.inProcess.median),
            timeGrowth.map(Self.format) ?? "", point.endToEnd.map { Self.format($0.median) } ?? "—",
            wallGrowth.map(Self.format) ?? "", String(point.outputBytes), sizeGrowth.map(Self.format) ?? "", verdict,
          ])
        }
      }
      lines.append(contentsOf: Self.aligned(rows).map { "  " + $0 })
    }
    if let diff {
      lines.append("")
      lines.append("diff of two \(diff.width)×\(diff.height) PNGs (compare only; decode separately):")
      lines.append("  decode one image       \(Self.format(diff.decode.median)) ms")
      lines.append("  identical              \(Self.format(diff.identical.median)) ms")
      lines.append("  one label changed      \(Self.format(diff.changed.median)) ms  (\(diff.changedPixels) pixels differ)")
      lines.append("  identical, AA check    \(Self.format(diff.identicalAntiAliasing.median)) ms")
      lines.append("  changed, AA check      \(Self.format(diff.changedAntiAliasing.median)) ms  (\(diff.changedPixelsAntiAliasing) pixels differ)")
    }
    if let processes {
      lines.append("")
      lines.append("whole processes (ms; the anchors of start-up and diff are Python, timed by bench/compare.py):")
      let ratio = processes.batch.median / processes.batchXargs.median
      var rows = [["row", "vfl-preview", "anchor", "ratio", "target", "verdict"]]
      rows.append(["one small spec → PNG at 2× (login-form)", Self.format(processes.startUp.median), "Python (compare.py)", "", "≤ \(ProcessRows.startUpTarget)", ""])
      rows.append([
        "batch: \(ProcessRows.batchSize) specs, one invocation", Self.format(processes.batch.median),
        "\(Self.format(processes.batchXargs.median)) (xargs -P2)", Self.format(ratio), "≤ \(ProcessRows.batchTarget)",
        ratio <= ProcessRows.batchTarget ? "met" : "not met",
      ])
      if let diff = processes.diff {
        rows.append(["diff of the pair (decode both + compare)", Self.format(diff.median), "Python (compare.py)", "", "≤ \(ProcessRows.diffTarget)", ""])
      }
      lines.append(contentsOf: Self.aligned(rows).map { "  " + $0 })
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "—" }
    if value >= 100 { return String(Int(value.rounded())) }
    if value >= 10 { return String((value * 10).rounded() / 10) }
    if value >= 0.1 { return String((value * 100).rounded() / 100) }
    return String((value * 1000).rounded() / 1000)
  }

  static func aligned(_ rows: [[String]]) -> [String] {
    guard let first = rows.first else { return [] }
    var widths = [Int](repeating: 0, count: first.count)
    for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
    return rows.map { row in
      row.enumerated().map { index, cell in
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        return index == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
  }

  // MARK: - JSON

  /// The report as JSON, written by the package's one JSON writer (keys sorted).
  func json() -> String {
    var caseObjects: [JSONOutput] = []
    for result in cases {
      var stages: [String: JSONOutput] = [:]
      var stageRuns: [String: JSONOutput] = [:]
      for stage in Stage.allCases {
        guard let timing = result.timings[stage] else { continue }
        stages[stage.rawValue] = Self.milliseconds(timing.median)
        stageRuns[stage.rawValue] = .array(timing.runs.map(Self.milliseconds))
      }
      var members: [String: JSONOutput] = [
        "name": .string(result.benchCase.name),
        "family": .string(result.benchCase.family.rawValue),
        "size": Self.count(result.benchCase.size),
        "views": Self.count(result.viewCount),
        "constraints": Self.count(result.constraintCount),
        "conflicts": Self.count(result.conflicts),
        "ambiguousViews": Self.count(result.ambiguousViews),
        "stagesMs": .object(stages),
        "stageRunsMs": .object(stageRuns),
      ]
      if let size = result.imageSize {
        members["image"] = .array([Self.count(size.width), Self.count(size.height)])
        members["imageBytes"] = Self.count(size.width * size.height * 4)
        members["pngBytes"] = Self.count(result.pngBytes)
      }
      if let render = result.renderMilliseconds { members["renderMs"] = Self.milliseconds(render) }
      if let peak = result.peakResidentBytes { members["peakResidentBytes"] = Self.count(peak) }
      if let endToEnd = result.endToEnd {
        members["endToEndJsonMs"] = Self.milliseconds(endToEnd.median)
        members["endToEndJsonRunsMs"] = .array(endToEnd.runs.map(Self.milliseconds))
      }
      if !result.notes.isEmpty { members["notes"] = .array(result.notes.map(JSONOutput.string)) }
      caseObjects.append(.object(members))
    }
    var top: [String: JSONOutput] = [
      "tool": .string("vfl-bench"),
      "machine": Machine.json,
      "runs": Self.count(runs),
      "cases": .array(caseObjects),
    ]
    if !scaling.isEmpty {
      top["scaling"] = .array(
        scaling.map { point in
          .object([
            "family": .string(point.family.rawValue), "size": Self.count(point.size),
            "solveMs": Self.milliseconds(point.solve.median),
            "solveWithAnalysisMs": Self.milliseconds(point.solveWithAnalysis.median),
          ])
        })
    }
    if !reportScaling.isEmpty {
      top["reportScaling"] = .array(
        reportScaling.map { point in
          var members: [String: JSONOutput] = [
            "family": .string(point.family.rawValue), "size": Self.count(point.size),
            "inProcessMs": Self.milliseconds(point.inProcess.median), "outputBytes": Self.count(point.outputBytes),
            "targetGrowthPerDoubling": .number(ReportScalingSeries.target),
          ]
          if let endToEnd = point.endToEnd { members["endToEndMs"] = Self.milliseconds(endToEnd.median) }
          return .object(members)
        })
    }
    if let processes {
      var members: [String: JSONOutput] = [
        "startUpMs": Self.milliseconds(processes.startUp.median),
        "startUpRunsMs": .array(processes.startUp.runs.map(Self.milliseconds)),
        "startUpSpec": .string(processes.startUpSpec),
        "batchSize": Self.count(ProcessRows.batchSize),
        "batchMs": Self.milliseconds(processes.batch.median),
        "batchXargsMs": Self.milliseconds(processes.batchXargs.median),
        "batchRatio": .number(processes.batch.median / processes.batchXargs.median),
        "batchTarget": .number(ProcessRows.batchTarget),
        "startUpTarget": .number(ProcessRows.startUpTarget),
        "diffTarget": .number(ProcessRows.diffTarget),
      ]
      if let diff = processes.diff { members["diffProcessMs"] = Self.milliseconds(diff.median) }
      top["processes"] = .object(members)
    }
    if let diff {
      top["diff"] = .object([
        "size": .array([Self.count(diff.width), Self.count(diff.height)]),
        "expected": .string(diff.expectedPath),
        "actual": .string(diff.actualPath),
        "decodeMs": Self.milliseconds(diff.decode.median),
        "identicalMs": Self.milliseconds(diff.identical.median),
        "changedMs": Self.milliseconds(diff.changed.median),
        "changedPixels": Self.count(diff.changedPixels),
        "identicalAntiAliasingMs": Self.milliseconds(diff.identicalAntiAliasing.median),
        "changedAntiAliasingMs": Self.milliseconds(diff.changedAntiAliasing.median),
        "changedPixelsAntiAliasing": Self.count(diff.changedPixelsAntiAliasing),
      ])
    }
    return JSONOutput.object(top).text
  }

  /// Milliseconds rounded to microseconds (`null` when not finite).
  static func milliseconds(_ value: Double) -> JSONOutput {
    .number(value.isFinite ? (value * 1000).rounded() / 1000 : value)
  }

  /// A count or a size, exact (counts stay far below 2^53).
  static func count(_ value: some BinaryInteger) -> JSONOutput { .number(Double(value)) }
}

/// What the numbers were measured on.
enum Machine {
  static var cpuModel: String {
    guard let bytes = try? FileOutput.read("/proc/cpuinfo") else { return "unknown CPU" }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters()
      }
    }
    return "unknown CPU"
  }

  static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  static var kernel: String {
    var name = utsname()
    uname(&name)
    let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
    let machine = withUnsafeBytes(of: name.machine) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
    return "Linux \(release) \(machine)"
  }

  static var summary: String {
    "\(cpuModel), \(cores) cores, \(kernel), \(RenderingLibraryVersions.summary)"
  }

  static var json: JSONOutput {
    .object([
      "cpu": .string(cpuModel), "cores": Report.count(cores), "kernel": .string(kernel),
      "libpng": .string(RenderingLibraryVersions.libpng),
      "freetype": .string(RenderingLibraryVersions.freeType),
      "harfbuzz": .string(RenderingLibraryVersions.harfBuzz),
      "fribidi": .string(RenderingLibraryVersions.friBidi),
    ])
  }
}

extension Substring {
  func trimmingCharacters() -> String {
    String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
}
