import Foundation
import TestSupport
import Testing

/// Standard output and standard error can refuse bytes (a full disk, a closed stream): the tool
/// says so once and exits with the status of an unwritable output, and never traps.
@Suite struct StandardStreamTests {
  static let sample = PackagePaths.samples.appendingPathComponent("ambiguity-demo.json").path

  /// Runs the binary with one stream sent to `/dev/full`; returns the exit status and what the
  /// other stream received.
  func run(_ arguments: [String], fullStream: KeyPath<Process, Any?>) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = CommandRunner.executableURL
    process.arguments = arguments
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let other = Pipe()
    if fullStream == \Process.standardOutput {
      process.standardOutput = full
      process.standardError = other
    } else {
      process.standardError = full
      process.standardOutput = other
    }
    try process.run()
    let text = String(decoding: other.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFullStandardOutputIsReportedOnceAndExitsTwo() throws {
    for arguments in [[Self.sample, "--format", "json"], [Self.sample, "-o", "-"]] {
      let (status, error) = try run(arguments, fullStream: \Process.standardOutput)
      #expect(status == 2)
      #expect(error.hasSuffix("vfl-preview: error: cannot write to standard output: No space left on device\n"))
      #expect(!error.contains("Fatal error"))
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFullStandardErrorEndsTheRunWithStatusTwoWithoutATrap() throws {
    // The sample warns (ambiguity), so something must be written to standard error.
    let (status, _) = try run([Self.sample, "--format", "json"], fullStream: \Process.standardError)
    #expect(status == 2)
  }
}
