#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Layout
import VFLPreviewSupport

/// The work of one ``SceneBuilder`` run: the items so far, what already occupies the picture, and
/// the legend. Views and their names are placed here; the constraints' notation, the placement
/// rules, conflicts and ambiguity, and the legend are extensions in their own files.
///
/// Everything is placed in a fixed order — views, names, then constraints by priority (conflicts,
/// ambiguity, unmet optionals, gaps, sizes, alignment) — and each placement only reads what came
/// before it, so the same solution always gives the same scene.
struct SceneDraft {
  let builder: SceneBuilder
  let solution: Solution
  let layoutDirection: LayoutSpec.LayoutDirection
  var theme: Theme { builder.options.theme }
  var items: [SceneItem] = []
  var legend: [LegendEntry] = []
  /// Rectangles covered by text (names, captions, labels, markers), so nothing else covers them.
  var occupied = RectSet()
  /// The role of each rectangle in ``occupied``: a line may cross its own label.
  var occupiedRoles: [SceneRole] = []
  /// View rectangles, whose borders labels may not straddle.
  var borders = RectSet()
  /// Every line drawn so far (bars, guides, leaders), so labels and leaders keep clear of them.
  var lines = RectSet()
  var lineRecords: [PlacedLine] = []
  /// How far each view's text may shrink before it is truncated (the spec's `minimumScaleFactor`).
  var minimumScaleFactors: [String: Double] = [:]
  /// Each labelled view's text style, lines and alignment; absent, the default single line.
  var labelStyles: [String: LabelStyle] = [:]
  /// The area the picture may use, in canvas coordinates: the canvas, grown to every frame.
  var bounds: Rect
  /// The number of each note by its text and entries, so a label repeated along a chain is one
  /// legend entry.
  var noteNumbers: [NoteKey: Int] = [:]

  struct NoteKey: Hashable {
    var text: String
    var constraints: [Int]
  }
  /// Names that found no place on the picture, listed in one legend note.
  var unnamed: [String] = []
  /// Views with children.
  var containerNames: Set<String> = []
  /// Leaf views that share one frame, drawn with one name `a = b`.
  var coincident: [Frame: [String]] = [:]
  /// The device the canvas is the screen of, if any.
  var device: LayoutSpec.Device?
  /// Views whose frame follows an assumed constraint: outlined dashed.
  var partlyAssumed: Set<String> = []
  /// The colour of each view, given out in drawing order.
  var viewColors: [String: RGBAColor] = [:]
  /// Each spec entry as the legend names it, `constraints[3] "H:[b]|"`.
  var sourceTexts: [Int: String] = [:]

  /// Every text width this build measures, measured once.
  let widths: TextWidthCache

  struct PlacedLine {
    var from: (x: Double, y: Double)
    var to: (x: Double, y: Double)
    var role: SceneRole
    var kind: SceneLine.Kind
  }

  init(builder: SceneBuilder, solution: Solution, layoutDirection: LayoutSpec.LayoutDirection) {
    self.builder = builder
    self.solution = solution
    self.layoutDirection = layoutDirection
    self.bounds = Self.drawingBounds(for: solution).insetBy(-Self.annotationMargin)
    self.widths = TextWidthCache(measurer: builder.measurer)
    occupied = RectSet(expecting: bounds)
    borders = RectSet(expecting: bounds)
    lines = RectSet(expecting: bounds)
    for constraint in solution.constraints {
      if let index = constraint.source.index, sourceTexts[index] == nil, let text = constraint.source.text {
        sourceTexts[index] = Self.sourceName(index, text: text)
      }
    }
  }

  var canvasRect: Rect { Rect(x: 0, y: 0, width: solution.canvas.width, height: solution.canvas.height) }

