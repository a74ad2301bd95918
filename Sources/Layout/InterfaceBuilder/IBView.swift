/// One view of a document (an element with a saved `<rect key="frame">`), after its size-class
/// variations are applied: what the import needs to lay it out as UIKit or AppKit would.
struct IBView: Sendable {
  /// The object id (`id="Ze5-6b-2t3"`).
  var id: String
  /// The element (`label`, `tableViewCellContentView`, `customView`).
  var element: String
  /// The UIKit or AppKit class the element stands for (`UILabel`, `NSTextField`).
  var className: String
  var customClass: String?
  var userLabel: String?
  /// The frame Interface Builder saved, in the superview's coordinates (zero when it saved none).
  var frame: IBRect
  /// Whether the document has the frame: Xcode 8 left out the frames of some views laid out
  /// by constraints.
  var hasSavedFrame = true
  var autoresizingMask = IBAutoresizingMask.none
  /// `translatesAutoresizingMaskIntoConstraints` (Interface Builder writes `NO`; the default is yes).
  var translatesAutoresizingMask = true
  /// AppKit's `fixedFrame="YES"`: laid out by its frame, not by constraints.
  var hasFixedFrame = false
  var hugging = AxisPriorities(both: .defaultLow)
  var compressionResistance = AxisPriorities(both: .defaultHigh)
  /// Flags Interface Builder sets when the saved frame is not what the constraints give.
  var isMisplaced = false
  var isAmbiguous = false
  var isHidden = false
  /// The text shown: a label's text, a button's title, a field's text or placeholder.
  var text: String?
  /// Whether ``text`` is a placeholder (drawn, but not measured by UIKit's text fields).
  var textIsPlaceholder = false
  var font: IBFont?
  /// A label's `numberOfLines` (0: any); `nil` for one line.
  var lines: Int?
  var textAlignment: TextAlignment?
  /// `preferredMaxLayoutWidth`, when the document sets one.
  var preferredMaxLayoutWidth: Double?
  /// The image's name (`image="logo"`), for its size from the document's resources.
  var imageName: String?
  /// Interface Builder's design-time intrinsic size (`placeholderIntrinsicWidth="120"`):
  /// `.some(nil)` is "infinite" (no intrinsic size on that axis).
  var placeholderIntrinsicWidth: Double??
  var placeholderIntrinsicHeight: Double??
  /// `layoutMargins` (leading and trailing read in the layout direction), when set.
  var layoutMargins: EdgeInsets?
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  /// The layout guides the view owns.
  var guides: [IBLayoutGuide] = []
  /// The constraints installed on the view, in document order.
  var constraints: [IBConstraint] = []
  var subviews: [IBView] = []
  var stack: IBStackView?
  var grid: IBGridView?
  /// The element's key in its parent (`view`, `contentView`, `documentView`).
  var key: String?
  /// The element's own attributes and its cell's (`bezelStyle`, `buttonType`, `boxType`), for
  /// what depends on a control's style.
  var attributes: [String: String] = [:]
  var cellAttributes: [String: String] = [:]
  /// Where the element starts in the file.
  var offset: Int
}
