#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Preview
import VFLPreviewFiles
import VFLPreviewSupport

/// Every file the run reads — specs, console logs, standard input redirected from a file, `--check`
/// references, `diff`'s images, the font, its bold companion and the fallback fonts it drew with —
/// by identity (device and inode), collected in this one place.
///
/// No output replaces one of them (``OutputFile`` protects them all), and neither standard output
/// nor standard error may be one: `vfl-preview spec.json --format json 1<>spec.json` wrote the
/// frames over the spec. Such a run is refused (exit 2) when the file is recorded, before anything
/// is written to the stream, and the stream is never written.
enum RunInputs {
  private static let lock = Lock()
  nonisolated(unsafe) private static var files: Set<FileIdentity> = []
  /// How many of the fallback fonts are recorded already.
  nonisolated(unsafe) private static var fallbackFontCount = 0
  /// Standard output and standard error where they are regular files, looked at once.
  private static let streamFiles: [(StandardStream, FileIdentity)] = StandardStream.allCases.compactMap { stream in
    stream.regularFile.map { (stream, $0) }
  }

  /// Records the file at `path`, when there is one (a file not there yet is no input).
  static func add(path: String) {
    guard let identity = FileIdentity(path: path), case .file = identity else { return }
    add(identity, name: path)
  }

  /// Records a file being read, named `name` in messages.
  static func add(_ identity: FileIdentity?, name: String) {
    guard let identity else { return }
    lock.withLock { _ = files.insert(identity) }
    let streams = streamFiles.filter { $0.1 == identity }.map(\.0)
    guard let first = streams.first else { return }
    // Both refused before a word is written: with `1<>spec.json 2>&1`, the message itself would
    // land in the spec. It goes to the other stream, or nowhere, and the run ends.
    for stream in streams { stream.refuse(becauseItIs: name) }
    exit(Console.fail(CommandError.standardStreamIsInput(stream: first.name, input: name)).rawValue)
  }

  /// Every file recorded so far, with the fallback fonts loaded since the last call.
  static var identities: Set<FileIdentity> {
    let fallbacks = Font.fallbackFontFiles
    if lock.withLock({ fallbacks.count != fallbackFontCount }) {
      for path in fallbacks { add(path: path) }
      lock.withLock { fallbackFontCount = fallbacks.count }
    }
    return lock.withLock { files }
  }
}
