import Foundation

/// Runs a command line as a user types it in a shell, with `"$VFL"` standing for the binary under
/// test: the hostile standard streams (`1<>spec.json`, `2>&-`, `>/dev/full`, `| head`) and limits
/// (`ulimit -v`, `ulimit -f`) are shell syntax, and reading the test should show the line that
/// once went wrong.
enum ShellRunner {
  static func run(_ commandLine: String, in directory: URL) throws -> CommandResult {
    try CommandRunner.run(
      ["-c", commandLine], currentDirectory: directory,
      environment: ["VFL": CommandRunner.executableURL.path], executable: URL(fileURLWithPath: "/bin/bash"))
  }
}
