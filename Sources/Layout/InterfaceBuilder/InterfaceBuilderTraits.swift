/// The trait environment a document is imported for: which of its size-class variations apply
/// (`<variation key="heightClass=compact-widthClass=regular">`: a constant, an axis, a constraint
/// or a view installed only there).
///
/// ``base`` is Interface Builder's "Any" configuration: only the document's own values and its
/// `default` variation. A device's traits (``init(device:orientation:)``) are those of the screen
/// a document was saved on, where its saved frames were computed.
public struct InterfaceBuilderTraits: Sendable, Equatable, Hashable {
  /// A horizontal or vertical size class.
  public enum SizeClass: String, Sendable, Equatable, Hashable {
    case compact, regular
  }

  /// `nil` is "Any".
  public var horizontalSizeClass: SizeClass?
  public var verticalSizeClass: SizeClass?
  /// The user interface idiom as a variation names it (`pad`, `phone`, `mac`); `nil` is any.
  public var idiom: String?

  public init(
    horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, idiom: String? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.idiom = idiom
  }

  /// Interface Builder's base ("Any") configuration.
  public static let base = InterfaceBuilderTraits()

  /// The size classes of an iPhone or iPad screen, as UIKit gives them to a full-screen app: an
  /// iPad is regular both ways; an iPhone is compact wide and regular tall in portrait, and in
  /// landscape compact both ways, except the large (414 and 430 points wide) iPhones, which are
  /// regular wide.
  public init(screenWidth: Double, screenHeight: Double) {
    let shorter = min(screenWidth, screenHeight)
    let isPad = shorter >= 700
    let isLandscape = screenWidth > screenHeight
    if isPad {
      self.init(horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: "pad")
    } else if isLandscape {
      self.init(
        horizontalSizeClass: shorter >= 414 ? .regular : .compact, verticalSizeClass: .compact,
        idiom: "phone")
    } else {
      self.init(horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: "phone")
    }
  }

  /// Whether a variation key (`heightClass=compact-widthClass=regular`, `userInterfaceIdiom=pad`,
  /// `default`) applies in these traits, and how specific it is (the number of traits it names;
  /// 0 for `default`). `nil` when it does not apply.
  func specificity(ofVariation key: String) -> Int? {
    guard key != "default" else { return 0 }
    var count = 0
    for condition in key.split(separator: "-") {
      let parts = condition.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      let value = String(parts[1])
      switch parts[0] {
      case "widthClass":
        guard horizontalSizeClass?.rawValue == value else { return nil }
      case "heightClass":
        guard verticalSizeClass?.rawValue == value else { return nil }
      case "userInterfaceIdiom":
        guard idiom == value else { return nil }
      default:
        return nil
      }
      count += 1
    }
    return count
  }
}
