import Layout

/// Text widths measured once per string and size during one scene build: the same label is measured
/// for its pill, its text item and every candidate place, and a chain repeats the same few labels
/// thousands of times.
final class TextWidthCache {
  private struct Key: Hashable {
    var text: String
    var pointSize: Double
    var bold: Bool
  }

  private let measurer: any TextMeasuring
  private var widths: [Key: Double] = [:]

  /// A cache with room for about `count` widths without growing.
  init(measurer: any TextMeasuring, expecting count: Int = 0) {
    self.measurer = measurer
    widths.reserveCapacity(count)
  }

  func width(of text: String, pointSize: Double, bold: Bool = false) -> Double {
    // Long strings are rare and seldom repeated; keeping them would only hold memory.
    guard text.utf8.count <= 256 else {
      return measurer.width(of: text, pointSize: pointSize, bold: bold)
    }
    let key = Key(text: text, pointSize: pointSize, bold: bold)
    if let width = widths[key] { return width }
    let width = measurer.width(of: text, pointSize: pointSize, bold: bold)
    widths[key] = width
    return width
  }

  /// The measurer the widths come from (line breaking measures through ``width(of:pointSize:bold:)``).
  var textMeasurer: any TextMeasuring { measurer }
}
