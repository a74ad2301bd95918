/// A parsed and validated spec: the canvas, spacing, metrics, views and constraints of one layout.
///
/// This is the public contract of the JSON format (documented in docs/spec-format.md). Values here are
/// already checked (sizes finite and non-negative, priorities in range, parents exist and form no
/// cycle); constraint strings are parsed later, by ``LayoutEngine``.
public struct LayoutSpec: Sendable, Equatable {
  public var canvas: Size
  /// The canvas's safe area insets (the status bar, the home indicator); zero unless given.
  public var safeArea: EdgeInsets = .zero
  /// The canvas's own `layoutMargins`, measured from its safe area (a root view's
  /// `insetsLayoutMarginsFromSafeArea`); UIKit's default 8 on each side unless given.
  public var canvasMargins: EdgeInsets = .defaultLayoutMargins
  /// The device the canvas is the screen of (`"canvas": {"device": "iPhone 15"}`), if any.
  public var device: Device?
  public var spacing: Spacing
  public var metrics: [String: Double]
  /// Views in file order (also the drawing order among siblings).
  public var views: [ViewSpec]
  public var constraints: [ConstraintSpec]
  public var layoutDirection: LayoutDirection
  /// The Dynamic Type size text styles are set at (`"contentSize"`, default large).
  public var contentSize: ContentSizeCategory = .large
  /// Rendering preferences stored with the spec (command-line flags override them).
  public var appearance: Appearance
  /// Whether every view's width and height must be at least 0, as in Apple's engine (where a
  /// chain that would need a negative width is a conflict); off by default, when a negative size
  /// is drawn hatched and reported as a warning instead.
  public var nonNegativeSizes = false
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
    public var scale: DisplayScale?
    public init(theme: ThemeName? = nil, scale: DisplayScale? = nil) {
      self.theme = theme
      self.scale = scale
    }

    /// The colour themes a spec or `--theme` can name.
    public enum ThemeName: String, Sendable, Equatable, CaseIterable {
      case light, dark
    }
  }

  /// A device preset in an orientation.
  public struct Device: Sendable, Equatable {
    public var preset: DevicePreset
    public var orientation: DevicePreset.Orientation
    public init(preset: DevicePreset, orientation: DevicePreset.Orientation = .portrait) {
      self.preset = preset
      self.orientation = orientation
    }
    public var safeArea: EdgeInsets { preset.safeArea[orientation] ?? .zero }
    public var layoutMargins: EdgeInsets { preset.layoutMargins[orientation] ?? .defaultLayoutMargins }
    /// `iPhone 15`, `iPhone 15, landscape`.
    public var title: String { orientation == .portrait ? preset.name : "\(preset.name), landscape" }
  }

  /// The spec on another device (`--device`, a contact sheet): its size, safe area, margins and
  /// scale. A Mac window keeps the spec's canvas size.
  public func onDevice(_ device: Device) -> LayoutSpec {
    var spec = self
    spec.device = device
    if let size = device.preset.size(in: device.orientation) { spec.canvas = size }
    spec.safeArea = device.safeArea
    spec.canvasMargins = device.layoutMargins
    spec.appearance.scale = device.preset.scale
    return spec
  }

  /// The view with a given name.
  public func view(named name: String) -> ViewSpec? { views.first { $0.name == name } }

  /// How far a guide lies inside its owner, edge by edge. `margins` of a view are its
  /// `layoutMargins`; those of the canvas are measured from the safe area.
  public func insets(of guide: LayoutGuide, marginsOf view: ViewSpec?) -> EdgeInsets {
    switch guide.kind {
    case .safeArea: return safeArea
    case .margins:
      guard guide.owner != nil else { return safeArea + canvasMargins }
      return view?.layoutMargins ?? .defaultLayoutMargins
    }
  }
}
