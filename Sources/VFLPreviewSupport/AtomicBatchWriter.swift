#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import CInterruptCleanup
import CSystemCalls

/// Writes a batch's files into one folder with ``AtomicFileWriter``'s promise (a reader sees the
/// old file or the new one, never part of one, even after a crash), at the cost of one disk sync
/// for a group of files instead of two for each.
///
/// Each file is written to a temporary name at once (and closed: a group holds no descriptors).
/// Every ``groupSize`` files, and at ``commit()``, the group is made durable with one `syncfs` on
/// the folder (each file opened again and `fsync`ed where that call does not exist or is refused,
/// as for a folder opened without read permission), then renamed into place, then the folder is
/// synced. An
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

  private let lock = Lock()
  private let directory: String
  private var folder: Int32 = -1
  private var staged: [Staged] = []
  private var failures: [AtomicFileWriter.Failure] = []

  /// A writer for files in `directory`, which is created (with its parents) when the first file
  /// is written.
  package init(directory: String) { self.directory = directory }

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
  /// device, a FIFO) is written in place at once, as ``AtomicFileWriter`` does.
  package func write(_ bytes: [UInt8], to path: String, protecting: Set<FileIdentity> = []) throws(AtomicFileWriter.Failure) {
    let name = try AtomicFileWriter.fileName(of: path)
    let folder = try openedFolder(for: path)
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
    lock.withLock {
      staged.append(Staged(temporary: temporary.name, name: name, path: path, slot: temporary.slot))
      if staged.count >= Self.groupSize { commitStaged() }
    }
  }

  /// Makes every file written so far durable and puts it in place. Returns the files that could
  /// not be (their destinations are unchanged), with each one's reason.
  package func commit() -> [AtomicFileWriter.Failure] {
    lock.withLock {
      commitStaged()
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

  /// Called with the lock held.
  private func commitStaged() {
    guard !staged.isEmpty else { return }
    // One sync for the whole file system, or one for each file where that is not possible. A file
    // whose bytes may not be on disk is not renamed: its destination keeps the old file.
    let allSynced = vfl_sync_file_system(folder) == 0
    for file in staged {
      var reason: String?
      if !allSynced { reason = Self.sync(file.temporary, in: folder) }
      if reason == nil {
        let renamed = file.temporary.withCString { from in
          FileSystemName.withCString(file.name) { to in renameat(folder, from, folder, to) }
        }
        if renamed != 0 { reason = AtomicFileWriter.lastError() }
      }
      if let reason {
        failures.append(AtomicFileWriter.Failure(path: file.path, reason: reason))
        _ = file.temporary.withCString { unlinkat(folder, $0, 0) }
      }
      vfl_temporary_forget(file.slot)
    }
    staged = []
    _ = fsync(folder)
  }
}
