/// Limits that keep absurd input from being attempted. Each is checked before any work that
/// grows with it, and exceeding one is an error that names the limit.
public enum SpecLimits {
  /// At most this many views.
  public static let maximumViews = 100_000
  /// At most this many entries in `constraints`.
  public static let maximumConstraints = 200_000
  /// The canvas may be at most this many points on a side.
  public static let maximumCanvasSide = 20_000.0
  /// No single string (a constraint, a label, a name) may be longer than this many characters.
  public static let maximumStringLength = 1_000_000
  /// Numbers (metrics, sizes, constants) beyond this magnitude are refused.
  public static let maximumMagnitude = 1e9
  /// A spec file larger than this many bytes is refused before it is read.
  public static let maximumFileSize = 64 * 1024 * 1024
  /// The most lines a label may be limited to (`"lines"`); 0, any number, is allowed too.
  public static let maximumLabelLines = 10_000
}
