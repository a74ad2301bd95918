import Layout

/// Everything a wireframe shows, in points, in drawing order — independent of pixels, so it can
/// be tested without rasterising and drawn by another backend later.
public struct Scene: Sendable {
  /// The whole picture: the canvas plus the legend strip under it.
  public var size: Size
  /// The canvas (root view) rectangle, at the origin.
  public var canvas: Size
  public var theme: Theme
  public var items: [SceneItem]
  /// The numbered notes listed in the legend, in order.
  public var legend: [LegendEntry]

  public init(size: Size, canvas: Size, theme: Theme, items: [SceneItem], legend: [LegendEntry]) {
    self.size = size
    self.canvas = canvas
    self.theme = theme
    self.items = items
    self.legend = legend
  }
}

/// One thing to draw.
public enum SceneItem: Sendable, Equatable {
  /// A rectangle: optional fill, optional border drawn inside its edge.
  case box(SceneBox)
  /// A straight line, optionally dashed, optionally with perpendicular end ticks (an I-bar).
  case line(SceneLine)
  /// A run of text.
  case text(SceneText)
  /// A filled rounded rectangle behind a label (the value of a dimension line).
  case pill(ScenePill)
  /// A filled circle with a centred number or symbol (conflict and ambiguity markers).
  case badge(SceneBadge)
  /// A grid of 1-device-pixel lines every `spacing` points over a rectangle.
  case grid(Rect, spacing: Double, color: RGBAColor)
  /// Restrict the following items to a rectangle until the matching `.popClip`.
  case pushClip(Rect)
  case popClip
}

/// A rectangle in points: the same value as a solved view ``Frame``.
public typealias Rect = Frame

extension Frame {
  public func intersects(_ other: Frame) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  public func insetBy(_ amount: Double) -> Frame {
    Frame(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }
}

/// The role of an item, so tests and other backends can find "the border of view a".
public enum SceneRole: Sendable, Equatable, Hashable {
  case grid, canvas, view(String), viewLabel(String), sizeCaption(String), spacing(Int)
  case conflict(Int), ambiguity(String), marker(Int), legend, outOfBounds(String)
}

public struct SceneBox: Sendable, Equatable {
  public var rect: Rect
  public var fill: RGBAColor?
  public var stroke: RGBAColor?
  /// Border width in device pixels (borders stay crisp at every scale).
  public var strokePixels: Int
  public var dash: Bool
  public var role: SceneRole
  /// The indices of the spec's `constraints` entries this item shows.
  public var constraints: [Int] = []
}

public struct SceneLine: Sendable, Equatable {
  public var from: (x: Double, y: Double)
  public var to: (x: Double, y: Double)
  public var color: RGBAColor
  /// Line width in device pixels.
  public var widthPixels: Int
  public var dash: Bool
  /// Length in points of the perpendicular ticks at both ends; 0 for none.
  public var tickLength: Double
  public var role: SceneRole
  /// The indices of the spec's `constraints` entries this item shows.
  public var constraints: [Int] = []

  public static func == (lhs: SceneLine, rhs: SceneLine) -> Bool {
    lhs.from == rhs.from && lhs.to == rhs.to && lhs.color == rhs.color
      && lhs.widthPixels == rhs.widthPixels && lhs.dash == rhs.dash
      && lhs.tickLength == rhs.tickLength && lhs.role == rhs.role
      && lhs.constraints == rhs.constraints
  }
}

public struct SceneText: Sendable, Equatable {
  public enum Alignment: Sendable, Equatable { case leading, center, trailing }
  public var string: String
  /// The anchor point: for `.center` the centre of the text's line box, for `.leading` its left
  /// end and for `.trailing` its right end, vertically the centre of the line box.
  public var x: Double
  public var y: Double
  public var alignment: Alignment
  public var pointSize: Double
  public var color: RGBAColor
  /// Text wider than this (points) is truncated with "…".
  public var maxWidth: Double?
  public var role: SceneRole
  /// The advance width the text takes when drawn, in points: its measured width, or
  /// ``maxWidth`` when it is truncated to fit.
  public var width: Double
  /// Whether the text is wider than ``maxWidth`` and drawn truncated.
  public var isTruncated: Bool
  /// The indices of the spec's `constraints` entries this text shows.
  public var constraints: [Int] = []

  /// Line height as a multiple of the point size, shared by the scene builder and the lint.
  public static let lineFactor = 1.25

  /// The box the text's line occupies, in points.
  public var bounds: Rect {
    let height = pointSize * SceneText.lineFactor
    let left: Double
    switch alignment {
    case .leading: left = x
    case .center: left = x - width / 2
    case .trailing: left = x - width
    }
    return Rect(x: left, y: y - height / 2, width: width, height: height)
  }
}

public struct ScenePill: Sendable, Equatable {
  public var rect: Rect
  public var fill: RGBAColor
  public var stroke: RGBAColor
  public var text: SceneText
  public var role: SceneRole
  /// The indices of the spec's `constraints` entries this label shows.
  public var constraints: [Int] = []
}

public struct SceneBadge: Sendable, Equatable {
  public var centerX: Double
  public var centerY: Double
  public var radius: Double
  public var fill: RGBAColor
  public var text: SceneText
  public var role: SceneRole
  /// The indices of the spec's `constraints` entries this marker stands for.
  public var constraints: [Int] = []

  /// The square the circle fits in.
  public var rect: Rect {
    Rect(x: centerX - radius, y: centerY - radius, width: 2 * radius, height: 2 * radius)
  }
}

/// A numbered note under the picture: a conflict, an ambiguity or a view drawn out of bounds.
public struct LegendEntry: Sendable, Equatable {
  public enum Kind: Sendable, Equatable { case conflict, ambiguity, warning }
  public var number: Int
  public var kind: Kind
  /// The first line, in words.
  public var title: String
  /// Further lines (the constraints of a conflict, one per line).
  public var details: [String]
  /// The indices of the spec's `constraints` entries the entry explains.
  public var constraints: [Int] = []
}
