/// Finding the constraint descriptions in a line of a log: `<NSLayoutConstraint:0x… …>` as Apple
/// prints them, `\<…\>` as Markdown escapes them, and without the angle brackets an HTML page lost.
extension ConsoleLog {
  /// One description found in a line.
  struct Entry {
    /// Where the entry starts: its `<` (or `\<`), or its class for an entry without brackets.
    var start: Substring.Index
    /// Where its text starts, after the `<`.
    var textStart: Substring.Index
    /// Its end: after the `>`, or where the line (or the entry) ends when it is cut off.
    var end: Substring.Index
    /// Its text, between `<` and `>`: what ``LogDescriptionParser`` reads.
    var text: Substring
    /// Whether the description ends on the line.
    var isComplete: Bool
  }

  /// The descriptions in one line: `<Class:0x… …>` (with `\<` and `\>` read as `<` and `>`), or,
  /// when `bracketless`, entries that begin with a constraint's class and address.
  static func entries(in line: Substring, bracketless: Bool) -> [Entry] {
    if bracketless { return bracketlessEntries(in: line) }
    var result: [Entry] = []
    for (range, isComplete) in descriptions(in: line) {
      let escaped = range.lowerBound > line.startIndex && line[line.index(before: range.lowerBound)] == "\\"
      let textStart = line.index(after: range.lowerBound)
      var text: Substring
      if isComplete {
        text = line[textStart..<line.index(before: range.upperBound)]
      } else {
        // Cut off: read what is there (the closing `>` alone is often what the paste lost).
        text = line[textStart...]
        while let last = text.last, last == " " || last == "\"" || last == "," { text = text.dropLast() }
      }
      if escaped { text = Substring(unescapingMarkdown(text.hasSuffix("\\") ? text.dropLast() : text)) }
      result.append(Entry(
        start: escaped ? line.index(before: range.lowerBound) : range.lowerBound, textStart: textStart,
        end: range.upperBound, text: text, isComplete: isComplete))
    }
    return result
  }

  /// Whether the log holds a description in angle brackets anywhere; when it holds none, entries
  /// without them (a paste through HTML, which took every `<` and `>` for a tag) are read.
  static func hasBracketedDescription(_ text: String) -> Bool {
    var rest = text[...]
    while let range = ASCIISearch.firstRange(of: "<", in: rest) {
      if looksLikeDescription(rest[range.lowerBound...]) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// Entries such as `"NSLayoutConstraint:0x9162d50 H:[UIView:0x9161180(70)]",`: each starts with a
  /// class whose name ends in `Constraint` and an address, and runs to the next one or the line's
  /// end, without the quotes and commas around it.
  private static func bracketlessEntries(in line: Substring) -> [Entry] {
    var starts: [Substring.Index] = []
    var index = line.startIndex
    var previous: Character = " "
    while index < line.endIndex {
      if previous == " " || previous == "\"" || previous == "," || previous == "\t",
        LogItemScanner.isClassCharacter(line[index]), isConstraintAddress(line[index...])
      {
        starts.append(index)
      }
      previous = line[index]
      index = line.index(after: index)
    }
    return starts.enumerated().map { position, start in
      var text = line[start..<(position + 1 < starts.count ? starts[position + 1] : line.endIndex)]
      while let last = text.last, last == " " || last == "\"" || last == "," || last == "\t" { text = text.dropLast() }
      return Entry(start: start, textStart: start, end: text.endIndex, text: text, isComplete: true)
    }
  }

  /// `NSLayoutConstraint:0x…`, `NSAutoresizingMaskLayoutConstraint:0x…`, `Module.LayoutConstraint:0x…`.
  private static func isConstraintAddress(_ text: Substring) -> Bool {
    let name = text.prefix(200).prefix { LogItemScanner.isClassCharacter($0) }
    guard name.hasSuffix("Constraint"), name.first.map({ $0.isLetter || $0 == "_" }) ?? false else { return false }
    return text[name.endIndex...].hasPrefix(":0x")
  }

  /// The `<Class:0x… …>` descriptions in one line, each with whether it ends on the line. A
  /// description ends at the `>` that is followed only by its closing quote, a comma or the end:
  /// `>` also appears inside (`>=`, SnapKit's `<UIView:0x…>`).
  static func descriptions(in line: Substring) -> [(Range<Substring.Index>, Bool)] {
    var result: [(Range<Substring.Index>, Bool)] = []
    var position = line.startIndex
    while let start = line[position...].firstIndex(of: "<") {
      guard looksLikeDescription(line[start...]) else {
        position = line.index(after: start)
        continue
      }
      // The end: the first `>` after which comes `"`, `,`, `)` or only spaces, with brackets balanced.
      var depth = 0
      var cursor = start
      var end: Substring.Index?
      while cursor < line.endIndex {
        let character = line[cursor]
        if character == "<", cursor > start, line[line.index(after: cursor)...].first.map({ $0 != "=" }) ?? false,
          looksLikeItem(line[cursor...])
        {
          depth += 1
        } else if character == "<" && cursor == start {
          depth = 1
        } else if character == ">" {
          // `>=` is a relation, not the end.
          let next = line.index(after: cursor)
          if next == line.endIndex || line[next] != "=" {
            depth -= 1
            if depth == 0 {
              end = line.index(after: cursor)
              break
            }
          }
        }
        cursor = line.index(after: cursor)
      }
      guard let end else {
        result.append((start..<line.endIndex, false))
        break
      }
      result.append((start..<end, true))
      position = end
    }
    return result
  }

  /// The constraint's own address at the start of a description: `NSLayoutConstraint:0x60000286f610 …`.
  static func address(in description: Substring) -> String? {
    guard let colon = description.prefix(200).firstIndex(of: ":") else { return nil }
    let rest = description[colon...].dropFirst()
    guard rest.hasPrefix("0x") else { return nil }
    let hex = rest.dropFirst(2).prefix { $0.isHexDigit }
    return hex.isEmpty ? nil : "0x" + hex
  }

  /// `<NSLayoutConstraint:0x…`, `<<Module.LayoutConstraint:0x…`: a class name, a colon and an address.
  static func looksLikeDescription(_ text: Substring) -> Bool {
    var rest = text.dropFirst()
    // A hand-edited `< NSLayoutConstraint:…`.
    if rest.first == " " { rest = rest.drop { $0 == " " } }
    if rest.first == "<" { rest = rest.dropFirst() }
    return looksLikeItem(rest)
  }

  private static func looksLikeItem(_ text: Substring) -> Bool {
    var rest = text
    if rest.first == "<" { rest = rest.dropFirst() }
    guard let colon = rest.prefix(200).firstIndex(of: ":") else { return false }
    let name = rest[..<colon]
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" })
    else { return false }
    return rest[colon...].dropFirst().hasPrefix("0x")
  }
}
