import Layout

/// Everything a wireframe shows, in points, in drawing order — independent of pixels, so it can
/// be tested without rasterising and drawn by another backend later.
public struct Scene: Sendable {
  /// The whole picture: the canvas plus the legend strip under it.
  public var size: Size
  /// The canvas (root view) size; it lies at ``canvasOrigin``.
  public var canvas: Size
  /// Where the canvas's top-left corner is in the picture: the origin, unless frames outside the
  /// canvas made the picture grow up or to the left.
  public var canvasOrigin: (x: Double, y: Double) = (0, 0)
  public var theme: Theme
  public var items: [SceneItem]
  /// The numbered notes listed in the legend, in order.
  public var legend: [LegendEntry]
  /// What the picture calls each view that has a `title` (an imported log's `UILabel 'Title'`):
  /// its texts show the title, not the name.
  public var viewTitles: [String: String] = [:]

  public init(size: Size, canvas: Size, theme: Theme, items: [SceneItem], legend: [LegendEntry]) {
    self.size = size
    self.canvas = canvas
    self.theme = theme
    self.items = items
    self.legend = legend
  }
}

extension Scene {
  /// Every string the scene draws, in drawing order.
  public var strings: [String] {
    items.compactMap { item in
      switch item {
      case .text(let text): return text.truncatedString ?? text.string
      case .pill(let pill): return pill.text.string
      case .badge(let badge): return badge.text.string
      default: return nil
      }
    }
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
  case grid, canvas, view(String), viewLabel(String), sizeCaption(String)
  /// The text a view shows as its content (its `label`), which truncates as UILabel's does.
  case viewContent(String)
  /// The hatched area around the canvas where frames outside it are drawn.
  case outsideCanvas
  /// A layout guide a constraint uses (`card.margins`: a dashed outline) or the bands outside the
  /// canvas's safe area (`safeArea`), by the guide's name.
  case layoutGuide(String)
  /// The glyph of one constraint (by its index in ``Solution/constraints``), in the notation `kind`.
  case annotation(AnnotationKind, Int)
  /// The ghost of the constraint a conflict broke, by the conflict's index.
  case conflict(Int)
  case ambiguity(String), legend, outOfBounds(String)
  /// The dashed outline of the frame a view's document saved, where it is not the solved one.
  case misplaced(String)
}

/// The notation a constraint is drawn in (Interface Builder's, extended for a static picture).
public enum AnnotationKind: String, Sendable, Equatable, Hashable {
  /// The distance between two parallel edges: an I-bar.
  case gap
  /// Two views flush against each other: a short line across the seam.
  case zeroGap
  /// A constant width or height: an I-bar along the view.
  case size
  /// A size equal or proportional to another's: a badge naming the reference.
  case relativeSize
  /// A view's height against its own width: a corner glyph.
  case aspectRatio
  /// Edges on one line: a solid guide.
  case alignment
  /// Centres on one line: a dash-dot guide.
  case centering
  /// Baselines on one line: a dotted guide.
  case baseline
  /// Any other relation: a numbered mark on the attribute's edge, explained in the legend.
  case mark
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
  /// Diagonal hatching over the rectangle (a negative size, the area outside the canvas).
  public var hatch: RGBAColor? = nil
}

public struct SceneLine: Sendable, Equatable {
  /// What a line is for, which decides the rules it must keep (a leader may cross nothing).
  public enum Kind: String, Sendable, Equatable {
    /// A dimension line (an I-bar when it has ticks): the constraint itself.
    case bar
    /// A thin line from a label that had to move back to what it labels.
    case leader
    /// A guide: an alignment or centring line, an extension line, a seam, a mark.
    case guide
  }

  /// How the line is stroked: solid is required, dashed optional; dash-dot centres, dotted baselines.
  public enum Style: String, Sendable, Equatable {
    case solid, dashed, dashDot, dotted
  }

  public var from: (x: Double, y: Double)
  public var to: (x: Double, y: Double)
  public var color: RGBAColor
  /// Line width in device pixels.
  public var widthPixels: Int
  public var style: Style
  /// Length in points of the perpendicular ticks at both ends; 0 for none.
  public var tickLength: Double
  public var kind: Kind
  public var role: SceneRole
  /// The indices of the spec's `constraints` entries this item shows.
  public var constraints: [Int] = []

