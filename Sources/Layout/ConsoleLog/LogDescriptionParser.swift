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
/// What a log wraps around a constraint is read here: the constraint's class and address, its
/// identifier, an autoresizing mask, `(LTR)`, and the `(active, names: …)` suffix, whose `'|'` is the
/// view `|` stands for. The constraint itself is read by the project's own readers, in the log's
/// dialect (``PrintedNames``): ``VFLParser`` for the VFL form Apple prints for constraints made from
/// VFL (one connection or one size), ``ExpressionParser`` for the equation form. ``LogItemScanner``
/// finds the objects they relate.
struct LogDescriptionParser {
  private let characters: [Character]
  /// The description itself and where each character starts in it (and its end, last): the
  /// strings the parser returns are cut from the text, not rebuilt character by character.
  private let text: Substring
  private let starts: [String.Index]
  private var index = 0
  private let line: Int
  private let column: Int

  /// A description that could not be read, or one read but beyond what a spec expresses: the
  /// message and the 0-based offset in the description.
  struct Failure: Error, Equatable {
    var message: String
    var offset: Int
    /// Read, but not importable: the message says so itself.
    var isUnsupported = false
  }

  /// The name `|` has among the views a VFL body is read with.
  private static let barName = "|"

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
    var isActive: Bool?
    var superview: LogItem?
    var scanner = LogItemScanner()
    if let suffix = suffixStart() {
      let text = string((suffix + 1)..<(end - 1))
      let lowered = text.lowercased()
      if lowered.hasPrefix("inactive") { isActive = false } else if lowered.hasPrefix("active") { isActive = true }
      superview = Self.bar(inNames: text)
      scanner.namedItems = Self.namedItems(inNames: text)
      end = suffix
    }
    while end > 0, characters[end - 1] == " " { end -= 1 }

