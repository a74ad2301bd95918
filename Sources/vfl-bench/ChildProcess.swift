#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to completion and reports its wall time and peak resident memory (from `wait4`).
struct ChildProcess {
  struct Outcome {
    var status: Int32
    var milliseconds: Double
    /// Peak resident set size in bytes.
    var peakResidentBytes: Int
    var standardOutput: String
  }

  enum Failure: Error, CustomStringConvertible {
    case spawn(String, Int32)
    var description: String {
      switch self {
      case .spawn(let path, let code): return "cannot run \(path) (error \(code))"
      }
    }
  }

  /// Runs `path` with `arguments`; standard output is captured, standard error inherited (or sent to
  /// `/dev/null` when `discardsStandardError`: a spec with thousands of warnings would flood the report).
  static func run(_ path: String, _ arguments: [String], discardsStandardError: Bool = false) throws -> Outcome {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw Failure.spawn(path, errno) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    if discardsStandardError { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = Stopwatch.now()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      throw Failure.spawn(path, spawned)
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = Stopwatch.now() - start
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Outcome(
      status: exitStatus, milliseconds: elapsed, peakResidentBytes: Int(usage.ru_maxrss) * 1024,
      standardOutput: String(decoding: output, as: UTF8.self))
  }

  /// The path of the running executable.
  static var currentExecutable: String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 { return String(cString: Array(buffer[0..<count]) + [0]) }
    return CommandLine.arguments[0]
  }
}
