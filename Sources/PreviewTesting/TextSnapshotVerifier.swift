import Foundation
import VFLPreviewFiles

/// What a text snapshot holds: the file it is kept in and how a mismatch is described.
enum TextSnapshotFormat: Sendable {
  /// The solved frames as JSON (`<name>.json`); a mismatch lists the views that moved.
  case frames
  /// The picture as SVG (`<name>.svg`); a mismatch names the first line that differs.
  case svg

  var fileExtension: String {
    switch self {
    case .frames: return "json"
    case .svg: return "svg"
    }
  }

  var title: String {
    switch self {
    case .frames: return "Frames snapshot"
    case .svg: return "SVG snapshot"
    }
  }

  func summary(recorded: String, actual: String) -> String {
    switch self {
    case .frames: return FrameChanges(recorded: recorded, actual: actual).summary
    case .svg:
      let old = recorded.split(separator: "\n", omittingEmptySubsequences: false)
      let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
      func line(_ lines: [Substring]) -> String {
        first < lines.count ? String(lines[first].prefix(200)) : "(end of file)"
      }
      return "first difference at line \(first + 1) of \(new.count):\n  − \(line(old))\n  + \(line(new))"
    }
  }
}

/// The logic of a text snapshot (frames or SVG), free of any test framework: nil when it passes,
/// else the failure message.
struct TextSnapshotVerifier {
  let text: String
  let format: TextSnapshotFormat
  let name: String
  let record: SnapshotRecordMode?
  let snapshotDirectory: String?
  let environment: [String: String]
  let testFilePath: String

  func verify() -> String? {
    do {
      return try compare()
    } catch {
      return error.message
    }
  }

  private func compare() throws(SnapshotMessages.Failure) -> String? {
    let (mode, files) = try SnapshotMessages.setUp(
      name: name, record: record, environment: environment, testFilePath: testFilePath,
      snapshotDirectory: snapshotDirectory)
    let referencePath = files.referenceStem + "." + format.fileExtension
    let actualPath = files.artifactsDirectory + "/" + name + ".actual." + format.fileExtension
    if mode == .all {
      return write(text, to: referencePath) ?? SnapshotMessages.recordedAll(name, to: referencePath)
    }
    guard let data = FileManager.default.contents(atPath: referencePath) else {
      if mode == .never {
        return SnapshotMessages.notRecorded(
          name, path: referencePath, record: record, environment: environment)
      }
      return write(text, to: referencePath) ?? SnapshotMessages.recordedMissing(name, to: referencePath)
    }
    let recorded = String(decoding: data, as: UTF8.self)
    if recorded == text { return nil }

    var lines = [
      "\(format.title) \"\(name)\" does not match reference.",
      format.summary(recorded: recorded, actual: text),
      SnapshotMessages.label("reference") + SnapshotMessages.fileURL(referencePath),
    ]
    if let problem = write(text, to: actualPath) {
      lines.append("  (could not write the artifacts: \(problem))")
    } else {
      lines.append(SnapshotMessages.label("actual") + SnapshotMessages.fileURL(actualPath))
    }
    if mode == .failed {
      lines.append(write(text, to: referencePath) ?? SnapshotMessages.reRecorded)
    } else {
      lines.append(SnapshotMessages.reRecordHint)
    }
    return lines.joined(separator: "\n")
  }

  /// Writes the text; returns a failure message if that did not work.
  private func write(_ text: String, to path: String) -> String? {
    do {
      try AtomicFileWriter.write(Array(text.utf8), to: path, createDirectories: true)
      return nil
    } catch {
      return "Snapshot \"\(name)\": could not write \(path): \(error)."
    }
  }
}
