/// The screens Interface Builder lays documents out on, by size, with the safe-area insets iOS
/// gives a full-screen app there: the status bar (or the sensor housing) and the home indicator.
///
/// A device id names a different screen in different Xcode versions (`retina6_12` was the
/// iPhone 14, 390 × 844, before it was the iPhone 15, 393 × 852), so the screen is found from the
/// size of the view Interface Builder saved, and the id only tells apart screens of one size.
struct IBScreen: Sendable, Equatable {
  /// Portrait size in points.
  var width: Double
  var height: Double
  /// Portrait insets: top and bottom.
  var portraitTop: Double
  var portraitBottom: Double
  /// Landscape insets: each side, and the bottom.
  var landscapeSide: Double
  var landscapeBottom: Double
  var landscapeTop: Double = 0

  static let all: [IBScreen] = [
    // iPhones with a status bar and a home button.
    IBScreen(width: 320, height: 480, portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0),
    IBScreen(width: 320, height: 568, portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0),
    IBScreen(width: 375, height: 667, portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0),
    IBScreen(width: 414, height: 736, portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0),
    // iPhones with a sensor housing and a home indicator.
    IBScreen(width: 375, height: 812, portraitTop: 44, portraitBottom: 34, landscapeSide: 44, landscapeBottom: 21),
    IBScreen(width: 414, height: 896, portraitTop: 44, portraitBottom: 34, landscapeSide: 44, landscapeBottom: 21),
    IBScreen(width: 360, height: 780, portraitTop: 50, portraitBottom: 34, landscapeSide: 50, landscapeBottom: 21),
    IBScreen(width: 390, height: 844, portraitTop: 47, portraitBottom: 34, landscapeSide: 47, landscapeBottom: 21),
    IBScreen(width: 428, height: 926, portraitTop: 47, portraitBottom: 34, landscapeSide: 47, landscapeBottom: 21),
    IBScreen(width: 393, height: 852, portraitTop: 59, portraitBottom: 34, landscapeSide: 59, landscapeBottom: 21),
    IBScreen(width: 430, height: 932, portraitTop: 59, portraitBottom: 34, landscapeSide: 59, landscapeBottom: 21),
    IBScreen(width: 402, height: 874, portraitTop: 62, portraitBottom: 34, landscapeSide: 62, landscapeBottom: 21),
    IBScreen(width: 440, height: 956, portraitTop: 62, portraitBottom: 34, landscapeSide: 62, landscapeBottom: 21),
    // iPads with a home button keep a 20-point status bar; those without one, 24 and a home
    // indicator.
    IBScreen(width: 768, height: 1024, portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeTop: 20),
    IBScreen(width: 810, height: 1080, portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeTop: 20),
    IBScreen(width: 834, height: 1112, portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeTop: 20),
    IBScreen(width: 744, height: 1133, portraitTop: 24, portraitBottom: 20, landscapeSide: 0, landscapeBottom: 20, landscapeTop: 24),
    IBScreen(width: 820, height: 1180, portraitTop: 24, portraitBottom: 20, landscapeSide: 0, landscapeBottom: 20, landscapeTop: 24),
    IBScreen(width: 834, height: 1194, portraitTop: 24, portraitBottom: 20, landscapeSide: 0, landscapeBottom: 20, landscapeTop: 24),
    IBScreen(width: 1024, height: 1366, portraitTop: 24, portraitBottom: 20, landscapeSide: 0, landscapeBottom: 20, landscapeTop: 24),
  ]

  /// The 12.9-inch iPad with a home button, the same size as the one without.
  static let homeButtonPadPro = IBScreen(
    width: 1024, height: 1366, portraitTop: 20, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0,
    landscapeTop: 20)

  /// The screen of a view `width` × `height` points, when it fills one.
  static func matching(width: Double, height: Double, deviceID: String?) -> IBScreen? {
    let shorter = min(width, height)
    let longer = max(width, height)
    if shorter == 1024, longer == 1366, deviceID == "ipad12_9" { return homeButtonPadPro }
    return all.first { $0.width == shorter && $0.height == longer }
  }

  /// The safe-area insets in an orientation (landscape when wider than tall).
  func safeArea(landscape: Bool) -> EdgeInsets {
    landscape
      ? EdgeInsets(top: landscapeTop, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide)
      : EdgeInsets(top: portraitTop, bottom: portraitBottom)
  }
}
