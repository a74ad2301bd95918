/// Reads one constraint description of a console log — the text between `<` and `>` — in either of
/// Apple's forms:
///
/// ```
/// NSLayoutConstraint:0x600003a1c0a0 UILabel:0x7fb1c8d0a2e0'Title'.leading == UIView:0x7fb1c8d0a0b0.leadingMargin + 8   (active)
/// NSLayoutConstraint:0x600003a1c140 H:[UILabel:0x7fb1c8d0a2e0'Title']-(8)-|   (active, names: '|':UIView:0x7fb1c8d0a0b0 )
/// NSAutoresizingMaskLayoutConstraint:0x303b3f0c0 h=--& v=--& _UIToolbarContentView:0x11452b200.height == 0   (active)
/// NSLayoutConstraint:0x7fcc72427260 H:[UILabel:0x7fcc7273b520'Seconds'(70)]
/// ```
///
/// The equation form is `item.attribute REL [multiplier*]item.attribute [± constant] [@priority]`
/// or `item.attribute REL constant`; the VFL form is one connection (`|-(20)-[a]`, `[a]-(8)-[b]`,
/// `[a]-(>=0)-|`, `[a][b]`) or one size (`[a(44)]`, `[a(>=44@750)]`, `[a(==b)]`), which Apple prints
/// for constraints made from VFL. `|` is the view the `names:` suffix gives.
struct LogDescriptionParser {
  private let characters: [Character]
  /// The description itself and where each character starts in it (and its end, last): the
  /// strings the parser returns are cut from the text, not rebuilt character by character.
  private let text: Substring
  private let starts: [String.Index]
  private var index = 0
  private let line: Int
  private let column: Int
  /// Items the `names:` suffix names (`ItemCell:0x78b50b000`), for descriptions that write the name
  /// instead of the class and address (`ItemCell.width == 194`).
  private var namedItems: [(name: String, item: LogItem)] = []

  /// A description that could not be read: the message and the 0-based offset in the description.
  struct Failure: Error, Equatable {
    var message: String
    var offset: Int
  }

  init(_ text: Substring, line: Int, column: Int) {
    self.characters = Array(text)
    self.text = text
    self.starts = Array(text.indices) + [text.endIndex]
    self.line = line
    self.column = column
  }

  /// The characters `range` as a string.
  private func string(_ range: Range<Int>) -> String { String(text[starts[range.lowerBound]..<starts[range.upperBound]]) }

  mutating func parse() throws(Failure) -> LogConstraint {
    var end = characters.count
    let suffix = suffixStart()
    var isActive: Bool?
    var superview: LogItem?
    if let suffix {
      let text = string((suffix + 1)..<(end - 1))
      let lowered = text.lowercased()
      if lowered.hasPrefix("inactive") { isActive = false } else if lowered.hasPrefix("active") { isActive = true }
      superview = Self.bar(inNames: text)
      namedItems = Self.namedItems(inNames: text)
      end = suffix
    }
    while end > 0, characters[end - 1] == " " { end -= 1 }

    // The constraint's own class and address; SnapKit prints its own as `<Module.LayoutConstraint:0x…>`.
    skipSpaces()
    let bracketed = peek("<")
    if bracketed { index += 1 }
    let className = readUntil(":")
    guard !className.isEmpty, peek(":") else { throw fail("expected the constraint's class and address") }
    index += 1
    let address = try readAddress()
    if peek("@") {
      // SnapKit's `@CCBaseCell.swift#88`: where the constraint was made.
      while index < end, characters[index] != " ", characters[index] != ">" { index += 1 }
    }
    if bracketed {
      guard peek(">") else { throw fail("expected '>' after the constraint's address") }
      index += 1
    }
    skipSpaces()
    var identifier: String?
    if peek("'") {
      index += 1
      let start = index
      while index < end, !(characters[index] == "'" && (index + 1 == end || characters[index + 1] == " ")) {
        index += 1
      }
      guard index < end else { throw fail("the identifier's closing quote is missing", at: start - 1) }
      identifier = string(start..<index)
      index += 1
      skipSpaces()
    }
    var mask: String?
    if peek("h="), index + 9 <= end, characters[index + 5] == " ", peekAt(index + 6, "v=") {
      mask = string(index..<(index + 11 <= end ? index + 11 : end))
      index += 11
      skipSpaces()
    }
    // `(LTR)` after a VFL body says how leading and trailing were resolved; nothing to keep.
    if end >= 5, string((end - 5)..<end) == "(LTR)" || string((end - 5)..<end) == "(RTL)" {
      end -= 5
    }
    let bodyEnd = end
    var constraint: LogConstraint
    if peek("H:") || peek("V:") {
      constraint = try readVFL(until: bodyEnd, superview: superview)
    } else {
      constraint = try readEquation(until: bodyEnd)
    }
    constraint.className = className
    constraint.address = address
    constraint.identifier = identifier
    constraint.mask = mask
    constraint.isActive = isActive
    constraint.text = String(text)
    constraint.line = line
    constraint.column = column
    return constraint
  }

