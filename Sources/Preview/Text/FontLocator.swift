import Foundation

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
    try locate(explicitPath: explicitPath, defaultPath: defaultFontPath, fcMatchCommand: "fc-match")
  }

  /// The rule with its fallbacks replaceable, so tests can make them fail.
  static func locate(
    explicitPath: String?, defaultPath: String, fcMatchCommand: String?
  ) throws(FontError) -> String {
    if let explicitPath {
      _ = try Font(path: explicitPath)
      return explicitPath
    }
    var tried: [String] = []
    do {
      _ = try Font(path: defaultPath)
      return defaultPath
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
      _ = try Font(path: matched)
      return matched
    } catch {
      tried.append("\(query) → \(matched) (\(reason(error)))")
    }
    return try fail(tried)
  }

  private static func fail(_ tried: [String]) throws(FontError) -> String {
    throw .noFontFound(tried: tried)
  }

  private static func reason(_ error: FontError) -> String {
    switch error {
    case .fileNotFound: return "not found"
    case .unreadableFont(_, let code): return FontError.describe(code)
    case .notScalable: return "not an outline font"
    case .noUnicodeCharacterMap: return "no Unicode character map"
    case .freeTypeInitializationFailed(let code): return FontError.describe(code)
    case .noFontFound: return "not found"
    }
  }

  /// The first executable named `name` on `PATH` (or `name` itself if it contains a slash).
  static func findExecutable(_ name: String) -> String? {
    let fileManager = FileManager.default
    if name.contains("/") { return fileManager.isExecutableFile(atPath: name) ? name : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if fileManager.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs a command and returns its trimmed standard output, or `nil` if it failed.
  private static func run(_ executable: String, arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
