import Foundation

/// Runs `vfl-preview` with arguments given as bytes. `Process` takes `[String]`, which cannot hold
/// a file name that is not UTF-8, so this spawns the binary itself with `posix_spawn`, standard
/// output and standard error going to files.
enum RawCommandRunner {
  /// - Parameter directory: where standard output and standard error are kept (`stdout.txt`,
  ///   `stderr.txt`); give absolute paths in `arguments`, since the child keeps this process's
  ///   working folder.
  static func run(_ arguments: [[UInt8]], capturingIn directory: URL) throws -> CommandResult {
    let outputPath = directory.appendingPathComponent("stdout.txt").path
    let errorPath = directory.appendingPathComponent("stderr.txt").path
    defer {
      try? FileManager.default.removeItem(atPath: outputPath)
      try? FileManager.default.removeItem(atPath: errorPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let executable = CommandRunner.executableURL.path
    let all = [Array(executable.utf8)] + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = all.map { bytes in
      let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
      pointer[bytes.count] = 0
      return pointer
    } + [nil]
    defer { for pointer in argv { pointer?.deallocate() } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return CommandResult(
      exitCode: exitCode,
      standardOutput: FileManager.default.contents(atPath: outputPath) ?? Data(),
      standardError: String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self))
  }

  /// Starts the binary without waiting, standard streams on `/dev/null`, with every signal at its
  /// default action and none blocked: a test runner may ignore or block them, and a child
  /// inherits that (a signal ignored at start stays ignored, as in any Unix program). Give
  /// absolute paths.
  static func spawn(_ arguments: [String]) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [Int32(0), 1, 2] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let executable = CommandRunner.executableURL.path
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    return pid
  }

  /// How a spawned process ended: its exit status, or the signal that ended it.
  enum Termination: Equatable {
    case exited(Int32)
    case signalled(Int32)
  }

  static func wait(_ pid: pid_t) -> Termination {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
  }
}
