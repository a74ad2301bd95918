extension Canvas {
  /// Fills `rect` with its corners rounded to `radius` pixels (clamped to half the shorter
  /// side), anti-aliased.
  ///
  /// Straight edges stay crisp: the filled area is exactly `rect` away from the corners. The
  /// coverage is computed from each pixel's distance to the shape, mirrored from the nearest
  /// corner, so the result is exactly symmetric left/right and top/bottom.
  public mutating func fillRoundedRect(_ rect: PixelRect, radius: Double, color: RGBAColor) {
    guard !rect.isEmpty else { return }
    let shape = RoundedRectShape(rect: rect, radius: radius)
    paintMirrored(rect, color: color, constantFrom: shape.constantFrom(foldedRow:)) { column, row in
      Self.coverage(insideDistance: shape.signedDistance(foldedColumn: column, foldedRow: row))
    }
  }

  /// Strokes the outline of a rounded rect with a border `lineWidth` pixels wide drawn inside
  /// `rect` (the inner corners have radius `radius - lineWidth`), anti-aliased.
  ///
  /// With a whole-pixel `lineWidth` the straight sides are crisp rows and columns, matching
  /// ``stroke(_:color:lineWidth:dash:)``.
  public mutating func strokeRoundedRect(
    _ rect: PixelRect, radius: Double, color: RGBAColor, lineWidth: Double
  ) {
    guard !rect.isEmpty, lineWidth > 0, lineWidth.isFinite else { return }
    let shape = RoundedRectShape(rect: rect, radius: radius)
    paintMirrored(rect, color: color, constantFrom: shape.constantFrom(foldedRow:)) { column, row in
      let distance = shape.signedDistance(foldedColumn: column, foldedRow: row)
      return Self.coverage(insideDistance: distance)
        - Self.coverage(insideDistance: distance + lineWidth)
    }
  }

  /// Fills the disc of `radius` pixels around the continuous point (`centerX`, `centerY`),
  /// anti-aliased. A circle centred on a pixel corner or centre is exactly symmetric.
  public mutating func fillCircle(
    centerX: Double, centerY: Double, radius: Double, color: RGBAColor
  ) {
    guard radius > 0, radius.isFinite, centerX.isFinite, centerY.isFinite else { return }
    let box = Self.enclosingRect(
      minX: centerX - radius - 1, minY: centerY - radius - 1, maxX: centerX + radius + 1,
      maxY: centerY + radius + 1)
    paint(box, color: color) { x, y in
      let dx = Double(x) + 0.5 - centerX
      let dy = Double(y) + 0.5 - centerY
      return Self.coverage(insideDistance: (dx * dx + dy * dy).squareRoot() - radius)
    }
  }

  /// Approximate area coverage of a pixel whose centre is `distance` from an edge (negative
  /// inside): a pixel whose centre is half a pixel inside is fully covered.
  @inline(__always)
  static func coverage(insideDistance distance: Double) -> Double {
    min(max(0.5 - distance, 0), 1)
  }
}

/// The signed distance field of a rounded rect, in pixel units.
struct RoundedRectShape {
  let rect: PixelRect
  let radius: Double

  init(rect: PixelRect, radius: Double) {
    self.rect = rect
    let limit = Double(min(rect.width, rect.height)) / 2
    self.radius = radius.isFinite ? min(max(radius, 0), limit) : 0
  }

  /// Distance from the centre of pixel (`x`, `y`) to the outline; negative inside.
  func signedDistance(x: Int, y: Int) -> Double {
    // Fold onto the top-left quadrant by integer mirroring so both halves see identical numbers.
    let column = x - rect.x
    let row = y - rect.y
    return signedDistance(
      foldedColumn: min(column, rect.width - 1 - column), foldedRow: min(row, rect.height - 1 - row))
  }

  /// The first folded column from which ``signedDistance(foldedColumn:foldedRow:)`` is the same
  /// number along the rest of the row: past the corner (`qx ≤ 0`) and no nearer the vertical edge
  /// than the row is to the horizontal one (`qx ≤ qy`), the distance is `qy` less the radius
  /// whatever the column, computed with the very same operations.
  func constantFrom(foldedRow: Int) -> Int {
    let qy = radius - (Double(foldedRow) + 0.5)
    let beyond = { (column: Int) in self.radius - (Double(column) + 0.5) <= min(qy, 0) }
    var column = max(0, Int((radius - 0.5 - min(qy, 0)).rounded(.down)))
    while column > 0, beyond(column - 1) { column -= 1 }
    while !beyond(column) { column += 1 }
    return column
  }

  /// ``signedDistance(x:y:)`` of the pixels `foldedColumn` and `foldedRow` pixels in from the
  /// nearest vertical and horizontal edges.
  func signedDistance(foldedColumn: Int, foldedRow: Int) -> Double {
    let qx = radius - (Double(foldedColumn) + 0.5)
    let qy = radius - (Double(foldedRow) + 0.5)
    let outsideX = max(qx, 0)
    let outsideY = max(qy, 0)
    return (outsideX * outsideX + outsideY * outsideY).squareRoot() + min(max(qx, qy), 0) - radius
  }
}