    // The constraint's own class and address; SnapKit prints its own as `<Module.LayoutConstraint:0x…>`.
    skipSpaces()
    let bracketed = peek("<")
    if bracketed { index += 1 }
    let classStart = index
    while index < characters.count, characters[index] != ":", characters[index] != " " { index += 1 }
    let className = string(classStart..<index)
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
    let bodyStart = min(index, end)
    let body = string(bodyStart..<end)
    var constraint: LogConstraint
    do throws(Failure) {
      if body.hasPrefix("H:") || body.hasPrefix("V:") {
        constraint = try Self.readVFL(body, scanner: scanner, superview: superview)
      } else {
        constraint = try Self.readEquation(body, scanner: scanner)
      }
    } catch {
      throw Failure(message: error.message, offset: bodyStart + error.offset, isUnsupported: error.isUnsupported)
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

  // MARK: The body

  /// `H:[UILabel:0x7fcc7273b520'Seconds'(70)]`, `V:|-(8)-[UILabel:0x…]`: one constraint of VFL, whose
  /// `|` is the `names:` suffix's `'|'`.
  private static func readVFL(_ body: String, scanner: LogItemScanner, superview: LogItem?) throws(Failure) -> LogConstraint {
    let matches = try scanner.items(in: body)
    var items: [String: LogItem] = [:]
    for match in matches { items[String(body[match.range])] = match.item }
    // Every view of the line sits in `|`, so that `|` means the one view the suffix names.
    var parents = items.mapValues { _ in LayoutItem.view(barName) }
    parents[barName] = .canvas
    let parser = VFLParser(context: ConstraintContext(parents: parents))
    let constraints: [LayoutConstraint]
    do {
      constraints = try parser.parse(body, printedNames: PrintedNames(matches.map(\.range)))
    } catch {
      let offset = error.position.map { body.distance(from: body.startIndex, to: body.utf8.index(body.startIndex, offsetBy: $0)) }
      throw Failure(message: error.message, offset: offset ?? 0)
    }
    guard constraints.count == 1, let made = constraints.first else {
      throw Failure(message: "a description holds one constraint, but this VFL makes \(constraints.count)", offset: 0)
    }
    func item(_ layoutItem: LayoutItem?) throws(Failure) -> LogItem? {
      guard let name = layoutItem?.viewName else { return nil }
      guard name != barName else {
        guard let superview else {
          let bar = body.firstIndex(of: "|").map { body.distance(from: body.startIndex, to: $0) } ?? 0
          throw Failure(message: "'|' without a names: suffix saying which view it is", offset: bar)
        }
        return superview
      }
      return items[name]
    }
    guard let first = try item(made.firstItem) else { throw Failure(message: "expected a view", offset: 0) }
    return LogConstraint(
      className: "", address: "", firstItem: first, firstAttribute: made.firstAttribute.rawValue,
      relation: made.relation, secondItem: try item(made.secondItem), secondAttribute: made.secondAttribute?.rawValue,
      constant: made.constant, priority: made.priority.value)
  }

  /// `item.attribute REL [multiplier*]item.attribute [± constant] [@priority]`, or a constant alone.
  private static func readEquation(_ body: String, scanner: LogItemScanner) throws(Failure) -> LogConstraint {
    let matches = try scanner.items(in: body)
    if let parenthesis = firstParenthesis(in: body, outside: matches) {
      throw Failure(
        message:
          "not imported: this constraint relates an expression in parentheses over several anchors (AppKit's grid rows and columns, a distance between two anchors), which a spec cannot express; the rest of the log is imported",
        offset: parenthesis, isUnsupported: true)
    }
    var items: [String: LogItem] = [:]
    for match in matches { items[String(body[match.range])] = match.item }
    let parser = ExpressionParser(context: ConstraintContext(parents: items.mapValues { _ in .canvas }))
    let made: LayoutConstraint
    do {
      made = try parser.parse(body, printedNames: PrintedNames(matches.map(\.range)), source: ConstraintSource())
    } catch {
      throw Failure(message: error.message, offset: error.position ?? 0)
    }
    /// The log's item, and the attribute as the log names it (`leadingMargin` on a margins guide).
    func side(_ layoutItem: LayoutItem?, _ attribute: LayoutAttribute?) -> (LogItem?, String?) {
      guard let layoutItem, let attribute else { return (nil, nil) }
      switch layoutItem {
      case .view(let name): return (items[name], attribute.rawValue)
      case .guide(let guide): return (guide.owner.flatMap { items[$0] }, attribute.marginAttributeName)
      case .canvas: return (nil, attribute.rawValue)
      }
    }
    let (first, firstAttribute) = side(made.firstItem, made.firstAttribute)
    var (second, secondAttribute) = side(made.secondItem, made.secondAttribute)
    guard let first, let firstAttribute else { throw Failure(message: "expected a view", offset: 0) }
    // A constant alone is measured from the superview: only what differs from a spec's reading
    // (the same attribute, a baseline from the top) is kept, as a frame attribute's origin.
    if second == nil, made.secondAttribute == made.firstAttribute.superviewPairing { secondAttribute = nil }
    return LogConstraint(
      className: "", address: "", firstItem: first, firstAttribute: firstAttribute, relation: made.relation,
      secondItem: second, secondAttribute: secondAttribute, multiplier: made.multiplier, constant: made.constant,
      priority: made.priority.value)
  }

  /// The character offset of the first `(` outside the items: the multi-anchor forms
  /// `(a.leading - b.leading) == 0.5*(c.width - d.width)` and AppKit's grid boundaries.
  private static func firstParenthesis(in body: String, outside matches: [LogItemScanner.Match]) -> Int? {
    var position = 0
    var index = body.startIndex
    var remaining = matches[...]
    while index < body.endIndex {
      var skipped: String.Index?
      if let match = remaining.first, match.range.lowerBound == index {
        skipped = match.range.upperBound
        remaining = remaining.dropFirst()
      } else if PrintedNames.spacingWrappers.contains(where: { body[index...].hasPrefix($0) }),
        let close = body[index...].firstIndex(of: ")")
      {
        // `NSSpace(8)` is a number.
        skipped = body.index(after: close)
      }
      if let skipped {
        position += body.distance(from: index, to: skipped)
        index = skipped
        continue
      }
      if body[index] == "(" { return position }
      position += 1
      index = body.index(after: index)
    }
    return nil
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
    let rest = text[range.upperBound...].drop { $0 == " " }
    // The class runs to the address and may hold spaces (`'|':Super View:0x7ffac9a1fde0`).
    guard let colon = ASCIISearch.firstRange(of: ":0x", in: rest), colon.lowerBound > rest.startIndex else { return nil }
    let hex = rest[rest.index(colon.lowerBound, offsetBy: 3)...].prefix { $0.isHexDigit }
    guard !hex.isEmpty else { return nil }
    var quoted: String?
    if hex.endIndex < rest.endIndex, rest[hex.endIndex] == "'" {
      let inside = rest[rest.index(after: hex.endIndex)...]
      quoted = inside.firstIndex { $0 == "'" }.map { String(inside[..<$0]) }
    }
    return LogItem(className: String(rest[..<colon.lowerBound]), address: "0x" + hex, text: quoted)
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

  // MARK: Tokens

  private mutating func readAddress() throws(Failure) -> String {
    guard peek("0x") else { throw fail("expected an address such as 0x600003a1c0a0") }
    let start = index
    index += 2
    while index < characters.count, characters[index].isHexDigit { index += 1 }
    guard index > start + 2 else { throw fail("expected an address such as 0x600003a1c0a0", at: start) }
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
