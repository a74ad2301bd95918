/// Rasterises a ``Scene`` into an ``RGBAImage``: points become device pixels at the scale, edges
/// snap to whole pixels, borders and lines keep their device-pixel widths.
public struct SceneRenderer: Sendable {
  public let font: Font
  public let scale: Int

  public init(font: Font, scale: Int) {
    self.font = font
    self.scale = scale
  }

  /// The size in device pixels of the image for a scene.
  public func pixelSize(of scene: Scene) -> (width: Int, height: Int) {
    (Int((scene.size.width * Double(scale)).rounded(.up)),
     Int((scene.size.height * Double(scale)).rounded(.up)))
  }

  public func render(_ scene: Scene) -> RGBAImage {
    let size = pixelSize(of: scene)
    var items = scene.items[...]
    var background = scene.theme.background
    // The canvas box comes first and covers the picture with an opaque colour: the picture starts
    // in that colour instead of being filled twice (the same pixels, one pass less over megabytes).
    let bounds = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
    if case .box(var box)? = items.first, let fill = box.fill, fill.alpha == 255, !bounds.isEmpty,
      pixelRect(box.rect).intersection(bounds) == bounds
    {
      background = fill
      box.fill = nil
      if (box.stroke == nil || box.strokePixels <= 0) && box.hatch == nil {
        items = items.dropFirst()  // nothing else of it to draw
      } else {
        items[items.startIndex] = .box(box)
      }
    }
    var canvas: Canvas
    // The background grid comes next: its vertical lines are drawn into one row, which every row
    // starts as. Drawn line by line, each would touch every row of a picture already out of the
    // cache (a 2048 × 2732 screen: 350,000 scattered stores, a third of its drawing time).
    if case .grid(let rect, let spacing, let color)? = items.first, color.alpha == 255,
      pixelRect(rect).y <= 0, pixelRect(rect).maxY >= size.height, size.width > 0, size.height > 0
    {
      var row = Canvas(width: size.width, height: 1, background: background)
      drawGrid(rect, spacing: spacing, color: color, on: &row, vertical: (0, 1), horizontal: false)
      canvas = Canvas(width: size.width, height: size.height, repeating: row.image.pixels)
      drawGrid(rect, spacing: spacing, color: color, on: &canvas, vertical: nil, horizontal: true)
      items = items.dropFirst()
    } else {
      canvas = Canvas(width: size.width, height: size.height, background: background)
    }
    for item in items { draw(item, on: &canvas) }
    return canvas.image
  }

  /// The grid's vertical lines over rows `vertical` (when given), and its horizontal lines.
  private func drawGrid(
    _ rect: Rect, spacing: Double, color: RGBAColor, on canvas: inout Canvas, vertical: (Int, Int)?,
    horizontal: Bool
  ) {
    let area = pixelRect(rect)
    if let (top, bottom) = vertical {
      var x = rect.x + spacing
      while x < rect.maxX {
        canvas.verticalLine(x: px(x), y0: top, y1: bottom, color: color)
        x += spacing
      }
    }
    if horizontal {
      var y = rect.y + spacing
      while y < rect.maxY {
        canvas.horizontalLine(x0: area.x, x1: area.maxX, y: px(y), color: color)
        y += spacing
      }
    }
  }

  private func px(_ value: Double) -> Int {
    let scaled = (value * Double(scale)).rounded()
    // Absurd coordinates (a view a billion points away) are pinned far outside the image.
    return Int(max(-1e8, min(1e8, scaled)))
  }

  private func pixelRect(_ rect: Rect) -> PixelRect {
    let x0 = px(rect.x)
    let y0 = px(rect.y)
    return PixelRect(x: x0, y: y0, width: px(rect.maxX) - x0, height: px(rect.maxY) - y0)
  }

  private var dash: DashPattern { DashPattern(on: 4 * scale, off: 3 * scale) }

  /// The patterns a style is drawn with, each with its phase (pixels from the line's start): one for
  /// dashes and dots, two overlaid for dash-dot.
  private func patterns(for style: SceneLine.Style) -> [(DashPattern, Int)] {
    switch style {
    case .solid: return []
    case .dashed: return [(dash, 0)]
    case .dotted: return [(DashPattern(on: scale, off: 2 * scale), 0)]
    case .dashDot:
      return [(DashPattern(on: 6 * scale, off: 5 * scale), 0), (DashPattern(on: scale, off: 10 * scale), 8 * scale)]
    }
  }

