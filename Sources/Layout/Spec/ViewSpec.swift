/// One entry of the spec's `views` dictionary.
public struct ViewSpec: Sendable, Equatable {
  /// What the picture and reports call the view: its `title`, else its name.
  public var displayName: String { title ?? name }

  public var name: String
  /// Text shown in the box; also gives the view an intrinsic content size measured from the text.
  public var label: String?
  /// How far the label's text may shrink to fit before it is truncated, as UILabel's
  /// `minimumScaleFactor` (0 < f ≤ 1); `nil` never shrinks it: the text is truncated with `…`.
  public var minimumScaleFactor: Double?
  /// The label's text style (`"font": "headline"`); `nil` is ``fontSize``, else the renderer's
  /// label size (13 pt).
  public var textStyle: TextStyle?
  /// The label's point size when it names no text style (`"font": {"size": 15}`, or `"font": 15`).
  public var fontSize: Double?
  /// Whether the label is set in the bold face when it names no text style
  /// (`"font": {"size": 15, "bold": true}`); `nil` is regular.
  public var isBold: Bool?
  /// The label's `numberOfLines` (`"lines"`): 0 for any number; `nil` is 1.
  public var lines: Int?
  /// The label's alignment; `nil` centres it (the wireframe's convention).
  public var alignment: TextAlignment?
  /// The width a multi-line label wraps at when it is measured, as UILabel's
  /// `preferredMaxLayoutWidth` (the view's width, padding included); `nil` wraps at the solved width.
  public var preferredMaxLayoutWidth: Double?
  /// An explicit intrinsic content size; either dimension may be absent.
  public var intrinsicWidth: Double?
  public var intrinsicHeight: Double?
  /// Content hugging priority per axis (default 250).
  public var hugging: AxisPriorities
  /// Compression resistance priority per axis (default 750).
  public var compressionResistance: AxisPriorities
  /// The parent view's name; `nil` for views directly on the canvas.
  public var parent: String?
  /// The insets of the view's `margins` guide (UIKit's default: 8 on each side).
  public var layoutMargins: EdgeInsets = .defaultLayoutMargins
  /// `true` for a layout guide declared as an item of its own (`UILayoutGuide`): it has a frame
  /// and takes part in constraints, but draws no box, shows no content and has no intrinsic size.
  public var isGuide = false
  /// What the picture calls the view, when not its name (`UILabel 'Title'` for an imported
  /// console log, whose names must be identifiers).
  public var title: String?
  /// Where the view's first baseline is, in points below its top edge, when its text was set in
  /// a font this tool does not draw (`"baselines": {"first": 16.19}`); `nil` places baselines as
  /// the label is drawn.
  public var firstBaselineOffset: Double?
  /// Where its last baseline is, in points above its bottom edge (`"baselines": {"last": 4.1}`).
  public var lastBaselineOffset: Double?
  /// The view's identifier in the document it was imported from (`"id"`: an Interface Builder
  /// object id such as `"Ze5-6b-2t3"`), listed beside its frame by `--format json`.
  public var id: String?
  /// The frame the document the view was imported from saved for it (Interface Builder's
  /// `<rect key="frame">`), in its parent's coordinates: from the top-left corner of the
  /// rectangle the parent's constraints act on (the canvas for a view on it), y down
  /// (`"savedFrame": {"x": 20, "y": 79, "width": 353, "height": 170}`). Where the solved frame
  /// differs from it by more than a point, the picture outlines it dashed, as Xcode's canvas marks
  /// a misplaced view. Only frames worth comparing are kept: those Xcode did not flag
  /// ambiguous, in a tree it did not flag.
  public var savedFrame: Frame?
  /// Whether the document's editor flagged the saved frame as not what the constraints give
  /// (Interface Builder's `misplaced="YES"`; `"misplaced": true`).
  public var isMisplaced = false
  /// Where the view's entry starts in the file.
  public var offset: Int

  public init(
    name: String, label: String? = nil, intrinsicWidth: Double? = nil,
    intrinsicHeight: Double? = nil,
    hugging: AxisPriorities = AxisPriorities(both: .defaultLow),
    compressionResistance: AxisPriorities = AxisPriorities(both: .defaultHigh),
    parent: String? = nil, offset: Int = 0, minimumScaleFactor: Double? = nil
  ) {
    self.minimumScaleFactor = minimumScaleFactor
    self.name = name
    self.label = label
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.hugging = hugging
    self.compressionResistance = compressionResistance
    self.parent = parent
    self.offset = offset
  }
}
