import Foundation
import TestSupport
import Testing

/// The hostile catalogue, continued: standard streams and what the shell can point them at
/// (issue 31). Each case is the shell line that once went wrong.
extension HostileFileSystemTests {
  func contents(_ scratch: Scratch, _ name: String) -> Data? {
    FileManager.default.contents(atPath: scratch.path(name))
  }

  // MARK: Streams as outputs

  /// `-o /dev/stdout`, as root: `/dev/stdout` is a link to `/proc/self/fd/1`, and the temporary
  /// file was renamed over the link, so `/dev/stdout` became a regular file for every program.
  /// A destination that leads to one of the process's descriptors is written into it. (The test
  /// makes its own link, never touching the real `/dev/stdout`.)
  @Test func anOutputLinkedToStandardOutputIsWrittenIntoIt() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try FileManager.default.createSymbolicLink(atPath: scratch.path("stdout"), withDestinationPath: "/proc/self/fd/1")
    try FileManager.default.createSymbolicLink(atPath: scratch.path("fd"), withDestinationPath: "/dev/fd")
    for output in ["stdout", "/proc/self/fd/1", "/dev/fd/1", "fd/1"] {
      let result = try ShellRunner.run(
        "\"$VFL\" spec.json --format json -o \(output) > frames.json", in: scratch.directory)
      #expect(result.exitCode == 0, "\(output): \(result.standardError)")
      #expect(fileType(scratch.path("stdout")) == S_IFLNK, "\(output) replaced the link")
      #expect(contents(scratch, "frames.json")?.starts(with: Array("{".utf8)) == true, "\(output)")
    }
    // Appended where `>>` points, like any program's output.
    try scratch.write("log.txt", "before\n")
    let appended = try ShellRunner.run("\"$VFL\" spec.json --format json -o stdout >> log.txt", in: scratch.directory)
    #expect(appended.exitCode == 0, "\(appended.standardError)")
    #expect(contents(scratch, "log.txt")?.starts(with: Array("before\n{".utf8)) == true)
    #expect(temporaryFiles(in: scratch.directory.path).isEmpty)
  }

  /// A batch whose output folder holds a planted link to standard output writes that spec into
  /// the stream; the link stays.
  @Test func aBatchOutputLinkedToStandardOutputIsWrittenIntoIt() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try scratch.write("two.json", Self.spec)
    try FileManager.default.createDirectory(atPath: scratch.path("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: scratch.path("out/spec.json"), withDestinationPath: "/proc/self/fd/1")
    let result = try ShellRunner.run(
      "\"$VFL\" spec.json two.json --format json -o out/ > frames.json", in: scratch.directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(fileType(scratch.path("out/spec.json")) == S_IFLNK)
    #expect(contents(scratch, "frames.json")?.starts(with: Array("{".utf8)) == true)
    #expect(fileType(scratch.path("out/two.json")) == S_IFREG)
  }

  /// A descriptor the shell did not give the tool is not a stream to write into.
  @Test func aDescriptorThatIsNotOpenIsAnError() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let result = try ShellRunner.run("\"$VFL\" spec.json -o /dev/fd/9 9>&-", in: scratch.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("/dev/fd/9: cannot write the file: Bad file descriptor"), "\(result.standardError)")
  }

  // MARK: Standard streams that are inputs

  /// `1<>spec.json` opens the spec as standard output without emptying it: writing the frames
  /// there replaced the spec. Standard output (and standard error) is compared with every file
  /// the run reads, and the run is refused before anything is written.
  @Test(arguments: [
    ("\"$VFL\" spec.json --format json 1<>spec.json", "spec.json"),
    ("\"$VFL\" import log.txt 1<>log.txt", "log.txt"),
    ("\"$VFL\" diff reference.png other.png -o - 1<>reference.png", "reference.png"),
    ("\"$VFL\" diff reference.png other.png 1<>other.png", "other.png"),
    ("\"$VFL\" spec.json --check reference.png 1<>reference.png", "reference.png"),
    ("\"$VFL\" - --format json < spec.json 1<>spec.json", "<stdin>"),
  ])
  func standardOutputThatIsAnInputIsRefused(_ commandLine: String, input: String) throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try prepareInputs(scratch)
    let before = try scratch.snapshot()
    let result = try ShellRunner.run(commandLine, in: scratch.directory)
    #expect(result.exitCode == 2, "\(result.standardError)")
    #expect(result.standardError.contains("standard output is the input \(input), which must not be overwritten"), "\(result.standardError)")
    #expect(try scratch.snapshot() == before, "the input was written")
  }

  /// Standard error as an input: the run ends with status 2 and writes nothing anywhere, not even
  /// its message (both streams are the spec with `2>&1`).
  @Test(arguments: [
    "\"$VFL\" spec.json --format json 2>>spec.json",
    "\"$VFL\" spec.json --format json 1<>spec.json 2>&1",
    "\"$VFL\" spec.json -o out.png 2<>spec.json",
  ])
  func standardErrorThatIsAnInputIsRefusedSilently(_ commandLine: String) throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let before = try scratch.snapshot()
    let result = try ShellRunner.run(commandLine, in: scratch.directory)
    #expect(result.exitCode == 2, "\(result.standardError)")
    #expect(try scratch.snapshot() == before, "the spec was written, or an output")
  }

  /// Beside the spec and `reference.png`: a console log and a second PNG.
  func prepareInputs(_ scratch: Scratch) throws {
    let log = PackagePaths.fixtures.appendingPathComponent("console-logs/02-folding-cell-vfl-heights.log")
    try FileManager.default.copyItem(atPath: log.path, toPath: scratch.path("log.txt"))
    try FileManager.default.copyItem(
      atPath: DiffCommandTestFiles.fixture("label-moved.actual.png"), toPath: scratch.path("other.png"))
  }

  // MARK: Every file read is an input

  /// `--font F.png` reads `F-Bold.png` beside it for bold text: `-o F-Bold.png` replaced it.
  @Test func theFontsBoldCompanionIsNeverReplaced() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: scratch.path("F.png"))
    try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", toPath: scratch.path("F-Bold.png"))
    try scratch.write("F-Bold.json", Self.spec)
    let bold = contents(scratch, "F-Bold.png")
    // One spec, and a batch whose second spec's output would be `./F-Bold.png`.
    for arguments in [["spec.json", "--font", "F.png", "-o", "F-Bold.png"], ["spec.json", "F-Bold.json", "--font", "F.png", "-o", "./"]] {
      let result = try CommandRunner.run(arguments, currentDirectory: scratch.directory)
      #expect(result.exitCode == 2, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains("F-Bold.png: refusing to overwrite an input file"), "\(result.standardError)")
      #expect(contents(scratch, "F-Bold.png") == bold)
    }
  }

  // MARK: FIFOs as PNG inputs

  /// A FIFO with no writer as a PNG input waited for a writer for ever: it is refused at once, as
  /// a FIFO `--font` is. (`timeout` turns a hang into exit 124.)
  @Test(arguments: [
    "\"$VFL\" diff reference.png fifo.png", "\"$VFL\" spec.json --check fifo.png",
    "\"$VFL\" spec.json --check refs/",
  ])
  func aFIFOAsAPNGInputIsRefusedWithoutWaiting(_ commandLine: String) throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try prepareInputs(scratch)
    try FileManager.default.createDirectory(atPath: scratch.path("refs"), withIntermediateDirectories: true)
    #expect(mkfifo(scratch.path("fifo.png"), 0o600) == 0 && mkfifo(scratch.path("refs/spec.png"), 0o600) == 0)
    let result = try ShellRunner.run("timeout 20 " + commandLine, in: scratch.directory)
    #expect(result.exitCode == 2, "\(result.standardError)")
    #expect(result.standardError.contains("png: not a regular file (a folder, a device or a pipe)"), "\(result.standardError)")
  }

  // MARK: Verdicts on a stream that refuses them

  /// `diff A A > /dev/full` exited 0 with no message: the verdict was lost, and a script could not
  /// tell. One message and exit 2, like every other output that cannot be written.
  @Test(arguments: [
    ("\"$VFL\" diff reference.png reference.png > /dev/full", "No space left on device"),
    ("\"$VFL\" diff reference.png reference.png >&-", "Bad file descriptor"),
    ("\"$VFL\" diff reference.png reference.png --format json > /dev/full", "No space left on device"),
    ("\"$VFL\" spec.json --check spec.png > /dev/full", "No space left on device"),
    ("\"$VFL\" spec.json --check spec.png >&-", "Bad file descriptor"),
  ])
  func aVerdictThatCannotBeWrittenIsAnError(_ commandLine: String, reason: String) throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try prepareInputs(scratch)
    let recorded = try CommandRunner.run(["spec.json", "-o", "spec.png"], currentDirectory: scratch.directory)
    try #require(recorded.exitCode == 0)
    let result = try ShellRunner.run(commandLine, in: scratch.directory)
    #expect(result.exitCode == 2, "\(result.standardError)")
    #expect(result.standardError.contains("cannot write to standard output: \(reason)"), "\(result.standardError)")
  }

  /// A reader that goes away (`| head`): SIGPIPE is ignored, so the write fails with EPIPE, which
  /// is reported like any failed write (and ends a batch without leaving its files).
  @Test func aReaderThatGoesAwayIsAFailedWrite() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    // Frames of 3,000 views: more than a pipe holds, so the tool is still writing when `head` exits.
    let views = (0..<3000).map { "\"v\($0)\": {}" }.joined(separator: ", ")
    try scratch.write("big.json", "{\"canvas\": {\"width\": 100, \"height\": 100}, \"views\": {\(views)}}")
    let result = try ShellRunner.run(
      "\"$VFL\" big.json --format json 2>error.txt | head -c 10 > /dev/null; echo ${PIPESTATUS[0]}",
      in: scratch.directory)
    #expect(result.stdoutText == "2\n")
    let error = String(decoding: contents(scratch, "error.txt") ?? Data(), as: UTF8.self)
    #expect(error.hasSuffix("vfl-preview: error: cannot write to standard output: Broken pipe\n"), "\(error.suffix(300))")
  }
}
