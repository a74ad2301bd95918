import Layout

/// What one scene is built from, decided once and read by every pass: the solution and where it
/// put things, the builder's options, the labels and their styles, the area the picture may use,
/// each view's colour, and the names the legend gives each spec entry. One instance is shared by the
/// passes of a build (a class, so that handing it around copies nothing); nothing in it changes.
final class SceneContext {
  let options: RenderOptions
  /// Measures text with the font that draws it.
  let measurer: any TextMeasuring
  let geometry: SceneGeometry
  let solution: Solution
  let theme: Theme
  /// Every text width this build measures, measured once.
  let widths: TextWidthCache
  /// Each view's label text, by name.
  let labels: [String: String]
  /// Each labelled view's text style, lines and alignment; absent, the default single line.
  let labelStyles: [String: LabelStyle]
  /// How far each view's text may shrink before it is truncated (the spec's `minimumScaleFactor`).
  let minimumScaleFactors: [String: Double]
  /// The device the canvas is the screen of, if any.
  let device: LayoutSpec.Device?
  /// The area the picture may use, in canvas coordinates: the canvas, grown to every frame, with
  /// room for labels around it.
  let bounds: Rect
  /// Whether any frame lies outside the canvas (the picture then hatches the area around it).
  let hasFramesOutsideCanvas: Bool
  /// Parents before children.
  let drawingOrder: [String]
  /// Each view in drawing order, with what the passes ask about it, looked up once.
  let views: [View]
  /// Views with children.
  let containerNames: Set<String>
  /// Leaf views that share one frame, drawn with one name `a = b`.
  let coincident: [Frame: [String]]
  /// The views whose frames follow an assumed constraint, with what it decided.
  let assumedViews: [AssumedViews.View]
  /// Views whose frame follows an assumed constraint: outlined dashed.
  let partlyAssumed: Set<String>
  /// The views whose solved frame is not the one their document saved.
  let misplacedViews: [MisplacedViews.View]
  /// The spec entries marked `"assumed"`.
  let assumedEntries: Set<Int>
  /// Each spec entry as the legend names it, `constraints[3] "H:[b]|"`.
  let sourceTexts: [Int: String]
  /// A picture of thousands of views, where placements try only their first few candidates.
  let isCrowded: Bool

  /// How far beyond the frames labels may go; the picture grows only as far as they actually do.
  static let annotationMargin = 48.0

  init(
    builder: SceneBuilder, solution: Solution, layoutDirection: LayoutSpec.LayoutDirection,
    labels: [String: String], labelStyles: [String: LabelStyle],
    minimumScaleFactors: [String: Double], device: LayoutSpec.Device?, misplaced: [MisplacedViews.View] = []
  ) {
    misplacedViews = misplaced
    options = builder.options
    measurer = builder.measurer
    let geometry = SceneGeometry(solution: solution, layoutDirection: layoutDirection)
    self.geometry = geometry
    self.solution = solution
    theme = builder.options.theme
    // About one name a view, and a few captions and values besides.
    widths = TextWidthCache(measurer: builder.measurer, expecting: solution.viewNames.count + 64)
    self.labels = labels
    self.labelStyles = labelStyles
    self.minimumScaleFactors = minimumScaleFactors
    self.device = device
    let drawingBounds = SceneGeometry.drawingBounds(for: solution)
    bounds = drawingBounds.insetBy(-Self.annotationMargin)
    hasFramesOutsideCanvas = drawingBounds != geometry.canvasRect
    let order = solution.drawingOrder
    drawingOrder = order
    let containers = Set(solution.parents.values)
    containerNames = containers
    let coincident = Self.coincidentViews(in: solution, containers: containers)
    self.coincident = coincident
    views = order.enumerated().map { index, name in
      let frame = solution.frames[name]
      var isTwin = false
      if !coincident.isEmpty, let frame, let group = coincident[frame] {
        isTwin = group.count > 1 && group.first != name
      }
      return View(
        name: name, frame: frame, color: builder.options.theme.color(forViewAt: index),
        label: labels.isEmpty ? nil : labels[name],
        isContainer: !containers.isEmpty && containers.contains(name), isCoincidentTwin: isTwin)
    }
    assumedViews = AssumedViews.views(in: geometry)
    partlyAssumed = Set(assumedViews.map(\.name))
    var sourceTexts: [Int: String] = [:]
    var assumedEntries: Set<Int> = []
    let constraints = solution.constraints
    for position in constraints.indices {
      let source = constraints[position].source
      guard let index = source.index else { continue }
      if source.isAssumed { assumedEntries.insert(index) }
      if sourceTexts[index] == nil, let text = source.text {
        sourceTexts[index] = Self.sourceName(index, text: text)
      }
    }
    self.sourceTexts = sourceTexts
    self.assumedEntries = assumedEntries
    isCrowded = solution.viewNames.count > 500
  }

