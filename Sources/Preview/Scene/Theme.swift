import Layout

/// The colours of a wireframe. Fixed values, so renders are byte-identical everywhere.
public struct Theme: Sendable, Equatable {
  public var name: String
  public var background: RGBAColor
  public var canvasBorder: RGBAColor
  public var grid: RGBAColor
  public var text: RGBAColor
  public var secondaryText: RGBAColor
  /// View colours, picked by a stable hash of the view's name so adding a view recolours nothing.
  public var palette: [UInt32]
  /// Fill opacity of a view box over the background.
  public var fillAlpha: UInt8
  public var annotation: RGBAColor
  public var annotationPill: RGBAColor
  public var conflict: RGBAColor
  public var conflictTint: RGBAColor
  public var ambiguity: RGBAColor
  public var legendBackground: RGBAColor
  public var legendRule: RGBAColor

  /// Light: white canvas, dark text, pastel boxes.
  public static let light = Theme(
    name: LayoutSpec.Appearance.ThemeName.light.rawValue,
    background: RGBAColor(hex: 0xFFFFFF), canvasBorder: RGBAColor(hex: 0xC8C8CD),
    grid: RGBAColor(hex: 0xF2F2F7), text: RGBAColor(hex: 0x1E1E23),
    secondaryText: RGBAColor(hex: 0x6E6E73), palette: Theme.flatPalette, fillAlpha: 56,
    annotation: RGBAColor(hex: 0x007AFF), annotationPill: RGBAColor(hex: 0xFFFFFF),
    conflict: RGBAColor(hex: 0xE53935), conflictTint: RGBAColor(hex: 0xFFE4E4, alpha: 200),
    ambiguity: RGBAColor(hex: 0xFF9500), legendBackground: RGBAColor(hex: 0xF7F7FA),
    legendRule: RGBAColor(hex: 0xD1D1D6))

  /// Dark: Apple's dark system background, light text, stronger fills.
  public static let dark = Theme(
    name: LayoutSpec.Appearance.ThemeName.dark.rawValue,
    background: RGBAColor(hex: 0x1C1C1E), canvasBorder: RGBAColor(hex: 0x48484A),
    grid: RGBAColor(hex: 0x242426), text: RGBAColor(hex: 0xF2F2F7),
    secondaryText: RGBAColor(hex: 0xAEAEB2), palette: Theme.flatPalette, fillAlpha: 77,
    annotation: RGBAColor(hex: 0x0A84FF), annotationPill: RGBAColor(hex: 0x1C1C1E),
    conflict: RGBAColor(hex: 0xFF453A), conflictTint: RGBAColor(hex: 0x5C1E1C, alpha: 200),
    ambiguity: RGBAColor(hex: 0xFF9F0A), legendBackground: RGBAColor(hex: 0x2C2C2E),
    legendRule: RGBAColor(hex: 0x3A3A3C))

  /// The theme a spec's `appearance.theme` or `--theme` names.
  public static func named(_ name: LayoutSpec.Appearance.ThemeName) -> Theme {
    switch name {
    case .light: return .light
    case .dark: return .dark
    }
  }

  /// A flat palette of well-separated hues (the colours wtfautolayout uses for views).
  static let flatPalette: [UInt32] = [
    0x3498DB, 0x1ABC9C, 0xE67E22, 0x9B59B6, 0x2ECC71, 0xF1C40F, 0x34495E, 0xE84393,
    0x16A085, 0x2980B9, 0x8E44AD, 0xD35400, 0x27AE60, 0x7F8C8D,
  ]

  /// The colour for a view: FNV-1a of the name's UTF-8 bytes, so it never depends on the process.
  public func color(forView name: String) -> RGBAColor {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return RGBAColor(hex: palette[Int(hash % UInt32(palette.count))])
  }
}
