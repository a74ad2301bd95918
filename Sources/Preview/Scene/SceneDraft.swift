import Foundation
import Layout
import VFLPreviewSupport

/// The work of one ``SceneBuilder`` run: the items so far, the rectangles taken by text, and the
/// legend. Views and their text are placed here; spacing annotations, conflict and ambiguity
/// marks and the legend are extensions in their own files.
struct SceneDraft {
  let builder: SceneBuilder
  let solution: Solution
  let layoutDirection: LayoutSpec.LayoutDirection
  var theme: Theme { builder.options.theme }
  var items: [SceneItem] = []
  var legend: [LegendEntry] = []
  /// Rectangles already covered by text, so annotations avoid them.
  var occupied = RectSet()
  /// View borders, which annotation labels prefer not to cover.
  var borders = RectSet()
  var conflictViews: Set<String> = []
  var brokenIndices: Set<Int> = []
  /// How far each view's text may shrink before it is truncated (the spec's `minimumScaleFactor`).
  var minimumScaleFactors: [String: Double] = [:]

  init(builder: SceneBuilder, solution: Solution, layoutDirection: LayoutSpec.LayoutDirection) {
    self.builder = builder
    self.solution = solution
    self.layoutDirection = layoutDirection
  }

  var canvasRect: Rect { Rect(x: 0, y: 0, width: solution.canvas.width, height: solution.canvas.height) }

  func frame(of item: LayoutItem) -> Frame {
    switch item {
    case .canvas: return Frame(x: 0, y: 0, width: solution.canvas.width, height: solution.canvas.height)
    case .view(let name): return solution.frames[name] ?? Frame(x: 0, y: 0, width: 0, height: 0)
    }
  }

  /// Where an attribute lies along its axis, in canvas coordinates; `nil` for width and height.
  func position(of item: LayoutItem, _ attribute: LayoutAttribute) -> Double? {
    let frame = frame(of: item)
    let rightToLeft = layoutDirection == .rightToLeft
    switch attribute {
    case .left: return frame.x
    case .right: return frame.maxX
    case .top: return frame.y
    case .bottom, .baseline, .firstBaseline, .lastBaseline: return frame.maxY
    case .centerX: return frame.midX
    case .centerY: return frame.midY
    case .leading: return rightToLeft ? frame.maxX : frame.x
    case .trailing: return rightToLeft ? frame.x : frame.maxX
    case .width, .height: return nil
    }
  }

  mutating func build(labels: [String: String]) {
    items.append(.box(SceneBox(
      rect: canvasRect, fill: theme.background, stroke: nil, strokePixels: 0, dash: false,
      role: .canvas)))
    if builder.options.showsGrid {
      items.append(.grid(canvasRect, spacing: SceneBuilder.gridSpacing, color: theme.grid))
    }
    for conflict in solution.conflicts { conflictViews.formUnion(conflict.views) }

    let order = solution.drawingOrder
    let containers = Set(solution.parents.values)
    items.append(.pushClip(canvasRect))
    for name in order { addBox(for: name) }
    for name in order {
      if containers.contains(name) {
        addContainerText(for: name, label: labels[name])
      } else {
        addText(for: name, label: labels[name])
      }
    }
    if builder.options.showsAnnotations { addSpacingAnnotations() }
    addConflicts()
    addAmbiguities()
    items.append(.popClip)
    items.append(.box(SceneBox(
      rect: canvasRect, fill: nil, stroke: theme.canvasBorder, strokePixels: 1, dash: false,
      role: .canvas)))
    addWarnings(order: order)
  }

  // MARK: Views

  func rect(of frame: Frame) -> Rect {
    // A negative size is drawn as the rectangle it spans, and reported in the legend.
    Rect(
      x: min(frame.x, frame.maxX), y: min(frame.y, frame.maxY), width: abs(frame.width),
      height: abs(frame.height))
  }

  mutating func addBox(for name: String) {
    guard let frame = solution.frames[name] else { return }
    let color = theme.color(forView: name)
    let inConflict = conflictViews.contains(name)
    let fill = inConflict ? theme.conflictTint : color.withAlpha(theme.fillAlpha)
    let stroke = inConflict ? theme.conflict : color
    let rect = rect(of: frame)
    borders.append(rect)
    items.append(.box(SceneBox(
      rect: rect, fill: fill, stroke: stroke, strokePixels: inConflict ? 2 : 1, dash: false,
      role: .view(name))))
  }

