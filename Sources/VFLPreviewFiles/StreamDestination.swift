#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import VFLPreviewSupport

/// Whether a destination is one of the process's open streams rather than a file: `/dev/stdout`,
/// `/dev/fd/3`, `/proc/self/fd/1`, or a symbolic link to one of them. Such a destination is written
/// into its descriptor, where the shell pointed it (a pipe, a terminal, a file opened with `>` or
/// `>>`), and never renamed over: as root, the temporary file renamed over `/dev/stdout` (a link
/// to `/proc/self/fd/1`) replaced the link with a regular file, for every program on the machine.
///
/// This is the one place that decides it, for single files and batches alike.
package enum StreamDestination {
  /// The descriptor `path` names, or `nil` when it names a file. Each symbolic link on the way is
  /// followed (up to the kernel's 40), and a folder counts as the process's descriptor folder
  /// however it is spelt (`/dev/fd`, `/proc/self/fd`, `/proc/<pid>/fd`, `/proc/thread-self/fd`).
  package static func descriptor(of path: String) -> Int32? {
    var current = path
    for _ in 0..<40 {
      let (folder, name) = AtomicFileWriter.split(current)
      if let number = Int32(name), number >= 0, String(number) == name, isDescriptorFolder(folder) {
        return number
      }
      guard let target = linkTarget(of: current) else { return nil }
      current = target.hasPrefix("/") || !current.contains("/") ? target : folder + "/" + target
    }
    return nil
  }

  /// Writes `bytes` into the open descriptor `descriptor` (named `path` in messages), unless it
  /// is one of the files in `protecting` (`-o /dev/stdout 1<>spec.json`), or not a descriptor the
  /// process was given: the tool's own descriptors are all close-on-exec, and a descriptor the
  /// shell passed is not.
  package static func write(
    _ bytes: [UInt8], to descriptor: Int32, path: String, protecting: Set<FileIdentity>
  ) throws(AtomicFileWriter.Failure) {
    let flags = fcntl(descriptor, F_GETFD)
    guard flags >= 0 else { throw AtomicFileWriter.Failure(path: path, reason: AtomicFileWriter.lastError()) }
    guard flags & FD_CLOEXEC == 0 else {
      throw AtomicFileWriter.Failure(path: path, reason: "descriptor \(descriptor) is not one this process was given")
    }
    if let identity = FileIdentity(descriptor: descriptor), protecting.contains(identity) {
      throw AtomicFileWriter.Failure(path: path, kind: .wouldReplaceProtectedFile)
    }
    if let failure = AtomicFileWriter.writeAll(bytes, to: descriptor) {
      throw AtomicFileWriter.Failure(path: path, reason: failure)
    }
  }

  /// Whether `folder` is this process's (or this thread's) folder of open descriptors.
  private static func isDescriptorFolder(_ folder: String) -> Bool {
    guard let resolved = FileSystemName.withCString(folder, { realpath($0, nil) }) else { return false }
    defer { free(resolved) }
    let path = String(cString: resolved)
    let process = "/proc/\(getpid())"
    if path == process + "/fd" { return true }
    // `/proc/thread-self/fd` is `/proc/<pid>/task/<tid>/fd`: the same table for every thread.
    guard path.hasPrefix(process + "/task/"), path.hasSuffix("/fd") else { return false }
    let thread = path.dropFirst(process.count + 6).dropLast(3)
    return !thread.isEmpty && thread.allSatisfy(\.isNumber)
  }

  /// What the symbolic link at `path` points to, or `nil` when `path` is not a link.
  private static func linkTarget(of path: String) -> String? {
    var status = stat()
    guard FileSystemName.withCString(path, { lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFLNK
    else { return nil }
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = FileSystemName.withCString(path) { name in
      buffer.withUnsafeMutableBytes { readlink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
    }
    guard count > 0, count < buffer.count else { return nil }
    return FileSystemName.decode(buffer[0..<count])
  }
}
