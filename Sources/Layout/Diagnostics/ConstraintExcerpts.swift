/// Short excerpts of the spec's constraint strings around the span a report points at.
///
/// A conflict report refers to its constraints' strings once per conflict: quoting a long VFL string
/// whole each time makes the output grow with the square of the input (10,000 predicates in one string
/// gave 288 MiB of JSON and as much on standard error). Strings of up to ``maximumWholeLength``
/// characters are quoted whole; a longer one is shown as a window of that size around the span, and
/// split into characters only once however many reports point into it.
struct ConstraintExcerpts {
  /// What a report shows of one constraint string.
  struct Excerpt: Equatable {
    /// The whole string, or a window of it with `…` where it was cut.
    var text: String
    /// Whether `text` is the whole string.
    var isWhole: Bool
    /// The character offset, in the whole string, of the first character of the window that comes
    /// from it (0 for a whole string).
    var start: Int
    /// The span's first character in `text`, and how many of its characters `text` shows.
    var caret: Int
    var highlightLength: Int
  }

  /// Strings up to this many characters are quoted whole; the window of a longer one has as many.
  static let maximumWholeLength = 120

  /// The characters of each long string met so far, by the string's index in the spec.
  private var characters: [Int: [Character]] = [:]

  /// The excerpt of `text`, the string of `constraints[index]`, around `span` (its start when nil).
  /// A string without an index is split again each time.
  mutating func excerpt(of text: String, index: Int?, span: Range<Int>?) -> Excerpt {
    let span = span ?? 0..<0
    // Up to 4 UTF-8 bytes a character: a string this short in bytes is short in characters.
    if text.utf8.count <= Self.maximumWholeLength {
      return Excerpt(
        text: text, isWhole: true, start: 0, caret: span.lowerBound,
        highlightLength: max(1, span.count))
    }
    let split = index.flatMap { characters[$0] } ?? Array(text)
    if let index { characters[index] = split }
    guard split.count > Self.maximumWholeLength else {
      return Excerpt(
        text: text, isWhole: true, start: 0, caret: span.lowerBound,
        highlightLength: max(1, span.count))
    }
    let radius = Self.maximumWholeLength / 2
    let window = SourceText.window(of: split, around: span.lowerBound, radius: radius)
    let caret = span.lowerBound - window.start
    // The window's bounds in the string, as `SourceText.window` chose them.
    let first = max(0, min(span.lowerBound - radius, split.count - 2 * radius))
    let shown = first + 2 * radius - span.lowerBound
    return Excerpt(
      text: window.text, isWhole: false, start: first, caret: caret,
      highlightLength: max(1, min(span.count, shown)))
  }
}
