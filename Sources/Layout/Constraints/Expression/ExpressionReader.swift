import VFLPreviewSupport

/// The recursive-descent reader behind ``ExpressionParser``: one pass, left to right, resolving view
/// and metric names as it meets them so that the leftmost problem is the one reported.
struct ExpressionReader {
  private let characters: [Character]
  /// The same text, for cutting pieces out of it as whole substrings.
  private let source: SourceCharacters
  private let context: ConstraintContext
  private var tokens: [ExpressionToken] = []
  private var index = 0
  /// The view on the left side, once read: `superview` on the right side means its superview.
  private var leftView = ""
  private var leftItem = LayoutItem.canvas
  private var leftAttribute = LayoutAttribute.width
  /// For a frame attribute on the left (a log's `midY`), the superview's attribute a constant
  /// alone is measured from.
  private var leftFrameOrigin: LayoutAttribute?
  /// In a console log's dialect, where each printed view name ends, by where it starts; `nil` for
  /// a spec's expression. See ``PrintedNames``.
  private let printedNameEnds: [Int: Int]?

  init(text: String, context: ConstraintContext, printedNameEnds: [Int: Int]? = nil) {
    self.characters = Array(text)
    self.source = SourceCharacters(text)
    self.context = context
    self.printedNameEnds = printedNameEnds
  }

  /// Whether the string is a console log's (see ``PrintedNames``).
  private var isPrinted: Bool { printedNameEnds != nil }

  mutating func read() throws(ExpressionError) -> ExpressionParseResult {
    // A `//` comment runs to the end of the string (the source documents annotate examples that way).
    // A log has no comments: a label's text may hold `//`.
    let limit = (isPrinted ? nil : commentStart()) ?? characters.count
    guard let start = characters[..<limit].firstIndex(where: { !$0.isWhitespace }) else {
      if limit < characters.count { throw ExpressionError.onlyComment(at: limit) }
      throw ExpressionError.empty()
    }
    if !isPrinted { try ExpressionForeignSyntax.check(characters, from: start, to: limit) }
    tokens = ExpressionLexer(
      characters: characters, source: source, limit: limit, printedNameEnds: printedNameEnds
    ).tokens()
    index = 0

    let left = try readLeftSide()
    let relation = try readRelation(after: left.text)
    let right = try readRightSide(after: relation.token)
    let priority = try readPriority()
    try expectEnd(afterPriority: priority != nil)

    var result = ExpressionParseResult(
      firstItem: leftItem, firstAttribute: leftAttribute, relation: relation.relation,
      secondItem: nil, secondAttribute: nil, multiplier: 1,
      constant: right.term.factor?.constantValue ?? 0,
      priority: priority ?? LayoutPriority.required.value,
      span: start..<(tokens.last?.position ?? limit))
    guard let item = right.term.item, case .item(let secondItem, let secondAttribute) = item.value
    else {
      // A location against a bare constant pairs with the same attribute of the superview, as
      // `constraintWithExpressionFormat:` makes it: Apple's engine refuses the bare constant.
      if let pairing = leftFrameOrigin ?? leftAttribute.superviewPairing {
        result.secondItem = context.parent(of: leftView) ?? .canvas
        result.secondAttribute = pairing
      }
      return result
    }

    // What Apple rejects when it makes the constraint is checked once the syntax is known to be
    // right: `view1.left = view2.width * (0.9 + 5)` is about the parentheses first.
    try checkPairing(with: secondAttribute, at: item.attributePosition ?? item.range.lowerBound)
    let multiplier = right.term.factor?.constantValue ?? 1
    let constant = right.constant ?? 0
    if multiplier == 0, !leftAttribute.isSize, let factor = right.term.factor {
      let rewrite = "\(left.text) \(relation.token.text) \(NumberFormatting.format(constant))"
      throw ExpressionError.zeroMultiplier(at: factor.range.lowerBound, rewrite: rewrite)
    }
    result.secondItem = secondItem
    result.secondAttribute = secondAttribute
    result.multiplier = multiplier
    result.constant = constant
    return result
  }

  // MARK: Tokens

