import Layout

/// The second pass: every view's text. A leaf view shows its label (the content a UILabel would
/// show) with its name and size above and below when there is room; a container keeps its middle
/// free for its children and gets a tab at its corner; a name that does not fit goes beside its
/// view on a leader, and one with no room anywhere is listed in one legend note. Innermost views
/// choose first: their names have the least room. Then the device's status bar and home indicator.
struct SceneNames {
  private var placement: Placement
  /// Names that found no place on the picture.
  private var unnamed: [String] = []
  private let context: SceneContext

  private init(placement: Placement) {
    self.placement = placement
    context = placement.context
  }

  /// Places every view's text; returns the placement with them, and the names that found no place
  /// (in the order they were tried).
  static func place(on placement: consuming Placement) -> (placement: Placement, unnamed: [String]) {
    var pass = SceneNames(placement: consume placement)
    let context = pass.context
    for view in context.views.reversed() where !view.isContainer && !view.isCoincidentTwin {
      pass.addText(for: view)
    }
    for view in context.views where view.isContainer {
      pass.addContainerCaption(for: view)
    }
    pass.addSafeAreaMarks()
    return (pass.placement, pass.unnamed)
  }

  /// A leaf view's text: its label with its name and size above and below when there is room; a
  /// view too small for its name gets it outside, on a leader.
  private mutating func addText(for view: SceneContext.View) {
    guard let frame = view.frame else { return }
    let name = view.name
    let theme = context.theme
    let widths = context.widths
    let viewRect = SceneGeometry.rect(of: frame)
    let box = viewRect.insetBy(SceneBuilder.textInset)
    let lineFactor = SceneBuilder.lineFactor
    let captionSize = SceneBuilder.captionSize
    // The size caption, made only when there may be room for it.
    func caption() -> String { "\(SceneContext.dimension(frame.width)) × \(SceneContext.dimension(frame.height))" }
    let displayName = context.coincidentName(for: name)

    if let label = view.label {
      let style = context.labelStyles[name] ?? LabelStyle(pointSize: context.measurer.labelPointSize)
      if style.isMultiline {
        addLines(of: label, style: style, for: view, frame: frame, box: box, caption: caption())
        return
      }
      // As UILabel's defaults: drawn at the label size and truncated with "…". Only a minimum scale
      // factor lets the text shrink first, as far as the factor allows.
      var size = style.pointSize
      let bold = style.isBold
      let fullWidth = widths.width(of: label, pointSize: size, bold: bold)
      if !context.minimumScaleFactors.isEmpty, let factor = context.minimumScaleFactors[name], fullWidth > box.width {
        size = max(size * factor, size * box.width / fullWidth)
      }
      let labelHeight = size * lineFactor
      let captionHeight = captionSize * lineFactor
      guard box.width >= 6, box.height >= labelHeight * 0.8 else {
        let line = StackedLine(label, size: size, color: theme.text, role: .viewContent(name), bold: bold, natural: fullWidth)
        if box.width >= 6, stackFitted(line, style: style, frame: viewRect, box: box) {
          addNameOutside(view, rect: viewRect, text: displayName, nearby: true)
        } else {
          addNameOutside(view, rect: viewRect, text: displayName + " “" + label + "”")
        }
        return
      }
      // The name is measured only when it might go above the label (or, below, beside the view).
      var nameWidth: Double?
      var showsName = false
      if box.height >= labelHeight + 2 * captionHeight + 2 {
        nameWidth = widths.width(of: displayName, pointSize: captionSize)
        showsName = nameWidth! <= box.width
      }
      var captionText: String?
      var captionWidth = 0.0
      if box.height >= labelHeight + captionHeight + 1 {
        captionText = caption()
        captionWidth = widths.width(of: captionText!, pointSize: captionSize)
      }
      let showsCaption = captionText != nil && captionWidth <= box.width
      let labelWidth = size == style.pointSize ? fullWidth : widths.width(of: label, pointSize: size, bold: bold)
      var content = StackedLine(label, size: size, color: theme.text, role: .viewContent(name), bold: bold, natural: labelWidth)
      if let alignment = style.alignment?.resolved(for: context.layoutDirection), alignment != .center {
        content.place(alignment, width: min(labelWidth, box.width),
                      frame: viewRect, box: box, padding: context.measurer.labelPadding)
      }
      var lines: [StackedLine] = []
      if showsName, let nameWidth {
        lines.append(StackedLine(
          displayName, size: captionSize, color: theme.secondaryText, role: .viewLabel(name), natural: nameWidth))
      }
      lines.append(content)
      if showsCaption, let captionText {
        lines.append(StackedLine(
          captionText, size: captionSize, color: theme.secondaryText, role: .sizeCaption(name), natural: captionWidth))
      }
      if placement.stack(lines, in: box) {
        if !showsName { addNameOutside(view, rect: viewRect, text: displayName, nearby: true, width: nameWidth) }
      } else if !placement.stack([content], in: box)
        && !stackFitted(content, style: style, frame: viewRect, box: box)
      {
        addNameOutside(view, rect: viewRect, text: displayName + " “" + label + "”")
      } else {
        addNameOutside(view, rect: viewRect, text: displayName, nearby: true, width: nameWidth)
      }
      return
    }

    let nameWidth = widths.width(of: displayName, pointSize: captionSize)
    let nameHeight = captionSize * lineFactor
    guard nameWidth <= box.width, nameHeight <= box.height else {
      addNameOutside(view, rect: viewRect, text: displayName, width: nameWidth)
      return
    }
    var lines = [StackedLine(displayName, size: captionSize, color: theme.text, role: .viewLabel(name), natural: nameWidth)]
    if box.height >= 2 * nameHeight + 1 {
      let captionText = caption()
      let captionWidth = widths.width(of: captionText, pointSize: captionSize)
      if captionWidth <= box.width {
        lines.append(StackedLine(
          captionText, size: captionSize, color: theme.secondaryText, role: .sizeCaption(name), natural: captionWidth))
      }
    }
    if !placement.stack(lines, in: box), !placement.stack(Array(lines.prefix(1)), in: box) {
      addNameOutside(view, rect: viewRect, text: displayName, width: nameWidth)
    }
  }

