#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that readers never see half a file: the bytes go to a temporary file in the
/// destination's directory (same file system), which is then renamed over the destination.
package enum AtomicFileWriter {
  /// Why a write failed, with the path.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String
    package var description: String { "\(path): cannot write the file: \(reason)" }
  }

  /// Writes `bytes` to `path`, creating missing parent directories when `createDirectories`.
  package static func write(
    _ bytes: [UInt8], to path: String, createDirectories: Bool = false
  ) throws(Failure) {
    if try writeInPlaceIfSpecial(bytes, to: path) { return }
    let directory = parentDirectory(of: path)
    if createDirectories { try makeDirectories(directory, for: path) }
    var template = Array((directory + "/." + lastComponent(of: path) + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Failure(path: path, reason: lastError()) }
    let temporaryPath = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    var failure = writeAll(bytes, to: descriptor)
    // mkstemp creates 0600; snapshot files are meant to be committed and shared.
    _ = fchmod(descriptor, 0o644)
    // Flush to disk before the rename, so a crash or power cut cannot leave an empty file behind
    // the final name.
    if failure == nil, fsync(descriptor) != 0 { failure = lastError() }
    if close(descriptor) != 0, failure == nil { failure = lastError() }
    if failure == nil, rename(temporaryPath, path) != 0 { failure = lastError() }
    if let failure {
      unlink(temporaryPath)
      throw Failure(path: path, reason: failure)
    }
  }

  /// The directory part of a path (`.` for a bare file name).
  package static func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }

  private static func lastComponent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Creates `directory` and its missing parents, like `mkdir -p`.
  /// - Parameter path: the file the folders are for, named in the failure (the folder itself when
  ///   `nil`).
  package static func makeDirectories(_ directory: String, for path: String? = nil)
    throws(Failure)
  {
    var current = directory.hasPrefix("/") ? "" : "."
    for component in directory.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o755) != 0 && errno != EEXIST {
        throw Failure(path: path ?? directory, reason: "cannot create \(current): \(lastError())")
      }
    }
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }

  /// An existing output that is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO, a
  /// terminal) is opened and written, never renamed over: renaming would replace the device node
  /// with a file, which as root breaks the whole machine. Returns whether it wrote.
  private static func writeInPlaceIfSpecial(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let type = status.st_mode & S_IFMT
    guard type != S_IFREG, type != S_IFDIR else { return false }
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(path: path, reason: lastError()) }
    defer { close(descriptor) }
    if let failure = writeAll(bytes, to: descriptor) { throw Failure(path: path, reason: failure) }
    return true
  }

  /// Writes every byte to an open descriptor, retrying when interrupted; the reason when it
  /// refuses them. Also what the command line writes standard output and standard error with.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var written = 0
    var failure: String?
    bytes.withUnsafeBytes { raw in
      while written < raw.count, let base = raw.baseAddress {
        let count = systemWrite(descriptor, base + written, raw.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failure = lastError()
          return
        }
        written += count
      }
    }
    return failure
  }
}

/// `write(2)`, named so it does not clash with the static `write` above.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