  /// The current token; throws the lexer's error when it is an invalid one.
  private func peek() throws(ExpressionError) -> ExpressionToken {
    let token = tokens[index]
    if case .invalid(let error) = token.kind { throw error }
    return token
  }

  /// The current token's kind, without throwing: for lookahead that only branches on it.
  private var currentKind: ExpressionToken.Kind { tokens[index].kind }

  private var nextKind: ExpressionToken.Kind {
    tokens[min(index + 1, tokens.count - 1)].kind
  }

  private mutating func advance() {
    if index < tokens.count - 1 { index += 1 }
  }

  private func commentStart() -> Int? {
    guard characters.count >= 2 else { return nil }
    return (0..<characters.count - 1).first { characters[$0] == "/" && characters[$0 + 1] == "/" }
  }

  private func text(_ range: Range<Int>) -> String { source.text(range) }

  // MARK: The left side

  private mutating func readLeftSide() throws(ExpressionError) -> ExpressionOperand {
    let token = try peek()
    guard case .identifier = token.kind else {
      throw ExpressionError.leftSideNotAnItem(token.text, at: token.position)
    }
    let item = try readItem(isLeft: true)
    if case .item(let firstItem, let attribute) = item.value, let name = firstItem.owningViewName {
      leftView = name
      leftItem = firstItem
      leftAttribute = attribute
    }
    return item
  }

  private mutating func readRelation(
    after leftText: String
  ) throws(ExpressionError) -> (relation: LayoutRelation, token: ExpressionToken) {
    let token = try peek()
    switch token.kind {
    case .relation(let relation):
      advance()
      return (relation, token)
    case .plus, .minus, .star, .slash:
      throw ExpressionError.leftSideNotSingle(token.text, at: token.position)
    case .openParen, .closeParen:
      throw ExpressionError.parentheses(at: token.position)
    default:
      throw ExpressionError.missingRelation(after: leftText, at: token.position)
    }
  }

  // MARK: Items

  /// `name.attribute`, `name.guide.attribute` or `safeArea.attribute`, the current token being the
  /// name. `superview` is the left view's superview.
  private mutating func readItem(isLeft: Bool) throws(ExpressionError) -> ExpressionOperand {
    let nameToken = try peek()
    guard case .identifier(let name) = nameToken.kind else {
      throw ExpressionError.expectedOperand(after: "", at: nameToken.position)
    }
    var item: LayoutItem
    if isPrinted {
      // A log names every view by what it prints; nothing else stands for one.
      guard printedNameEnds?[nameToken.position] != nil, context.isView(name) else {
        throw ExpressionError.expectedPrintedView(at: nameToken.position)
      }
      item = .view(name)
    } else if name == "superview" {
      if isLeft { throw ExpressionError.superviewOnLeft(at: nameToken.position) }
      item = context.parent(of: leftView) ?? .canvas
    } else if context.isView(name) {
      item = .view(name)
    } else if name == LayoutGuide.Kind.safeArea.rawValue {
      if isLeft { throw ExpressionError.canvasGuideOnLeft(name, at: nameToken.position) }
      item = .guide(LayoutGuide(owner: nil, kind: .safeArea))
    } else if context.metrics[name] != nil {
      throw ExpressionError.metricUsedAsView(name, at: nameToken.position)
    } else {
      var candidates = Array(context.parents.keys)
      if !isLeft { candidates.append(contentsOf: ["superview", "safeArea"]) }
      throw ExpressionError.unknownView(
        name, at: nameToken.position,
        note: DidYouMean.note(for: name, among: candidates))
    }
    advance()

    var attributeToken = try readAttributeName(after: name)
    if case .identifier(let guideName) = attributeToken.kind, currentKind == .dot, !item.isGuide,
      let kind = LayoutGuide.Kind(rawValue: guideName)
    {
      item = try guide(kind, of: item, named: name, isLeft: isLeft, at: attributeToken.position)
      attributeToken = try readAttributeName(after: "\(name).\(guideName)")
    }
    if currentKind == .dot { try rejectDotPath(from: nameToken) }
    guard case .identifier(let attributeName) = attributeToken.kind else {
      throw ExpressionError.expectedAttribute(after: "\(name).", at: attributeToken.position)
    }
    let attribute: LayoutAttribute
    if let plain = LayoutAttribute(caseInsensitiveName: attributeName) {
      attribute = plain
    } else if isPrinted, let frame = PrintedNames.frameAttribute(attributeName) {
      attribute = frame.attribute
      if isLeft { leftFrameOrigin = frame.origin }
    } else if let marginAttribute = LayoutAttribute(marginAttributeName: attributeName),
      !item.isGuide
    {
      // UIKit's `leadingMargin` is the margins guide's `leading`.
      item = try guide(.margins, of: item, named: name, isLeft: isLeft, at: attributeToken.position)
      attribute = marginAttribute
    } else {
      throw ExpressionError.unknownAttribute(attributeName, at: attributeToken.position)
    }
    if item.isGuide, attribute.axis == .vertical, attribute.isBaseline {
      throw ExpressionError.guideBaseline(item.description, at: attributeToken.position)
    }
    let range = nameToken.position..<attributeToken.range.upperBound
    return ExpressionOperand(
      value: .item(item, attribute), range: range, text: text(range), isLiteral: false,
      attributePosition: attributeToken.position)
  }

