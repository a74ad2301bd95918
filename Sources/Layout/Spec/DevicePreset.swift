import VFLPreviewSupport

/// A screen a spec can be laid out on: `"canvas": {"device": "iPhone 15"}` or `--device`.
///
/// Sizes in points and scales are those of Apple's Human Interface Guidelines (Layout,
/// "Device screen sizes and orientations"). Safe-area insets are those iOS 17 reports for a full
/// screen app without bars: the status bar (or the Dynamic Island) at the top and the home
/// indicator at the bottom in portrait; in landscape the Dynamic Island side insets and the home
/// indicator, the status bar hidden on iPhone. Layout margins are the root view's
/// `systemMinimumLayoutMargins`: 16 points at the sides in a compact width, 20 in a regular one,
/// measured from the safe area.
public struct DevicePreset: Sendable, Equatable {
  public enum Orientation: String, Sendable, Equatable, CaseIterable {
    case portrait, landscape
  }

  public var name: String
  /// The screen in points, portrait (a Mac window has no preset size: the spec gives it).
  public var size: Size?
  /// Device pixels per point.
  public var scale: DisplayScale
  public var safeArea: [Orientation: EdgeInsets]
  public var layoutMargins: [Orientation: EdgeInsets]
  /// What the top inset of portrait keeps clear: `Dynamic Island` or `status bar`.
  public var topArea = "status bar"
  /// Whether the bottom inset is the home indicator's.
  public var hasHomeIndicator = false

  /// The canvas size in an orientation (width and height swapped in landscape).
  public func size(in orientation: Orientation) -> Size? {
    guard let size else { return nil }
    return orientation == .portrait ? size : Size(width: size.height, height: size.width)
  }

  static func margins(portrait: Double, landscape: Double) -> [Orientation: EdgeInsets] {
    [
      .portrait: EdgeInsets(top: 0, leading: portrait, bottom: 0, trailing: portrait),
      .landscape: EdgeInsets(top: 0, leading: landscape, bottom: 0, trailing: landscape),
    ]
  }

  /// Every preset, in the order the table of docs/spec-format.md lists them.
  public static let all: [DevicePreset] = [
    DevicePreset(
      name: "iPhone SE (3rd generation)", size: Size(width: 375, height: 667), scale: 2,
      safeArea: [.portrait: EdgeInsets(top: 20), .landscape: .zero],
      layoutMargins: margins(portrait: 16, landscape: 16)),
    DevicePreset(
      name: "iPhone 15", size: Size(width: 393, height: 852), scale: 3,
      safeArea: [
        .portrait: EdgeInsets(top: 59, bottom: 34),
        .landscape: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
      ],
      layoutMargins: margins(portrait: 16, landscape: 16), topArea: "Dynamic Island", hasHomeIndicator: true),
    DevicePreset(
      name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3,
      safeArea: [
        .portrait: EdgeInsets(top: 59, bottom: 34),
        .landscape: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
      ],
      // A Max is regular width in landscape.
      layoutMargins: margins(portrait: 16, landscape: 20), topArea: "Dynamic Island", hasHomeIndicator: true),
    DevicePreset(
      name: "iPad (10th generation)", size: Size(width: 820, height: 1180), scale: 2,
      safeArea: [.portrait: EdgeInsets(top: 24, bottom: 20), .landscape: EdgeInsets(top: 24, bottom: 20)],
      layoutMargins: margins(portrait: 20, landscape: 20), hasHomeIndicator: true),
    DevicePreset(
      name: "iPad Pro 12.9-inch", size: Size(width: 1024, height: 1366), scale: 2,
      safeArea: [.portrait: EdgeInsets(top: 24, bottom: 20), .landscape: EdgeInsets(top: 24, bottom: 20)],
      layoutMargins: margins(portrait: 20, landscape: 20), hasHomeIndicator: true),
    DevicePreset(
      name: "Mac window", size: nil, scale: 2,
      safeArea: [.portrait: .zero, .landscape: .zero],
      layoutMargins: [.portrait: EdgeInsets(all: 20), .landscape: EdgeInsets(all: 20)]),
  ]

  /// The preset a name gives, ignoring case and the spaces, hyphens and parentheses people vary
  /// (`iphone se 3rd generation`, `iPad Pro 12.9"`); `nil` when none matches.
  public static func named(_ name: String) -> DevicePreset? {
    let key = normalized(name)
    return all.first { normalized($0.name) == key }
  }

  /// `did you mean 'iPhone 15'?` and the list of names, for an unknown one.
  public static func unknownNameMessage(_ name: String) -> (message: String, note: String) {
    let names = all.map(\.name)
    let suggestion = DidYouMean.note(for: name, among: names)
    return (
      "\"\(name)\" is not a device: the presets are \(names.map { "\"\($0)\"" }.joined(separator: ", "))",
      suggestion ?? "a canvas without a device gives its own width and height")
  }

  static func normalized(_ name: String) -> String {
    var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." })
    // `12.9-inch`, `12.9"` and `12.9 inch` are one name.
    if let range = key.firstRange(of: "inch") { key.removeSubrange(range) }
    return key
  }
}