  /// A line whose line box is taller than its view (a 34 pt title in a label Interface Builder
  /// sized to the font's own line height): drawn only as much smaller as the view's height needs,
  /// rather than moved outside the view.
  private mutating func stackFitted(_ line: StackedLine, style: LabelStyle, frame: Rect, box: Rect) -> Bool {
    let height = frame.height - 1
    let size = height / SceneBuilder.lineFactor
    guard size < line.size, size >= line.size * 0.8 else { return false }
    let widths = context.widths
    let width = widths.width(of: line.text, pointSize: size, bold: line.bold)
    var fitted = StackedLine(line.text, size: size, color: line.color, role: line.role, bold: line.bold, natural: width)
    if let alignment = style.alignment?.resolved(for: context.layoutDirection), alignment != .center {
      fitted.place(alignment, width: min(width, box.width), frame: frame, box: box, padding: context.measurer.labelPadding)
    }
    return placement.stack([fitted], in: Rect(x: box.x, y: frame.y + 0.5, width: box.width, height: height))
  }

  /// A multi-line label: broken into lines at the width the layout engine wrapped it at (its
  /// view's width less the label padding), as many as fit the box's height, the last of those cut
  /// with "…" when text remains, each line aligned by the label's alignment. The name and size go
  /// above and below when there is room, else outside, as for a single line.
  private mutating func addLines(
    of label: String, style: LabelStyle, for view: SceneContext.View, frame: Frame, box: Rect, caption: String
  ) {
    let name = view.name
    let theme = context.theme
    let widths = context.widths
    let displayName = context.coincidentName(for: name)
    let padding = context.measurer.labelPadding
    let viewRect = SceneGeometry.rect(of: frame)
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
      addNameOutside(view, rect: viewRect, text: displayName + " “" + label + "”")
      return
    }
    let alignment = (style.alignment ?? .center).resolved(for: context.layoutDirection)
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
    if placement.stack(lines, in: box) {
      if !showsName { addNameOutside(view, rect: viewRect, text: displayName, nearby: true) }
    } else if placement.stack(content, in: box) {
      addNameOutside(view, rect: viewRect, text: displayName, nearby: true)
    } else {
      addNameOutside(view, rect: viewRect, text: displayName + " “" + label + "”")
    }
  }

  /// A container keeps its middle free for its children: its name and size go on a tab above its
  /// top-left corner, else inside that corner when no child is there, else outside on a leader.
  private mutating func addContainerCaption(for view: SceneContext.View) {
    guard let frame = view.frame else { return }
    let name = view.name
    let label = view.label
    let widths = context.widths
    let title = context.solution.displayName(of: name)
    let rect = SceneGeometry.rect(of: frame)
    let size = SceneBuilder.captionSize
    let caption = "\(label ?? title)  \(SceneContext.dimension(frame.width)) × \(SceneContext.dimension(frame.height))"
    let width = widths.width(of: caption, pointSize: size)
    let height = size * SceneBuilder.lineFactor
    let short = widths.width(of: label ?? title, pointSize: size)
    let candidates: [(String, Double, Rect)] = [
      (caption, width, Rect(x: rect.x, y: rect.y - height - 1, width: width, height: height)),
      (caption, width, Rect(x: rect.x + 3, y: rect.y + 2, width: width, height: height)),
      (label ?? title, short, Rect(x: rect.x, y: rect.y - height - 1, width: short, height: height)),
      (label ?? title, short, Rect(x: rect.x + 3, y: rect.y + 2, width: short, height: height)),
    ]
    for (text, natural, candidate) in candidates where placement.isFree(candidate, role: .viewLabel(name)) {
      placement.addText(
        text, x: candidate.x, y: candidate.midY, size: size, color: context.theme.secondaryText,
        maxWidth: nil, role: .viewLabel(name), align: .leading, natural: natural)
      return
    }
    addNameOutside(view, rect: rect, text: label ?? title)
  }

  /// A name that does not fit its view goes beside it, on a leader: never truncated, never lost.
  /// `nearby` keeps the search to the positions next to the view: for a view that shows its label the
  /// name is a help, not its only identification, and a far leader would cost more than it tells.
  private mutating func addNameOutside(
    _ view: SceneContext.View, rect: Rect, text: String, nearby: Bool = false, width measured: Double? = nil
  ) {
    let name = view.name
    let size = SceneBuilder.captionSize
    let height = size * SceneBuilder.lineFactor
    let role = SceneRole.viewLabel(name)
    // Above, below, right and left of the view, each on a leader to the middle of that side; then
    // four rings around each of those points in turn. A crowded picture, or a name that is only a
    // help, tries the first few.
    func anchor(_ side: Int) -> (x: Double, y: Double) {
      switch side {
      case 0: return (rect.midX, rect.y)
      case 1: return (rect.midX, rect.maxY)
      case 2: return (rect.maxX, rect.midY)
      default: return (rect.x, rect.midY)
      }
    }
    func beside(_ side: Int, _ width: Double) -> Rect {
      switch side {
      case 0: return Rect(x: rect.midX - width / 2, y: rect.y - height - 2, width: width, height: height)
      case 1: return Rect(x: rect.midX - width / 2, y: rect.maxY + 2, width: width, height: height)
      case 2: return Rect(x: rect.maxX + 3, y: rect.midY - height / 2, width: width, height: height)
      default: return Rect(x: rect.x - width - 3, y: rect.midY - height / 2, width: width, height: height)
      }
    }
    let ring = 4 * 8
    let count = 4 + 4 * ring
    let tried = min(nearby ? 12 : context.searchLimit(count), count)
    func candidate(_ index: Int, width: Double) -> (Rect, anchor: (x: Double, y: Double)) {
      guard index >= 4 else { return (beside(index, width), anchor(index)) }
      let point = anchor((index - 4) / ring)
      return (CandidateRects.ringRect((index - 4) % ring, around: point, width: width, height: height), point)
    }
    let width = measured ?? context.widths.width(of: text, pointSize: size)
    for index in 0..<tried {
      let (candidate, point) = candidate(index, width: width)
      guard placement.isFree(candidate, role: role),
        placement.attachLeader(from: point, to: candidate, color: view.color, role: role, constraints: [], slack: 3)
      else { continue }
      placement.addText(
        text, x: candidate.x, y: candidate.midY, size: size, color: context.theme.text,
        maxWidth: nil, role: role, align: .leading, natural: width)
      return
    }
    // Nowhere free: the name still shows, in one legend note for all such views.
    unnamed.append(text)
  }

  /// On a device's screen, what the safe area keeps clear: the status bar (or the Dynamic Island)
  /// named in the top band, the home indicator drawn as its bar in the bottom one. Each only where
  /// it is free.
  private mutating func addSafeAreaMarks() {
    guard let device = context.device,
      let safe = context.solution.guides[LayoutGuide(owner: nil, kind: .safeArea)]
    else { return }
    let canvas = context.geometry.canvasRect
    let role = SceneRole.layoutGuide(LayoutGuide.Kind.safeArea.rawValue)
    let size = SceneBuilder.captionSize
    if safe.y >= size * SceneBuilder.lineFactor {
      let name = device.orientation == .portrait ? device.preset.topArea : "status bar"
      let width = context.widths.width(of: name, pointSize: size)
      let box = Rect(
        x: canvas.midX - width / 2, y: safe.y / 2 - size * SceneBuilder.lineFactor / 2, width: width,
        height: size * SceneBuilder.lineFactor)
      if placement.isFree(box, role: role) {
        placement.addText(
          name, x: canvas.midX, y: safe.y / 2, size: size, color: context.theme.secondaryText,
          maxWidth: nil, role: role, align: .center, natural: width)
      }
    }
    let bottomInset = canvas.maxY - safe.maxY
    if device.preset.hasHomeIndicator, bottomInset >= 12 {
      // The home indicator: 134 × 5 points, 8 above the bottom edge on every Face ID iPhone.
      let bar = Rect(x: canvas.midX - 67, y: canvas.maxY - 13, width: 134, height: 5)
      if placement.isFree(bar, role: role) {
        placement.draw(.box(SceneBox(
          rect: bar, fill: context.theme.secondaryText, stroke: nil, strokePixels: 0, dash: false,
          role: role)))
        placement.occupy(bar, role: role)
      }
    }
  }
}
