import VFLPreviewSupport

/// VFL layout options (NSLayoutConstraint.FormatOptions subset): alignAll* and direction*.
///
/// The raw values are Apple's bits, so the set behaves like `NSLayoutConstraint.FormatOptions`:
/// the alignment bits are `1 << attribute` (the `NSLayoutConstraint.Attribute` raw value), the
/// direction lives in bits 16–17 and the spacing mode in bit 19. As in Apple's headers,
/// ``directionLeadingToTrailing`` and ``spacingEdgeToEdge`` are zero: they are the defaults.
public struct VFLOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Align the left edges of adjacent views (vertical lines only).
  public static let alignAllLeft = VFLOptions(rawValue: 1 << 1)
  /// Align the right edges of adjacent views (vertical lines only).
  public static let alignAllRight = VFLOptions(rawValue: 1 << 2)
  /// Align the top edges of adjacent views (horizontal lines only).
  public static let alignAllTop = VFLOptions(rawValue: 1 << 3)
  /// Align the bottom edges of adjacent views (horizontal lines only).
  public static let alignAllBottom = VFLOptions(rawValue: 1 << 4)
  /// Align the leading edges of adjacent views (vertical lines only).
  public static let alignAllLeading = VFLOptions(rawValue: 1 << 5)
  /// Align the trailing edges of adjacent views (vertical lines only).
  public static let alignAllTrailing = VFLOptions(rawValue: 1 << 6)
  /// Align the horizontal centres of adjacent views (vertical lines only).
  public static let alignAllCenterX = VFLOptions(rawValue: 1 << 9)
  /// Align the vertical centres of adjacent views (horizontal lines only).
  public static let alignAllCenterY = VFLOptions(rawValue: 1 << 10)
  /// Align the last baselines of adjacent views (horizontal lines only).
  public static let alignAllLastBaseline = VFLOptions(rawValue: 1 << 11)
  /// The same bit as ``alignAllLastBaseline``, as in Apple's headers.
  public static let alignAllBaseline = VFLOptions.alignAllLastBaseline
  /// Align the first baselines of adjacent views (horizontal lines only).
  public static let alignAllFirstBaseline = VFLOptions(rawValue: 1 << 12)

  /// Horizontal lines run from leading to trailing (the default; the empty set).
  public static let directionLeadingToTrailing = VFLOptions([])
  /// Horizontal lines run from left to right, using `left`/`right` instead of `leading`/`trailing`.
  public static let directionLeftToRight = VFLOptions(rawValue: 1 << 16)
  /// Horizontal lines run from right to left: the first view of the line is the rightmost one.
  public static let directionRightToLeft = VFLOptions(rawValue: 2 << 16)

  /// Vertical spacing is measured between edges (the default; the empty set).
  public static let spacingEdgeToEdge = VFLOptions([])
  /// Vertical spacing between two views is measured from the upper view's last baseline to the
  /// lower view's first baseline. Apple rejects it on horizontal lines.
  public static let spacingBaselineToBaseline = VFLOptions(rawValue: 1 << 19)

  /// The spec's option names with their values, in the order Apple's headers list them.
  static let namedOptions: [(name: String, option: VFLOptions)] = [
    ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
    ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
    ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
    ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
    ("alignAllBaseline", .alignAllBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
    ("alignAllLastBaseline", .alignAllLastBaseline),
    ("directionLeadingToTrailing", .directionLeadingToTrailing),
    ("directionLeftToRight", .directionLeftToRight),
    ("directionRightToLeft", .directionRightToLeft),
    ("spacingEdgeToEdge", .spacingEdgeToEdge),
    ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
  ]

  /// Parses the spec's option names (exact Apple spelling without the `NSLayoutFormat` prefix, e.g. "alignAllCenterY").
  ///
  /// The Objective-C spelling with the prefix (`NSLayoutFormatAlignAllCenterY`) is accepted too,
  /// since users paste it from their code. Names are case-sensitive, as in Apple's headers.
  /// - Throws: ``VFLOptionError`` for the first unknown name, with a did-you-mean suggestion when
  ///   a known name is close.
  public init(names: [String]) throws(VFLOptionError) {
    var options = VFLOptions()
    for name in names {
      guard let option = VFLOptions.option(named: name) else {
        let suggestion = DidYouMean.suggestion(
          for: name, among: VFLOptions.namedOptions.map(\.name))
        throw VFLOptionError(name: name, suggestion: suggestion)
      }
      options.formUnion(option)
    }
    self = options
  }

  static func option(named name: String) -> VFLOptions? {
    if let match = namedOptions.first(where: { $0.name == name }) { return match.option }
    let prefix = "NSLayoutFormat"
    guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
    let rest = name.dropFirst(prefix.count)
    let lowered = rest.prefix(1).lowercased() + rest.dropFirst()
    return namedOptions.first(where: { $0.name == lowered })?.option
  }

  /// The alignment bits only (Apple's low 16 bits).
  var alignmentMask: UInt { rawValue & 0xFFFF }

  /// Apple's direction field (bits 16–17): 0 leading-to-trailing, 1 left-to-right, 2 right-to-left
  /// (3, both set, behaves like left-to-right in Apple's parser).
  var directionField: UInt { (rawValue >> 16) & 0x3 }
}
