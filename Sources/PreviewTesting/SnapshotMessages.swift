import Foundation

/// What pixel and frames snapshots share: choosing the record mode and the files, and the
/// wording of recording and of missing references.
enum SnapshotMessages {
  /// A failure message, for `Result`.
  struct Failure: Error {
    var message: String
  }

  /// The record mode and the files of a snapshot; throws the message saying why it cannot be
  /// checked.
  static func setUp(
    name: String, record: SnapshotRecordMode?, environment: [String: String],
    testFilePath: String, snapshotDirectory: String?
  ) throws(Failure) -> (SnapshotRecordMode, SnapshotFiles) {
    let mode: SnapshotRecordMode
    do {
      mode = try record ?? SnapshotRecordMode.fromEnvironment(environment)
    } catch {
      throw Failure(message: "Snapshot \"\(name)\" was not checked: \(error).")
    }
    do {
      let files = try SnapshotFiles(
        name: name, testFilePath: testFilePath, snapshotDirectory: snapshotDirectory,
        environment: environment)
      return (mode, files)
    } catch {
      throw Failure(
        message: "Snapshot name \"\(name)\" is invalid: it must contain a letter or a digit.")
    }
  }

  static func recordedAll(_ name: String, to path: String) -> String {
    """
    Record mode is 'all': recorded snapshot "\(name)" to \(fileURL(path)).
    Unset \(SnapshotRecordMode.environmentVariable) (or set it to 'missing') and re-run the \
    test to compare against it.
    """
  }

  static func recordedMissing(_ name: String, to path: String) -> String {
    """
    No reference was found on disk for snapshot "\(name)". Automatically recorded it to \
    \(fileURL(path)).
    Re-run the test to assert against the newly recorded snapshot, and commit the file.
    """
  }

  static func notRecorded(
    _ name: String, path: String, record: SnapshotRecordMode?, environment: [String: String]
  ) -> String {
    """
    No reference was found on disk for snapshot "\(name)": \(fileURL(path)) \
    does not exist, and recording is off (\(recordingOffReason(record, environment))).
    Record it locally (\(SnapshotRecordMode.environmentVariable)=missing, the default \
    without CI) and commit it.
    """
  }

  static let reRecordHint =
    "If the change is intended, re-record with \(SnapshotRecordMode.environmentVariable)=failed."

  static let reRecorded =
    "Re-recorded the reference (\(SnapshotRecordMode.environmentVariable)=failed); re-run the test "
    + "to compare against it."

  private static func recordingOffReason(
    _ record: SnapshotRecordMode?, _ environment: [String: String]
  ) -> String {
    if record == .never { return "record: .never" }
    if environment[SnapshotRecordMode.environmentVariable]?.isEmpty == false {
      return "\(SnapshotRecordMode.environmentVariable)=never"
    }
    return "CI is set, so \(SnapshotRecordMode.environmentVariable) defaults to 'never'"
  }

  static func fileURL(_ path: String) -> String { "file://" + path }

  /// `  reference:      `: labels padded so the paths line up.
  static func label(_ text: String) -> String {
    "  " + (text + ":").padding(toLength: 16, withPad: " ", startingAt: 0)
  }
}
