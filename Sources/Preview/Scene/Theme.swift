import Layout

/// The colours of a wireframe. Fixed values, so renders are byte-identical everywhere.
///
/// Every text colour keeps a contrast of at least 4.5:1 and every line and border at least 3:1 with
/// the colour actually behind it (the background, a view's fill or the legend), in both themes:
/// `ThemeContrastTests` checks each pair.
public struct Theme: Sendable, Equatable {
  public var name: String
  public var background: RGBAColor
  public var canvasBorder: RGBAColor
  public var grid: RGBAColor
  public var text: RGBAColor
  public var secondaryText: RGBAColor
  /// View colours, given out in drawing order so that neighbours differ.
  public var palette: [UInt32]
  /// How much of a view's colour its fill takes over the background (the fill itself is opaque, so
  /// nested views do not darken each other).
  public var fillAlpha: UInt8
  /// Constraints that hold.
  public var annotation: RGBAColor
  public var annotationPill: RGBAColor
  /// Constraints in a conflict.
  public var conflict: RGBAColor
  public var conflictTint: RGBAColor
  /// Ambiguous views and the constraints that compete for them.
  public var ambiguity: RGBAColor
  /// Optional constraints that are not met.
  public var unmet: RGBAColor
  /// The text on a filled marker.
  public var badgeText: RGBAColor
  /// The hatching of negative sizes and of the area outside the canvas.
  public var hatch: RGBAColor
  public var legendBackground: RGBAColor
  public var legendRule: RGBAColor

  /// Light: white canvas, dark text, pastel boxes.
  public static let light = Theme(
    name: LayoutSpec.Appearance.ThemeName.light.rawValue,
    background: RGBAColor(hex: 0xFFFFFF), canvasBorder: RGBAColor(hex: 0x8E8E93),
    grid: RGBAColor(hex: 0xF2F2F7), text: RGBAColor(hex: 0x1E1E23),
    secondaryText: RGBAColor(hex: 0x55555A), palette: Theme.lightPalette, fillAlpha: 40,
    annotation: RGBAColor(hex: 0x0062CC), annotationPill: RGBAColor(hex: 0xFFFFFF),
    conflict: RGBAColor(hex: 0xD0312D), conflictTint: RGBAColor(hex: 0xFDECEC),
    ambiguity: RGBAColor(hex: 0xB35900), unmet: RGBAColor(hex: 0x6E6E73),
    badgeText: RGBAColor(hex: 0xFFFFFF), hatch: RGBAColor(hex: 0xD0312D, alpha: 90),
    legendBackground: RGBAColor(hex: 0xF7F7FA), legendRule: RGBAColor(hex: 0x8E8E93))

  /// Dark: Apple's dark system background, light text, stronger fills.
  public static let dark = Theme(
    name: LayoutSpec.Appearance.ThemeName.dark.rawValue,
    background: RGBAColor(hex: 0x1C1C1E), canvasBorder: RGBAColor(hex: 0x757579),
    grid: RGBAColor(hex: 0x242426), text: RGBAColor(hex: 0xF2F2F7),
    secondaryText: RGBAColor(hex: 0xC7C7CC), palette: Theme.darkPalette, fillAlpha: 60,
    annotation: RGBAColor(hex: 0x409CFF), annotationPill: RGBAColor(hex: 0x1C1C1E),
    conflict: RGBAColor(hex: 0xFF6961), conflictTint: RGBAColor(hex: 0x3A2220),
    ambiguity: RGBAColor(hex: 0xFF9F0A), unmet: RGBAColor(hex: 0x98989D),
    badgeText: RGBAColor(hex: 0x1C1C1E), hatch: RGBAColor(hex: 0xFF6961, alpha: 90),
    legendBackground: RGBAColor(hex: 0x2C2C2E), legendRule: RGBAColor(hex: 0x757579))

  /// The theme a spec's `appearance.theme` or `--theme` names.
  public static func named(_ name: LayoutSpec.Appearance.ThemeName) -> Theme {
    switch name {
    case .light: return .light
    case .dark: return .dark
    }
  }

  /// Well-separated hues dark enough for a 3:1 border on white (none of them red, which means a
  /// conflict).
  static let lightPalette: [UInt32] = [
    0x2471A3, 0xBA4A00, 0x117A65, 0x7D3C98, 0x9A7D0A, 0xB03A8E, 0x1E8449, 0x2E4053, 0x5D6D7E,
    0x0E6655,
  ]

  /// The same hues, light enough for a 3:1 border on the dark background.
  static let darkPalette: [UInt32] = [
    0x5DADE2, 0xF0B27A, 0x48C9B0, 0xC39BD3, 0xF7DC6F, 0xF48FB1, 0x58D68D, 0xAEB6BF, 0x85C1E9,
    0x76D7C4,
  ]

  /// The colour of the view at `index` in drawing order: consecutive views never share one.
  public func color(forViewAt index: Int) -> RGBAColor {
    RGBAColor(hex: palette[((index % palette.count) + palette.count) % palette.count])
  }

  /// The opaque fill of a view of `color`: its colour over the background, so that a child's fill
  /// replaces its parent's instead of darkening it.
  public func fill(for color: RGBAColor) -> RGBAColor {
    let alpha = Int(fillAlpha)
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      let sum: Int = Int(a) * alpha + Int(b) * (255 - alpha) + 127
      return UInt8(sum / 255)
    }
    return RGBAColor(
      red: mix(color.red, background.red), green: mix(color.green, background.green),
      blue: mix(color.blue, background.blue), alpha: 255)
  }
}
