import Foundation
import VFLPreviewFiles

/// The logic of a snapshot assertion, free of any test framework: decide the record mode, read
/// or write the reference, compare, write artifacts, and word the failure.
struct ImageSnapshotVerifier {
  let image: RGBAImage
  /// The image's PNG as the command line writes it (a rendered layout's, with its resolution);
  /// `nil` for an image of no known scale, which is encoded without one when it is written.
  var png: [UInt8]? = nil
  let name: String
  let record: SnapshotRecordMode?
  let tolerance: SnapshotTolerance
  let snapshotDirectory: String?
  let renderingDetails: String?
  let environment: [String: String]
  let testFilePath: String
  /// The solved frames (`Solution.json`) of a layout snapshot: recorded beside the reference,
  /// and compared with the recorded ones to explain a mismatch.
  var frames: String? = nil

  /// nil when the snapshot passes, else the failure message.
  func verify() -> String? {
    let mode: SnapshotRecordMode
    let files: SnapshotFiles
    do {
      (mode, files) = try SnapshotMessages.setUp(
        name: name, record: record, environment: environment, testFilePath: testFilePath,
        snapshotDirectory: snapshotDirectory)
    } catch {
      return error.message
    }

    if mode == .all {
      if let failure = writeReference(to: files) { return failure }
      return SnapshotMessages.recordedAll(name, to: files.referencePath)
    }

    let reference: RGBAImage
    do {
      reference = try PNGDecoder.decode(contentsOf: files.referencePath)
    } catch .fileNotFound {
      return missingReference(files, mode: mode)
    } catch {
      guard mode == .failed else {
        return """
          Snapshot "\(name)": cannot read the reference: \(error.message).
          Re-record it with \(SnapshotRecordMode.environmentVariable)=failed.
          """
      }
      if let failure = writeReference(to: files) { return failure }
      return """
        Snapshot "\(name)": the reference could not be read (\(error.message)); re-recorded it \
        to \(fileURL(files.referencePath)). Re-run the test to compare against it.
        """
    }

    let verdict = tolerance.verdict(comparing: reference, with: image)
    if verdict.passes {
      // References recorded before frames were: add the frames now, when recording is allowed.
      if let frames, mode != .never, !FileManager.default.fileExists(atPath: files.framesPath) {
        try? AtomicFileWriter.write(Array(frames.utf8), to: files.framesPath, createDirectories: true)
      }
      return nil
    }
    return mismatch(verdict.difference, files: files, mode: mode)
  }

  // MARK: - Failures

  private func missingReference(_ files: SnapshotFiles, mode: SnapshotRecordMode) -> String {
    if mode == .never {
      return SnapshotMessages.notRecorded(
        name, path: files.referencePath, record: record, environment: environment)
    }
    if let failure = writeReference(to: files) { return failure }
    return SnapshotMessages.recordedMissing(name, to: files.referencePath)
  }

  private func mismatch(
    _ difference: ImageDifference, files: SnapshotFiles, mode: SnapshotRecordMode
  ) -> String {
    var lines: [String] = []
    if difference.sizesDiffer {
      lines.append(
        "Snapshot \"\(name)\" does not match reference: sizes differ (reference "
          + "\(difference.expectedSize), actual \(difference.actualSize)); on the "
          + "\(difference.canvasSize) canvas \(difference.summary), \(difference.boundingBoxText).")
    } else {
      lines.append(
        "Snapshot \"\(name)\" does not match reference: \(difference.summary), "
          + "\(difference.boundingBoxText) (tolerance: \(tolerance)).")
    }
    if let frames {
      let recorded = try? String(contentsOfFile: files.framesPath, encoding: .utf8)
      lines.append(FrameChanges(recorded: recorded, actual: frames).summary)
    }
    lines.append(label("reference") + fileURL(files.referencePath))
    let artifacts = writeArtifacts(difference, files: files)
    if let problem = artifacts.problem {
      lines.append("  (could not write the artifacts: \(problem))")
    }
    for (title, path) in artifacts.written {
      lines.append(label(title) + fileURL(path))
    }
    var environmentLine =
      "References hold for the pinned font and these library versions; a mismatch on another "
      + "machine may come from them: \(RenderingLibraryVersions.summary)"
    if let renderingDetails, !renderingDetails.isEmpty {
      environmentLine += ", \(renderingDetails)"
    }
    lines.append(environmentLine + ".")
    if mode == .failed {
      if let failure = writeReference(to: files) {
        lines.append(failure)
      } else {
        lines.append(SnapshotMessages.reRecorded)
      }
    } else {
      lines.append(SnapshotMessages.reRecordHint)
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Files

  /// Writes the copy of the reference, the actual image and the diff image into the artifacts
  /// folder; returns the labelled paths written and the first problem met.
  private func writeArtifacts(
    _ difference: ImageDifference, files: SnapshotFiles
  ) -> (written: [(String, String)], problem: String?) {
    var written: [(String, String)] = []
    var problem: String?
    func store(_ bytes: () throws -> [UInt8], label: String, path: String) {
      do {
        try AtomicFileWriter.write(bytes(), to: path, createDirectories: true)
        written.append((label, path))
      } catch let failure as AtomicFileWriter.Failure {
        problem = problem ?? failure.description
      } catch let failure as PNGEncodingError {
        problem = problem ?? failure.message
      } catch {
        problem = problem ?? "\(error)"
      }
    }
    store(
      { try [UInt8](Data(contentsOf: URL(fileURLWithPath: files.referencePath))) },
      label: "reference copy", path: files.referenceCopyPath)
    store({ try pngBytes() }, label: "actual", path: files.actualPath)
    store(
      { try difference.encodedDiffImage() }, label: "diff",
      path: files.diffPath)
    return (written, problem)
  }

  /// Records `image` as the reference; returns a failure message if that did not work.
  private func writeReference(to files: SnapshotFiles) -> String? {
    do {
      let bytes = try pngBytes()
      try AtomicFileWriter.write(bytes, to: files.referencePath, createDirectories: true)
      if let frames {
        try AtomicFileWriter.write(Array(frames.utf8), to: files.framesPath, createDirectories: true)
      }
      return nil
    } catch let failure as AtomicFileWriter.Failure {
      return "Snapshot \"\(name)\": could not record the reference: \(failure)."
    } catch let failure as PNGEncodingError {
      return "Snapshot \"\(name)\": could not encode the image: \(failure.message)."
    } catch {
      return "Snapshot \"\(name)\": could not record the reference: \(error)."
    }
  }

  /// The PNG written for the image: the command line's bytes when known.
  private func pngBytes() throws(PNGEncodingError) -> [UInt8] {
    if let png { return png }
    return try RenderedImage.png(of: image, scale: nil)
  }

  private func fileURL(_ path: String) -> String { SnapshotMessages.fileURL(path) }
  private func label(_ text: String) -> String { SnapshotMessages.label(text) }
}
