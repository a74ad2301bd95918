import Layout
import VFLPreviewSupport

/// Writes a ``Scene`` as an SVG document: the same items the rasteriser draws, in the same order, at
/// the scene's size in points (the PNG's size at scale 1). Text stays text, in the font family the
/// PNG uses with generic fallbacks, so a reader can select and search it; there are no external
/// references, and the same scene always gives the same bytes.
///
/// Layout is never decided here: every position, colour and string comes from the scene.
public struct SceneSVGWriter: Sendable {
  /// The CSS font-family list written on every text: the PNG's font first.
  public var fontFamilies: [String]
  /// How far below a line's centre its baseline lies, per point of font size: the PNG places text
  /// by its font's metrics, and so does the SVG (rather than trusting `dominant-baseline`, which
  /// renderers read differently).
  public var baselineFromCenterPerPoint: Double

  /// `fallbackFamilies`: the fonts the PNG drew characters with that `fontFamily` lacks (see
  /// ``FontFallback``), listed after it so a viewer with them installed draws the same glyphs.
  public init(
    fontFamily: String = "DejaVu Sans", fallbackFamilies: [String] = [],
    baselineFromCenterPerPoint: Double = 0.3642
  ) {
    fontFamilies = [fontFamily] + fallbackFamilies + ["Verdana", "Arial", "sans-serif"]
    self.baselineFromCenterPerPoint = baselineFromCenterPerPoint
  }