  var layoutDirection: LayoutSpec.LayoutDirection { geometry.layoutDirection }

  /// One view as the passes see it.
  struct View {
    var name: String
    /// `nil` for a view the solution has no frame for (it is not drawn).
    var frame: Frame?
    /// Its colour, given out in drawing order.
    var color: RGBAColor
    var label: String?
    /// Whether it has children.
    var isContainer: Bool
    /// Whether its frame coincides with an earlier view's, whose name (`a = b`) names it too.
    var isCoincidentTwin: Bool
  }

  /// How many of `full` candidates a placement tries: all of them for a picture a person reads, the
  /// first few for one of thousands of views, where almost every label becomes a note anyway and
  /// the whole search would cost seconds.
  func searchLimit(_ full: Int) -> Int {
    isCrowded ? min(full, 8) : full
  }

  /// The size of a value label (a pill) for `text`.
  func pillSize(_ text: String) -> (width: Double, height: Double) {
    let size = SceneBuilder.annotationSize
    return (widths.width(of: text, pointSize: size) + 8, size * SceneBuilder.lineFactor + 2)
  }

  /// `a = b` for views whose frames coincide, drawn once under the first name.
  func coincidentName(for name: String) -> String {
    guard !coincident.isEmpty, let frame = solution.frames[name], let group = coincident[frame], group.count > 1,
      group.first == name
    else { return solution.titles.isEmpty ? name : solution.displayName(of: name) }
    return group.map(solution.displayName(of:)).joined(separator: " = ")
  }

  /// A view whose frame coincides with an earlier view's: that view's name (`a = b`) names it too.
  func isCoincidentTwin(_ name: String) -> Bool {
    guard !coincident.isEmpty, let frame = solution.frames[name], let group = coincident[frame] else {
      return false
    }
    return group.count > 1 && group.first != name
  }

  /// Leaf views grouped by identical frames (nested pairs never coincide here: a container is no leaf).
  static func coincidentViews(in solution: Solution, containers: Set<String>) -> [Frame: [String]] {
    // The first view on each frame, and a group only once a second one comes (most frames are
    // nobody else's).
    var first: [Frame: String] = [:]
    first.reserveCapacity(solution.viewNames.count)
    var groups: [Frame: [String]] = [:]
    for name in solution.viewNames where containers.isEmpty || !containers.contains(name) {
      guard let frame = solution.frames[name] else { continue }
      if let earlier = first.updateValue(name, forKey: frame) {
        first[frame] = earlier
        groups[frame, default: [earlier]].append(name)
      }
    }
    return groups
  }

  /// `constraints[3] "H:[b]|"`, with a long source cut to an excerpt.
  func sourceName(_ entry: Int) -> String {
    sourceTexts[entry] ?? "constraints[\(entry)]"
  }

  /// `constraints[3] "H:[b]|"`, with a long source cut to an excerpt (made once per entry: a source
  /// string may be long and named many times).
  static func sourceName(_ entry: Int, text: String) -> String {
    // The first 47 characters, and "…" when there are more.
    var excerpt = text
    if let cut = text.index(text.startIndex, offsetBy: 47, limitedBy: text.endIndex), cut < text.endIndex {
      excerpt = String(text[..<cut]) + "…"
    }
    return "constraints[\(entry)] \"\(excerpt)\""
  }

  /// The spec entries of some of the solution's constraints (by index), distinct and ascending.
  func entries(_ indices: [Int]) -> [Int] {
    if indices.count == 1 { return solution.constraints[indices[0]].source.index.map { [$0] } ?? [] }
    return Array(Set(indices.compactMap { solution.constraints[$0].source.index })).sorted()
  }

  /// The distinct spec entries of some constraints, ascending.
  static func entries(of constraints: [LayoutConstraint]) -> [Int] {
    Array(Set(constraints.compactMap(\.source.index))).sorted()
  }
}
