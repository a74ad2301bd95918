/// A parsed and validated spec: the canvas, spacing, metrics, views and constraints of one layout.
///
/// This is the public contract of the JSON format (documented in the README). Values here are
/// already checked (sizes finite and non-negative, priorities in range, parents exist and form no
/// cycle); constraint strings are parsed later, by ``LayoutEngine``.
public struct LayoutSpec: Sendable, Equatable {
  public var canvas: Size
  public var spacing: Spacing
  public var metrics: [String: Double]
  /// Views in file order (also the drawing order among siblings).
  public var views: [ViewSpec]
  public var constraints: [ConstraintSpec]
  public var layoutDirection: LayoutDirection
  /// Rendering preferences stored with the spec (command-line flags override them).
  public var appearance: Appearance
  /// Free text describing the spec (shown nowhere; for people reading the file).
  public var summary: String?

  public init(
    canvas: Size, spacing: Spacing = Spacing(), metrics: [String: Double] = [:],
    views: [ViewSpec] = [], constraints: [ConstraintSpec] = [],
    layoutDirection: LayoutDirection = .leftToRight, appearance: Appearance = Appearance(),
    summary: String? = nil
  ) {
    self.canvas = canvas
    self.spacing = spacing
    self.metrics = metrics
    self.views = views
    self.constraints = constraints
    self.layoutDirection = layoutDirection
    self.appearance = appearance
    self.summary = summary
  }

  /// Apple's documented standard spaces: 8 between siblings, 20 to the superview.
  public struct Spacing: Sendable, Equatable {
    public var standard: Double
    public var superview: Double
    public init(standard: Double = 8, superview: Double = 20) {
      self.standard = standard
      self.superview = superview
    }
  }

  /// How `leading` and `trailing` map to `left` and `right`.
  public enum LayoutDirection: String, Sendable, Equatable {
    case leftToRight, rightToLeft
  }

  /// Rendering preferences a spec may carry (`"appearance": {"theme": "dark", "scale": 3}`).
  ///
  /// `Layout` draws nothing, but the spec format names the themes and scales, so the names and the
  /// range live here once: the decoder, the command line and the renderer all read them from here.
  public struct Appearance: Sendable, Equatable {
    public var theme: ThemeName?
    public var scale: Int?
    public init(theme: ThemeName? = nil, scale: Int? = nil) {
      self.theme = theme
      self.scale = scale
    }

    /// The colour themes a spec or `--theme` can name.
    public enum ThemeName: String, Sendable, Equatable, CaseIterable {
      case light, dark
    }

    /// Device pixels per point that a spec or `--scale` can ask for.
    public static let supportedScales = 1...3
  }

  /// The view with a given name.
  public func view(named name: String) -> ViewSpec? { views.first { $0.name == name } }
}

/// A width and height in points.
public struct Size: Sendable, Equatable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

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

/// A priority for each axis (`"hugging": 251` or `{"horizontal": 251, "vertical": 750}`).
public struct AxisPriorities: Sendable, Equatable {
  public var horizontal: LayoutPriority
  public var vertical: LayoutPriority
  public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public init(both: LayoutPriority) {
    self.init(horizontal: both, vertical: both)
  }
  public subscript(axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? horizontal : vertical
  }
}

/// One entry of the spec's `constraints` array.
public struct ConstraintSpec: Sendable, Equatable {
  public enum Body: Sendable, Equatable {
    /// A VFL string and its layout options (`alignAllCenterY`, `directionRightToLeft`, …).
    case vfl(String, options: [String])
    /// A single linear expression.
    case expression(String)
  }
  public var body: Body
  /// A priority for every constraint the entry generates that does not set its own.
  public var priority: LayoutPriority?
  public var id: String?
  /// Where the entry starts in the file, and where its string value starts.
  public var offset: Int
  public var textOffset: Int

  public init(
    body: Body, priority: LayoutPriority? = nil, id: String? = nil, offset: Int = 0,
    textOffset: Int = 0
  ) {
    self.body = body
    self.priority = priority
    self.id = id
    self.offset = offset
    self.textOffset = textOffset
  }

  /// The constraint string.
  public var text: String {
    switch body {
    case .vfl(let text, _): return text
    case .expression(let text): return text
    }
  }

  /// Whether a bare string is VFL: it starts with `H:`, `V:`, `|` or `[`.
  public static func looksLikeVFL(_ text: String) -> Bool {
    text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
      // `V|[box]|` is VFL with a typo; Apple reports "Expected ':' after 'V'", so must we.
      || text.hasPrefix("H|") || text.hasPrefix("V|") || text.hasPrefix("H[")
      || text.hasPrefix("V[")
  }
}