  /// `.attribute` after a name or a guide: the dot, then the attribute's token (read past).
  private mutating func readAttributeName(after prefix: String) throws(ExpressionError) -> ExpressionToken {
    let dot = try peek()
    guard dot.kind == .dot else {
      throw ExpressionError.missingAttribute(view: prefix, at: dot.position)
    }
    advance()
    let attributeToken = try peek()
    guard case .identifier = attributeToken.kind else {
      throw ExpressionError.expectedAttribute(after: "\(prefix).", at: attributeToken.position)
    }
    advance()
    return attributeToken
  }

  /// The guide `kind` of `owner` (a view or the canvas): only the canvas has a safe area, and a
  /// canvas guide cannot stand on the left, as `superview` cannot.
  private func guide(
    _ kind: LayoutGuide.Kind, of owner: LayoutItem, named name: String, isLeft: Bool, at position: Int
  ) throws(ExpressionError) -> LayoutItem {
    switch owner {
    case .view(let view):
      if kind == .safeArea { throw ExpressionError.safeAreaOfView(view, at: position) }
      return .guide(LayoutGuide(owner: view, kind: kind))
    case .canvas, .guide:
      if isLeft { throw ExpressionError.canvasGuideOnLeft(name, at: position) }
      return .guide(LayoutGuide(owner: nil, kind: kind))
    }
  }

  /// `view1.subview.left`: reads the whole path for the message, suggesting its last two parts when
  /// they name a view and an attribute.
  private mutating func rejectDotPath(from nameToken: ExpressionToken) throws(ExpressionError) {
    let secondDot = tokens[index]
    var parts: [String] = []
    var end = nameToken.range.upperBound
    var cursor = index - 3  // back at the view name: name . attribute | .
    while case .identifier(let part) = tokens[cursor].kind {
      parts.append(part)
      end = tokens[cursor].range.upperBound
      guard cursor + 2 < tokens.count, tokens[cursor + 1].kind == .dot,
        case .identifier = tokens[cursor + 2].kind
      else { break }
      cursor += 2
    }
    var note: String?
    if parts.count >= 2 {
      let view = parts[parts.count - 2]
      if context.isView(view), let attribute = LayoutAttribute(caseInsensitiveName: parts[parts.count - 1]) {
        note = DidYouMean.note(offering: ["\(view).\(attribute.rawValue)"])
      }
    }
    throw ExpressionError.dotPath(
      text(nameToken.position..<end), at: secondDot.position, note: note)
  }

  /// Apple pairs locations with locations and sizes with sizes (`width` with `height` makes an aspect
  /// ratio; `top` with `left` is allowed too), and never leading/trailing with left/right.
  private func checkPairing(with attribute: LayoutAttribute, at position: Int) throws(ExpressionError) {
    if leftAttribute.isSize != attribute.isSize {
      throw ExpressionError.invalidPairing(leftAttribute, attribute, at: position)
    }
    let directional: Set<LayoutAttribute> = [.leading, .trailing]
    let absolute: Set<LayoutAttribute> = [.left, .right]
    if (directional.contains(leftAttribute) && absolute.contains(attribute))
      || (absolute.contains(leftAttribute) && directional.contains(attribute))
    {
      throw ExpressionError.directionalMix(at: position)
    }
  }

