#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Layout
import VFLPreviewFiles
import VFLPreviewSupport

/// A spec read from a path or standard input (`-`), with the name diagnostics use for it.
struct InputFile {
  var displayName: String
  /// The file that was read (device and inode of the open descriptor, also of standard input
  /// when it is redirected from a file): no output of the run may replace it.
  var identity: FileIdentity?
  var bytes: [UInt8]

  /// Why a spec could not be read.
  enum ReadError: UserFacingError, Equatable {
    case standardInputUnreadable(reason: String)
    case standardInputTooLarge(limit: Int)
    case noSuchFile(path: String)
    case isDirectory(path: String)
    case tooLarge(path: String, size: Int, limit: Int)
    /// A file without a size (a FIFO, a device) that gave more than `limit` bytes.
    case streamTooLarge(path: String, limit: Int)
    /// `reason` is the system's (`Permission denied`, `Too many levels of symbolic links`).
    case unreadable(path: String, reason: String)

    var message: String {
      let path = self.path.map(FileSystemName.displayed) ?? ""
      switch self {
      case .standardInputUnreadable(let reason): return "<stdin>: cannot be read (\(reason))"
      case .standardInputTooLarge(let limit):
        return "<stdin>: the spec is larger than the limit of \(limit) bytes"
      case .noSuchFile: return "\(path): no such file"
      case .isDirectory: return "\(path): is a directory, not a spec file"
      case .tooLarge(_, let size, let limit):
        return "\(path): the spec is \(size) bytes; the limit is \(limit)"
      case .streamTooLarge(_, let limit):
        return "\(path): the spec is larger than the limit of \(limit) bytes"
      case .unreadable(_, let reason): return "\(path): cannot be read (\(reason))"
      }
    }

    /// The file the error is about (`nil` for standard input).
    var path: String? {
      switch self {
      case .standardInputUnreadable, .standardInputTooLarge: return nil
      case .noSuchFile(let path), .isDirectory(let path), .tooLarge(let path, _, _),
        .streamTooLarge(let path, _), .unreadable(let path, _):
        return path
      }
    }

    var failureKind: FailureKind {
      switch self {
      case .standardInputTooLarge, .tooLarge, .streamTooLarge: return .overLimit
      case .standardInputUnreadable, .noSuchFile, .isDirectory, .unreadable: return .unreadableInput
      }
    }
  }

  static func read(_ argument: String) throws(ReadError) -> InputFile {
    let limit = SpecLimits.maximumFileSize
    if argument == "-" {
      guard let bytes = readPieces(from: STDIN_FILENO, limit: limit) else {
        throw .standardInputUnreadable(reason: String(cString: strerror(errno)))
      }
      guard bytes.count <= limit else { throw .standardInputTooLarge(limit: limit) }
      // `vfl-preview - -o spec.json < spec.json`: standard input is that file, and protected.
      let identity = FileIdentity(descriptor: STDIN_FILENO)
      RunInputs.add(identity, name: "<stdin>")
      return InputFile(displayName: "<stdin>", identity: identity, bytes: bytes)
    }
    // The bytes of the argument, not a repaired string: a name that is not UTF-8 is opened as is.
    let descriptor = FileSystemName.withCString(argument) { open($0, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { throw .noSuchFile(path: argument) }
      throw .unreadable(path: argument, reason: lastError())
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: argument, reason: lastError())
    }
    // What was opened, whatever the argument named when the run started.
    let identity = FileIdentity(descriptor: descriptor)
    RunInputs.add(identity, name: argument)
    if status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory(path: argument) }
    let size = Int(status.st_size)
    if status.st_mode & S_IFMT == S_IFREG, size > limit {
      throw .tooLarge(path: argument, size: size, limit: limit)
    }
    // A FIFO or `<(…)` has no size: read in pieces and stop one byte past the limit. A regular
    // file is read into a buffer of its size, plus the byte that shows whether it grew meanwhile.
    let sizeHint = status.st_mode & S_IFMT == S_IFREG ? size : 0
    guard let bytes = readPieces(from: descriptor, limit: limit, sizeHint: sizeHint) else {
      throw .unreadable(path: argument, reason: lastError())
    }
    guard bytes.count <= limit else { throw .streamTooLarge(path: argument, limit: limit) }
    return InputFile(displayName: argument, identity: identity, bytes: bytes)
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }

  /// Reads until the end or one byte past `limit`, in pieces, so that `cat /dev/zero |
  /// vfl-preview -` does not fill the memory before the size is checked. `nil` on a read error.
  ///
  /// The first piece is `sizeHint + 1` bytes (a regular file's size, plus the byte that shows it
  /// grew), read into memory that is not cleared first: a 1 KB spec used to cost a zeroed megabyte,
  /// a third of a millisecond of every run. Without a size, and after the first, pieces are 64 KiB.
  private static func readPieces(from descriptor: Int32, limit: Int, sizeHint: Int = 0) -> [UInt8]? {
    var failed = false
    let firstPiece = min(limit + 1, sizeHint > 0 ? sizeHint + 1 : 1 << 16)
    var bytes = [UInt8](unsafeUninitializedCapacity: firstPiece) { buffer, initialized in
      initialized = 0
      while initialized < firstPiece {
        let count = systemRead(descriptor, buffer.baseAddress! + initialized, firstPiece - initialized)
        if count < 0 {
          if errno == EINTR { continue }
          failed = true
          return
        }
        if count == 0 { return }
        initialized += count
      }
    }
    if failed { return nil }
    guard bytes.count == firstPiece else { return bytes }
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(piece.count, limit + 1 - bytes.count)
      let count = piece.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      bytes += piece[0..<count]
    }
    return bytes
  }
}

/// `read(2)`, named so it does not clash with `InputFile.read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
