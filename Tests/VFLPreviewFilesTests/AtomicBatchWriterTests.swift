import Foundation
import Testing

@testable import VFLPreviewFiles
import VFLPreviewSupport

/// A batch's files: written at once under temporary names, put in place in groups, with the same
/// promises as one atomic write (old file or new one, inputs never replaced, nothing left behind).
@Suite struct AtomicBatchWriterTests {
  let directory = NSTemporaryDirectory() + "vfl-batch-\(UUID().uuidString)"

  func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
  }

  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  /// More files than a group, from two threads at once: every one is in place after `commit`,
  /// with its own bytes, and no temporary file is left.
  @Test func everyFileIsInPlaceAfterTheCommit() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let writer = AtomicBatchWriter(directory: directory + "/")
    let count = AtomicBatchWriter.groupSize * 2 + 5
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      for index in stride(from: half, to: count, by: 2) {
        try? writer.write(Array("file \(index)".utf8), to: directory + "/f\(index).png")
      }
    }
    #expect(writer.commit().isEmpty)
    #expect(names().count == count)
    #expect(names().allSatisfy { !$0.hasPrefix(".vfl-") })
    for index in 0..<count {
      #expect(contents(directory + "/f\(index).png") == Array("file \(index)".utf8))
    }
  }

  /// Groups are synced and renamed on the writer's own thread while the workers go on writing, but
  /// never more than two groups wait at once (and a file per worker), however slow the disk: the
  /// interrupt cleanup, which removes the temporary files of a ^C, holds 256 names.
  @Test func temporaryFilesStayWithinTwoGroups() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let writer = AtomicBatchWriter(directory: directory + "/", willCommitGroup: { usleep(50_000) })
    let workers = 8
    let count = AtomicBatchWriter.groupSize * 16
    let mostTemporaries = Maximum()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: count, by: workers) {
        try? writer.write(Array(repeating: UInt8(index % 256), count: 4096), to: directory + "/f\(index).png")
        let temporaries = names().filter { $0.hasPrefix(".vfl-") }.count
        mostTemporaries.record(temporaries)
      }
    }
    #expect(writer.commit().isEmpty)
    #expect(mostTemporaries.value <= 2 * AtomicBatchWriter.groupSize + workers)
    #expect(names().count == count)
    #expect(names().allSatisfy { !$0.hasPrefix(".vfl-") })
  }

  /// Until its group is committed, a file is only a temporary one: the destination keeps its old
  /// bytes. A writer abandoned before its commit removes its temporary files.
  @Test func anUncommittedFileLeavesTheOldOneInPlace() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try AtomicFileWriter.write(Array("old".utf8), to: directory + "/out.png", createDirectories: true)
    do {
      let writer = AtomicBatchWriter(directory: directory)
      try writer.write(Array("new".utf8), to: directory + "/out.png")
      #expect(contents(directory + "/out.png") == Array("old".utf8))
      #expect(names().count == 2, "the output and one temporary file")
    }
    #expect(names() == ["out.png"])
    #expect(contents(directory + "/out.png") == Array("old".utf8))
  }

  /// A replaced file keeps its permissions, as with one atomic write.
  @Test func aReplacedFileKeepsItsPermissions() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/out.png"
    try AtomicFileWriter.write(Array("old".utf8), to: path, createDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let writer = AtomicBatchWriter(directory: directory)
    try writer.write(Array("new".utf8), to: path)
    #expect(writer.commit().isEmpty)
    #expect(contents(path) == Array("new".utf8))
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect(permissions as? Int == 0o640)
  }

  /// An input is refused at once, whatever name reaches it, and stays as it was.
  @Test func aProtectedInputIsNeverReplaced() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try AtomicFileWriter.write(Array("input".utf8), to: directory + "/spec.json", createDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: directory + "/out.png", withDestinationPath: "spec.json")
    let input = try #require(FileIdentity(path: directory + "/spec.json"))
    let writer = AtomicBatchWriter(directory: directory)
    #expect {
      try writer.write([1, 2, 3], to: directory + "/out.png", protecting: [input])
    } throws: { error in
      (error as? AtomicFileWriter.Failure)?.kind == .wouldReplaceProtectedFile
    }
    #expect(writer.commit().isEmpty)
    #expect(contents(directory + "/spec.json") == Array("input".utf8))
    #expect(names().allSatisfy { !$0.hasPrefix(".vfl-") })
  }

  /// A folder in the way is a failure naming the path, at once.
  @Test func aFolderInTheWayIsAFailure() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory + "/out.png", withIntermediateDirectories: true)
    let writer = AtomicBatchWriter(directory: directory)
    #expect {
      try writer.write([1], to: directory + "/out.png")
    } throws: { error in
      (error as? AtomicFileWriter.Failure)?.path == directory + "/out.png"
    }
  }
}

/// The largest of the values recorded from several threads.
private final class Maximum: @unchecked Sendable {
  private let lock = Lock()
  private var largest = 0
  var value: Int { lock.withLock { largest } }
  func record(_ value: Int) { lock.withLock { largest = max(largest, value) } }
}
