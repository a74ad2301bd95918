#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 15's whole-process rows that need no Python: a small spec to a PNG (start-up), a batch of
/// 1,000 specs in one invocation against the same renders as 1,000 processes under `xargs -P2`
/// (timed in turn, so a drift of the machine's load hits both), and `vfl-preview diff` of the
/// 2000×2000 pair. `bench/compare.py` times the Python anchors of the first and the last.
struct ProcessRows: Sendable {
  /// `vfl-preview samples/login-form.json -o out.png` (2× by default), process start to exit.
  var startUp: StageTiming
  /// One invocation rendering ``batchSize`` specs into a folder.
  var batch: StageTiming
  /// The same specs as one `vfl-preview` process each, two at a time (`xargs -P2`).
  var batchXargs: StageTiming
  /// `vfl-preview diff expected.png actual.png` on the diff pair.
  var diff: StageTiming?
  var startUpSpec: String

  static let batchSize = 1000
  /// The targets: ratios against the anchors.
  static let startUpTarget = 0.2
  static let batchTarget = 0.2
  static let diffTarget = 0.5

  /// `samples/` of the package: vfl-bench runs from `.build/<triple>/release/`.
  static var samplesDirectory: String {
    let executable = ChildProcess.currentExecutable
    var parts = executable.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    // …/<root>/.build/<triple>/release/vfl-bench
    if parts.count > 4, parts[parts.count - 4] == ".build" {
      parts.removeLast(4)
      return parts.joined(separator: "/") + "/samples"
    }
    return "samples"
  }

  static func measure(
    commandLine: String, fontPath: String, runs: Int, directory: String, diffPair: (String, String)?,
    progress: (String) -> Void
  ) throws -> ProcessRows {
    let samples = samplesDirectory
    let names = try listJSON(samples)
    guard !names.isEmpty else { throw Options.Failure(description: "no samples in \(samples)") }
    let login = "\(samples)/login-form.json"

    progress("start-up: login-form.json → PNG…")
    var startUp: [Double] = []
    for _ in 0..<max(11, runs) {
      startUp.append(try ChildProcess.run(commandLine, [login, "-o", "\(directory)/login-form.png", "--font", fontPath]).milliseconds)
    }

    progress("batch of \(batchSize) specs, and the same under xargs -P2…")
    let specs = "\(directory)/batch-specs"
    try FileOutput.makeDirectory(specs)
    var paths: [String] = []
    for index in 0..<batchSize {
      let path = "\(specs)/s\(String(1_000_000 + index).dropFirst(3)).json"
      try FileOutput.write(try FileOutput.read("\(samples)/\(names[index % names.count])"), to: path)
      paths.append(path)
    }
    var batch: [Double] = []
    var xargs: [Double] = []
    // Five rounds, taking turns at going first: whichever runs first after a pause, or after the
    // other's 1,000 files, meets a different disk and cache.
    for run in 0..<5 {
      let ours = "\(directory)/batch-out-\(run)/"
      let theirs = "\(directory)/xargs-out-\(run)/"
      try FileOutput.makeDirectory(theirs)
      let script = "ls \(specs)/*.json | xargs -P2 -n1 '\(commandLine)' --font '\(fontPath)' -o '\(theirs)'"
      for oursNow in run.isMultiple(of: 2) ? [true, false] : [false, true] {
        if oursNow {
          batch.append(try ChildProcess.run(commandLine, paths + ["-o", ours, "--font", fontPath], discardsStandardError: true).milliseconds)
        } else {
          xargs.append(try ChildProcess.run("/bin/sh", ["-c", script], discardsStandardError: true).milliseconds)
        }
      }
    }

    var diff: StageTiming?
    if let (expected, actual) = diffPair {
      progress("diff process…")
      var times: [Double] = []
      for _ in 0..<max(11, runs) {
        times.append(try ChildProcess.run(commandLine, ["diff", expected, actual], discardsStandardError: true).milliseconds)
      }
      diff = StageTiming(runs: times)
    }
    return ProcessRows(
      startUp: StageTiming(runs: startUp), batch: StageTiming(runs: batch), batchXargs: StageTiming(runs: xargs),
      diff: diff, startUpSpec: login)
  }

  /// The `.json` files directly in `folder`, sorted.
  private static func listJSON(_ folder: String) throws -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasSuffix(".json") { names.append(name) }
    }
    return names.sorted()
  }
}
