#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Layout

/// Decides what a wireframe shows and where: boxes, labels and size captions, spacing annotations,
/// conflict and ambiguity overlays, and the numbered legend. Works in points; knows no pixels.
public struct SceneBuilder: Sendable {
  /// The theme and what to show; the scale is the rasteriser's business and not read here.
  public var options: RenderOptions
  /// Measures text with the font that draws it. View labels are drawn at its
  /// ``TextMeasuring/labelPointSize``, the size the layout engine measured them at.
  public var measurer: any TextMeasuring

  /// Text sizes in points (view labels use the measurer's label size).
  static let captionSize = 10.0
  /// The space between a view's edges and its text, in points (``FontTextMeasurer/textInset``).
  static let textInset = 3.0
  /// At least 10 px at scale 1, the smallest text the picture uses.
  static let annotationSize = 10.0
  static let markerRadius = 7.0
  static let legendSize = 10.0
  static let lineFactor = SceneText.lineFactor
  static let gridSpacing = 8.0
  static let legendPadding = 10.0

  public init(options: RenderOptions, measurer: any TextMeasuring) {
    self.options = options
    self.measurer = measurer
  }

  /// Builds the scene for a solved spec: its views' labels and its layout direction.
  public func scene(for spec: LayoutSpec, solution: Solution) -> Scene {
    var labels: [String: String] = [:]
    var factors: [String: Double] = [:]
    var styles: [String: LabelStyle] = [:]
    for view in spec.views {
      if let label = view.label {
        labels[view.name] = label
        styles[view.name] = LabelStyle(of: view, in: spec, defaultPointSize: measurer.labelPointSize)
      }
      if let factor = view.minimumScaleFactor { factors[view.name] = factor }
    }
    return scene(
      for: solution, labels: labels, layoutDirection: spec.layoutDirection,
      minimumScaleFactors: factors, labelStyles: styles, device: spec.device)
  }

  /// Builds the scene for a solved layout. `labels` maps view names to their label text;
  /// `layoutDirection` says which side `leading` is, for placing annotations;
  /// `minimumScaleFactors` how far a view's text may shrink before it is truncated (else it is not
  /// shrunk, as UILabel's default); `labelStyles` each label's text style, lines and alignment
  /// (absent: one line at the measurer's label size, centred); `device` the screen the canvas
  /// is, whose status bar and home indicator are marked in the safe area's bands.
  public func scene(
    for solution: Solution, labels: [String: String] = [:],
    layoutDirection: LayoutSpec.LayoutDirection = .leftToRight,
    minimumScaleFactors: [String: Double] = [:], labelStyles: [String: LabelStyle] = [:],
    device: LayoutSpec.Device? = nil
  ) -> Scene {
    var state = SceneDraft(builder: self, solution: solution, layoutDirection: layoutDirection)
    state.minimumScaleFactors = minimumScaleFactors
    state.labelStyles = labelStyles
    state.device = device
    state.build(labels: labels)
    // The picture is the canvas, grown to every frame and annotation that lies outside it.
    state.bounds = Self.extent(of: state.items, canvas: state.canvasRect, within: state.bounds)
    var items = state.items
    if state.bounds != state.canvasRect {
      // Around the canvas: hatched when frames lie there, so they read as off-screen at a glance.
      items.insert(
        .box(SceneBox(
          rect: state.bounds, fill: options.theme.background, stroke: nil, strokePixels: 0,
          dash: false, role: .outsideCanvas,
          hatch: state.hasFramesOutsideCanvas ? options.theme.hatch.withAlpha(40) : nil)),
        at: 0)
    }
    let columns = state.legendColumns()
    items.append(contentsOf: state.legendItems(top: state.bounds.maxY, columns: columns))
    // The picture starts at the drawing area's corner: the canvas moves when frames or labels lie
    // above or to the left of it.
    let dx = -state.bounds.x
    let dy = -state.bounds.y
    if dx != 0 || dy != 0 { items = items.map { $0.translated(dx: dx, dy: dy) } }
    var scene = Scene(
      size: Size(width: state.pictureWidth, height: state.bounds.height + state.legendHeight(columns: columns)),
      canvas: solution.canvas, theme: options.theme, items: items, legend: state.legend)
    scene.canvasOrigin = (dx, dy)
    scene.viewTitles = solution.titles
    return scene
  }

  /// The canvas and everything drawn outside it, with a small margin where something is, within the
  /// area the picture may use (a frame a billion points away does not make a billion-point picture).
  static func extent(of items: [SceneItem], canvas: Rect, within limit: Rect) -> Rect {
    var minX = canvas.x
    var minY = canvas.y
    var maxX = canvas.maxX
    var maxY = canvas.maxY
    func include(_ rect: Rect) {
      guard rect.x.isFinite, rect.y.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
      minX = min(minX, rect.x)
      minY = min(minY, rect.y)
      maxX = max(maxX, rect.maxX)
      maxY = max(maxY, rect.maxY)
    }
    for item in items {
      switch item {
      case .box(let box): include(box.rect)
      case .line(let line):
        let pad = line.tickLength / 2
        include(Rect(
          x: min(line.from.x, line.to.x) - pad, y: min(line.from.y, line.to.y) - pad,
          width: abs(line.to.x - line.from.x) + 2 * pad, height: abs(line.to.y - line.from.y) + 2 * pad))
      case .text(let text): include(text.bounds)
      case .pill(let pill): include(pill.rect)
      case .badge(let badge): include(badge.rect)
      case .grid, .pushClip, .popClip: continue
      }
    }
    let margin = 4.0
    if minX < canvas.x { minX = max(minX - margin, limit.x) }
    if minY < canvas.y { minY = max(minY - margin, limit.y) }
    if maxX > canvas.maxX { maxX = min(maxX + margin, limit.maxX) }
    if maxY > canvas.maxY { maxY = min(maxY + margin, limit.maxY) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
