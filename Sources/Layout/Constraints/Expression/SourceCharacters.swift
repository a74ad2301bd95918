/// A constraint string addressed by character offsets, as the expression lexer and reader count,
/// whose pieces are cut out as substrings of the original: building each token's text from an array
/// of `Character`s one by one was a tenth of importing a console log.
struct SourceCharacters {
  private let text: String
  /// The index of each character, and the end.
  private let indices: [String.Index]

  init(_ text: String) {
    self.text = text
    var indices = Array(text.indices)
    indices.append(text.endIndex)
    self.indices = indices
  }

  /// The characters `range` (offsets in characters) as a string.
  func text(_ range: Range<Int>) -> String {
    let lower = min(max(range.lowerBound, 0), indices.count - 1)
    let upper = min(max(range.upperBound, lower), indices.count - 1)
    return String(text[indices[lower]..<indices[upper]])
  }
}