  private func draw(_ item: SceneItem, on canvas: inout Canvas) {
    switch item {
    case .box(let box):
      let rect = pixelRect(box.rect)
      if let fill = box.fill { canvas.fill(rect, color: fill) }
      if let stroke = box.stroke, box.strokePixels > 0 {
        // Degenerate boxes (zero width or height) still show as a line.
        let visible = PixelRect(
          x: rect.x, y: rect.y, width: max(rect.width, box.strokePixels),
          height: max(rect.height, box.strokePixels))
        canvas.stroke(visible, color: stroke, lineWidth: box.strokePixels, dash: box.dash ? dash : nil)
      }
      if let hatch = box.hatch { drawHatching(rect, color: hatch, on: &canvas) }
    case .grid(let rect, let spacing, let color):
      let area = pixelRect(rect)
      drawGrid(rect, spacing: spacing, color: color, on: &canvas, vertical: (area.y, area.maxY), horizontal: true)
    case .line(let line):
      drawLine(line, on: &canvas)
    case .text(let text):
      drawText(text, on: &canvas)
    case .pill(let pill):
      let rect = pixelRect(pill.rect)
      let radius = Double(rect.height) / 2
      canvas.fillRoundedRect(rect, radius: radius, color: pill.fill)
      canvas.strokeRoundedRect(rect, radius: radius, color: pill.stroke, lineWidth: Double(scale) * 0.75)
      drawText(pill.text, on: &canvas)
    case .badge(let badge):
      if badge.isCircle {
        canvas.fillCircle(
          centerX: badge.centerX * Double(scale), centerY: badge.centerY * Double(scale),
          radius: badge.radius * Double(scale), color: badge.fill)
      } else {
        // A number too wide for the circle: a pill around it.
        let rect = pixelRect(badge.rect)
        canvas.fillRoundedRect(rect, radius: Double(rect.height) / 2, color: badge.fill)
      }
      drawText(badge.text, on: &canvas)
    case .pushClip(let rect):
      canvas.pushClip(pixelRect(rect))
    case .popClip:
      canvas.popClip()
    }
  }

  private func drawLine(_ line: SceneLine, on canvas: inout Canvas) {
    let thickness = line.widthPixels
    let tick = line.tickLength / 2
    let passes: [(DashPattern?, Int)] = line.style == .solid ? [(nil, 0)] : patterns(for: line.style).map { ($0.0, $0.1) }
    if line.from.y == line.to.y {
      let y = px(line.from.y)
      let x0 = min(px(line.from.x), px(line.to.x))
      let x1 = max(px(line.from.x), px(line.to.x))
      for (pattern, phase) in passes {
        canvas.fillRun(
          along: .horizontal, from: x0, to: x1, across: y - thickness / 2, thickness: thickness,
          color: line.color, dash: pattern, dashOrigin: x0 - phase)
      }
      if tick > 0 {
        for x in [line.from.x, line.to.x] {
          // The tick at the right end sits just inside the line's last pixel.
          let column = x == max(line.from.x, line.to.x) ? px(x) - 1 : px(x)
          canvas.verticalLine(
            x: column, y0: px(line.from.y - tick), y1: px(line.from.y + tick), color: line.color,
            thickness: thickness)
        }
      }
    } else if line.from.x == line.to.x {
      let x = px(line.from.x)
      let y0 = min(px(line.from.y), px(line.to.y))
      let y1 = max(px(line.from.y), px(line.to.y))
      for (pattern, phase) in passes {
        canvas.fillRun(
          along: .vertical, from: y0, to: y1, across: x - thickness / 2, thickness: thickness,
          color: line.color, dash: pattern, dashOrigin: y0 - phase)
      }
      if tick > 0 {
        for y in [line.from.y, line.to.y] {
          let row = y == max(line.from.y, line.to.y) ? px(y) - 1 : px(y)
          canvas.horizontalLine(
            x0: px(line.from.x - tick), x1: px(line.from.x + tick), y: row, color: line.color,
            thickness: thickness)
        }
      }
    } else {
      let s = Double(scale)
      canvas.line(
        from: (line.from.x * s, line.from.y * s), to: (line.to.x * s, line.to.y * s),
        color: line.color, width: Double(thickness), dash: passes.first?.0)
    }
  }

  /// Diagonal lines every 6 points, clipped to the rectangle, so that an area reads as "not a real
  /// frame" at any scale.
  private func drawHatching(_ rect: PixelRect, color: RGBAColor, on canvas: inout Canvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    canvas.pushClip(rect)
    defer { canvas.popClip() }
    let visible = rect.intersection(canvas.clipRect)
    guard visible.width > 0, visible.height > 0 else { return }
    let step = 6 * scale
    // Lines x - y = c for c in steps covering the visible part only, so a huge area costs what shows.
    let first = ((visible.x - visible.maxY) / step - 1) * step
    canvas.hatch(visible, first: first, last: visible.maxX - visible.y, step: step, color: color)
  }

  private func drawText(_ text: SceneText, on canvas: inout Canvas) {
    // Rounded down, so that text shrunk to fit a width (a minimum scale factor) still fits it.
    let pixelSize = Int((text.pointSize * Double(scale) + 1e-9).rounded(.down))
    guard pixelSize > 0 else { return }
    let face = text.isBold ? font.bold : font
    var layout: TextLayout
    if let maxWidth = text.maxWidth {
      layout = face.truncated(text.string, pixelSize: pixelSize, maxWidth: Int((maxWidth * Double(scale)).rounded(.down)))
    } else {
      layout = face.layout(text.string, pixelSize: pixelSize)
    }
    guard layout.width > 0 else { return }
    if let justified = text.justifiedWidth {
      layout = layout.justified(to: Int((justified * Double(scale)).rounded(.down)))
    }
    let metrics = face.metrics(pixelSize: pixelSize)
    let baseline = Int((text.y * Double(scale) + metrics.baselineFromCenter).rounded())
    let anchor = text.x * Double(scale)
    let left: Int
    switch text.alignment {
    case .leading: left = Int(anchor.rounded())
    case .center: left = Int((anchor - Double(layout.width) / 2).rounded())
    case .trailing: left = Int(anchor.rounded()) - layout.width
    }
    canvas.draw(layout, x: left, baselineY: baseline, color: text.color)
  }
}
