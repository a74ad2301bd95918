/// Finding ASCII words in a log's lines by their UTF-8 bytes: every line of a paste is searched for
/// the report header, the recovery sentence and `<private>`, and the generic string search made
/// that a tenth of an import.
enum ASCIISearch {
  /// Where `needle` first occurs in `text`.
  static func firstRange<Text: StringProtocol>(of needle: String, in text: Text) -> Range<Text.Index>? {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return nil }
    let bytes = text.utf8
    var index = bytes.startIndex
    while let start = bytes[index...].firstIndex(of: first) {
      var cursor = start
      var matched = 0
      while matched < pattern.count, cursor != bytes.endIndex, bytes[cursor] == pattern[matched] {
        matched += 1
        cursor = bytes.index(after: cursor)
      }
      if matched == pattern.count { return start..<cursor }
      index = bytes.index(after: start)
    }
    return nil
  }

  /// Whether `text` contains `needle`.
  static func contains<Text: StringProtocol>(_ needle: String, in text: Text) -> Bool {
    firstRange(of: needle, in: text) != nil
  }
}
