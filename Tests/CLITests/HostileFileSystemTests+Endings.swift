import Foundation
import TestSupport
import Testing

/// The hostile catalogue, continued: every way a run can end early — a standard error that fails,
/// a file size limit, too little memory — leaves no temporary file and says why when it can
/// (issue 31). Signals are `InterruptedRunTests`'.
extension HostileFileSystemTests {
  /// A batch of 300 specs whose last ones warn: the first warning is written late, while earlier
  /// outputs are staged as temporary files.
  func warningBatch(_ scratch: Scratch) throws -> String {
    var names: [String] = []
    for index in 0..<300 {
      try scratch.write("s\(index).json", Self.spec)
      names.append("s\(index).json")
    }
    for index in 0..<3 {
      try scratch.write("w\(index).json", #"{"canvas": {"width": 300, "height": 200}, "views": {"a": {}, "b": {}}, "constraints": ["H:|-[a]-|"]}"#)
      names.append("w\(index).json")
    }
    return names.joined(separator: " ")
  }

  /// `2>/dev/full`, `2>&-` and a standard error read by `head`: the first message that cannot be
  /// written ends the run (there is nowhere left to report), and that exit used to leave the
  /// batch's staged files behind (35 `.vfl-` files in 3 of 3 runs).
  @Test(arguments: ["2>/dev/full", "2>&-", "2>&1 | head -c 10"])
  func aFailingStandardErrorEndsABatchWithoutTemporaryFiles(_ redirection: String) throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let specs = try warningBatch(scratch)
    for run in 0..<3 {
      let result = try ShellRunner.run(
        "\"$VFL\" \(specs) --format json -o out/ \(redirection); echo ${PIPESTATUS[0]}", in: scratch.directory)
      #expect(result.stdoutText.hasSuffix("2\n"), "run \(run): \(result.stdoutText.suffix(100))")
      #expect(temporaryFiles(in: scratch.path("out")).isEmpty, "run \(run)")
    }
  }

  /// `ulimit -f`: a write past the limit killed the process with SIGXFSZ (exit 153) and left its
  /// temporary file. The signal is ignored, and the write fails with "File too large", a message;
  /// in a batch the other specs are still written.
  @Test func aFileSizeLimitIsAMessageAndLeavesNothing() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try scratch.write("big.json", #"{"canvas": {"width": 3000, "height": 3000}, "views": {"a": {}}, "constraints": ["H:|-[a]-|", "V:|-[a]-|"]}"#)
    // 64 KiB: the small pictures fit, the big one (about 300 KB) does not.
    let single = try ShellRunner.run("ulimit -f 64; \"$VFL\" big.json -o big.png", in: scratch.directory)
    #expect(single.exitCode == 2)
    #expect(single.standardError.contains("big.png: cannot write the file: File too large"), "\(single.standardError)")
    let batch = try ShellRunner.run("ulimit -f 64; \"$VFL\" spec.json big.json -o out/", in: scratch.directory)
    #expect(batch.exitCode == 2)
    #expect(batch.standardError.contains("out/big.png: cannot write the file: File too large"), "\(batch.standardError)")
    #expect(batch.standardError.contains("rendered 1 of 2 specs"))
    #expect(temporaryFiles(in: scratch.directory.path).isEmpty && temporaryFiles(in: scratch.path("out")).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("big.png")))
  }

  /// `ulimit -v 200000` and a 7,900² canvas at 1x (250 MB of pixels, under the pixel limit): the
  /// allocation failed inside the Swift runtime ("Fatal error: failed to allocate", exit 134, a
  /// backtrace, the batch's temporary files left). The pixels are allocated fallibly: one message
  /// and exit 2, and a batch renders the rest.
  @Test func outOfMemoryIsAMessageAndLeavesNothing() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try scratch.write("big.json", #"{"canvas": {"width": 7900, "height": 7900}, "views": {"a": {}}, "constraints": ["H:|-[a]-|", "V:|-[a]-|"]}"#)
    let single = try ShellRunner.run("ulimit -v 200000; \"$VFL\" big.json --scale 1 -o big.png", in: scratch.directory)
    #expect(single.exitCode == 2, "\(single.standardError)")
    #expect(single.standardError.contains("big.json: error: not enough memory for the image of "), "\(single.standardError)")
    #expect(!single.standardError.contains("Fatal error"))
    let batch = try ShellRunner.run(
      "ulimit -v 200000; \"$VFL\" spec.json big.json --scale 1 -o out/", in: scratch.directory)
    #expect(batch.exitCode == 2, "\(batch.standardError)")
    #expect(batch.standardError.contains("rendered 1 of 2 specs"), "\(batch.standardError)")
    #expect(FileManager.default.fileExists(atPath: scratch.path("out/spec.png")))
    #expect(temporaryFiles(in: scratch.directory.path).isEmpty && temporaryFiles(in: scratch.path("out")).isEmpty)
  }
}
