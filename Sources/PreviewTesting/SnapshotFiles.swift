import Foundation

/// Where a snapshot's files live, following swift-snapshot-testing's layout:
/// `<directory of the test file>/__Snapshots__/<TestFileName>/<name>.png` for the reference and
/// `<artifacts>/<TestFileName>/<name>.{reference,actual,diff}.png` for failure artifacts. A frames
/// snapshot, and the frames a layout snapshot records beside its PNG, are `<name>.json`.
struct SnapshotFiles: Hashable, Sendable {
  /// The environment variable naming the artifacts folder.
  static let artifactsVariable = "VFL_SNAPSHOT_ARTIFACTS"

  let name: String
  /// The reference's path without its extension: what two snapshots of one name share.
  let referenceStem: String
  let artifactsDirectory: String

  var referencePath: String { referenceStem + ".png" }
  /// The solved frames: a frames snapshot's reference, or those recorded beside a PNG reference.
  var framesPath: String { referenceStem + ".json" }
  var actualFramesPath: String { artifactsDirectory + "/" + name + ".actual.json" }

  var referenceCopyPath: String { artifactsDirectory + "/" + name + ".reference.png" }
  var actualPath: String { artifactsDirectory + "/" + name + ".actual.png" }
  var diffPath: String { artifactsDirectory + "/" + name + ".diff.png" }

  /// Resolves the paths, or explains why the name cannot be used.
  init(
    name: String, testFilePath: String, snapshotDirectory: String?,
    environment: [String: String]
  ) throws(SnapshotFilesError) {
    let fileName = Self.sanitized(name)
    guard !fileName.isEmpty else { throw .invalidName(name) }
    let testFileURL = URL(fileURLWithPath: testFilePath)
    let testFileName = testFileURL.deletingPathExtension().lastPathComponent
    let testDirectory = testFileURL.deletingLastPathComponent().path

    let referenceDirectory =
      snapshotDirectory.map(Self.absolute)
      ?? testDirectory + "/__Snapshots__/" + testFileName
    let artifactsRoot: String
    if let configured = environment[Self.artifactsVariable], !configured.isEmpty {
      artifactsRoot = Self.absolute(configured)
    } else if let packageRoot = Self.packageRoot(containing: testDirectory) {
      artifactsRoot = packageRoot + "/.build/snapshot-artifacts"
    } else {
      artifactsRoot = NSTemporaryDirectory() + "vfl-snapshot-artifacts"
    }
    self.name = fileName
    self.referenceStem = referenceDirectory + "/" + fileName
    self.artifactsDirectory = artifactsRoot + "/" + testFileName
  }

  /// Keeps letters, digits and `._@-`, replacing every other run of characters with `-`, and
  /// drops leading dots and dashes, so a name can never escape its folder, hide the file or
  /// look like a command-line option.
  static func sanitized(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      let isASCIIAlphanumeric =
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      let allowed = isASCIIAlphanumeric || "._@-".unicodeScalars.contains(scalar)
      if allowed {
        if pendingDash && !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
    return result
  }

  /// The nearest directory at or above `directory` holding a `Package.swift`.
  static func packageRoot(containing directory: String) -> String? {
    var url = URL(fileURLWithPath: directory)
    while url.path != "/" && !url.path.isEmpty {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url.path
      }
      url.deleteLastPathComponent()
    }
    return nil
  }

  static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}

/// A snapshot name that yields no usable file name.
enum SnapshotFilesError: Error, Hashable, Sendable {
  case invalidName(String)
}
