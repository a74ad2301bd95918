import VFLPreviewSupport

/// When a snapshot assertion writes the reference image instead of only comparing with it.
///
/// Chosen by the `record:` argument, else by the `VFL_SNAPSHOT_RECORD` environment variable
/// (`missing`, `all`, `failed` or `never`), else `.never` when `CI` is set and `.missing` when
/// not, so that CI never records a reference and then passes.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
  /// Record references that do not exist yet (the test still fails); compare the others.
  case missing
  /// Re-record every reference; every assertion fails so a recording run never passes.
  case all
  /// Re-record only the references that no longer match (the test still fails), so passing
  /// tests do not re-record snapshots that are subtly different but within tolerance.
  case failed
  /// Never write a reference; a missing one is a failure. The default on CI, so that a retry
  /// does not pass because the first attempt recorded something.
  case never

  /// The environment variable that selects the mode.
  public static let environmentVariable = "VFL_SNAPSHOT_RECORD"

  /// The mode the environment asks for: `VFL_SNAPSHOT_RECORD` if set, else `.never` when `CI`
  /// is set (to anything but `""`, `0` or `false`), else `.missing`. An unknown value is an error
  /// so a typo cannot silently switch recording off.
  public static func fromEnvironment(
    _ environment: [String: String]
  ) throws(SnapshotConfigurationError) -> SnapshotRecordMode {
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
        throw .invalidRecordMode(value)
      }
      return mode
    }
    if ContinuousIntegration.isActive(environment) { return .never }
    return .missing
  }
}

/// A snapshot setting in the environment that cannot be used.
public enum SnapshotConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `VFL_SNAPSHOT_RECORD` holds something other than `missing`, `all`, `failed` or `never`.
  case invalidRecordMode(String)

  public var description: String {
    switch self {
    case .invalidRecordMode(let value):
      let choices = SnapshotRecordMode.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      return
        "\(SnapshotRecordMode.environmentVariable)='\(value)' is invalid; use one of \(choices)"
    }
  }
}
