/// What the import knows about each element Interface Builder writes: the UIKit or AppKit class
/// it stands for, and on which axes its content gives it an intrinsic size.
enum IBClassCatalog {
  /// The class of an element (`label` is `UILabel` on iOS and `textField` is `NSTextField` on
  /// macOS); `nil` for an element the import does not know.
  static func className(of element: String, platform: IBDocument.Platform) -> String? {
    switch platform {
    case .iOS: return iOSClasses[element]
    case .macOS: return macOSClasses[element]
    }
  }

  private static let iOSClasses: [String: String] = [
    "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
    "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
    "slider": "UISlider", "stepper": "UIStepper", "stackView": "UIStackView",
    "scrollView": "UIScrollView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
    "tableViewCellContentView": "UITableViewCellContentView", "collectionView": "UICollectionView",
    "collectionViewCell": "UICollectionViewCell",
    "collectionViewCellContentView": "UICollectionViewCellContentView",
    "collectionReusableView": "UICollectionReusableView",
    "segmentedControl": "UISegmentedControl", "activityIndicatorView": "UIActivityIndicatorView",
    "progressView": "UIProgressView", "pageControl": "UIPageControl", "datePicker": "UIDatePicker",
    "pickerView": "UIPickerView", "searchBar": "UISearchBar", "navigationBar": "UINavigationBar",
    "toolbar": "UIToolbar", "tabBar": "UITabBar", "mapView": "MKMapView", "webView": "UIWebView",
    "wkWebView": "WKWebView", "visualEffectView": "UIVisualEffectView",
    "containerView": "UIView", "glkView": "GLKView", "mtkView": "MTKView", "arscnView": "ARSCNView",
    "sceneKitView": "SCNView", "skView": "SKView", "colorWell": "UIColorWell",
  ]

  private static let macOSClasses: [String: String] = [
    "view": "NSView", "customView": "NSView", "textField": "NSTextField",
    "secureTextField": "NSSecureTextField", "searchField": "NSSearchField",
    "tokenField": "NSTokenField", "comboBox": "NSComboBox", "button": "NSButton",
    "popUpButton": "NSPopUpButton", "imageView": "NSImageView", "box": "NSBox",
    "stackView": "NSStackView", "scrollView": "NSScrollView", "clipView": "NSClipView",
    "scroller": "NSScroller", "tableView": "NSTableView", "outlineView": "NSOutlineView",
    "tableCellView": "NSTableCellView", "tableHeaderView": "NSTableHeaderView",
    "tableRowView": "NSTableRowView", "textView": "NSTextView", "slider": "NSSlider",
    "progressIndicator": "NSProgressIndicator", "levelIndicator": "NSLevelIndicator",
    "segmentedControl": "NSSegmentedControl", "colorWell": "NSColorWell",
    "datePicker": "NSDatePicker", "stepper": "NSStepper", "switch": "NSSwitch",
    "pathControl": "NSPathControl", "matrix": "NSMatrix", "tabView": "NSTabView",
    "splitView": "NSSplitView", "gridView": "NSGridView", "visualEffectView": "NSVisualEffectView",
    "collectionView": "NSCollectionView", "browser": "NSBrowser", "webView": "WebView",
    "wkWebView": "WKWebView", "openGLView": "NSOpenGLView", "ruleEditor": "NSRuleEditor",
    "predicateEditor": "NSPredicateEditor", "containerView": "NSView", "mtkView": "MTKView",
    "sceneKitView": "SCNView", "pdfView": "PDFView", "mapView": "MKMapView",
  ]

  /// Whether an element's content gives it an intrinsic width and height (a label's text, a
  /// switch's fixed size); a plain view, a container or a scroll view has none.
  static func contentSizedAxes(of view: IBView, platform: IBDocument.Platform) -> (width: Bool, height: Bool) {
    let element = view.attributes
    switch (platform, view.element) {
    case (.iOS, "label"), (.iOS, "button"), (.iOS, "switch"), (.iOS, "segmentedControl"),
      (.iOS, "textField"), (.iOS, "stepper"), (.iOS, "activityIndicatorView"),
      (.iOS, "pageControl"), (.iOS, "datePicker"):
      return (true, true)
    case (.iOS, "imageView"):
      return view.imageName == nil ? (false, false) : (true, true)
    case (.iOS, "slider"), (.iOS, "progressView"), (.iOS, "searchBar"), (.iOS, "navigationBar"),
      (.iOS, "toolbar"), (.iOS, "tabBar"):
      return (false, true)
    case (.iOS, "textView"):
      // A text view that does not scroll is sized by its text, as a label.
      return element["scrollEnabled"] == "NO" ? (true, true) : (false, false)
    case (.macOS, "textField"), (.macOS, "secureTextField"), (.macOS, "searchField"),
      (.macOS, "comboBox"), (.macOS, "tokenField"):
      // An editable field is as wide as its constraints make it; a label, as its text.
      let cell = view.cellAttributes
      let editable = cell["editable"] == "YES" || view.element != "textField"
      let wraps = cell["lineBreakMode"] == "wordWrapping" || cell["lineBreakMode"] == "charWrapping"
      return (!editable && !wraps, true)
    case (.macOS, "button"), (.macOS, "popUpButton"), (.macOS, "switch"),
      (.macOS, "segmentedControl"), (.macOS, "colorWell"), (.macOS, "stepper"),
      (.macOS, "datePicker"):
      return (true, true)
    case (.macOS, "imageView"):
      return (true, true)
    case (.macOS, "slider"):
      let vertical = element["vertical"] == "YES" || (view.frame.height > view.frame.width)
      return vertical ? (true, false) : (false, true)
    case (.macOS, "progressIndicator"):
      return element["style"] == "spinning" ? (true, true) : (false, true)
    case (.macOS, "levelIndicator"), (.macOS, "pathControl"):
      return (false, true)
    case (.macOS, "box"):
      // A separator is one point thick.
      guard element["boxType"] == "separator" else { return (false, false) }
      return view.frame.width > view.frame.height ? (false, true) : (true, false)
    default:
      return (false, false)
    }
  }

  /// Elements whose superview coordinates grow downwards in AppKit: the flipped views.
  static func isFlipped(_ element: String) -> Bool {
    ["clipView", "tableView", "outlineView", "textView", "tableCellView", "collectionView", "matrix"]
      .contains(element)
  }
}
