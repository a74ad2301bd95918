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
///
/// A scene is built in passes, each of which returns a value: ``SceneBoxes`` (the canvas, guides
/// and every view's box), ``SceneNames`` (the views' texts), ``SceneNotation`` (each constraint's
/// marks and what went wrong, numbered in a ``LegendBook``) and ``SceneLegend`` (the legend under the
/// picture). Every text, line and leader goes through ``Placement``, which adds it only where the
/// ``Occupancy`` (a ``SpatialGrid`` of what is placed) says it is free, in a fixed order, so the
/// same solution always gives the same scene.
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
    labels.reserveCapacity(spec.views.count)
    var factors: [String: Double] = [:]
    var styles: [String: LabelStyle] = [:]
    for view in spec.views {
      if let label = view.label {
        labels[view.name] = label
        // A label that sets nothing has the default style, which is what a view without a style
        // gets (a single line at the measurer's size, centred).
        if view.textStyle != nil || view.lines != nil || view.alignment != nil || view.preferredMaxLayoutWidth != nil {
          styles[view.name] = LabelStyle(of: view, in: spec, defaultPointSize: measurer.labelPointSize)
        }
      }
      if let factor = view.minimumScaleFactor { factors[view.name] = factor }
    }
    return scene(
      for: solution, labels: labels, layoutDirection: spec.layoutDirection,
      minimumScaleFactors: factors, labelStyles: styles, device: spec.device,
      misplaced: MisplacedViews.views(in: spec, solution: solution))
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
    scene(
      for: solution, labels: labels, layoutDirection: layoutDirection, minimumScaleFactors: minimumScaleFactors,
      labelStyles: labelStyles, device: device, misplaced: [])
  }

  /// The scene, with the views whose document saved another frame for them marked misplaced.
  func scene(
    for solution: Solution, labels: [String: String], layoutDirection: LayoutSpec.LayoutDirection,
    minimumScaleFactors: [String: Double], labelStyles: [String: LabelStyle], device: LayoutSpec.Device?,
    misplaced: [MisplacedViews.View]
  ) -> Scene {
    let context = SceneContext(
      builder: self, solution: solution, layoutDirection: layoutDirection, labels: labels,
      labelStyles: labelStyles, minimumScaleFactors: minimumScaleFactors, device: device, misplaced: misplaced)
    // The passes, in the order they choose places: what the picture is drawn on and the views'
    // boxes; the views' names; the constraints and what went wrong; the legend under it all.
    var placement = Placement(context: context, boxes: SceneBoxes(context))
    let unnamed: [String]
    (placement, unnamed) = SceneNames.place(on: consume placement)
    for outline in SceneBoxes.outOfBoundsOutlines(context) { placement.draw(outline) }
    var legend: LegendBook
    (placement, legend) = SceneNotation.draw(on: consume placement, legend: LegendBook())
    if let note = AssumedViews.note(in: context) {
      legend.add(.note, title: note.title, details: note.details, constraints: note.constraints)
    }
    if !unnamed.isEmpty {
      legend.add(
        .note, title: "No room to name on the picture:",
        details: [unnamed.map { "view \($0) " }.joined(separator: "· ")])
    }
    let drawn = placement.extent
    return compose(placement.takeItems(), extent: drawn, legend: legend.entries, context: context)
  }

  /// The picture: the canvas grown to every frame and annotation that lies outside it (hatched
  /// around the canvas when frames lie there), the legend under it, and everything moved so that
  /// the picture starts at the origin.
  private func compose(
    _ drawn: consuming [SceneItem], extent: Placement.Extent, legend entries: [LegendEntry], context: SceneContext
  ) -> Scene {
    let canvas = context.geometry.canvasRect
    let bounds = Self.extent(of: extent, canvas: canvas, within: context.bounds)
    var items = drawn
    if bounds != canvas {
      // Around the canvas: hatched when frames lie there, so they read as off-screen at a glance.
      items.insert(
        .box(SceneBox(
          rect: bounds, fill: options.theme.background, stroke: nil, strokePixels: 0, dash: false,
          role: .outsideCanvas,
          hatch: context.hasFramesOutsideCanvas ? options.theme.hatch.withAlpha(40) : nil)),
        at: 0)
    }
    let legend = SceneLegend(entries, under: bounds, context: context)
    items += legend.items(top: bounds.maxY)
    // The picture starts at the drawing area's corner: the canvas moves when frames or labels lie
    // above or to the left of it.
    let dx = -bounds.x
    let dy = -bounds.y
    if dx != 0 || dy != 0 {
      for index in items.indices { items[index].translate(dx: dx, dy: dy) }
    }
    var scene = Scene(
      size: Size(width: legend.width, height: bounds.height + legend.height),
      canvas: context.solution.canvas, theme: options.theme, items: items, legend: entries)
    scene.canvasOrigin = (dx, dy)
    scene.viewTitles = context.solution.titles
    return scene
  }

  /// The canvas and everything drawn outside it (`drawn`: the box around every item), with a small
  /// margin where something is, within the area the picture may use (a frame a billion points away
  /// does not make a billion-point picture).
  static func extent(of drawn: Placement.Extent, canvas: Rect, within limit: Rect) -> Rect {
    var minX = min(canvas.x, drawn.minX)
    var minY = min(canvas.y, drawn.minY)
    var maxX = max(canvas.maxX, drawn.maxX)
    var maxY = max(canvas.maxY, drawn.maxY)
    let margin = 4.0
    if minX < canvas.x { minX = max(minX - margin, limit.x) }
    if minY < canvas.y { minY = max(minY - margin, limit.y) }
    if maxX > canvas.maxX { maxX = min(maxX + margin, limit.maxX) }
    if maxY > canvas.maxY { maxY = min(maxY + margin, limit.maxY) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