  // MARK: The suffix

  /// Where `(active…)`, `(inactive…)` or `(Names: …)` starts, when the description ends with one.
  private func suffixStart() -> Int? {
    guard characters.last == ")" else { return nil }
    var depth = 0
    var position = characters.count - 1
    while position >= 0 {
      if characters[position] == ")" { depth += 1 }
      if characters[position] == "(" {
        depth -= 1
        if depth == 0 { break }
      }
      position -= 1
    }
    guard position > 0, characters[position - 1] == " " else { return nil }
    let text = string((position + 1)..<characters.count).lowercased()
    guard text.hasPrefix("active") || text.hasPrefix("inactive") || text.hasPrefix("names:") else {
      return nil
    }
    return position
  }

  /// `'|':UIView:0x7fa16b60e4d0` in a `names:` list.
  static func bar(inNames text: Substring) -> LogItem? { bar(inNames: String(text)) }

  static func bar(inNames text: String) -> LogItem? {
    guard let range = ASCIISearch.firstRange(of: "'|':", in: text) else { return nil }
    var rest = text[range.upperBound...]
    while rest.first == " " { rest = rest.dropFirst() }
    var parser = LogDescriptionParser(rest, line: 0, column: 0)
    return try? parser.readItem(until: parser.characters.count)
  }

  /// `names: ItemCell:0x78b50b000, '|':UIStackView:0x154106650` as name and item, longest name first.
  static func namedItems(inNames text: String) -> [(name: String, item: LogItem)] {
    // `Names:` in older logs, `names:` in newer ones.
    guard let range = ASCIISearch.firstRange(of: "names:", in: text) ?? ASCIISearch.firstRange(of: "Names:", in: text) else { return [] }
    let start = range.upperBound
    var result: [(name: String, item: LogItem)] = []
    for entry in text[start...].split(separator: ",") {
      let trimmed = entry.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
      let item = String(trimmed)
      guard !item.hasPrefix("'|'"), let addressRange = ASCIISearch.firstRange(of: ":0x", in: item) else { continue }
      let head = item[..<addressRange.lowerBound]
      let address = "0x" + item[addressRange.upperBound...].prefix { $0.isHexDigit }
      // `name:Class:0x…` or `name:0x…`.
      let parts = head.split(separator: ":", maxSplits: 1)
      guard let first = parts.first else { continue }
      let name = String(first)
      let className = parts.count > 1 ? String(parts[1]) : name
      result.append((name, LogItem(className: className, address: address)))
    }
    return result.sorted { $0.name.count > $1.name.count }
  }

  // MARK: Items

  /// `Class:0xADDR` with an optional `'text'`, or `<Class:0xADDR>`.
  mutating func readItem(until end: Int) throws(Failure) -> LogItem {
    let bracketed = peek("<")
    if bracketed { index += 1 }
    for (name, item) in namedItems where peek(name) {
      let after = index + name.count
      if after < characters.count, characters[after] == "." || characters[after] == "]"
        || characters[after] == "(" {
        index = after
        return item
      }
    }
    let start = index
    while index < end, characters[index] != ":" { index += 1 }
    guard index < end, index > start else { throw fail("expected a view such as UILabel:0x7fb1c8d0a2e0", at: start) }
    let className = string(start..<index)
    index += 1
    let address = try readAddress()
    if bracketed {
      guard peek(">") else { throw fail("expected '>' after the address") }
      index += 1
    }
    var text: String?
    if index < end, characters[index] == "'" {
      let open = index
      index += 1
      // The text ends at the quote followed by what may follow an item: `.attribute`, `]`, `(`, a
      // space or the end. A quote inside the text (`'Don't'`) is followed by a letter.
      var close = index
      while close < end {
        if characters[close] == "'" {
          let next = close + 1 < end ? characters[close + 1] : " "
          if next == "." || next == "]" || next == "(" || next == " " || next == ")" || next == "," { break }
        }
        close += 1
      }
      guard close < end else { throw fail("the quoted text's closing quote is missing", at: open) }
      text = string(index..<close)
      index = close + 1
    }
    return LogItem(className: className, address: address, text: text)
  }

  private mutating func readAddress() throws(Failure) -> String {
    guard peek("0x") else { throw fail("expected an address such as 0x600003a1c0a0") }
    let start = index
    index += 2
    while index < characters.count, characters[index].isHexDigit { index += 1 }
    guard index > start + 2 else { throw fail("expected an address such as 0x600003a1c0a0", at: start) }
    return string(start..<index)
  }

