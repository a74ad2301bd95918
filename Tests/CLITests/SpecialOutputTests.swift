import Foundation
import TestSupport
import Testing

/// An output that exists and is not a regular file (a device, a FIFO) is written in place, never
/// replaced by a file: renaming a temporary file over `/dev/null` as root breaks the machine.
@Suite struct SpecialOutputTests {
  static let sample = PackagePaths.samples.appendingPathComponent("login-form.json").path

  @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
    let directory = try ScratchDirectory.make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("picture.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // A reader on the other end, as `vfl-preview … -o pipe & cat pipe` would have.
    nonisolated(unsafe) var received = Data()
    let reader = Thread {
      if let handle = FileHandle(forReadingAtPath: fifo) { received = handle.readDataToEndOfFile() }
    }
    reader.start()
    let result = try CommandRunner.run([Self.sample, "-o", fifo])
    while !reader.isFinished { usleep(1000) }
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(received.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    var status = stat()
    #expect(stat(fifo, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["picture.png"])
  }

  @Test func devNullStaysADevice() throws {
    let result = try CommandRunner.run([Self.sample, "-o", "/dev/null"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    var status = stat()
    #expect(stat("/dev/null", &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFCHR)
  }
}
