import Foundation

/// A fresh, empty folder under the system's temporary folder, so that a test never writes into
/// the repository or into another test's files. The caller removes it when done.
package enum ScratchDirectory {
  package static func make(prefix: String = "vfl-preview-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
