/// Reading what a view shows (its text, font and image), its layout margins, and a stack view's
/// arrangement.
extension IBDocumentParser {
  /// The text, font, line count and alignment of labels, buttons and fields, in any of the places
  /// UIKit and AppKit elements keep them.
  func readText(of element: XMLElementNode, resolved: IBVariations, into view: inout IBView) {
    let cell = element.children.first { $0["key"] == "cell" }
    let normalState = element.children.first { $0.name == "state" && $0["key"] == "normal" }
    let configuration = element.child("buttonConfiguration")
    func keyedString(_ owner: XMLElementNode?, _ keys: [String]) -> String? {
      guard let owner else { return nil }
      for key in keys {
        if let string = owner.children.first(where: { $0.name == "string" && $0["key"] == key }),
          !string.text.isEmpty
        {
          return string.text
        }
        if let attributed = owner.children.first(where: { $0.name == "attributedString" && $0["key"] == key }) {
          let text = attributed.children("fragment").compactMap { $0["content"] ?? $0.child("string")?.text }.joined()
          if !text.isEmpty { return text }
        }
      }
      return nil
    }
    let candidates: [String?] = [
      resolved["text"], keyedString(element, ["text", "attributedText", "title"]),
      normalState?["title"], keyedString(normalState, ["title", "attributedTitle"]),
      configuration?["title"], cell?["title"], keyedString(cell, ["title", "attributedStringValue"]),
    ]
    view.text = candidates.compactMap { $0 }.first { !$0.isEmpty }
    if view.text == nil {
      let placeholder = resolved["placeholder"] ?? cell?["placeholderString"]
      if let placeholder, !placeholder.isEmpty {
        view.text = placeholder
        view.textIsPlaceholder = true
      }
    }
    if element.name == "segmentedControl" {
      let titles = element.child("segments")?.children("segment").compactMap { $0["title"] } ?? []
      if !titles.isEmpty { view.text = titles.joined(separator: " | ") }
    }
    view.imageName = resolved["image"] ?? normalState?["image"] ?? configuration?["image"] ?? cell?["image"]
    view.font = font(element.child("fontDescription", key: "fontDescription"))
      ?? font(configuration?.child("fontDescription"))
      ?? font(cell?.child("font", key: "font")) ?? font(element.child("font", key: "font"))
    if let lines = resolved["numberOfLines"].flatMap(Int.init) {
      view.lines = min(SpecLimits.maximumLabelLines, max(0, lines))
    }
    if let width = resolved.number("preferredMaxLayoutWidth") {
      view.preferredMaxLayoutWidth = min(Self.maximumLength, max(0, width))
    }
    switch resolved["textAlignment"] ?? cell?["alignment"] {
    case "left"?: view.textAlignment = .left
    case "center"?: view.textAlignment = .center
    case "right"?: view.textAlignment = .right
    case "justified"?: view.textAlignment = .justified
    case "natural"?: view.textAlignment = .natural
    default: break
    }
  }

  /// `<fontDescription type="system" pointSize="17">`, `style="UICTFontTextStyleBody"`,
  /// `name="Helvetica-Bold"`; AppKit's `<font key="font" metaFont="system" size="13">`.
  func font(_ element: XMLElementNode?) -> IBFont? {
    guard let element else { return nil }
    if element.name == "fontDescription" {
      if let style = element["style"], let textStyle = Self.textStyles[style] {
        return IBFont(pointSize: textStyle.pointSize(), isBold: textStyle.isBold, textStyle: textStyle)
      }
      let size = element.number("pointSize").flatMap(Self.fontSize) ?? 17
      let weight = (element["weight"] ?? element["type"] ?? element["name"] ?? "").lowercased()
      let bold = ["bold", "semibold", "heavy", "black"].contains { weight.contains($0) }
      return IBFont(pointSize: size, isBold: bold, textStyle: nil)
    }
    let meta = element["metaFont"] ?? ""
    let metaSize: Double
    switch meta {
    case "smallSystem", "smallSystemBold", "palette", "toolTip": metaSize = 11
    case "miniSystem", "miniSystemBold": metaSize = 9
    case "label": metaSize = 10
    case "menu", "menuBar": metaSize = 14
    default: metaSize = 13
    }
    let name = (element["name"] ?? meta).lowercased()
    let bold = ["bold", "semibold", "heavy", "black"].contains { name.contains($0) }
    return IBFont(pointSize: element.number("size").flatMap(Self.fontSize) ?? metaSize, isBold: bold, textStyle: nil)
  }

  /// A length within what the import reads (0 when absent).
  static func length(_ value: Double?) -> Double {
    min(maximumLength, max(-maximumLength, value ?? 0))
  }

