#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the font file to render with, by one documented rule.
public enum FontLocator {
  /// DejaVu Sans as installed by Debian's `fonts-dejavu-core`: the pinned font that reference
  /// images are made with.
  public static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// The rule, in order:
  /// 1. `explicitPath`, if given: it must exist and load, or this throws (no fallback, so a
  ///    typo in `--font` is reported rather than silently replaced).
  /// 2. DejaVu Sans at ``defaultFontPath``, if it exists and loads.
  /// 3. The file `fc-match -f '%{file}' sans-serif` names, if `fc-match` is on `PATH` and the
  ///    file loads.
  /// 4. Otherwise ``FontError/noFontFound(tried:)`` naming everything that was tried and why
  ///    it failed.
  public static func locate(explicitPath: String?) throws(FontError) -> String {
    try load(explicitPath: explicitPath).path
  }

  /// The font the rule of ``locate(explicitPath:)`` finds, and its path: the font the rule had to
  /// load to see that it loads, so that a run does not load it twice (a face and its shaping
  /// tables, about a millisecond of a one-spec run).
  public static func load(explicitPath: String?) throws(FontError) -> (path: String, font: Font) {
    try load(explicitPath: explicitPath, defaultPath: defaultFontPath, fcMatchCommand: "fc-match")
  }

  /// The rule with its fallbacks replaceable, so tests can make them fail.
  static func locate(
    explicitPath: String?, defaultPath: String, fcMatchCommand: String?
  ) throws(FontError) -> String {
    try load(explicitPath: explicitPath, defaultPath: defaultPath, fcMatchCommand: fcMatchCommand).path
  }

  static func load(
    explicitPath: String?, defaultPath: String, fcMatchCommand: String?
  ) throws(FontError) -> (path: String, font: Font) {
    if let explicitPath {
      return (explicitPath, try Font(path: explicitPath))
    }
    var tried: [String] = []
    do {
      return (defaultPath, try Font(path: defaultPath))
    } catch {
      tried.append("\(defaultPath) (\(reason(error)))")
    }
    guard let fcMatchCommand else { return try fail(tried) }
    let query = "\(fcMatchCommand) -f '%{file}' sans-serif"
    guard let executable = findExecutable(fcMatchCommand) else {
      tried.append("\(query) (\(fcMatchCommand) is not installed)")
      throw .noFontFound(tried: tried)
    }
    guard let matched = run(executable, arguments: ["-f", "%{file}", "sans-serif"]),
      !matched.isEmpty
    else {
      tried.append("\(query) (it found no font)")
      throw .noFontFound(tried: tried)
    }
    do {
      return (matched, try Font(path: matched))
    } catch {
      tried.append("\(query) → \(matched) (\(reason(error)))")
    }
    return try fail(tried)
  }

  private static func fail(_ tried: [String]) throws(FontError) -> (path: String, font: Font) {
    throw .noFontFound(tried: tried)
  }

  private static func reason(_ error: FontError) -> String {
    switch error {
    case .fileNotFound: return "not found"
    case .notARegularFile: return "not a regular file"
    case .unreadableFont(_, let code): return FontError.describe(code)
    case .unsupportedFormat(_, let format): return format ?? "not a TrueType or OpenType font"
    case .notScalable: return "not an outline font"
    case .noUnicodeCharacterMap: return "no Unicode character map"
    case .freeTypeInitializationFailed(let code): return FontError.describe(code)
    case .noFontFound: return "not found"
    }
  }

  /// The first executable named `name` on `PATH` (or `name` itself if it contains a slash).
  static func findExecutable(_ name: String) -> String? {
    func isExecutableFile(_ path: String) -> Bool {
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
      return access(path, X_OK) == 0
    }
    if name.contains("/") { return isExecutableFile(name) ? name : nil }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if isExecutableFile(candidate) { return candidate }
    }
    return nil
  }

  /// Runs a command and returns its trimmed standard output, or `nil` if it failed. With
  /// `posix_spawn`, not Foundation's `Process`: the command line does not load Foundation.
  private static func run(_ executable: String, arguments: [String]) -> String? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      return nil
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // Exited normally with status 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
    // Trimmed of white space and newlines at both ends, as Foundation's `.whitespacesAndNewlines`.
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
      default: return ("\u{09}"..."\u{0D}").contains(scalar) || scalar == "\u{85}"
      }
    }
    let scalars = String(decoding: output, as: UTF8.self).unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
