import Layout
import VFLPreviewSupport

/// Text items measured with the builder's measurer, so that each one's ``SceneText/bounds`` are the
/// box the rasteriser fills and the lint checks.
extension SceneContext {
  /// A text item; `natural` is its width when already measured.
  func makeText(
    string: String, x: Double, y: Double, alignment: SceneText.Alignment, pointSize: Double,
    color: RGBAColor, maxWidth: Double?, role: SceneRole, constraints: [Int] = [], bold: Bool = false,
    natural: Double? = nil
  ) -> SceneText {
    let natural = natural ?? widths.width(of: string, pointSize: pointSize, bold: bold)
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