  // MARK: The right side

  /// `term (("+" | "-") constant)?` or a lone constant. Everything the dialects do not allow is
  /// read far enough to be named: a second item, constant math, a constant before the item.
  private mutating func readRightSide(
    after relation: ExpressionToken
  ) throws(ExpressionError) -> (term: ExpressionTerm, constant: Double?) {
    let first = try readTerm(after: relation)
    var constant: ExpressionOperand?
    var constantValue: Double?
    while currentKind == .plus || currentKind == .minus {
      let operatorToken = tokens[index]
      advance()
      let term = try readTerm(after: operatorToken)
      if let item = term.item {
        if first.item != nil { throw ExpressionError.secondItem(at: item.range.lowerBound) }
        throw ExpressionError.constantFirst(
          at: term.start, rewrite: rewrite(constantFirst: first, operatorToken.text, term))
      }
      guard let factor = term.factor, let value = factor.constantValue else { continue }
      if first.item == nil, let lone = first.factor {
        throw ExpressionError.constantMath(lone, operatorToken.text, factor)
      }
      if let constant {
        throw ExpressionError.constantMath(constant, operatorToken.text, factor)
      }
      constant = factor
      constantValue = operatorToken.kind == .minus ? -value : value
    }
    // A log prints a system spacing after an item without a sign: `view.bottom NSSpace(0)`.
    if isPrinted, constant == nil, first.item != nil, case .number(let value) = currentKind {
      advance()
      return (first, value)
    }
    return (first, constantValue)
  }

  /// `20 + superview.left` is `superview.left + 20`; only offered for the simple forms.
  private func rewrite(
    constantFirst first: ExpressionTerm, _ operatorText: String, _ term: ExpressionTerm
  ) -> String? {
    guard first.item == nil, let constant = first.factor else { return nil }
    if operatorText == "+" { return "\(term.text) + \(constant.text)" }
    guard term.factor == nil, let item = term.item else { return nil }
    return "-1 * \(item.text) + \(constant.text)"
  }

  /// A product of at most one item and one constant; `/ c` multiplies by `1/c`.
  private mutating func readTerm(after previous: ExpressionToken) throws(ExpressionError) -> ExpressionTerm {
    let start = tokens[index].position
    var term = ExpressionTerm(item: nil, factor: nil, start: start, text: "")
    add(try readOperand(after: previous), to: &term)
    while true {
      let token = try peek()
      guard token.kind == .star || token.kind == .slash else { break }
      advance()
      var operand = try readOperand(after: token)
      if token.kind == .slash {
        operand = try reciprocal(of: operand, term: term)
      }
      if operand.isItem, term.item != nil {
        throw ExpressionError.multiplyItems(at: operand.range.lowerBound)
      }
      if !operand.isItem, let factor = term.factor {
        throw ExpressionError.constantMath(factor, "*", operand)
      }
      add(operand, to: &term)
    }
    term.text = text(start..<tokens[index - 1].range.upperBound)
    return term
  }

  /// The divisor of `/` as the factor it multiplies by. Only a constant other than zero divides; a
  /// constant already in the term makes constant math, reported as for `*`.
  private func reciprocal(
    of divisor: ExpressionOperand, term: ExpressionTerm
  ) throws(ExpressionError) -> ExpressionOperand {
    guard let value = divisor.constantValue else {
      throw ExpressionError.divisionByItem(at: divisor.range.lowerBound)
    }
    if value == 0 { throw ExpressionError.divisionByZero(divisor) }
    if let factor = term.factor { throw ExpressionError.constantMath(factor, "/", divisor) }
    var factor = divisor
    factor.value = .constant(1 / value)
    // `2` in `b.width / 2` is not the multiplier as written: never folded into a suggestion.
    factor.isLiteral = false
    return factor
  }

