#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Layout
import Preview

/// Runs everything the options ask for and collects a ``Report``.
struct Benchmark {
  var options: Options

  func run() throws -> Report {
    let fontPath = options.fontPath ?? FontLocator.defaultFontPath
    var report = Report(runs: options.runs)
    let scratch = options.exportDirectory ?? "/tmp/vfl-bench-\(getpid())"
    try FileOutput.makeDirectory(scratch)
    let runner = CaseRunner(fontPath: fontPath, runs: options.runs, exportDirectory: options.exportDirectory)
    let executable = ChildProcess.currentExecutable
    let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    let commandLine = folder + "/vfl-preview"
    let hasCommandLine = access(commandLine, X_OK) == 0

    for benchCase in options.selectedCases {
      progress("\(benchCase.name)…")
      var result = try runner.run(benchCase)
      if options.measuresMemory {
        let outcome = try ChildProcess.run(executable, ["--probe", benchCase.name, "--font", fontPath])
        let fields = outcome.standardOutput.split(separator: " ")
        if outcome.status == 0, fields.count >= 4, let peak = Int(fields[3].filter(\.isNumber)) {
          result.peakResidentBytes = peak
        } else {
          result.notes.append("memory probe exited with \(outcome.status)")
        }
      }
      if options.measuresEndToEnd {
        if hasCommandLine {
          let specPath = "\(scratch)/\(benchCase.name).json"
          try FileOutput.write(SpecGenerator.json(for: benchCase), to: specPath)
          var times: [Double] = []
          for _ in 0..<options.runs {
            let outcome = try ChildProcess.run(
              commandLine, [specPath, "-o", "\(scratch)/\(benchCase.name).frames.json", "--font", fontPath])
            guard outcome.status == 0 else {
              result.notes.append("vfl-preview exited with \(outcome.status)")
              break
            }
            times.append(outcome.milliseconds)
            if outcome.milliseconds > 3000 && times.count >= 3 { break }
          }
          if !times.isEmpty { result.endToEnd = StageTiming(runs: times) }
        } else {
          result.notes.append("no release vfl-preview next to vfl-bench: run `swift build -c release` first")
        }
      }
      report.cases.append(result)
    }
    if options.measuresScaling {
      report.scaling = try scalingSeries(fontPath: fontPath)
    }
    if options.measuresReportScaling {
      let directory = "\(scratch)/report-scaling"
      try FileOutput.makeDirectory(directory)
      report.reportScaling = try ReportScalingSeries(
        runs: options.runs, fontPath: fontPath, commandLine: hasCommandLine ? commandLine : nil, directory: directory
      ).run(progress: progress)
    }
    if options.measuresDiff {
      progress("diff pair…")
      report.diff = try DiffPairRunner(fontPath: fontPath, runs: max(options.runs, 11), directory: "\(scratch)/diff").run()
    }
    if options.measuresProcesses && hasCommandLine {
      let directory = "\(scratch)/processes"
      try FileOutput.makeDirectory(directory)
      report.processes = try ProcessRows.measure(
        commandLine: commandLine, fontPath: fontPath, runs: options.runs, directory: directory,
        diffPair: report.diff.map { ($0.expectedPath, $0.actualPath) }, progress: progress)
    }
    return report
  }

  /// Solve-stage medians along chains at N, 2N, 4N, 8N: the growth per doubling.
  private func scalingSeries(fontPath: String) throws -> [ScalingPoint] {
    var points: [ScalingPoint] = []
    let font = try Font(path: fontPath)
    let engine = RenderPipeline(font: font).engine
    for family in [BenchCase.Family.chain, .priorities] {
      for size in [625, 1250, 2500, 5000] {
        progress("scaling \(family.rawValue)-\(size)…")
        let spec = try SpecDecoder.decode(Array(SpecGenerator.json(for: BenchCase(family: family, size: size)).utf8))
        let constraints = try engine.constraints(for: spec)
        let builder = SystemBuilder(spec: spec, engine: engine)
        let quick = SolveOptions(explainConflicts: false, detectAmbiguity: false)
        var times: [Double] = []
        for _ in 0..<max(3, options.runs) {
          times.append(try Stopwatch.time { try builder.system(constraints).solve(options: quick) }.1)
        }
        var full: [Double] = []
        for _ in 0..<3 { full.append(try Stopwatch.time { try builder.system(constraints).solve() }.1) }
        points.append(ScalingPoint(
          family: family, size: size, solve: StageTiming(runs: times), solveWithAnalysis: StageTiming(runs: full)))
      }
    }
    return points
  }

  private func progress(_ text: String) {
    printError("vfl-bench: \(text)")
  }
}

struct ScalingPoint {
  var family: BenchCase.Family
  var size: Int
  var solve: StageTiming
  var solveWithAnalysis: StageTiming
}
