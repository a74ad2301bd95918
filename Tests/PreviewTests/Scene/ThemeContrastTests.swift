import Foundation
import Testing

@testable import Preview

/// Every colour the picture draws is readable on what is behind it, in both themes: text at least
/// 4.5:1 (WCAG AA), lines and borders at least 3:1.
@Suite struct ThemeContrastTests {
  /// WCAG 2 relative luminance of an opaque colour.
  static func luminance(_ color: RGBAColor) -> Double {
    func channel(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
  }

  static func contrast(_ a: RGBAColor, _ b: RGBAColor) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  static let themes = ["light", "dark"]

  static func theme(_ name: String) -> Theme { name == "dark" ? .dark : .light }

  @Test(arguments: themes)
  func textIsAtLeastFourAndAHalfToOneOnEverythingBehindIt(themeName: String) {
    let theme = Self.theme(themeName)
    let fills = theme.palette.indices.map { theme.fill(for: theme.color(forViewAt: $0)) }
    for background in [theme.background, theme.conflictTint] + fills {
      #expect(Self.contrast(theme.text, background) >= 4.5, "text on \(background)")
      #expect(Self.contrast(theme.secondaryText, background) >= 4.5, "secondary text on \(background)")
    }
    for background in [theme.legendBackground] {
      #expect(Self.contrast(theme.text, background) >= 4.5)
      #expect(Self.contrast(theme.secondaryText, background) >= 4.5)
    }
    for color in [theme.annotation, theme.conflict, theme.ambiguity, theme.unmet] {
      #expect(Self.contrast(color, theme.annotationPill) >= 4.5, "label \(color) on its pill")
      #expect(Self.contrast(theme.badgeText, color) >= 4.5, "marker text on \(color)")
    }
  }

  @Test(arguments: themes)
  func linesAndBordersAreAtLeastThreeToOne(themeName: String) {
    let theme = Self.theme(themeName)
    #expect(Self.contrast(theme.canvasBorder, theme.background) >= 3)
    for index in theme.palette.indices {
      let color = theme.color(forViewAt: index)
      #expect(Self.contrast(color, theme.background) >= 3, "view border \(color)")
      #expect(Self.contrast(color, theme.fill(for: color)) >= 3, "view border \(color) on its fill")
    }
    for color in [theme.annotation, theme.conflict, theme.ambiguity, theme.unmet] {
      #expect(Self.contrast(color, theme.background) >= 3, "mark \(color)")
    }
  }
}
