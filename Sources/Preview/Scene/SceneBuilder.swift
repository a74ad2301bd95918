import Foundation
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
  static let captionSize = 9.0
  /// The space between a view's edges and its text, in points (``FontTextMeasurer/textInset``).
  static let textInset = 3.0
  static let annotationSize = 9.0
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
    for view in spec.views {
      if let label = view.label { labels[view.name] = label }
      if let factor = view.minimumScaleFactor { factors[view.name] = factor }
    }
    return scene(
      for: solution, labels: labels, layoutDirection: spec.layoutDirection,
      minimumScaleFactors: factors)
  }

  /// Builds the scene for a solved layout. `labels` maps view names to their label text;
  /// `layoutDirection` says which side `leading` is, for placing annotations;
  /// `minimumScaleFactors` how far a view's text may shrink before it is truncated (else it is not
  /// shrunk, as UILabel's default).
  public func scene(
    for solution: Solution, labels: [String: String] = [:],
    layoutDirection: LayoutSpec.LayoutDirection = .leftToRight,
    minimumScaleFactors: [String: Double] = [:]
  ) -> Scene {
    var state = SceneDraft(builder: self, solution: solution, layoutDirection: layoutDirection)
    state.minimumScaleFactors = minimumScaleFactors
    state.build(labels: labels)
    state.tagConstraints()
    let legendHeight = state.legendHeight()
    var items = state.items
    items.append(contentsOf: state.legendItems(top: solution.canvas.height))
    return Scene(
      size: Size(width: solution.canvas.width, height: solution.canvas.height + legendHeight),
      canvas: solution.canvas, theme: options.theme, items: items, legend: state.legend)
  }
}
