/// One entry of the spec's `views` dictionary.
public struct ViewSpec: Sendable, Equatable {
  public var name: String
  /// Text shown in the box; also gives the view an intrinsic content size measured from the text.
  public var label: String?
  /// An explicit intrinsic content size; either dimension may be absent.
  public var intrinsicWidth: Double?
  public var intrinsicHeight: Double?
  /// Content hugging priority per axis (default 250).
  public var hugging: AxisPriorities
  /// Compression resistance priority per axis (default 750).
  public var compressionResistance: AxisPriorities
  /// The parent view's name; `nil` for views directly on the canvas.
  public var parent: String?
  /// Where the view's entry starts in the file.
  public var offset: Int

  public init(
    name: String, label: String? = nil, intrinsicWidth: Double? = nil,
    intrinsicHeight: Double? = nil,
    hugging: AxisPriorities = AxisPriorities(both: .defaultLow),
    compressionResistance: AxisPriorities = AxisPriorities(both: .defaultHigh),
    parent: String? = nil, offset: Int = 0
  ) {
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
