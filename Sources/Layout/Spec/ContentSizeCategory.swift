/// A Dynamic Type size for the whole spec (`"contentSize"`), as UIKit's
/// `UIContentSizeCategory`: text styles take their point size for it from
/// ``TextStyle/pointSize(for:)``. The default is ``large``, the size iOS starts with.
public enum ContentSizeCategory: String, Sendable, Equatable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// SwiftUI's `DynamicTypeSize` names (`xSmall`, `xxxLarge`, `accessibility1` … `accessibility5`),
  /// accepted as well so a spec can use either framework's vocabulary.
  public static let swiftUINames: [String: ContentSizeCategory] = [
    "xSmall": .extraSmall, "xLarge": .extraLarge, "xxLarge": .extraExtraLarge,
    "xxxLarge": .extraExtraExtraLarge, "accessibility1": .accessibilityMedium,
    "accessibility2": .accessibilityLarge, "accessibility3": .accessibilityExtraLarge,
    "accessibility4": .accessibilityExtraExtraLarge, "accessibility5": .accessibilityExtraExtraExtraLarge,
  ]

  /// The category a spec names, by UIKit's or SwiftUI's name.
  public init?(name: String) {
    if let category = ContentSizeCategory(rawValue: name) ?? Self.swiftUINames[name] {
      self = category
    } else {
      return nil
    }
  }

  /// The position in the size tables, smallest first.
  var tableIndex: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}
