import Layout

/// The first pass: what the picture is drawn on — the canvas, its grid, the bands outside its safe
/// area, the margins guides constraints use — and every view's box, parents before children. A
/// value: the items in drawing order, and the views' rectangles, whose borders no text may straddle.
struct SceneBoxes {
  private(set) var items: [SceneItem] = []
  /// Every view's rectangle but a coincident twin's (it adds nothing to avoid).
  private(set) var borders: [Rect] = []

  init(_ context: SceneContext) {
    let geometry = context.geometry
    let theme = context.theme
    let canvas = geometry.canvasRect
    items.append(.box(SceneBox(
      rect: canvas, fill: theme.background, stroke: nil, strokePixels: 0, dash: false, role: .canvas)))
    if context.options.showsGrid {
      items.append(.grid(canvas, spacing: SceneBuilder.gridSpacing, color: theme.grid))
    }
    addSafeAreaBands(context)
    items.append(.box(SceneBox(
      rect: canvas, fill: nil, stroke: theme.canvasBorder, strokePixels: 1, dash: false, role: .canvas)))
    addMarginsGuide(of: nil, color: theme.canvasBorder, context)
    let conflictViews = Set(context.solution.conflicts.flatMap(\.views))
    for view in context.views {
      addBox(for: view, inConflict: !conflictViews.isEmpty && conflictViews.contains(view.name), context)
      addMarginsGuide(of: view.name, color: view.color, context)
    }
    // Where the document saved a misplaced view: over the boxes, under every text, and a border
    // no text straddles.
    for view in context.misplacedViews.prefix(MisplacedViews.outlined) {
      let rect = SceneGeometry.rect(of: view.saved)
      borders.append(rect)
      items.append(.box(SceneBox(
        rect: rect, fill: nil, stroke: theme.ambiguity, strokePixels: 1, dash: true, role: .misplaced(view.name))))
    }
  }

  /// Frames outside the canvas or of negative size, outlined dashed where they are (drawn over
  /// the views' texts, so the outline shows).
  static func outOfBoundsOutlines(_ context: SceneContext) -> [SceneItem] {
    var outlined: Set<String> = []
    for warning in context.solution.warnings {
      switch warning {
      case .negativeSize, .outsideCanvas: outlined.insert(warning.view)
      case .compressedLabel, .truncatedLabel, .makesNoConstraint: continue
      }
    }
    guard !outlined.isEmpty else { return [] }
    return context.drawingOrder.compactMap { name in
      guard outlined.contains(name), let frame = context.solution.frames[name] else { return nil }
      return .box(SceneBox(
        rect: SceneGeometry.rect(of: frame), fill: nil, stroke: context.theme.conflict, strokePixels: 1,
        dash: true, role: .outOfBounds(name)))
    }
  }

  private mutating func addBox(for view: SceneContext.View, inConflict: Bool, _ context: SceneContext) {
    guard let frame = view.frame else { return }
    let name = view.name
    let theme = context.theme
    let color = view.color
    let rect = SceneGeometry.rect(of: frame)
    // A view on the same frame as an earlier one adds nothing to avoid, and its marks would only
    // repeat the first's (thousands of views on one spot must not cost thousands squared).
    let isTwin = view.isCoincidentTwin
    if !isTwin { borders.append(rect) }
    if rect.width == 0 && rect.height == 0 {
      guard !isTwin else { return }
      // A 0×0 frame: a crosshair in the view's colour, so it cannot pass for an annotation.
      for (from, to) in [
        ((x: rect.x - 5, y: rect.y), (x: rect.x + 5, y: rect.y)),
        ((x: rect.x, y: rect.y - 5), (x: rect.x, y: rect.y + 5)),
      ] {
        items.append(.line(SceneLine(
          from: from, to: to, color: color, widthPixels: 2, style: .solid, tickLength: 0,
          kind: .guide, role: .view(name))))
      }
      return
    }
    let negative = frame.width < 0 || frame.height < 0
    if !context.solution.guideViews.isEmpty, context.solution.guideViews.contains(name) {
      // A layout guide is an empty rectangle: a dashed outline, so it never passes for a view.
      items.append(.box(SceneBox(
        rect: rect, fill: nil, stroke: inConflict ? theme.conflict : color,
        strokePixels: inConflict ? 2 : 1, dash: true, role: .view(name),
        hatch: negative ? theme.hatch : nil)))
      return
    }
    items.append(.box(SceneBox(
      rect: rect, fill: inConflict ? theme.conflictTint : theme.fill(for: color),
      stroke: inConflict ? theme.conflict : color,
      strokePixels: inConflict || rect.width == 0 || rect.height == 0 ? 2 : 1,
      dash: !context.partlyAssumed.isEmpty && context.partlyAssumed.contains(name), role: .view(name), hatch: negative ? theme.hatch : nil)))
  }

  /// The canvas minus its safe area, as up to four tinted bands, like the status bar and home
  /// indicator areas of a device.
  private mutating func addSafeAreaBands(_ context: SceneContext) {
    guard let safe = context.solution.guides[LayoutGuide(owner: nil, kind: .safeArea)] else { return }
    let canvas = context.geometry.canvasRect
    let safeRect = SceneGeometry.rect(of: safe)
    let top = max(0, min(safeRect.y, canvas.maxY))
    let bottom = max(top, min(canvas.maxY, safeRect.maxY))
    let left = max(0, min(safeRect.x, canvas.maxX))
    let right = max(left, min(canvas.maxX, safeRect.maxX))
    let bands = [
      Rect(x: 0, y: 0, width: canvas.width, height: top),
      Rect(x: 0, y: bottom, width: canvas.width, height: canvas.maxY - bottom),
      Rect(x: 0, y: top, width: left, height: bottom - top),
      Rect(x: right, y: top, width: canvas.maxX - right, height: bottom - top),
    ]
    for band in bands where band.width > 0 && band.height > 0 {
      items.append(.box(SceneBox(
        rect: band, fill: context.theme.legendBackground, stroke: nil, strokePixels: 0, dash: false,
        role: .layoutGuide(LayoutGuide.Kind.safeArea.rawValue))))
    }
  }

  /// The margins guide of `owner` (the canvas when `nil`), when a constraint uses it: a dashed
  /// outline inside its owner, as Interface Builder shows margins.
  private mutating func addMarginsGuide(of owner: String?, color: RGBAColor, _ context: SceneContext) {
    let guide = LayoutGuide(owner: owner, kind: .margins)
    guard !context.solution.guides.isEmpty, let frame = context.solution.guides[guide] else { return }
    let rect = SceneGeometry.rect(of: frame)
    guard rect.width > 0, rect.height > 0 else { return }
    items.append(.box(SceneBox(
      rect: rect, fill: nil, stroke: color, strokePixels: 1, dash: true,
      role: .layoutGuide(guide.description))))
  }
}
