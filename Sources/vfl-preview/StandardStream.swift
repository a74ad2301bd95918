#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import VFLPreviewFiles
import VFLPreviewSupport

/// Writes to standard output and standard error with `write(2)`, so that a full disk
/// (`> /dev/full`), a closed stream or a reader that went away (`| head`: SIGPIPE is ignored, the
/// write fails with EPIPE) is an error the tool reports and exits on, not a trap inside
/// `FileHandle.write` or a silent death that leaves temporary files behind.
enum StandardStream: CaseIterable {
  case output, error

  var descriptor: Int32 {
    switch self {
    case .output: return STDOUT_FILENO
    case .error: return STDERR_FILENO
    }
  }

  /// "standard output", for messages.
  var name: String {
    switch self {
    case .output: return "standard output"
    case .error: return "standard error"
    }
  }

  private static let lock = Lock()
  /// The input file each stream turned out to be (``RunInputs``), which it must never write into.
  nonisolated(unsafe) private static var inputs: [Int32: String] = [:]

  /// Writes every byte; the reason when the stream refuses them, or when it is one of the run's
  /// inputs.
  func write(_ bytes: [UInt8]) -> String? {
    if let input = Self.lock.withLock({ Self.inputs[descriptor] }) {
      return "it is the input \(FileSystemName.displayed(input))"
    }
    return AtomicFileWriter.writeAll(bytes, to: descriptor)
  }

  /// The file the stream writes into, when it is a regular file: the only kind of stream that
  /// writing can destroy, and so the only kind compared with the inputs.
  var regularFile: FileIdentity? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileIdentity(descriptor: descriptor)
  }

  /// From now on the stream writes nothing: it is `input`.
  func refuse(becauseItIs input: String) {
    Self.lock.withLock { Self.inputs[descriptor] = input }
  }

  /// Puts something on standard input, output and error where the tool was started with one of
  /// them closed (`2>&-`): the next file it opened would otherwise get that number, and its
  /// messages would be written into an output or a spec. The stand-in is `/dev/null` opened the
  /// other way round, so that writes to a closed output still fail (EBADF) and are reported as
  /// before.
  static func occupyClosedDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
      let standIn = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
      if standIn >= 0 && standIn != descriptor {
        dup2(standIn, descriptor)
        close(standIn)
      }
    }
  }
}
