import Foundation

/// The result of running the built `vfl-preview` binary.
struct CommandResult {
  var exitCode: Int32
  var standardOutput: Data
  var standardError: String
  var stdoutText: String { String(decoding: standardOutput, as: UTF8.self) }
}

/// Runs the `vfl-preview` executable that `swift test` built next to the test bundle, as a user would.
enum CommandRunner {
  /// The binary under test: the one built beside the test bundle, or `VFL_PREVIEW_BINARY` when
  /// set (to see a regression test fail on an older build).
  static var executableURL: URL {
    if let other = ProcessInfo.processInfo.environment["VFL_PREVIEW_BINARY"], !other.isEmpty {
      return URL(fileURLWithPath: other)
    }
    // The test bundle and the executable share the build products directory.
    var directory = Bundle.main.bundleURL
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    let candidate = directory.appendingPathComponent("vfl-preview")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("vfl-preview")
  }

  /// - Parameter environment: Variables to set (or, with a nil value, remove) for this run.
  /// - Parameter executable: another program to run instead (`su`, to run this one as
  ///   another user).
  static func run(
    _ arguments: [String], stdin: Data? = nil, currentDirectory: URL? = nil,
    environment: [String: String?] = [:], executable: URL? = nil
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable ?? executableURL
    process.arguments = arguments
    if !environment.isEmpty {
      // The test's own environment, with `environment` set (a nil value removes a variable).
      var merged = ProcessInfo.processInfo.environment
      for (name, value) in environment { merged[name] = value }
      process.environment = merged
    }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let output = Pipe()
    let error = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input
    try process.run()
    // Read both pipes concurrently so a large output cannot fill one pipe and deadlock.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = output.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      errData = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try? input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return CommandResult(
      exitCode: process.terminationStatus, standardOutput: outData,
      standardError: String(decoding: errData, as: UTF8.self))
  }
}