  /// The canvas, grown with a margin to include every frame that lies outside it (within reason:
  /// a frame far away grows the picture by at most one canvas size each way).
  static func drawingBounds(for solution: Solution) -> Rect {
    let canvas = solution.canvas
    var minX = 0.0
    var minY = 0.0
    var maxX = canvas.width
    var maxY = canvas.height
    for frame in solution.frames.values {
      minX = min(minX, frame.x, frame.maxX)
      minY = min(minY, frame.y, frame.maxY)
      maxX = max(maxX, frame.x, frame.maxX)
      maxY = max(maxY, frame.y, frame.maxY)
    }
    let margin = outsideMargin
    minX = minX < 0 ? max(minX - margin, -canvas.width - margin) : 0
    minY = minY < 0 ? max(minY - margin, -canvas.height - margin) : 0
    maxX = maxX > canvas.width ? min(maxX + margin, 2 * canvas.width + margin) : canvas.width
    maxY = maxY > canvas.height ? min(maxY + margin, 2 * canvas.height + margin) : canvas.height
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Room around frames drawn outside the canvas, for their names and marks.
  static let outsideMargin = 24.0
  /// How far beyond the frames labels may go; the picture grows only as far as they actually do.
  static let annotationMargin = 48.0

  /// Whether any frame lies outside the canvas (the picture then hatches the area around it).
  var hasFramesOutsideCanvas: Bool { Self.drawingBounds(for: solution) != canvasRect }

  func frame(of item: LayoutItem) -> Frame {
    switch item {
    case .canvas: return canvasRect
    case .view(let name): return solution.frames[name] ?? Frame(x: 0, y: 0, width: 0, height: 0)
    case .guide(let guide): return solution.guides[guide] ?? frame(of: guide.ownerItem)
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

  /// The solved value of an attribute: a position, or a size.
  func value(of item: LayoutItem, _ attribute: LayoutAttribute) -> Double {
    if let position = position(of: item, attribute) { return position }
    let frame = frame(of: item)
    return attribute == .width ? frame.width : frame.height
  }

  /// The view an item is drawn inside: its parent, or the canvas.
  func container(of name: String) -> LayoutItem {
    solution.parents[name].map { .view($0) } ?? .canvas
  }

  /// Whether `outer` is the item `inner` is laid out in.
  func isContainer(_ outer: LayoutItem, of inner: LayoutItem) -> Bool {
    guard case .view(let name) = inner else { return false }
    // A guide of the container holds the view as its owner does: `a.top = safeArea.top + 8` is a
    // gap from the safe area's edge.
    return container(of: name) == outer.owningItem
  }

  mutating func build(labels: [String: String]) {
    let order = solution.drawingOrder
    for (index, name) in order.enumerated() { viewColors[name] = theme.color(forViewAt: index) }
    items.append(.box(SceneBox(
      rect: canvasRect, fill: theme.background, stroke: nil, strokePixels: 0, dash: false,
      role: .canvas)))
    if builder.options.showsGrid {
      items.append(.grid(canvasRect, spacing: SceneBuilder.gridSpacing, color: theme.grid))
    }
    addSafeAreaBands()
    items.append(.box(SceneBox(
      rect: canvasRect, fill: nil, stroke: theme.canvasBorder, strokePixels: 1, dash: false,
      role: .canvas)))
    addMarginsGuide(of: nil, color: theme.canvasBorder)
    let containers = Set(solution.parents.values)
    containerNames = containers
    partlyAssumed = Set(assumedViews.map(\.name))
    coincident = Self.coincidentViews(in: solution, containers: containers)
    let conflictViews = Set(solution.conflicts.flatMap(\.views))
    for name in order {
      addBox(for: name, inConflict: conflictViews.contains(name))
      addMarginsGuide(of: name, color: viewColors[name] ?? theme.canvasBorder)
    }
    // Innermost views first: their names have the least room, so they choose first.
    for name in order.reversed() where !containers.contains(name) && !isCoincidentTwin(name) {
      addText(for: name, label: labels[name])
    }
    for name in order where containers.contains(name) {
      addContainerCaption(for: name, label: labels[name])
    }
    addSafeAreaMarks()
    addWarnings(order: order)
    if builder.options.showsAnnotations { addNotation() } else { addProblemsOnly() }
    addAssumptions()
    if !unnamed.isEmpty {
      legend.append(LegendEntry(
        number: legend.count + 1, kind: .note, title: "No room to name on the picture:",
        details: [unnamed.map { "view \($0) " }.joined(separator: "· ")]))
    }
  }

  // MARK: Views

  func rect(of frame: Frame) -> Rect {
    // A negative size is drawn as the rectangle it spans, hatched, and reported in the legend.
    Rect(
      x: min(frame.x, frame.maxX), y: min(frame.y, frame.maxY), width: abs(frame.width),
      height: abs(frame.height))
  }

  mutating func addBox(for name: String, inConflict: Bool) {
    guard let frame = solution.frames[name] else { return }
    let color = viewColors[name] ?? theme.color(forViewAt: 0)
    let rect = rect(of: frame)
    // A view on the same frame as an earlier one adds nothing to avoid, and its marks would only
    // repeat the first's (thousands of views on one spot must not cost thousands squared).
    let isTwin = isCoincidentTwin(name)
    if !isTwin { borders.append(rect) }
    if rect.width == 0 && rect.height == 0 {
      guard !isTwin else { return }
      // A 0×0 frame: a crosshair in the view's colour, so it cannot pass for an annotation.
      for (from, to) in [
        ((x: rect.x - 5, y: rect.y), (x: rect.x + 5, y: rect.y)),
        ((x: rect.x, y: rect.y - 5), (x: rect.x, y: rect.y + 5)),
      ] {
        addLine(SceneLine(
          from: from, to: to, color: color, widthPixels: 2, style: .solid, tickLength: 0,
          kind: .guide, role: .view(name)))
      }
      return
    }
    let negative = frame.width < 0 || frame.height < 0
    if solution.guideViews.contains(name) {
      // A layout guide is an empty rectangle: a dashed outline, so it never passes for a view.
      items.append(.box(SceneBox(
        rect: rect, fill: nil, stroke: inConflict ? theme.conflict : color,
        strokePixels: inConflict ? 2 : 1, dash: true, role: .view(name),
        hatch: negative ? theme.hatch : nil)))
      return
    }
    items.append(.box(SceneBox(
      rect: rect, fill: inConflict ? theme.conflictTint : theme.fill(for: color),
      stroke: inConflict ? theme.conflict : color, strokePixels: inConflict || rect.width == 0 || rect.height == 0 ? 2 : 1,
      dash: partlyAssumed.contains(name), role: .view(name), hatch: negative ? theme.hatch : nil)))
  }

  /// A leaf view's text: its label (the content a UILabel would show) with its name and size above
  /// and below when there is room; a view too small for its name gets it outside, on a leader.
  mutating func addText(for name: String, label: String?) {
    guard let frame = solution.frames[name] else { return }
    let box = rect(of: frame).insetBy(SceneBuilder.textInset)
    let measurer = widths
    let lineFactor = SceneBuilder.lineFactor
    let captionSize = SceneBuilder.captionSize
    let caption = "\(Self.dimension(frame.width)) × \(Self.dimension(frame.height))"
    let displayName = coincidentName(for: name)

    if let label {
      let style = labelStyles[name] ?? LabelStyle(pointSize: builder.measurer.labelPointSize)
      if style.isMultiline {
        addLines(of: label, style: style, for: name, frame: frame, box: box, caption: caption)
        return
      }
      // As UILabel's defaults: drawn at the label size and truncated with "…". Only a minimum scale
      // factor lets the text shrink first, as far as the factor allows.
      var size = style.pointSize
      let bold = style.isBold
      let fullWidth = measurer.width(of: label, pointSize: size, bold: bold)
      if let factor = minimumScaleFactors[name], fullWidth > box.width {
        size = max(size * factor, size * box.width / fullWidth)
      }
      let labelHeight = size * lineFactor
      let captionHeight = captionSize * lineFactor
      guard box.width >= 6, box.height >= labelHeight * 0.8 else {
        addNameOutside(name, text: displayName + " “" + label + "”")
        return
      }
      let nameWidth = measurer.width(of: displayName, pointSize: captionSize)
      let showsName = box.height >= labelHeight + 2 * captionHeight + 2 && nameWidth <= box.width
      let showsCaption =
        box.height >= labelHeight + captionHeight + 1
        && measurer.width(of: caption, pointSize: captionSize) <= box.width
      var content = StackedLine(label, size: size, color: theme.text, role: .viewContent(name), bold: bold)
      if let alignment = style.alignment?.resolved(for: layoutDirection), alignment != .center {
        content.place(alignment, width: min(measurer.width(of: label, pointSize: size, bold: bold), box.width),
                      frame: rect(of: frame), box: box, padding: builder.measurer.labelPadding)
      }
      var lines: [StackedLine] = []
      if showsName { lines.append(StackedLine(displayName, size: captionSize, color: theme.secondaryText, role: .viewLabel(name))) }
      lines.append(content)
      if showsCaption { lines.append(StackedLine(caption, size: captionSize, color: theme.secondaryText, role: .sizeCaption(name))) }
      if stack(lines, in: box) {
        if !showsName { addNameOutside(name, text: displayName, nearby: true) }
      } else if !stack([content], in: box) {
        addNameOutside(name, text: displayName + " “" + label + "”")
      } else {
        addNameOutside(name, text: displayName, nearby: true)
      }
      return
    }

    let nameWidth = measurer.width(of: displayName, pointSize: captionSize)
    let nameHeight = captionSize * lineFactor
    guard nameWidth <= box.width, nameHeight <= box.height else {
      addNameOutside(name, text: displayName)
      return
    }
    var lines = [StackedLine(displayName, size: captionSize, color: theme.text, role: .viewLabel(name))]
    if box.height >= 2 * nameHeight + 1, measurer.width(of: caption, pointSize: captionSize) <= box.width {
      lines.append(StackedLine(caption, size: captionSize, color: theme.secondaryText, role: .sizeCaption(name)))
    }
    if !stack(lines, in: box), !stack(Array(lines.prefix(1)), in: box) {
      addNameOutside(name, text: displayName)
    }
  }

  /// Lines of text one under the other, the block centred vertically in a box, each line centred
  /// horizontally unless it was placed otherwise; `false` (and nothing added) when they would
  /// cover other text or another view's border.
  @discardableResult
  mutating func stack(_ lines: [StackedLine], in box: Rect) -> Bool {
    let lineFactor = SceneBuilder.lineFactor
    let total = lines.reduce(0) { $0 + $1.size * lineFactor }
    var y = box.midY - total / 2
    var probe = y
    for line in lines {
      let height = line.size * lineFactor
      let width = min(line.justifiedWidth ?? widths.width(of: line.text, pointSize: line.size, bold: line.bold), box.width)
      let left: Double
      switch line.alignment {
      case .center: left = (line.x ?? box.midX) - width / 2
      case .leading: left = line.x ?? box.x
      case .trailing: left = (line.x ?? box.maxX) - width
      }
      if !isFree(Rect(x: left, y: probe, width: width, height: height), role: line.role) { return false }
      probe += height
    }
    for line in lines {
      let height = line.size * lineFactor
      add(text: line.text, x: line.x ?? box.midX, y: y + height / 2, size: line.size, color: line.color,
          maxWidth: line.maxWidth ?? box.width, role: line.role, align: line.alignment, bold: line.bold,
          justifiedWidth: line.justifiedWidth)
      y += height
    }
    return true
  }

  /// A multi-line label: broken into lines at the width the layout engine wrapped it at (its
  /// view's width less the label padding), as many as fit the box's height, the last of those cut
  /// with "…" when text remains, each line aligned by the label's alignment. The name and size go
  /// above and below when there is room, else outside, as for a single line.
  mutating func addLines(
    of label: String, style: LabelStyle, for name: String, frame: Frame, box: Rect, caption: String
  ) {
    let displayName = coincidentName(for: name)
    let padding = builder.measurer.labelPadding
    let viewRect = rect(of: frame)
    let wrapWidth = max(1, min(viewRect.width - 2 * padding, box.width))
    let pitch = style.lineSpacing
    let measurer = widths.textMeasurer
    var wrapped = measurer.lines(ofLabel: label, style: style, wrapWidth: wrapWidth)
    let fitting = max(1, Int((box.height + 1e-9) / pitch))
    if wrapped.count > fitting {
      // As UILabel: the lines that fit the height, the last one cut with "…".
      var limited = style
      limited.lines = fitting
      wrapped = measurer.lines(ofLabel: label, style: limited, wrapWidth: wrapWidth)
    }
    guard box.width >= 6, box.height >= pitch * 0.8 else {
      addNameOutside(name, text: displayName + " “" + label + "”")
      return
    }
    let alignment = (style.alignment ?? .center).resolved(for: layoutDirection)
    let justified = style.alignment == .justified
    var content: [StackedLine] = []
    for line in wrapped {
      var stacked = StackedLine(line.text, size: style.pointSize, color: theme.text, role: .viewContent(name), bold: style.isBold)
      let width = min(widths.width(of: line.text, pointSize: style.pointSize, bold: style.isBold), wrapWidth)
      stacked.place(alignment, width: width, frame: viewRect, box: box, padding: padding)
      stacked.maxWidth = wrapWidth
      if justified, !line.endsParagraph, line.text.contains(" ") {
        stacked.justifiedWidth = wrapWidth
      }
      content.append(stacked)
    }
    let blockHeight = Double(content.count) * pitch
    let captionHeight = SceneBuilder.captionSize * SceneBuilder.lineFactor
    let captionSize = SceneBuilder.captionSize
    let showsName = box.height >= blockHeight + 2 * captionHeight + 2
      && widths.width(of: displayName, pointSize: captionSize) <= box.width
    let showsCaption = box.height >= blockHeight + captionHeight + 1
      && widths.width(of: caption, pointSize: captionSize) <= box.width
    var lines: [StackedLine] = []
    if showsName { lines.append(StackedLine(displayName, size: captionSize, color: theme.secondaryText, role: .viewLabel(name))) }
    lines.append(contentsOf: content)
    if showsCaption { lines.append(StackedLine(caption, size: captionSize, color: theme.secondaryText, role: .sizeCaption(name))) }
    if stack(lines, in: box) {
      if !showsName { addNameOutside(name, text: displayName, nearby: true) }
    } else if stack(content, in: box) {
      addNameOutside(name, text: displayName, nearby: true)
    } else {
      addNameOutside(name, text: displayName + " “" + label + "”")
    }
  }

  /// `a = b` for views whose frames coincide, drawn once under the first name.
  func coincidentName(for name: String) -> String {
    guard let frame = solution.frames[name], let group = coincident[frame], group.count > 1,
      group.first == name
    else { return solution.displayName(of: name) }
    return group.map(solution.displayName(of:)).joined(separator: " = ")
  }

  /// A view whose frame coincides with an earlier view's: that view's name (`a = b`) names it too.
  func isCoincidentTwin(_ name: String) -> Bool {
    guard let frame = solution.frames[name], let group = coincident[frame] else { return false }
    return group.count > 1 && group.first != name
  }

  /// Leaf views grouped by identical frames (nested pairs never coincide here: a container is no leaf).
  static func coincidentViews(in solution: Solution, containers: Set<String>) -> [Frame: [String]] {
    var groups: [Frame: [String]] = [:]
    for name in solution.viewNames where !containers.contains(name) {
      guard let frame = solution.frames[name] else { continue }
      groups[frame, default: []].append(name)
    }
    return groups.filter { $0.value.count > 1 }
  }


  /// A container keeps its middle free for its children: its name and size go on a tab above its
  /// top-left corner, else inside that corner when no child is there, else outside on a leader.
  mutating func addContainerCaption(for name: String, label: String?) {
    guard let frame = solution.frames[name] else { return }
    let title = solution.displayName(of: name)
    let rect = rect(of: frame)
    let size = SceneBuilder.captionSize
    let caption = "\(label ?? title)  \(Self.dimension(frame.width)) × \(Self.dimension(frame.height))"
    let width = widths.width(of: caption, pointSize: size)
    let height = size * SceneBuilder.lineFactor
    let short = widths.width(of: label ?? title, pointSize: size)
    let candidates: [(String, Double, Rect)] = [
      (caption, width, Rect(x: rect.x, y: rect.y - height - 1, width: width, height: height)),
      (caption, width, Rect(x: rect.x + 3, y: rect.y + 2, width: width, height: height)),
      (label ?? title, short, Rect(x: rect.x, y: rect.y - height - 1, width: short, height: height)),
      (label ?? title, short, Rect(x: rect.x + 3, y: rect.y + 2, width: short, height: height)),
    ]
    for (text, _, candidate) in candidates where isFree(candidate, role: .viewLabel(name)) {
      add(text: text, x: candidate.x, y: candidate.midY, size: size, color: theme.secondaryText,
          maxWidth: nil, role: .viewLabel(name), align: .leading)
      return
    }
    addNameOutside(name, text: label ?? title)
  }

  /// A name that does not fit its view goes beside it, on a leader: never truncated, never lost.
  /// `nearby` keeps the search to the positions next to the view: for a view that shows its label the
  /// name is a help, not its only identification, and a far leader would cost more than it tells.
  mutating func addNameOutside(_ name: String, text: String, nearby: Bool = false) {
    guard let frame = solution.frames[name] else { return }
    let rect = rect(of: frame)
    let size = SceneBuilder.captionSize
    let width = widths.width(of: text, pointSize: size)
    let height = size * SceneBuilder.lineFactor
    let role = SceneRole.viewLabel(name)
    let anchors: [(x: Double, y: Double)] = [
      (rect.midX, rect.y), (rect.midX, rect.maxY), (rect.maxX, rect.midY), (rect.x, rect.midY),
    ]
    var candidates: [(Rect, (x: Double, y: Double))] = [
      (Rect(x: rect.midX - width / 2, y: rect.y - height - 2, width: width, height: height), anchors[0]),
      (Rect(x: rect.midX - width / 2, y: rect.maxY + 2, width: width, height: height), anchors[1]),
      (Rect(x: rect.maxX + 3, y: rect.midY - height / 2, width: width, height: height), anchors[2]),
      (Rect(x: rect.x - width - 3, y: rect.midY - height / 2, width: width, height: height), anchors[3]),
    ]
    for anchor in anchors {
      candidates += Self.ring(around: anchor, width: width, height: height, steps: 4).map { ($0, anchor) }
    }
    let color = viewColors[name] ?? theme.secondaryText
    let limit = nearby ? 12 : searchLimit(candidates.count)
    for (candidate, anchor) in candidates.prefix(limit) where isFree(candidate, role: role) {
      guard attachLeader(from: anchor, to: candidate, color: color, role: role, constraints: [], slack: 3)
      else { continue }
      add(text: text, x: candidate.x, y: candidate.midY, size: size, color: theme.text,
          maxWidth: nil, role: role, align: .leading)
      return
    }
    // Nowhere free: the name still shows, in one legend note for all such views.
    unnamed.append(text)
  }

  mutating func add(
    text: String, x: Double, y: Double, size: Double, color: RGBAColor, maxWidth: Double?,
    role: SceneRole, align: SceneText.Alignment, constraints: [Int] = [], bold: Bool = false,
    justifiedWidth: Double? = nil
  ) {
    var item = makeText(
      string: text, x: x, y: y, alignment: align, pointSize: size, color: color,
      maxWidth: maxWidth, role: role, constraints: constraints, bold: bold)
    if let justifiedWidth, !item.isTruncated, justifiedWidth > item.width {
      item.justifiedWidth = justifiedWidth
      item.naturalWidth = item.width
      item.justifiedWordOffsets = wordOffsets(of: text, stretchedBy: justifiedWidth - item.width, size: size, bold: bold)
      item.width = justifiedWidth
    }
    occupy(item.bounds, role: role)
    items.append(.text(item))
  }

  /// Where each word of a justified line starts once its spaces share `extra` points: the width of
  /// the text before the word, plus the extra of every space before it.
  func wordOffsets(of text: String, stretchedBy extra: Double, size: Double, bold: Bool) -> [Double] {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let spaces = text.filter { $0 == " " }.count
    guard spaces > 0 else { return [0] }
    var offsets: [Double] = []
    var prefix = ""
    var spacesBefore = 0
    for word in words {
      let start = prefix.isEmpty ? 0 : widths.width(of: prefix, pointSize: size, bold: bold)
      offsets.append(start + extra * Double(spacesBefore) / Double(spaces))
      prefix += word
      while prefix.count < text.count, text[text.index(text.startIndex, offsetBy: prefix.count)] == " " {
        prefix += " "
        spacesBefore += 1
      }
    }
    return offsets
  }

  /// A text item measured with the builder's measurer, so that its ``SceneText/bounds`` are the
  /// box the rasteriser fills and the lint checks.
  func makeText(
    string: String, x: Double, y: Double, alignment: SceneText.Alignment, pointSize: Double,
    color: RGBAColor, maxWidth: Double?, role: SceneRole, constraints: [Int] = [], bold: Bool = false
  ) -> SceneText {
    let natural = widths.width(of: string, pointSize: pointSize, bold: bold)
    let limit = maxWidth ?? .infinity
    var text = SceneText(
      string: string, x: x, y: y, alignment: alignment, pointSize: pointSize, color: color,
      maxWidth: maxWidth, role: role, width: min(natural, limit), isTruncated: natural > limit,
      constraints: constraints)
    text.isBold = bold
    if text.isTruncated { text.truncatedString = truncate(string, to: limit, pointSize: pointSize, bold: bold) }
    return text
  }

  /// The longest prefix of `string` that fits `width` with a trailing `…` (found by bisection: the
  /// width grows with the prefix).
  func truncate(_ string: String, to width: Double, pointSize: Double, bold: Bool = false) -> String {
    let characters = Array(string)
    var fits = 0
    var tooLong = characters.count
    while tooLong - fits > 1 {
      let middle = (fits + tooLong) / 2
      if widths.width(of: String(characters[..<middle]) + "…", pointSize: pointSize, bold: bold) <= width {
        fits = middle
      } else {
        tooLong = middle
      }
    }
    let prefix = String(characters[..<fits])
    return prefix.isEmpty ? "…" : Self.trimmingSpaces(prefix) + "…"
  }

  /// `text` without the spaces and tabs at its ends (Foundation's `.whitespaces`: tab and the
  /// Unicode space separators), trimmed by scalar as Foundation trims.
  static func trimmingSpaces(_ text: String) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// `360`, `33.5`: sizes to one decimal, as a person reads them.
  static func dimension(_ value: Double) -> String {
    NumberFormatting.format(value, maximumFractionDigits: 1)
  }
}