  // MARK: The equation form

  private mutating func readEquation(until end: Int) throws(Failure) -> LogConstraint {
    let first = try readItem(until: end)
    guard peek(".") else { throw fail("expected '.' and an attribute after \(first.title)") }
    index += 1
    let firstAttribute = readIdentifier()
    guard !firstAttribute.isEmpty else { throw fail("expected an attribute") }
    skipSpaces()
    let relation = try readRelation()
    skipSpaces()
    var constraint = LogConstraint(
      className: "", address: "", firstItem: first, firstAttribute: firstAttribute, relation: relation)
    // `0.5*Item.attr`, `Item.attr`, or a constant alone.
    let mark = index
    if let number = readNumber(), peek("*") {
      index += 1
      constraint.multiplier = number
    } else {
      index = mark
    }
    if !isItemStart() {
      guard let number = readNumber() else { throw fail("expected a view or a number") }
      constraint.constant = number
    } else {
      let second = try readItem(until: end)
      guard peek(".") else { throw fail("expected '.' and an attribute after \(second.title)") }
      index += 1
      let attribute = readIdentifier()
      guard !attribute.isEmpty else { throw fail("expected an attribute") }
      constraint.secondItem = second
      constraint.secondAttribute = attribute
      skipSpaces()
      if peek("*") {
        // A multiplier written after the item.
        index += 1
        skipSpaces()
        guard let number = readNumber() else { throw fail("expected a multiplier after '*'") }
        constraint.multiplier = number
        skipSpaces()
      }
      if peek("+") || peek("-") {
        let negative = peek("-")
        index += 1
        skipSpaces()
        guard let number = readNumber() else { throw fail("expected a constant") }
        constraint.constant = negative ? -number : number
      } else if let number = readNumber() {
        // `….bottom NSSpace(0)`: a system spacing printed without a sign.
        constraint.constant = number
      }
    }
    skipSpaces()
    if let priority = try readPriority() {
      constraint.priority = priority
      skipSpaces()
    }
    guard index >= end else { throw fail("unexpected text") }
    return constraint
  }

  /// `@750` after a constant, a size or a spacing; `nil` when there is no `@`.
  private mutating func readPriority() throws(Failure) -> Double? {
    guard peek("@") else { return nil }
    index += 1
    guard let number = readNumber() else { throw fail("expected a priority after '@'") }
    return number
  }

  private mutating func readRelation() throws(Failure) -> LayoutRelation {
    for (text, relation) in [("==", LayoutRelation.equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual)]
    where peek(text) {
      index += 2
      return relation
    }
    throw fail("expected ==, >= or <=")
  }

  private func isItemStart() -> Bool {
    if peek("<") { return true }
    for (name, _) in namedItems where peek(name) { return true }
    var position = index
    while position < characters.count, characters[position] != ":" && characters[position] != " " {
      position += 1
    }
    return position + 2 < characters.count && characters[position] == ":" && characters[position + 1] == "0"
      && characters[position + 2] == "x"
  }

  // MARK: The VFL form

  private enum Element {
    case bar
    case item(LogItem)
  }

  private mutating func readVFL(until end: Int, superview: LogItem?) throws(Failure) -> LogConstraint {
    let horizontal = characters[index] == "H"
    index += 2
    let leading = horizontal ? "leading" : "top"
    let trailing = horizontal ? "trailing" : "bottom"
    let size = horizontal ? "width" : "height"
    func barItem() throws(Failure) -> LogItem {
      guard let superview else { throw fail("'|' without a names: suffix saying which view it is") }
      return superview
    }

    let first = try readElement(until: end)
    if case .item(let item) = first, let predicate = try readPredicate(until: end) {
      guard index >= end else { throw fail("unexpected text after the size") }
      var constraint = LogConstraint(
        className: "", address: "", firstItem: item, firstAttribute: size, relation: predicate.relation,
        priority: predicate.priority)
      if let other = predicate.item {
        constraint.secondItem = other
        constraint.secondAttribute = size
      } else {
        constraint.constant = predicate.constant
      }
      return constraint
    }
    let connection = try readConnection()
    let second = try readElement(until: end)
    if case .item = second, let _ = try readPredicate(until: end) {
      throw fail("a connection and a size in one description")
    }
    guard index >= end else { throw fail("unexpected text after the connection") }
    var constraint: LogConstraint
    switch (first, second) {
    case (.bar, .item(let item)):
      constraint = LogConstraint(
        className: "", address: "", firstItem: item, firstAttribute: leading, relation: connection.relation,
        secondItem: try barItem(), secondAttribute: leading)
    case (.item(let item), .bar):
      constraint = LogConstraint(
        className: "", address: "", firstItem: try barItem(), firstAttribute: trailing,
        relation: connection.relation, secondItem: item, secondAttribute: trailing)
    case (.item(let before), .item(let after)):
      constraint = LogConstraint(
        className: "", address: "", firstItem: after, firstAttribute: leading, relation: connection.relation,
        secondItem: before, secondAttribute: trailing)
    case (.bar, .bar):
      throw fail("a connection from '|' to '|'")
    }
    constraint.constant = connection.constant
    constraint.priority = connection.priority
    return constraint
  }