  mutating func addText(for name: String, label: String?) {
    guard let frame = solution.frames[name] else { return }
    let box = rect(of: frame).insetBy(SceneBuilder.textInset)
    guard box.width >= 6, box.height >= 7 else { return }
    let primary = label ?? name
    let caption = "\(Self.dimension(frame.width)) × \(Self.dimension(frame.height))"
    let measurer = builder.measurer
    let lineFactor = SceneBuilder.lineFactor

    // As UILabel's defaults: drawn at the label size and truncated with "…". Only a minimum scale
    // factor lets the text shrink first, as far as the factor allows.
    var size = measurer.labelPointSize
    let fullWidth = measurer.width(of: primary, pointSize: size)
    if let factor = minimumScaleFactors[name], fullWidth > box.width {
      size = max(size * factor, size * box.width / fullWidth)
    }
    let primaryHeight = size * lineFactor
    let captionHeight = SceneBuilder.captionSize * lineFactor
    let showsName = label != nil
    let primaryColor = theme.text

    var lines: [(String, Double, RGBAColor, SceneRole)] = []
    if box.height >= primaryHeight + captionHeight * 2 + 2, showsName {
      lines = [
        (name, SceneBuilder.captionSize, theme.secondaryText, .viewLabel(name)),
        (primary, size, primaryColor, .viewLabel(name)),
        (caption, SceneBuilder.captionSize, theme.secondaryText, .sizeCaption(name)),
      ]
    } else if box.height >= primaryHeight + captionHeight + 1 {
      lines = [
        (primary, size, primaryColor, .viewLabel(name)),
        (caption, SceneBuilder.captionSize, theme.secondaryText, .sizeCaption(name)),
      ]
    } else if box.height >= primaryHeight * 0.8 {
      // One line: the caption goes at the right end when it fits beside the text.
      let captionWidth = measurer.width(of: caption, pointSize: SceneBuilder.captionSize)
      let primaryWidth = measurer.width(of: primary, pointSize: size)
      if box.width >= primaryWidth + captionWidth + 12 {
        let textWidth = box.width - captionWidth - 8
        add(text: primary, x: box.x + textWidth / 2, y: box.midY, size: size, color: primaryColor,
            maxWidth: textWidth, role: .viewLabel(name), align: .center)
        // A little slack: hinted glyphs at small pixel sizes can be a pixel wider than measured.
        add(text: caption, x: box.maxX - 1, y: box.midY, size: SceneBuilder.captionSize,
            color: theme.secondaryText, maxWidth: captionWidth + 3, role: .sizeCaption(name),
            align: .trailing)
      } else {
        add(text: primary, x: box.midX, y: box.midY, size: size, color: primaryColor,
            maxWidth: box.width, role: .viewLabel(name), align: .center)
      }
      return
    } else {
      return
    }
    let total = lines.reduce(0) { $0 + $1.1 * lineFactor }
    var y = box.midY - total / 2
    for (text, pointSize, color, role) in lines {
      let height = pointSize * lineFactor
      add(text: text, x: box.midX, y: y + height / 2, size: pointSize, color: color,
          maxWidth: box.width, role: role, align: .center)
      y += height
    }
  }

  /// A view with subviews keeps its middle free for them: its name and size go in a small line
  /// at its top-left corner.
  mutating func addContainerText(for name: String, label: String?) {
    guard let frame = solution.frames[name] else { return }
    let box = rect(of: frame).insetBy(3)
    let size = SceneBuilder.captionSize
    guard box.width >= 12, box.height >= size * SceneBuilder.lineFactor else { return }
    let caption = "\(label ?? name)  \(Self.dimension(frame.width)) × \(Self.dimension(frame.height))"
    add(text: caption, x: box.x, y: box.y + size * SceneBuilder.lineFactor / 2, size: size,
        color: theme.secondaryText, maxWidth: box.width, role: .viewLabel(name), align: .leading)
  }

  mutating func add(
    text: String, x: Double, y: Double, size: Double, color: RGBAColor, maxWidth: Double?,
    role: SceneRole, align: SceneText.Alignment
  ) {
    let item = makeText(
      string: text, x: x, y: y, alignment: align, pointSize: size, color: color,
      maxWidth: maxWidth, role: role)
    occupied.append(item.bounds)
    items.append(.text(item))
  }

  /// A text item measured with the builder's measurer, so that its ``SceneText/bounds`` are the
  /// box the rasteriser fills and the lint checks.
  func makeText(
    string: String, x: Double, y: Double, alignment: SceneText.Alignment, pointSize: Double,
    color: RGBAColor, maxWidth: Double?, role: SceneRole, constraints: [Int] = []
  ) -> SceneText {
    let natural = builder.measurer.width(of: string, pointSize: pointSize)
    let limit = maxWidth ?? .infinity
    return SceneText(
      string: string, x: x, y: y, alignment: alignment, pointSize: pointSize, color: color,
      maxWidth: maxWidth, role: role, width: min(natural, limit), isTruncated: natural > limit,
      constraints: constraints)
  }

  /// `360`, `33.5`: sizes to one decimal, as a person reads them.
  static func dimension(_ value: Double) -> String {
    NumberFormatting.format(value, maximumFractionDigits: 1)
  }
}