  private func add(_ operand: ExpressionOperand, to term: inout ExpressionTerm) {
    if operand.isItem { term.item = operand } else { term.factor = operand }
  }

  /// A number, a metric or a view.attribute, with an optional sign before a constant.
  private mutating func readOperand(after previous: ExpressionToken) throws(ExpressionError) -> ExpressionOperand {
    var token = try peek()
    var sign: ExpressionToken?
    if token.kind == .plus || token.kind == .minus {
      sign = token
      advance()
      token = try peek()
      if token.kind == .plus || token.kind == .minus {
        throw ExpressionError.doubleSign(after: sign?.text ?? "", at: token.position)
      }
    }
    let start = sign?.position ?? token.position
    let factor: Double = sign?.kind == .minus ? -1 : 1
    switch token.kind {
    case .number(let value):
      advance()
      let range = start..<token.range.upperBound
      return ExpressionOperand(
        value: .constant(factor * value), range: range, text: text(range), isLiteral: true)
    case .identifier(let name):
      if isPrinted {
        guard printedNameEnds?[token.position] != nil else {
          throw ExpressionError.expectedPrintedViewOrNumber(at: token.position)
        }
        let item = try readItem(isLeft: false)
        if let sign { throw ExpressionError.signBeforeItem(sign.text, item: item.text, at: sign.position) }
        return item
      }
      if nextKind == .dot {
        let item = try readItem(isLeft: false)
        if let sign { throw ExpressionError.signBeforeItem(sign.text, item: item.text, at: sign.position) }
        return item
      }
      let value = try metricValue(name, at: token.position)
      advance()
      let range = start..<token.range.upperBound
      return ExpressionOperand(
        value: .constant(factor * value), range: range, text: text(range), isLiteral: false)
    case .openParen, .closeParen:
      throw ExpressionError.parentheses(at: token.position)
    case .at:
      throw ExpressionError.priorityTooEarly(after: (sign ?? previous).text, at: token.position)
    case .separator:
      throw ExpressionError.severalConstraints(at: token.position)
    default:
      throw ExpressionError.expectedOperand(after: (sign ?? previous).text, at: token.position)
    }
  }

  /// Metrics are looked up before views, as Apple does.
  private func metricValue(_ name: String, at position: Int) throws(ExpressionError) -> Double {
    if let value = context.metrics[name] { return value }
    if name == "superview" { throw ExpressionError.superviewNeedsAttribute(at: position) }
    if context.isView(name) { throw ExpressionError.viewUsedAsConstant(name, at: position) }
    throw ExpressionError.unknownMetric(
      name, at: position, note: DidYouMean.note(for: name, among: context.metrics.keys))
  }

  // MARK: The priority and the end

  /// `@750`, `@ 999.5`, `@metric`; `nil` when there is no `@`.
  private mutating func readPriority() throws(ExpressionError) -> Double? {
    guard currentKind == .at else { return nil }
    advance()
    var token = try peek()
    var sign: ExpressionToken?
    if token.kind == .plus || token.kind == .minus {
      sign = token
      advance()
      token = try peek()
    }
    let start = sign?.position ?? token.position
    var value: Double
    switch token.kind {
    case .number(let number): value = number
    case .identifier(let name): value = try metricValue(name, at: token.position)
    default: throw ExpressionError.expectedPriority(at: token.position)
    }
    advance()
    if sign?.kind == .minus { value = -value }
    if !(value > 0) { throw ExpressionError.priorityTooLow(value, at: start) }
    if value > LayoutPriority.required.value { throw ExpressionError.priorityTooHigh(value, at: start) }
    return value
  }

  private func expectEnd(afterPriority: Bool) throws(ExpressionError) {
    let token = try peek()
    switch token.kind {
    case .end: return
    case .relation: throw ExpressionError.secondRelation(token.text, at: token.position)
    case .separator: throw ExpressionError.severalConstraints(at: token.position)
    case .openParen, .closeParen: throw ExpressionError.parentheses(at: token.position)
    default:
      if afterPriority { throw ExpressionError.textAfterPriority(token.text, at: token.position) }
      throw ExpressionError.unexpectedToken(token.text, at: token.position)
    }
  }
}
