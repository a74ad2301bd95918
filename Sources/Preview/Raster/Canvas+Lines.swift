extension Canvas {
  /// Outlines `rect` with a border `lineWidth` pixels wide drawn inside it, so the border's outer
  /// edge is exactly the rect's edge at every scale.
  ///
  /// Corners are covered once (the vertical sides run between the horizontal ones), so
  /// translucent borders blend evenly. With a dash pattern each side starts a dash at its
  /// top or left end.
  public mutating func stroke(
    _ rect: PixelRect, color: RGBAColor, lineWidth: Int = 1, dash: DashPattern? = nil
  ) {
    guard !rect.isEmpty, lineWidth > 0 else { return }
    if dash == nil, 2 * lineWidth >= rect.width || 2 * lineWidth >= rect.height {
      fill(rect, color: color)
      return
    }
    let horizontal = min(lineWidth, rect.height)
    fillRun(
      along: .horizontal, from: rect.x, to: rect.maxX, across: rect.y, thickness: horizontal,
      color: color, dash: dash, dashOrigin: rect.x)
    if rect.height > horizontal {
      let bottomThickness = min(lineWidth, rect.height - horizontal)
      fillRun(
        along: .horizontal, from: rect.x, to: rect.maxX, across: rect.maxY - bottomThickness,
        thickness: bottomThickness, color: color, dash: dash, dashOrigin: rect.x)
    }
    let sideTop = rect.y + lineWidth
    let sideBottom = rect.maxY - lineWidth
    guard sideBottom > sideTop else { return }
    let vertical = min(lineWidth, rect.width)
    fillRun(
      along: .vertical, from: sideTop, to: sideBottom, across: rect.x, thickness: vertical,
      color: color, dash: dash, dashOrigin: rect.y)
    if rect.width > vertical {
      let rightThickness = min(lineWidth, rect.width - vertical)
      fillRun(
        along: .vertical, from: sideTop, to: sideBottom, across: rect.maxX - rightThickness,
        thickness: rightThickness, color: color, dash: dash, dashOrigin: rect.y)
    }
  }

  /// Draws a crisp horizontal line over the columns `min(x0, x1) ..< max(x0, x1)`.
  ///
  /// It covers the rows `y - thickness / 2 ..< y - thickness / 2 + thickness` (integer
  /// division): a 1-pixel line is row `y`, a 2-pixel line rows `y - 1` and `y`, a 3-pixel line
  /// rows `y - 1 ... y + 1`. Dashes start at the left end.
  public mutating func horizontalLine(
    x0: Int, x1: Int, y: Int, color: RGBAColor, thickness: Int = 1, dash: DashPattern? = nil
  ) {
    guard thickness > 0 else { return }
    let start = min(x0, x1)
    fillRun(
      along: .horizontal, from: start, to: max(x0, x1), across: y - thickness / 2,
      thickness: thickness, color: color, dash: dash, dashOrigin: start)
  }

  /// Draws a crisp vertical line over the rows `min(y0, y1) ..< max(y0, y1)`.
  ///
  /// It covers the columns `x - thickness / 2 ..< x - thickness / 2 + thickness`, mirroring
  /// ``horizontalLine(x0:x1:y:color:thickness:dash:)``. Dashes start at the top end.
  public mutating func verticalLine(
    x: Int, y0: Int, y1: Int, color: RGBAColor, thickness: Int = 1, dash: DashPattern? = nil
  ) {
    guard thickness > 0 else { return }
    let start = min(y0, y1)
    fillRun(
      along: .vertical, from: start, to: max(y0, y1), across: x - thickness / 2,
      thickness: thickness, color: color, dash: dash, dashOrigin: start)
  }

  /// Draws an anti-aliased straight line of any angle with butt ends.
  ///
  /// The points are continuous coordinates: a 1-pixel-wide line from `(0, 10.5)` to `(20, 10.5)`
  /// covers row 10 exactly. Coverage is the overlap of each pixel's shadow with the line, measured
  /// across and along it (exact for axis-aligned lines, a close approximation otherwise). Dashes
  /// are measured along the line from `from`.
  public mutating func line(
    from start: (Double, Double), to end: (Double, Double), color: RGBAColor, width: Double,
    dash: DashPattern? = nil
  ) {
    let dx = end.0 - start.0
    let dy = end.1 - start.1
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 1e-9, width > 0, length.isFinite, width.isFinite, start.0.isFinite,
      start.1.isFinite
    else { return }
    let reach = width / 2 + 1
    let box = Self.enclosingRect(
      minX: min(start.0, end.0) - reach, minY: min(start.1, end.1) - reach,
      maxX: max(start.0, end.0) + reach, maxY: max(start.1, end.1) + reach)
    let geometry = LineGeometry(from: start, dx: dx, dy: dy, length: length, width: width, dash: dash)
    // In row y, `across` is linear in x (slope -uy), and is within `halfWidth + reachOfPixel` of 0 only
    // between two columns; two pixels of margin keep the range a superset despite rounding (the
    // coverage still decides every pixel), so the pixels are those of the whole box.
    let columns: ((Int) -> (Int, Int))?
    let ux = geometry.ux
    let uy = geometry.uy
    if abs(uy) > 1e-6 {
      let limit = geometry.halfWidth + geometry.reachOfPixel
      columns = { y in
        let a = (0.5 - start.0) * -uy + (Double(y) + 0.5 - start.1) * ux
        let x0 = (-limit - a) / -uy
        let x1 = (limit - a) / -uy
        let low = min(x0, x1) - 2
        let high = max(x0, x1) + 2
        guard low.isFinite, high.isFinite else { return (Int.min, Int.max) }
        return (Int(max(low, -2e9).rounded(.down)), Int(min(high, 2e9).rounded(.up)) + 1)
      }
    } else {
      columns = nil
    }
    paint(box, color: color, columns: columns) { x, y in geometry.coverage(x, y) }
  }

  /// How much of a pixel a straight stroke covers, computed the same way wherever a line is drawn
  /// (``line(from:to:color:width:dash:)``, ``hatch(_:first:last:step:color:)``), so that the two
  /// give the same pixels.
  struct LineGeometry {
    let start: (Double, Double)
    let ux: Double
    let uy: Double
    let halfWidth: Double
    let length: Double
    let reachOfPixel: Double
    let footprint: Double
    let dash: DashPattern?

    init(from start: (Double, Double), dx: Double, dy: Double, length: Double, width: Double, dash: DashPattern?) {
      self.start = start
      self.length = length
      ux = dx / length
      uy = dy / length
      halfWidth = width / 2
      // A pixel's shadow on either axis of the line is |ux| + |uy| wide (1 for axis-aligned
      // lines, √2 at 45°); treating it as a box that wide keeps diagonal strokes as heavy as
      // straight ones.
      reachOfPixel = (abs(ux) + abs(uy)) / 2
      footprint = 2 * reachOfPixel
      self.dash = dash
    }

    func coverage(_ x: Int, _ y: Int) -> Double {
      let px = Double(x) + 0.5 - start.0
      let py = Double(y) + 0.5 - start.1
      let across = px * -uy + py * ux
      let acrossCoverage =
        Canvas.overlap(across - reachOfPixel, across + reachOfPixel, -halfWidth, halfWidth)
        / footprint
      guard acrossCoverage > 0 else { return 0 }
      let along = px * ux + py * uy
      let low = max(along - reachOfPixel, 0)
      let high = min(along + reachOfPixel, length)
      guard high > low else { return 0 }
      let alongCoverage =
        (dash.map { $0.coverage(from: low, to: high) } ?? (high - low)) / footprint
      return min(acrossCoverage * alongCoverage, 1)
    }
  }

  /// The hatching of `rect`: one-pixel lines from its bottom edge up to its top edge along
  /// x − y = c, for c = `first`, `first + step`, … up to `last`. Each pixel is given the coverage
  /// of the nearest line, as drawing each line with ``line(from:to:color:width:dash:)`` would give
  /// it (lines `step` ≥ 4 apart never share a pixel), but in one pass over the rectangle: a line's
  /// own box is the square its diagonal spans, and a tall hatched strip crossed by thousands of them
  /// took minutes.
  mutating func hatch(_ rect: PixelRect, first: Int, last: Int, step: Int, color: RGBAColor) {
    guard step >= 4, !rect.isEmpty else { return }
    let top = Double(rect.y)
    let bottom = Double(rect.maxY)
    let height = bottom - top
    let length = (height * height + height * height).squareRoot()
    guard length > 1e-9 else { return }
    let coverage = { (x: Int, y: Int) -> Double in
      let offset = x - y - first
      let nearest = offset >= 0 ? offset / step : -((-offset + step - 1) / step)
      var best = 0.0
      for index in nearest...(nearest + 1) {
        let c = first + index * step
        guard c >= first, c <= last else { continue }
        // The same stroke `line` draws from (c + bottom, bottom) to (c + top, top).
        let start = (Double(c + rect.maxY), bottom)
        let end = (Double(c + rect.y), top)
        let geometry = LineGeometry(
          from: start, dx: end.0 - start.0, dy: end.1 - start.1, length: length, width: 1, dash: nil)
        best = max(best, geometry.coverage(x, y))
      }
      return best
    }
    // Only the three pixels of a row nearest a line can be touched by it: the line x − y = c is
    // at a distance |x − y − c| / √2 from a pixel's centre, and a pixel's shadow on the normal
    // reaches 1/√2 beyond its centre, so it overlaps the line's half-width of 0.5 only for
    // |x − y − c| ≤ 1 (at 2 it falls short by 0.2, far beyond any rounding). The coverage is asked
    // about those pixels only (lines ≥ 4 apart never share one), instead of about the whole
    // rectangle, most of which lies between the lines; every pixel gets what it got before.
    guard first <= last else { return }
    paint(
      rect, color: color, windowsOf: 3, every: step, from: { row in row + first - 1 },
      through: { row in row + last - 1 }, coverage: coverage)
  }

  enum Axis { case horizontal, vertical }

  /// Fills the pixels `from ..< to` along `axis` in the band `across ..< across + thickness`,
  /// skipping the gaps of `dash` (whose pattern starts at `dashOrigin`).
  mutating func fillRun(
    along axis: Axis, from: Int, to: Int, across: Int, thickness: Int, color: RGBAColor,
    dash: DashPattern?, dashOrigin: Int
  ) {
    guard to > from, thickness > 0 else { return }
    // Only the part inside the clip can change a pixel. Stepping along the whole run would cost
    // time in proportion to its length, which for a huge view's dashed outline is almost all
    // off the picture; the dash phase is measured from `dashOrigin`, so clipping keeps it.
    let clip = clipRect
    let (clipStart, clipEnd, acrossStart, acrossEnd) =
      axis == .horizontal
      ? (clip.x, clip.maxX, clip.y, clip.maxY) : (clip.y, clip.maxY, clip.x, clip.maxX)
    guard across < acrossEnd, across + thickness > acrossStart else { return }
    let from = max(from, clipStart)
    let to = min(to, clipEnd)
    guard to > from else { return }
    func segment(_ start: Int, _ end: Int) {
      switch axis {
      case .horizontal:
        fill(PixelRect(x: start, y: across, width: end - start, height: thickness), color: color)
      case .vertical:
        fill(PixelRect(x: across, y: start, width: thickness, height: end - start), color: color)
      }
    }
    guard let dash, dash.off > 0 else {
      if dash.map({ $0.on > 0 }) ?? true { segment(from, to) }
      return
    }
    guard dash.on > 0 else { return }
    let period = dash.on + dash.off
    // Start at the dash containing `from`, so a clipped or offset run keeps the pattern's phase.
    let phase = ((from - dashOrigin) % period + period) % period
    var dashStart = from - phase
    while dashStart < to {
      let start = max(dashStart, from)
      let end = min(dashStart + dash.on, to)
      if end > start { segment(start, end) }
      dashStart += period
    }
  }

  /// The overlap length of the intervals `[a0, a1]` and `[b0, b1]`.
  @inline(__always)
  static func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
    max(0, min(a1, b1) - max(a0, b0))
  }

  /// The whole pixels touching the continuous box, limited to a sane range so that huge
  /// coordinates cannot overflow `Int`.
  static func enclosingRect(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
    let limit = 1_000_000_000.0
    func clamp(_ value: Double) -> Int { Int(min(max(value, -limit), limit)) }
    let left = clamp(minX.rounded(.down))
    let top = clamp(minY.rounded(.down))
    let right = clamp(maxX.rounded(.up))
    let bottom = clamp(maxY.rounded(.up))
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
