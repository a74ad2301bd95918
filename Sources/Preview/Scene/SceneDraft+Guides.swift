import Layout

/// Layout guides on the picture: the bands outside the canvas's safe area, tinted like the status
/// bar and home indicator areas of a device, and each margins guide a constraint uses, a dashed
/// outline inside its owner as Interface Builder shows margins.
extension SceneDraft {
  /// The canvas minus its safe area, as up to four tinted bands.
  mutating func addSafeAreaBands() {
    guard let safe = solution.guides[LayoutGuide(owner: nil, kind: .safeArea)] else { return }
    let canvas = canvasRect
    let safeRect = rect(of: safe)
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
        rect: band, fill: theme.legendBackground, stroke: nil, strokePixels: 0, dash: false,
        role: .layoutGuide(LayoutGuide.Kind.safeArea.rawValue))))
    }
  }

  /// The margins guide of `owner` (the canvas when `nil`), when a constraint uses it.
  mutating func addMarginsGuide(of owner: String?, color: RGBAColor) {
    let guide = LayoutGuide(owner: owner, kind: .margins)
    guard let frame = solution.guides[guide] else { return }
    let rect = rect(of: frame)
    guard rect.width > 0, rect.height > 0 else { return }
    items.append(.box(SceneBox(
      rect: rect, fill: nil, stroke: color, strokePixels: 1, dash: true,
      role: .layoutGuide(guide.description))))
  }

  /// On a device's screen, what the safe area keeps clear: the status bar (or the Dynamic Island)
  /// named in the top band, the home indicator drawn as its bar in the bottom one. Each only where
  /// it is free.
  mutating func addSafeAreaMarks() {
    guard let device, let safe = solution.guides[LayoutGuide(owner: nil, kind: .safeArea)] else { return }
    let role = SceneRole.layoutGuide(LayoutGuide.Kind.safeArea.rawValue)
    let size = SceneBuilder.captionSize
    if safe.y >= size * SceneBuilder.lineFactor {
      let name = device.orientation == .portrait ? device.preset.topArea : "status bar"
      let width = widths.width(of: name, pointSize: size)
      let box = Rect(x: canvasRect.midX - width / 2, y: safe.y / 2 - size * SceneBuilder.lineFactor / 2, width: width, height: size * SceneBuilder.lineFactor)
      if isFree(box, role: role) {
        add(text: name, x: canvasRect.midX, y: safe.y / 2, size: size, color: theme.secondaryText,
            maxWidth: nil, role: role, align: .center)
      }
    }
    let bottomInset = canvasRect.maxY - safe.maxY
    if device.preset.hasHomeIndicator, bottomInset >= 12 {
      // The home indicator: 134 × 5 points, 8 above the bottom edge on every Face ID iPhone.
      let bar = Rect(x: canvasRect.midX - 67, y: canvasRect.maxY - 13, width: 134, height: 5)
      if isFree(bar, role: role) {
        items.append(.box(SceneBox(
          rect: bar, fill: theme.secondaryText, stroke: nil, strokePixels: 0, dash: false, role: role)))
        occupy(bar, role: role)
      }
    }
  }
}
