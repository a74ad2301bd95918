/// Controls' alignment-rectangle insets: how far a control's frame extends beyond the rectangle
/// its constraints act on (a push button's bezel shadow, a label's text padding, a separator's
/// spare height). Interface Builder saves frames; constraints place alignment rectangles.
///
/// AppKit reports these at run time (`alignmentRectInsets`) and documents none; the values are
/// those the constraints and saved frames of real documents show, by the AppKit that laid them
/// out: controls before macOS 11 had slightly smaller bezels, and those of macOS 26 have none
/// outside their alignment rectangle.
enum IBAlignmentInsets {
  /// A `UISwitch`'s frame is 2 points wider than the rectangle its constraints place.
  static func insets(ofUIKit view: IBView) -> EdgeInsets {
    view.element == "switch" ? EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2) : .zero
  }

  /// The insets of an AppKit view (top, left as leading, bottom, right as trailing).
  static func insets(of view: IBView, pluginVersion: Double?) -> EdgeInsets {
    let cell = view.cellAttributes
    // Xcode 26 (plug-in builds 24000 and later) lays out macOS 26's controls.
    let isTahoe = (pluginVersion ?? 0) >= 24000
    let isBeforeBigSur = (pluginVersion ?? 17000) < 17000
    let size = cell["controlSize"] ?? view.attributes["controlSize"] ?? "regular"
    let small = size == "small" || size == "mini"
    switch view.element {
    case "textField", "secureTextField", "searchField", "tokenField":
      // Text drawn without a bezel keeps 2 points of padding on each side of its alignment rect.
      let bezeled = cell["borderStyle"] == "bezel" || cell["bezelStyle"] != nil || cell["bordered"] == "YES"
      return bezeled ? .zero : EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    case "button":
      switch (cell["type"], cell["bezelStyle"]) {
      case ("push"?, "rounded"?):
        if size == "large" || isTahoe { return .zero }
        if small { return EdgeInsets(top: 4, leading: 6, bottom: 6, trailing: 6) }
        return isBeforeBigSur
          ? EdgeInsets(top: 4, leading: 6, bottom: 7, trailing: 6) : EdgeInsets(top: 5, leading: 7, bottom: 7, trailing: 7)
      case ("check"?, _):
        if isTahoe { return .zero }
        return small ? EdgeInsets(all: 1) : EdgeInsets(all: 2)
      default:
        return .zero
      }
    case "popUpButton":
      guard cell["bezelStyle"] == "rounded", !isTahoe else { return .zero }
      return EdgeInsets(top: 1, leading: 3, bottom: 4, trailing: 4)
    case "segmentedControl":
      if isTahoe { return .zero }
      return small ? EdgeInsets(top: 1, leading: 2, bottom: 2, trailing: 2) : EdgeInsets(top: 1, leading: 1, bottom: 2, trailing: 1)
    case "slider":
      return isTahoe ? .zero : EdgeInsets(all: 2)
    case "switch":
      return isTahoe ? .zero : EdgeInsets(all: 1)
    case "box":
      switch view.attributes["boxType"] {
      case "separator"?:
        // A separator is one point thick inside a frame five points thick.
        return view.frame.width > view.frame.height
          ? EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0) : EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
      case "custom"?:
        return .zero
      default:
        return EdgeInsets(top: 0, leading: 3, bottom: 4, trailing: 3)
      }
    default:
      return .zero
    }
  }
}
