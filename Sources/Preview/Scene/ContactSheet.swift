import Layout

/// One spec on several screens, side by side: each panel is a whole picture (its canvas, notation
/// and legend) under a title, all at one scale, so that a reader sees the layout adapt.
public struct ContactSheet: Sendable {
  /// The room between panels and around the sheet, in points.
  public static let gap = 32.0
  /// The size of each panel's title.
  public static let titleSize = 15.0

  public var panels: [(title: String, scene: Scene)]

  public init(panels: [(title: String, scene: Scene)]) {
    self.panels = panels
  }

  /// The panels laid out in a row, tops aligned, each title above its picture.
  public func scene(measurer: FontTextMeasurer, theme: Theme) -> Scene {
    let titleHeight = Self.titleSize * SceneText.lineFactor
    var items: [SceneItem] = []
    var legend: [LegendEntry] = []
    var titles: [String: String] = [:]
    var x = Self.gap
    var height = 0.0
    for (title, scene) in panels {
      let width = measurer.width(of: title, pointSize: Self.titleSize)
      items.append(.text(SceneText(
        string: title, x: x, y: Self.gap + titleHeight / 2, alignment: .leading,
        pointSize: Self.titleSize, color: theme.text, maxWidth: nil, role: .legend, width: width,
        isTruncated: false)))
      let top = Self.gap + titleHeight + 8
      items.append(contentsOf: scene.items.map { $0.translated(dx: x, dy: top) })
      legend.append(contentsOf: scene.legend)
      titles.merge(scene.viewTitles) { first, _ in first }
      x += max(scene.size.width, width) + Self.gap
      height = max(height, top + scene.size.height + Self.gap)
    }
    var sheet = Scene(
      size: Size(width: x, height: height), canvas: panels.first?.scene.canvas ?? Size(width: 0, height: 0),
      theme: theme, items: items, legend: legend)
    sheet.viewTitles = titles
    return sheet
  }
}
