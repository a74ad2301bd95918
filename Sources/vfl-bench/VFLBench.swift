#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Layout
import Preview

/// The benchmark executable: `swift build -c release && .build/release/vfl-bench [options]`.
///
/// Generates the chain, grid, priorities and labels specs at each size, times every stage (median of
/// several runs), measures each case's peak memory in a child process and the command line end to end,
/// and prints a table or JSON. `bench/run` runs it next to the Python comparisons.
@main
enum VFLBench {
  static let usage = """
    usage: vfl-bench [options]
      --sizes 10,100,1000,5000     sizes N (views) to run
      --families chain,grid,priorities,labels
      --cases chain-1000,grid-50x100  explicit cases (instead of sizes × families)
      --runs N                     runs per case (median reported; default 5, 3 for cases over 3 s)
      --json                       print JSON instead of the table
      --output PATH                also write the JSON to PATH
      --export DIR                 write specs, constraint systems, frames, scenes and images for bench/
      --no-memory                  skip the per-case peak-memory child processes
      --no-end-to-end              skip timing the vfl-preview command line
      --no-diff                    skip the 2000×2000 diff pair
      --no-scaling                 skip the doubling series along chains
      --no-report-scaling          skip the chains of N problems (conflicts, ties, non-negative sizes; --format json)
      --no-processes               skip start-up, batch against xargs -P2, and the diff process
      --font PATH                  the font (default: DejaVu Sans, as vfl-preview)
      --interface-builder FILE…    time importing and solving storyboards and xibs instead
    """

  static func main() {
    do {
      var options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
      if !options.interfaceBuilderDocuments.isEmpty {
        try InterfaceBuilderTiming.run(
          options.interfaceBuilderDocuments, runs: options.runs, fontPath: options.fontPath)
        return
      }
      if let probe = options.probe {
        try Probe.run(probe, fontPath: options.fontPath)
        return
      }
      options.fontPath = try FontLocator.locate(explicitPath: options.fontPath)
      let report = try Benchmark(options: options).run()
      let json = report.json()
      if let output = options.outputPath { try FileOutput.write(json, to: output) }
      if options.printsJSON {
        print(json, terminator: "")
      } else {
        print(report.table(), terminator: "")
      }
    } catch {
      printError("vfl-bench: \(error)")
      exit(2)
    }
  }
}

struct Options {
  var sizes = [10, 100, 1000, 5000]
  var families = BenchCase.Family.allCases
  var cases: [BenchCase]?
  var runs = 5
  var printsJSON = false
  var outputPath: String?
  var exportDirectory: String?
  var measuresMemory = true
  var measuresEndToEnd = true
  var measuresDiff = true
  var measuresScaling = true
  var measuresReportScaling = true
  var measuresProcesses = true
  var fontPath: String?
  var probe: BenchCase?
  var interfaceBuilderDocuments: [String] = []

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init(arguments: [String]) throws {
    var index = 0
    func value() throws -> String {
      index += 1
      guard index < arguments.count else { throw Failure(description: "\(arguments[index - 1]) needs a value\n\(VFLBench.usage)") }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--sizes":
        sizes = try value().split(separator: ",").map { text in
          guard let size = Int(text), size > 0 else { throw Failure(description: "bad size \(text)") }
          return size
        }
      case "--families":
        families = try value().split(separator: ",").map { text in
          guard let family = BenchCase.Family(rawValue: String(text)) else {
            throw Failure(description: "unknown family \(text)")
          }
          return family
        }
      case "--cases":
        cases = try value().split(separator: ",").map { text in
          guard let benchCase = BenchCase(name: String(text)) else { throw Failure(description: "unknown case \(text)") }
          return benchCase
        }
      case "--runs":
        guard let count = Int(try value()), count > 0 else { throw Failure(description: "--runs needs a positive number") }
        runs = count
      case "--json": printsJSON = true
      case "--output": outputPath = try value()
      case "--export": exportDirectory = try value()
      case "--no-memory": measuresMemory = false
      case "--no-end-to-end": measuresEndToEnd = false
      case "--no-diff": measuresDiff = false
      case "--no-scaling": measuresScaling = false
      case "--no-report-scaling": measuresReportScaling = false
      case "--no-processes": measuresProcesses = false
      case "--font": fontPath = try value()
      case "--probe":
        let name = try value()
        guard let benchCase = BenchCase(name: name) else { throw Failure(description: "unknown case \(name)") }
        probe = benchCase
      case "--interface-builder":
        // Every argument after it is a document.
        interfaceBuilderDocuments = Array(arguments[(index + 1)...])
        guard !interfaceBuilderDocuments.isEmpty else { throw Failure(description: "--interface-builder needs documents") }
        index = arguments.count
        continue
      case "-h", "--help":
        print(VFLBench.usage)
        exit(0)
      default:
        throw Failure(description: "unknown option \(arguments[index])\n\(VFLBench.usage)")
      }
      index += 1
    }
  }

  var selectedCases: [BenchCase] {
    if let cases { return cases }
    return families.flatMap { family in sizes.map { BenchCase(family: family, size: $0) } }
  }
}

/// Child-process mode for peak memory: one full pass (decode, solve with analysis, scene, image, PNG)
/// with nothing else in the process.
enum Probe {
  static func run(_ benchCase: BenchCase, fontPath: String?) throws {
    let font = try Font(path: try FontLocator.locate(explicitPath: fontPath))
    let pipeline = RenderPipeline(font: font)
    let request = PreviewRequest(
      .specJSON(Array(SpecGenerator.json(for: benchCase).utf8), name: benchCase.name),
      format: benchCase.isRendered ? .png : .json, options: .init(scale: CaseRunner.scale, keepsImage: false))
    let result = try pipeline.render(request)
    // As the command line writes a PNG: the picture is not kept, its size is the scene's.
    let size = benchCase.isRendered ? result.scene.map { pipeline.pixelSize(of: $0, scale: CaseRunner.scale) } : nil
    let imageBytes = size.map { $0.width * $0.height * 4 } ?? 0
    let pngBytes = size == nil ? 0 : result.bytes.count
    print("\(imageBytes) \(pngBytes) \(result.solution.frames.count) \(peakResidentBytes())")
  }

  /// This process's peak resident set size (`VmHWM`). `wait4`'s `ru_maxrss` cannot be used: with
  /// `posix_spawn` the child starts in the parent's address space, whose peak it inherits.
  static func peakResidentBytes() -> Int {
    guard let bytes = try? FileOutput.read("/proc/self/status") else { return 0 }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.filter(\.isNumber)
      return (Int(digits) ?? 0) * 1024
    }
    return 0
  }
}