  private mutating func readElement(until end: Int) throws(Failure) -> Element {
    if peek("|") {
      index += 1
      return .bar
    }
    guard peek("[") else { throw fail("expected '[' or '|'") }
    index += 1
    let item = try readItem(until: end)
    return .item(item)
  }

  /// `(44)`, `(>=44@750)`, `(==Item)` closing the bracket, or just `]`; `nil` for `]`.
  private mutating func readPredicate(until end: Int) throws(Failure) -> (
    relation: LayoutRelation, constant: Double, item: LogItem?, priority: Double
  )? {
    if peek("]") {
      index += 1
      return nil
    }
    guard peek("(") else { throw fail("expected ']' or a size in parentheses") }
    index += 1
    let relation = (try? readRelation()) ?? .equal
    var constant = 0.0
    var item: LogItem?
    if let number = readNumber() {
      constant = number
    } else {
      item = try readItem(until: end)
    }
    let priority = try readPriority() ?? 1000
    guard peek(")]") else { throw fail("expected ')]' after the size") }
    index += 2
    return (relation, constant, item, priority)
  }

  /// `-(20)-`, `-(>=8@750)-`, `-(NSSpace(8))-`, or nothing between `]` and `[` (flush).
  private mutating func readConnection() throws(Failure) -> (
    relation: LayoutRelation, constant: Double, priority: Double
  ) {
    guard peek("-") else { return (.equal, 0, 1000) }
    index += 1
    guard peek("(") else { throw fail("expected '(' and a spacing after '-'") }
    index += 1
    let relation = (try? readRelation()) ?? .equal
    guard let constant = readNumber() else { throw fail("expected a spacing") }
    let priority = try readPriority() ?? 1000
    guard peek(")-") else { throw fail("expected ')-' after the spacing") }
    index += 2
    return (relation, constant, priority)
  }

  // MARK: Tokens

  /// A number as Apple prints one (`8`, `-20`, `0.5`, `1e+06`), or a system spacing
  /// `NSSpace(8)` / `NSLayoutAnchorConstraintSpace(8)` as its value; `nil` (and nothing read)
  /// otherwise.
  private mutating func readNumber() -> Double? {
    for wrapper in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where peek(wrapper) {
      let mark = index
      index += wrapper.count
      if let value = readNumber(), peek(")") {
        index += 1
        return value
      }
      index = mark
      return nil
    }
    let start = index
    if peek("-") || peek("+") { index += 1 }
    var digits = 0
    while index < characters.count, characters[index].isASCII,
      characters[index].isNumber || characters[index] == "."
    {
      digits += 1
      index += 1
    }
    if digits > 0, index < characters.count, characters[index] == "e" || characters[index] == "E" {
      let mark = index
      index += 1
      if peek("+") || peek("-") { index += 1 }
      var exponent = 0
      while index < characters.count, characters[index].isASCII, characters[index].isNumber {
        exponent += 1
        index += 1
      }
      if exponent == 0 { index = mark }
    }
    guard digits > 0, let value = Double(string(start..<index)), value.isFinite else {
      index = start
      return nil
    }
    return value
  }

  private mutating func readIdentifier() -> String {
    let start = index
    while index < characters.count, characters[index].isLetter || characters[index].isNumber
      || characters[index] == "_"
    {
      index += 1
    }
    return string(start..<index)
  }

  private mutating func readUntil(_ character: Character) -> String {
    let start = index
    while index < characters.count, characters[index] != character, characters[index] != " " { index += 1 }
    return string(start..<index)
  }

  private mutating func skipSpaces() {
    while index < characters.count, characters[index] == " " { index += 1 }
  }

  private func peek(_ text: String) -> Bool { peekAt(index, text) }

  private func peekAt(_ position: Int, _ text: String) -> Bool {
    var position = position
    for character in text {
      guard position < characters.count, characters[position] == character else { return false }
      position += 1
    }
    return true
  }

  private func fail(_ message: String, at offset: Int? = nil) -> Failure {
    Failure(message: message, offset: offset ?? min(index, characters.count))
  }
}
