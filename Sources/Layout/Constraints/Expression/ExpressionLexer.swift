/// Splits the meaningful part of a constraint string into tokens. Whitespace separates tokens and is
/// otherwise ignored.
///
/// Malformed pieces (`5.`, `1e2`, `≥`, `=>`) become `.invalid` tokens carrying their error, so that the
/// parser reports them only if nothing further left is wrong.
struct ExpressionLexer {
  let characters: [Character]
  let source: SourceCharacters
  /// The end of the meaningful part: the start of a `//` comment, or the string's end.
  let limit: Int
  /// In a console log's dialect, where each printed view name ends, by where it starts; `nil` for
  /// a spec's expression. See ``PrintedNames``.
  var printedNameEnds: [Int: Int]? = nil

  func tokens() -> [ExpressionToken] {
    var tokens: [ExpressionToken] = []
    var index = 0
    while index < limit {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
        continue
      }
      let token: ExpressionToken
      if let end = printedNameEnds?[index] {
        token = ExpressionToken(kind: .identifier(text(index..<end)), range: index..<end, text: text(index..<end))
      } else if printedNameEnds != nil, let spacing = systemSpacing(at: index) {
        token = spacing
      } else if character.isASCIIDigit {
        token = number(at: index)
      } else if character == ".", index + 1 < limit, characters[index + 1].isASCIIDigit,
        !(tokens.last.map(\.isIdentifier) ?? false)
      {
        // `.5`, as the expression libraries' number scanners read it (VFL keeps refusing it).
        token = number(at: index)
      } else if character.isNameStart {
        token = identifier(at: index)
      } else if "=<>!".contains(character) {
        token = relation(at: index)
      } else {
        token = symbol(at: index)
      }
      tokens.append(token)
      index = token.range.upperBound
    }
    let end = tokens.last?.range.upperBound ?? 0
    tokens.append(ExpressionToken(kind: .end, range: end..<end, text: ""))
    return tokens
  }

  private func text(_ range: Range<Int>) -> String { source.text(range) }

  /// Scans forward from `start` while `predicate` holds, stopping at `limit`.
  private func scan(from start: Int, while predicate: (Character) -> Bool) -> Int {
    var index = start
    while index < limit, predicate(characters[index]) { index += 1 }
    return index
  }

  /// `[0-9]+ ("." [0-9]+)?`, the NUMERAL of the expression-format grammar, or `"." [0-9]+` when
  /// `start` is at a decimal point followed by a digit. Anything glued to it that would make a
  /// different number in some other language gets its own message.
  private func number(at start: Int) -> ExpressionToken {
    var end = scan(from: start, while: \.isASCIIDigit)
    if end < limit, characters[end] == "." {
      let fractionEnd = scan(from: end + 1, while: \.isASCIIDigit)
      if fractionEnd == end + 1 {
        let error = ExpressionError.missingFractionDigits(text(start..<end + 1), at: end)
        return invalid(error, start..<end + 1)
      }
      end = fractionEnd
    }
    // A second decimal point: 1.2.3
    if end + 1 < limit, characters[end] == ".", characters[end + 1].isASCIIDigit {
      let tail = scan(from: end, while: { $0.isASCIIDigit || $0 == "." })
      return invalid(.secondDecimalPoint(text(start..<tail), at: end), start..<tail)
    }
    // Exponent notation, 1e2 or 2.5E-3: strtod reads it, the grammar does not; a log prints
    // numbers with `%g` (`1e+06`).
    if let exponentEnd = exponentEnd(after: end), printedNameEnds != nil,
      let value = Double(text(start..<exponentEnd)), value.isFinite
    {
      return ExpressionToken(kind: .number(value), range: start..<exponentEnd, text: text(start..<exponentEnd))
    }
    if let exponentEnd = exponentEnd(after: end) {
      return invalid(.exponent(text(start..<exponentEnd), at: start), start..<exponentEnd)
    }
    // Letters glued to the digits, 2v2: a name cannot start with a digit.
    if end < limit, characters[end].isNameContinuation {
      let tail = scan(from: end, while: \.isNameContinuation)
      let glued = text(start..<tail)
      return invalid(.nameStartsWithDigit(glued, numberLength: end - start, at: start), start..<tail)
    }
    let literal = text(start..<end)
    guard let value = Double(literal), value.isFinite else {
      return invalid(.numberTooLarge(literal, at: start), start..<end)
    }
    return ExpressionToken(kind: .number(value), range: start..<end, text: literal)
  }

  /// The end of `e2`, `E-3`, `e+10` right after a number, or `nil`.
  private func exponentEnd(after index: Int) -> Int? {
    guard index < limit, characters[index] == "e" || characters[index] == "E" else { return nil }
    var digitsStart = index + 1
    if digitsStart < limit, characters[digitsStart] == "+" || characters[digitsStart] == "-" {
      digitsStart += 1
    }
    let end = scan(from: digitsStart, while: \.isASCIIDigit)
    guard end > digitsStart else { return nil }
    // 1e2x is a bad name, not an exponent.
    if end < limit, characters[end].isNameContinuation { return nil }
    return end
  }

  /// A log's `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)` at `start`, as a number token;
  /// `nil` when neither is there.
  private func systemSpacing(at start: Int) -> ExpressionToken? {
    for wrapper in PrintedNames.spacingWrappers {
      let prefix = Array(wrapper)
      guard start + prefix.count < limit, Array(characters[start..<start + prefix.count]) == prefix else { continue }
      let number = self.number(at: start + prefix.count)
      guard case .number(let value) = number.kind, number.range.upperBound < limit,
        characters[number.range.upperBound] == ")"
      else { return nil }
      let range = start..<number.range.upperBound + 1
      return ExpressionToken(kind: .number(value), range: range, text: text(range))
    }
    return nil
  }

  /// `[_a-zA-Z][_a-zA-Z0-9]*`. Non-ASCII letters are scanned as part of the name so that the error
  /// points at them instead of at an unknown shorter name.
  private func identifier(at start: Int) -> ExpressionToken {
    let end = scan(from: start, while: \.isNameContinuation)
    let range = start..<end
    if let nonASCII = characters[range].firstIndex(where: { !$0.isASCII }) {
      return invalid(.nonASCIIName(text(range), at: nonASCII), range)
    }
    return ExpressionToken(kind: .identifier(text(range)), range: range, text: text(range))
  }

  /// The longest run of `= < > !`, so that `=>`, `=<`, `!=` and `===` are reported as one bad relation.
  private func relation(at start: Int) -> ExpressionToken {
    let end = scan(from: start, while: { "=<>!".contains($0) })
    let range = start..<end
    let operatorText = text(range)
    switch operatorText {
    case "=", "==": return ExpressionToken(kind: .relation(.equal), range: range, text: operatorText)
    case ">=":
      return ExpressionToken(kind: .relation(.greaterThanOrEqual), range: range, text: operatorText)
    case "<=":
      return ExpressionToken(kind: .relation(.lessThanOrEqual), range: range, text: operatorText)
    default: return invalid(.unknownRelation(operatorText, at: start), range)
    }
  }

  private func symbol(at start: Int) -> ExpressionToken {
    let character = characters[start]
    let range = start..<start + 1
    let kind: ExpressionToken.Kind
    switch character {
    case ".": kind = .dot
    case "*": kind = .star
    case "/": kind = .slash
    case "+": kind = .plus
    case "-": kind = .minus
    case "@": kind = .at
    case "(": kind = .openParen
    case ")": kind = .closeParen
    case ",", ";": kind = .separator
    case "[", "]", ":", "|": kind = .punctuation
    default: kind = .invalid(.unexpectedCharacter(character, at: start))
    }
    return ExpressionToken(kind: kind, range: range, text: String(character))
  }

  private func invalid(_ error: ExpressionError, _ range: Range<Int>) -> ExpressionToken {
    ExpressionToken(kind: .invalid(error), range: range, text: text(range))
  }
}

extension ExpressionToken {
  fileprivate var isIdentifier: Bool {
    if case .identifier = kind { return true }
    return false
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
  /// A letter or `_`: ASCII ones are valid, others are scanned so that they can be reported.
  fileprivate var isNameStart: Bool { self == "_" || isLetter }
  fileprivate var isNameContinuation: Bool { self == "_" || isLetter || isNumber }
}