  public init(
    from: (x: Double, y: Double), to: (x: Double, y: Double), color: RGBAColor, widthPixels: Int,
    style: Style, tickLength: Double, kind: Kind, role: SceneRole, constraints: [Int] = []
  ) {
    self.from = from
    self.to = to
    self.color = color
    self.widthPixels = widthPixels
    self.style = style
    self.tickLength = tickLength
    self.kind = kind
    self.role = role
    self.constraints = constraints
  }

  /// A solid or dashed line; a bar when it has ticks, else a guide.
  public init(
    from: (x: Double, y: Double), to: (x: Double, y: Double), color: RGBAColor, widthPixels: Int,
    dash: Bool, tickLength: Double, role: SceneRole, constraints: [Int] = []
  ) {
    self.init(
      from: from, to: to, color: color, widthPixels: widthPixels, style: dash ? .dashed : .solid,
      tickLength: tickLength, kind: tickLength > 0 ? .bar : .guide, role: role,
      constraints: constraints)
  }

  /// Whether the line is broken into dashes or dots.
  public var dash: Bool { style != .solid }

  public static func == (lhs: SceneLine, rhs: SceneLine) -> Bool {
    lhs.from == rhs.from && lhs.to == rhs.to && lhs.color == rhs.color
      && lhs.widthPixels == rhs.widthPixels && lhs.style == rhs.style
      && lhs.tickLength == rhs.tickLength && lhs.kind == rhs.kind && lhs.role == rhs.role
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
  /// What a vector backend writes for truncated text: the longest prefix that fits ``maxWidth`` with
  /// its `…`, as measured (the rasteriser truncates again at its pixel size). `nil` when not truncated.
  public var truncatedString: String? = nil
  /// The indices of the spec's `constraints` entries this text shows.
  public var constraints: [Int] = []
  /// Drawn in the bold member of the font's family (a bold text style such as `headline`).
  public var isBold = false
  /// A justified line: the width its spaces are stretched to fill, in points, from its leading
  /// anchor. `nil` for text drawn at its natural width.
  public var justifiedWidth: Double? = nil
  /// A justified line's width before stretching, in points.
  public var naturalWidth: Double? = nil
  /// Where each word of a justified line starts, in points from ``x`` (the words are the string
  /// split at its spaces): the stretched positions the rasteriser draws them at, so a vector
  /// backend places each word the same way.
  public var justifiedWordOffsets: [Double]? = nil

  /// Line height as a multiple of the point size, shared by the scene builder and the lint.
  public static let lineFactor = LabelStyle.lineFactor

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
  /// Half the height: the circle's radius, or the radius of a pill's round ends.
  public var radius: Double
  public var fill: RGBAColor
  public var text: SceneText
  public var role: SceneRole
  /// The indices of the spec's `constraints` entries this marker stands for.
  public var constraints: [Int] = []
  /// The drawn width: the circle's diameter (`2 * radius`), or more when the text needs it, and the
  /// badge is then a pill around its text.
  public var width: Double

  /// Whether the badge is a circle (else a pill with round ends).
  public var isCircle: Bool { width <= 2 * radius }

  /// What the badge covers: the square the circle fits in, or the pill.
  public var rect: Rect {
    Rect(x: centerX - width / 2, y: centerY - radius, width: width, height: 2 * radius)
  }

  /// The width of a badge of `radius` around a text `textWidth` wide: a circle when the text fits
  /// its diameter, else a pill with half a radius of room at each end of the text.
  public static func width(radius: Double, textWidth: Double) -> Double {
    textWidth <= 2 * radius ? 2 * radius : textWidth + radius
  }
}

/// A numbered note under the picture: a conflict, an ambiguity, an optional constraint that is not
/// met, a view drawn out of bounds, a view not where its document saved it, or a constraint whose
/// label had no room on the canvas.
public struct LegendEntry: Sendable, Equatable {
  /// The legend's sections, in order.
  public enum Kind: Sendable, Equatable, Comparable {
    case conflict, ambiguity, unmet, warning
    /// A view whose solved frame is not the one its document saved (Xcode's misplaced view).
    case misplaced
    case note
  }
  public var number: Int
  public var kind: Kind
  /// The first line, in words.
  public var title: String
  /// Further lines (the constraints of a conflict, one per line).
  public var details: [String]
  /// The indices of the spec's `constraints` entries the entry explains.
  public var constraints: [Int] = []
}
