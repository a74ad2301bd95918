import VFLPreviewSupport

/// A constraint priority as Apple defines it: 1000 is required, 1…999 are optional and are satisfied
/// strictly in priority order (a constraint at 251 beats any number of constraints at 250).
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The numeric value, in `0 < value <= 1000`.
  public var value: Double

  /// Creates a priority. Callers validate the range and report errors in their own words.
  public init(_ value: Double) { self.value = value }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the default compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: the default content hugging.
  public static let defaultLow = LayoutPriority(250)

  /// `true` for 1000 (or more; callers reject more).
  public var isRequired: Bool { value >= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }

  /// `750`, or `999.5` when fractional.
  public var description: String { NumberFormatting.format(value) }
}