  /// The SVG document, ending with a newline.
  public func svg(of scene: Scene) -> String {
    var writer = Output()
    let width = Self.number(scene.size.width)
    let height = Self.number(scene.size.height)
    writer.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    writer.line(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#)
    let families = fontFamilies.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
    writer.line(#"<style>text{font-family:\#(families);white-space:pre}</style>"#)
    writer.line(#"<rect width="100%" height="100%" fill="\#(Self.hex(scene.theme.background))"/>"#)
    var clipCount = 0
    var patterns: Set<String> = []
    for item in scene.items {
      switch item {
      case .box(let box): writeBox(box, into: &writer, patterns: &patterns)
      case .line(let line): writeLine(line, into: &writer)
      case .text(let text): writeText(text, into: &writer)
      case .pill(let pill):
        let rect = pill.rect
        writer.line(
          #"<rect x="\#(Self.number(rect.x))" y="\#(Self.number(rect.y))" width="\#(Self.number(rect.width))" height="\#(Self.number(rect.height))" rx="\#(Self.number(rect.height / 2))"\#(Self.fill(pill.fill))\#(Self.stroke(pill.stroke, width: 0.75))/>"#)
        writeText(pill.text, into: &writer)
      case .badge(let badge) where badge.isCircle:
        writer.line(
          #"<circle cx="\#(Self.number(badge.centerX))" cy="\#(Self.number(badge.centerY))" r="\#(Self.number(badge.radius))"\#(Self.fill(badge.fill))/>"#)
        writeText(badge.text, into: &writer)
      case .badge(let badge):
        // A number too wide for the circle: a pill around it.
        let rect = badge.rect
        writer.line(
          #"<rect x="\#(Self.number(rect.x))" y="\#(Self.number(rect.y))" width="\#(Self.number(rect.width))" height="\#(Self.number(rect.height))" rx="\#(Self.number(badge.radius))"\#(Self.fill(badge.fill))/>"#)
        writeText(badge.text, into: &writer)
      case .grid(let rect, let spacing, let color):
        writeGrid(rect, spacing: spacing, color: color, into: &writer)
      case .pushClip(let rect):
        clipCount += 1
        writer.line(
          #"<clipPath id="clip\#(clipCount)"><rect x="\#(Self.number(rect.x))" y="\#(Self.number(rect.y))" width="\#(Self.number(rect.width))" height="\#(Self.number(rect.height))"/></clipPath>"#)
        writer.line(#"<g clip-path="url(#clip\#(clipCount))">"#)
      case .popClip:
        writer.line("</g>")
      }
    }
    writer.line("</svg>")
    return writer.text
  }

  // MARK: Items

  private func writeBox(_ box: SceneBox, into writer: inout Output, patterns: inout Set<String>) {
    let rect = box.rect
    let geometry =
      #"x="\#(Self.number(rect.x))" y="\#(Self.number(rect.y))" width="\#(Self.number(rect.width))" height="\#(Self.number(rect.height))""#
    if let fill = box.fill { writer.line("<rect \(geometry)\(Self.fill(fill))/>") }
    if let stroke = box.stroke, box.strokePixels > 0 {
      // The rasteriser draws borders inside the edge; an SVG stroke is centred on it.
      let width = Double(box.strokePixels)
      let inset = min(width / 2, rect.width / 2, rect.height / 2)
      writer.line(
        #"<rect x="\#(Self.number(rect.x + inset))" y="\#(Self.number(rect.y + inset))" width="\#(Self.number(max(0, rect.width - 2 * inset)))" height="\#(Self.number(max(0, rect.height - 2 * inset)))" fill="none"\#(Self.stroke(stroke, width: width))\#(box.dash ? #" stroke-dasharray="4 3""# : "")/>"#)
    }
    if let hatch = box.hatch {
      let id = "hatch" + Self.hex(hatch).dropFirst()
      if patterns.insert(id).inserted {
        writer.line(
          #"<pattern id="\#(id)" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6"\#(Self.stroke(hatch, width: 1))/></pattern>"#)
      }
      writer.line(#"<rect \#(geometry) fill="url(#\#(id))"/>"#)
    }
  }

  private func writeLine(_ line: SceneLine, into writer: inout Output) {
    let dash: String
    switch line.style {
    case .solid: dash = ""
    case .dashed: dash = #" stroke-dasharray="4 3""#
    case .dotted: dash = #" stroke-dasharray="1 2""#
    case .dashDot: dash = #" stroke-dasharray="6 2 1 2""#
    }
    let width = Double(line.widthPixels)
    // The rasteriser puts an axis-aligned line of odd width in the pixel after its coordinate
    // (1 px at y covers y…y+1); half a point across keeps the SVG's line on the same pixels.
    let shift = line.widthPixels % 2 == 1 ? 0.5 : 0
    let horizontal = line.from.y == line.to.y
    let vertical = line.from.x == line.to.x
    let (dx, dy) = horizontal ? (0, shift) : (vertical ? (shift, 0) : (0, 0))
    writer.line(
      #"<line x1="\#(Self.number(line.from.x + dx))" y1="\#(Self.number(line.from.y + dy))" x2="\#(Self.number(line.to.x + dx))" y2="\#(Self.number(line.to.y + dy))"\#(Self.stroke(line.color, width: width))\#(dash)/>"#)
    guard line.tickLength > 0 else { return }
    let half = line.tickLength / 2
    for end in [line.from, line.to] {
      let (x1, y1, x2, y2) =
        horizontal
        ? (end.x + shift, end.y - half, end.x + shift, end.y + half)
        : (end.x - half, end.y + shift, end.x + half, end.y + shift)
      writer.line(
        #"<line x1="\#(Self.number(x1))" y1="\#(Self.number(y1))" x2="\#(Self.number(x2))" y2="\#(Self.number(y2))"\#(Self.stroke(line.color, width: width))/>"#)
    }
  }

  private func writeText(_ text: SceneText, into writer: inout Output) {
    let anchor: String
    switch text.alignment {
    case .leading: anchor = "start"
    case .center: anchor = "middle"
    case .trailing: anchor = "end"
    }
    let string = text.truncatedString ?? text.string
    let baseline = text.y + baselineFromCenterPerPoint * text.pointSize
    let style = text.isBold ? #" font-weight="bold""# : ""
    var content = Self.escaped(string)
    if let offsets = text.justifiedWordOffsets, text.justifiedWidth != nil {
      // A justified line: each word where the PNG draws it, from the same scene.
      let words = string.split(separator: " ", omittingEmptySubsequences: true)
      if words.count == offsets.count {
        content = zip(words, offsets).map { word, offset in
          #"<tspan x="\#(Self.number(text.x + offset))">\#(Self.escaped(String(word)))</tspan>"#
        }.joined(separator: " ")
      }
    }
    writer.line(
      #"<text x="\#(Self.number(text.x))" y="\#(Self.number(baseline))" font-size="\#(Self.number(text.pointSize))" text-anchor="\#(anchor)"\#(style)\#(Self.fill(text.color))>\#(content)</text>"#)
  }

  private func writeGrid(_ rect: Rect, spacing: Double, color: RGBAColor, into writer: inout Output) {
    guard spacing > 0, rect.width > 0, rect.height > 0 else { return }
    var path = ""
    var x = rect.x + spacing
    while x < rect.maxX {
      path += "M\(Self.number(x + 0.5)) \(Self.number(rect.y))V\(Self.number(rect.maxY))"
      x += spacing
    }
    var y = rect.y + spacing
    while y < rect.maxY {
      path += "M\(Self.number(rect.x)) \(Self.number(y + 0.5))H\(Self.number(rect.maxX))"
      y += spacing
    }
    writer.line(#"<path d="\#(path)" fill="none"\#(Self.stroke(color, width: 1))/>"#)
  }

  // MARK: Values

  static func number(_ value: Double) -> String {
    NumberFormatting.format(value.isFinite ? min(max(value, -1e9), 1e9) : 0, maximumFractionDigits: 3)
  }

  static func hex(_ color: RGBAColor) -> String { color.hexString(includingAlpha: false) }

  static func opacity(_ color: RGBAColor) -> String? {
    color.alpha == 255 ? nil : number(Double(color.alpha) / 255)
  }

  static func fill(_ color: RGBAColor) -> String {
    #" fill="\#(hex(color))""# + (opacity(color).map { #" fill-opacity="\#($0)""# } ?? "")
  }

  static func stroke(_ color: RGBAColor, width: Double) -> String {
    #" stroke="\#(hex(color))" stroke-width="\#(number(width))""#
      + (opacity(color).map { #" stroke-opacity="\#($0)""# } ?? "")
  }

  /// Text as XML character data: markup characters escaped, and characters XML 1.0 forbids (most
  /// control characters) written as U+FFFD so the document stays well-formed whatever a spec holds.
  static func escaped(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  private struct Output {
    var text = ""
    mutating func line(_ string: String) {
      text += string
      text += "\n"
    }
  }
}
