/// How a view's label is set, resolved from its spec: the point size (from its text style and the
/// spec's Dynamic Type size, else the measurer's label size), the weight, the number of lines and
/// the alignment. The layout engine measures with it and the scene builder draws with it, so the
/// lines a label is measured as are the lines it is drawn as.
public struct LabelStyle: Hashable, Sendable {
  public var pointSize: Double
  public var isBold: Bool
  /// At most this many lines; 0 is any number, 1 (the default) a single line that never wraps.
  public var lines: Int
  /// `nil`: centred in the box, the wireframe's convention for labels that name no alignment.
  public var alignment: TextAlignment?
  /// The view's `preferredMaxLayoutWidth`: the width a multi-line label wraps at when measured.
  public var preferredMaxLayoutWidth: Double?

  public init(
    pointSize: Double, isBold: Bool = false, lines: Int = 1, alignment: TextAlignment? = nil,
    preferredMaxLayoutWidth: Double? = nil
  ) {
    self.pointSize = pointSize
    self.isBold = isBold
    self.lines = lines
    self.alignment = alignment
    self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
  }

  /// The style of `view`'s label in `spec`; `defaultPointSize` is used when the view names no
  /// text style.
  public init(of view: ViewSpec, in spec: LayoutSpec, defaultPointSize: Double) {
    self.init(
      pointSize: view.textStyle?.pointSize(for: spec.contentSize) ?? view.fontSize ?? defaultPointSize,
      isBold: view.textStyle?.isBold ?? view.isBold ?? false, lines: view.lines ?? 1,
      alignment: view.alignment, preferredMaxLayoutWidth: view.preferredMaxLayoutWidth)
  }

  /// Whether the label may take more than one line.
  public var isMultiline: Bool { lines != 1 }

  /// Baseline-to-baseline distance of a multi-line label, as a multiple of the point size: the
  /// scene's line box (``lineFactor``), so stacked lines touch and never overlap.
  public static let lineFactor = 1.25

  /// The distance between the baselines of two lines.
  public var lineSpacing: Double { pointSize * Self.lineFactor }
}