  /// A point size a spec can carry; `nil` for none (AppKit's `size="0"` is the default size).
  static func fontSize(_ value: Double) -> Double? {
    value > 0 && value <= SpecDecoder.maximumFontSize ? value : nil
  }

  static let textStyles: [String: TextStyle] = [
    "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
    "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
    "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
    "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
    "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
    "UICTFontTextStyleCaption2": .caption2,
  ]

  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
  func readMargins(of element: XMLElementNode, resolved: IBVariations, into view: inout IBView) {
    if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      view.layoutMargins = EdgeInsets(
        top: Self.length(insets.number("top")), leading: Self.length(insets.number("leading")),
        bottom: Self.length(insets.number("bottom")), trailing: Self.length(insets.number("trailing")))
    } else if let insets = element.child("edgeInsets", key: "layoutMargins") {
      view.layoutMargins = EdgeInsets(
        top: Self.length(insets.number("top")), leading: Self.length(insets.number("left")),
        bottom: Self.length(insets.number("bottom")), trailing: Self.length(insets.number("right")))
    }
    view.preservesSuperviewLayoutMargins = resolved.flag("preservesSuperviewLayoutMargins") ?? false
    view.insetsLayoutMarginsFromSafeArea = resolved.flag("insetsLayoutMarginsFromSafeArea") ?? true
  }

  /// A stack view's axis, distribution, alignment, spacing and arranged views, in UIKit's terms.
  func stackView(_ element: XMLElementNode, resolved: IBVariations, subviews: [IBView]) -> IBStackView {
    let isAppKit = platform == .macOS
    let axis: LayoutAxis
    if isAppKit {
      axis = resolved["orientation"] == "vertical" ? .vertical : .horizontal
    } else {
      axis = resolved["axis"] == "vertical" ? .vertical : .horizontal
    }
    let distribution: IBStackView.Distribution =
      resolved["distribution"].flatMap(IBStackView.Distribution.init) ?? (isAppKit ? .gravityAreas : .fill)
    var alignment: IBStackView.Alignment
    switch resolved["alignment"] {
    case "top"?, "leading"?, "left"?: alignment = .leading
    case "bottom"?, "trailing"?, "right"?: alignment = .trailing
    case "center"?, "centerX"?, "centerY"?: alignment = .center
    case "firstBaseline"?: alignment = .firstBaseline
    case "lastBaseline"?, "baseline"?: alignment = .lastBaseline
    case "fill"?, "width"?, "height"?: alignment = .fill
    default: alignment = isAppKit ? .center : .fill
    }
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline, !isAppKit {
      alignment = .fill
    }
    var stack = IBStackView(
      axis: axis, distribution: distribution, alignment: alignment,
      spacing: resolved.number("spacing").map { min(Self.maximumLength, max(-Self.maximumLength, $0)) } ?? (isAppKit ? 8 : 0))
    stack.isAppKit = isAppKit
    stack.isBaselineRelative = resolved.flag("baselineRelativeArrangement") ?? false
    stack.isLayoutMarginsRelative = resolved.flag("layoutMarginsRelativeArrangement") ?? false
    stack.detachesHiddenViews = resolved.flag("detachesHiddenViews") ?? false
    stack.huggingPriority = AxisPriorities(
      horizontal: LayoutPriority(Self.priority(resolved["horizontalStackHuggingPriority"]) ?? 250),
      vertical: LayoutPriority(Self.priority(resolved["verticalStackHuggingPriority"]) ?? 250))
    if let insets = element.child("edgeInsets", key: "edgeInsets") {
      stack.edgeInsets = EdgeInsets(
        top: Self.length(insets.number("top")), leading: Self.length(insets.number("left")),
        bottom: Self.length(insets.number("bottom")), trailing: Self.length(insets.number("right")))
    }
    // Arranged views: UIKit's are its subviews; AppKit's are listed in gravity groups or as
    // subviews, in order.
    let ids = Set(subviews.map(\.id))
    let groups = ["beginningViews", "middleViews", "centerViews", "endViews"]
    if isAppKit, element.children.contains(where: { groups.contains($0.name) }) {
      for (index, group) in groups.enumerated() {
        for child in element.child(group)?.children ?? [] {
          guard let id = child["id"] ?? child["reference"], ids.contains(id) else { continue }
          stack.arranged.append(id)
          stack.gravity[id] = index == 0 ? 0 : (index == 3 ? 2 : 1)
        }
      }
    } else {
      stack.arranged = subviews.map(\.id)
    }
    let spacings = element.child("customSpacing")?.children.compactMap { $0.number("value") } ?? []
    for (id, value) in zip(stack.arranged, spacings) where abs(value) <= Self.maximumLength {
      stack.customSpacing[id] = value
    }
    return stack
  }
}
