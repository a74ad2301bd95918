#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import CInterruptCleanup
import CSystemCalls
import Dispatch
import VFLPreviewSupport

/// Writes a batch's files into one folder with ``AtomicFileWriter``'s promise (a reader sees the
/// old file or the new one, never part of one, even after a crash), at the cost of one disk sync
/// for a group of files instead of two for each.
///
/// Each file is written to a temporary name at once (and closed: a group holds no descriptors).
/// Every ``groupSize`` files, and at ``commit()``, the group is made durable with one `syncfs` on
/// the folder (each file opened again and `fsync`ed where that call does not exist or is refused,
/// as for a folder opened without read permission), then renamed into place, then the folder is
/// synced. Groups are committed on a thread of the writer's own, one at a time, while the workers
/// go on rendering: a `syncfs` takes 3–5 ms, in which a worker committing it would leave its
/// processor idle. A worker that finds the next group full while one is being committed waits for
/// it, so at most two groups (and a file per worker) are staged: the interrupt cleanup holds 256
/// names. An
/// interrupted batch leaves no temporary file behind (they are in the interrupt cleanup's table
/// until renamed) and the outputs of its last group unchanged.
package final class AtomicBatchWriter: @unchecked Sendable {
  /// Files written but not yet renamed into place. The interrupt cleanup holds 256 names.
  package static let groupSize = 64

  private struct Staged {
    var temporary: String
    var name: String
    var path: String
    var slot: Int32
  }

  /// Guards `folder`, `staged`, `failures` and `commitInFlight`.
  private let lock = Lock()
  /// Syncs and renames the groups, one at a time, without holding `lock`.
  private let committer = DispatchQueue(label: "vfl-preview.batch-writer")
  private let commits = DispatchGroup()
  private var commitInFlight = false
  private let directory: String
  private var folder: Int32 = -1
  private var staged: [Staged] = []
  private var failures: [AtomicFileWriter.Failure] = []

  /// Runs on the writer's thread before each group is synced (tests: a slow disk).
  private let willCommitGroup: (@Sendable () -> Void)?

  /// A writer for files in `directory`, which is created (with its parents) when the first file
  /// is written.
  package init(directory: String, willCommitGroup: (@Sendable () -> Void)? = nil) {
    self.directory = directory
    self.willCommitGroup = willCommitGroup
  }

  deinit {
    // An abandoned group: its temporary files are removed, the destinations stay as they were.
    for file in staged {
      _ = file.temporary.withCString { unlinkat(folder, $0, 0) }
      vfl_temporary_forget(file.slot)
    }
    if folder >= 0 { close(folder) }
  }

  /// Writes `bytes` for `path`, a file directly in the writer's folder. Checks run now (a
  /// protected input, a folder in the way); an existing output that is not a regular file (a
  /// device, a FIFO) or a stream (``StreamDestination``) is written in place at once, as
  /// ``AtomicFileWriter`` does.
  package func write(_ bytes: [UInt8], to path: String, protecting: Set<FileIdentity> = []) throws(AtomicFileWriter.Failure) {
    if let descriptor = StreamDestination.descriptor(of: path) {
      try StreamDestination.write(bytes, to: descriptor, path: path, protecting: protecting)
      return
    }
    let name = try AtomicFileWriter.fileName(of: path)
    let folder = try openedFolder(for: path)
    if lock.withLock({ staged.count >= Self.groupSize && commitInFlight }) { commits.wait() }
    guard
      case .replace(let mode) = try AtomicFileWriter.prepareDestination(
        name, in: folder, for: bytes, path: path, protecting: protecting)
    else { return }
    let temporary = try AtomicFileWriter.createTemporary(in: folder, path: path)
    // Closed at once, not synced: a group holding 64 descriptors would fail under a low `ulimit -n`,
    // and the group is synced at once when it is committed.
    if let failure = AtomicFileWriter.fill(temporary.descriptor, with: bytes, mode: mode, syncing: false) {
      _ = temporary.name.withCString { unlinkat(folder, $0, 0) }
      vfl_temporary_forget(temporary.slot)
      throw AtomicFileWriter.Failure(path: path, reason: failure)
    }
    let group: [Staged] = lock.withLock {
      staged.append(Staged(temporary: temporary.name, name: name, path: path, slot: temporary.slot))
      guard staged.count >= Self.groupSize, !commitInFlight else { return [] }
      commitInFlight = true
      defer { staged = [] }
      return staged
    }
    guard !group.isEmpty else { return }
    committer.async(group: commits) {
      self.willCommitGroup?()
      self.commit(group, in: folder)
      self.lock.withLock { self.commitInFlight = false }
    }
  }

  /// Makes every file written so far durable and puts it in place. Returns the files that could
  /// not be (their destinations are unchanged), with each one's reason.
  /// Call it when no file is being written.
  package func commit() -> [AtomicFileWriter.Failure] {
    commits.wait()
    let (group, folder) = lock.withLock {
      defer { staged = [] }
      return (staged, self.folder)
    }
    commit(group, in: folder)
    return lock.withLock {
      defer { failures = [] }
      return failures
    }
  }

  private func openedFolder(for path: String) throws(AtomicFileWriter.Failure) -> Int32 {
    var result: Int32 = -1
    var failure: AtomicFileWriter.Failure?
    lock.withLock {
      if folder < 0 {
        do throws(AtomicFileWriter.Failure) {
          try AtomicFileWriter.makeDirectories(directory, for: path)
        } catch {
          failure = error
          return
        }
        folder = AtomicFileWriter.openFolder(directory)
        if folder < 0 { failure = AtomicFileWriter.Failure(path: path, reason: AtomicFileWriter.lastError()) }
      }
      result = folder
    }
    if let failure { throw failure }
    return result
  }

  /// Opens a written file again to `fsync` it; the reason when that fails.
  private static func sync(_ name: String, in folder: Int32) -> String? {
    let descriptor = name.withCString { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
    guard descriptor >= 0 else { return AtomicFileWriter.lastError() }
    defer { close(descriptor) }
    return fsync(descriptor) == 0 ? nil : AtomicFileWriter.lastError()
  }

  /// Syncs and renames `group`, on the committer or once the committer is done (never holding `lock`).
  private func commit(_ group: [Staged], in folder: Int32) {
    guard !group.isEmpty else { return }
    // One sync for the whole file system, or one for each file where that is not possible. A file
    // whose bytes may not be on disk is not renamed: its destination keeps the old file.
    let allSynced = vfl_sync_file_system(folder) == 0
    var failed: [AtomicFileWriter.Failure] = []
    for file in group {
      var reason: String?
      if !allSynced { reason = Self.sync(file.temporary, in: folder) }
      if reason == nil {
        let renamed = file.temporary.withCString { from in
          FileSystemName.withCString(file.name) { to in renameat(folder, from, folder, to) }
        }
        if renamed != 0 { reason = AtomicFileWriter.lastError() }
      }
      if let reason {
        failed.append(AtomicFileWriter.Failure(path: file.path, reason: reason))
        _ = file.temporary.withCString { unlinkat(folder, $0, 0) }
      }
      vfl_temporary_forget(file.slot)
    }
    _ = fsync(folder)
    if !failed.isEmpty { lock.withLock { failures += failed } }
  }
}
