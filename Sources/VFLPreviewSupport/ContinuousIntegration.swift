/// Whether the process runs on CI, where nothing may record a reference and then pass.
/// `PreviewTesting`'s record modes and the command line's `--record-missing` both ask here.
package enum ContinuousIntegration {
  /// The variable CI services set.
  package static let variable = "CI"

  /// `CI` is set to anything but `""`, `0`, `false` or `no` (any case).
  package static func isActive(_ environment: [String: String]) -> Bool {
    guard let value = environment[variable] else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }
}
