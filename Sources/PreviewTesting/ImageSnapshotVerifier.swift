import Foundation
import VFLPreviewSupport

/// The logic of a snapshot assertion, free of any test framework: decide the record mode, read
/// or write the reference, compare, write artifacts, and word the failure.
struct ImageSnapshotVerifier {
  let image: RGBAImage
  let name: String
  let record: SnapshotRecordMode?
  let tolerance: SnapshotTolerance
  let snapshotDirectory: String?
  let renderingDetails: String?
  let environment: [String: String]
  let testFilePath: String

  /// nil when the snapshot passes, else the failure message.
  func verify() -> String? {
    let mode: SnapshotRecordMode
    do {
      mode = try record ?? SnapshotRecordMode.fromEnvironment(environment)
    } catch {
      return "Snapshot \"\(name)\" was not checked: \(error)."
    }
    let files: SnapshotFiles
    do {
      files = try SnapshotFiles(
        name: name, testFilePath: testFilePath, snapshotDirectory: snapshotDirectory,
        environment: environment)
    } catch {
      return "Snapshot name \"\(name)\" is invalid: it must contain a letter or a digit."
    }

    if mode == .all {
      if let failure = writeReference(to: files) { return failure }
      return """
        Record mode is 'all': recorded snapshot "\(name)" to \(fileURL(files.referencePath)).
        Unset \(SnapshotRecordMode.environmentVariable) (or set it to 'missing') and re-run the \
        test to compare against it.
        """
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

    let difference = tolerance.comparison.compare(reference, image)
    if tolerance.accepts(difference) { return nil }
    return mismatch(difference, files: files, mode: mode)
  }

  // MARK: - Failures

  private func missingReference(_ files: SnapshotFiles, mode: SnapshotRecordMode) -> String {
    if mode == .never {
      return """
        No reference was found on disk for snapshot "\(name)": \(fileURL(files.referencePath)) \
        does not exist, and recording is off (\(recordingOffReason)).
        Record it locally (\(SnapshotRecordMode.environmentVariable)=missing, the default \
        without CI) and commit it.
        """
    }
    if let failure = writeReference(to: files) { return failure }
    return """
      No reference was found on disk for snapshot "\(name)". Automatically recorded it to \
      \(fileURL(files.referencePath)).
      Re-run the test to assert against the newly recorded snapshot, and commit the file.
      """
  }

  private var recordingOffReason: String {
    if record == .never { return "record: .never" }
    if environment[SnapshotRecordMode.environmentVariable]?.isEmpty == false {
      return "\(SnapshotRecordMode.environmentVariable)=never"
    }
    return "CI is set, so \(SnapshotRecordMode.environmentVariable) defaults to 'never'"
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
        lines.append(
          "Re-recorded the reference (\(SnapshotRecordMode.environmentVariable)=failed); re-run "
            + "the test to compare against it.")
      }
    } else {
      lines.append(
        "If the change is intended, re-record with \(SnapshotRecordMode.environmentVariable)=failed."
      )
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
    store({ try PNGEncoder.encode(image) }, label: "actual", path: files.actualPath)
    store(
      { try difference.encodedDiffImage() }, label: "diff",
      path: files.diffPath)
    return (written, problem)
  }

  /// Records `image` as the reference; returns a failure message if that did not work.
  private func writeReference(to files: SnapshotFiles) -> String? {
    do {
      let bytes = try PNGEncoder.encode(image)
      try AtomicFileWriter.write(bytes, to: files.referencePath, createDirectories: true)
      return nil
    } catch let failure as AtomicFileWriter.Failure {
      return "Snapshot \"\(name)\": could not record the reference: \(failure)."
    } catch let failure as PNGEncodingError {
      return "Snapshot \"\(name)\": could not encode the image: \(failure.message)."
    } catch {
      return "Snapshot \"\(name)\": could not record the reference: \(error)."
    }
  }

  private func fileURL(_ path: String) -> String { "file://" + path }

  /// `  reference:      `: labels padded so the paths line up.
  private func label(_ text: String) -> String {
    "  " + (text + ":").padding(toLength: 16, withPad: " ", startingAt: 0)
  }
}
