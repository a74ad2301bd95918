/// One token of a linear expression, with its character range in the constraint string.
struct ExpressionToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case identifier(String)
    case number(Double)
    case relation(LayoutRelation)
    case dot, star, slash, plus, minus, at
    case openParen, closeParen
    /// `,` or `;`: someone trying to write several constraints in one string.
    case separator
    /// Any other ASCII punctuation (`[`, `]`, `:`, `|` …): never valid, reported where it stands.
    case punctuation
    /// Text the lexer could not make sense of. The error is raised only when the parser reaches it,
    /// so the leftmost problem in the string is the one reported.
    case invalid(ExpressionError)
    case end
  }

  var kind: Kind
  var range: Range<Int>
  var text: String

  var position: Int { range.lowerBound }
}
