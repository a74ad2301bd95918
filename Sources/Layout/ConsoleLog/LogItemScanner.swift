/// Finds the objects a constraint description names, as Apple prints them: `UILabel:0x7fb1c8d0a2e0`
/// with the label's text in quotes (`'Title'`), SnapKit's `<UIView:0x7f8a412e8eb0>`, or a key of the
/// `names:` suffix (`ItemCell`, `Sample View`, `AddressToolbar.lockIcon`) standing for one.
///
/// The VFL and expression parsers read the rest of the description; this is the part of the log's
/// vocabulary they do not know (see ``PrintedNames``).
struct LogItemScanner {
  /// One object and where it is printed.
  struct Match {
    var range: Range<String.Index>
    var item: LogItem
  }

  /// Items the `names:` suffix names, longest name first, for descriptions that write the name
  /// instead of the class and address (`ItemCell.width == 194`).
  var namedItems: [(name: String, item: LogItem)] = []

  /// Every item of `text`, in order.
  /// - Throws: a ``LogDescriptionParser/Failure`` (its offset in characters of `text`) for an item
  ///   whose address is not where it belongs: `UIView: 0x7ff22d1009c0`, as a web page prints it.
  func items(in text: String) throws(LogDescriptionParser.Failure) -> [Match] {
    var result: [Match] = []
    var index = text.startIndex
    var previous: Character?
    while index < text.endIndex {
      // An item starts after a character that cannot be part of its name.
      if previous.map({ !Self.isClassCharacter($0) }) ?? true, let match = try item(at: index, in: text) {
        result.append(match)
        index = match.range.upperBound
        previous = text[text.index(before: index)]
        continue
      }
      previous = text[index]
      index = text.index(after: index)
    }
    return result
  }

  /// The item at `start`: a `names:` key followed by `.`, `]` or `(`; `<Class:0x…>`; or
  /// `Class:0x…` with an optional `'text'`.
  func item(at start: String.Index, in text: String) throws(LogDescriptionParser.Failure) -> Match? {
    for (name, item) in namedItems where text[start...].hasPrefix(name) {
      let after = text.index(start, offsetBy: name.count)
      if after < text.endIndex, [".", "]", "("].contains(text[after]) {
        return Match(range: start..<after, item: item)
      }
    }
    let bracketed = text[start] == "<"
    var index = bracketed ? text.index(after: start) : start
    let classStart = index
    while index < text.endIndex, Self.isClassCharacter(text[index]) { index = text.index(after: index) }
    guard index > classStart, index < text.endIndex, text[index] == ":",
      text[classStart].isLetter || text[classStart] == "_"
    else { return nil }
    let className = String(text[classStart..<index])
    index = text.index(after: index)
    let rest = text[index...]
    if !rest.hasPrefix("0x") {
      // `UIView: 0x7ff22d1009c0`: a space a web page put in.
      if rest.first == " ", rest.drop(while: { $0 == " " }).hasPrefix("0x") {
        throw LogDescriptionParser.Failure(
          message: "expected an address such as 0x600003a1c0a0", offset: text.distance(from: text.startIndex, to: index))
      }
      return nil
    }
    index = text.index(index, offsetBy: 2)
    let addressStart = text.index(index, offsetBy: -2)
    while index < text.endIndex, text[index].isHexDigit { index = text.index(after: index) }
    guard index > text.index(addressStart, offsetBy: 2) else { return nil }
    let address = String(text[addressStart..<index])
    if bracketed {
      guard index < text.endIndex, text[index] == ">" else { return nil }
      index = text.index(after: index)
    }
    var quoted: String?
    if index < text.endIndex, text[index] == "'" {
      // The text ends at the quote followed by what may follow an item: `.attribute`, `]`, `(`, a
      // space or the end. A quote inside the text (`'Don't'`) is followed by a letter.
      let open = text.index(after: index)
      var close = open
      while close < text.endIndex {
        if text[close] == "'" {
          let next = text.index(after: close) < text.endIndex ? text[text.index(after: close)] : " "
          if [".", "]", "(", " ", ")", ","].contains(next) { break }
        }
        close = text.index(after: close)
      }
      guard close < text.endIndex else {
        throw LogDescriptionParser.Failure(
          message: "the quoted text's closing quote is missing", offset: text.distance(from: text.startIndex, to: index))
      }
      quoted = String(text[open..<close])
      index = text.index(after: close)
    }
    return Match(range: start..<index, item: LogItem(className: className, address: address, text: quoted))
  }

  /// What a class name is made of: `Trust.BrowserNavigationBar`, `_UILayoutGuide`, a mangled
  /// `_TtGC10ModuleName16RefinedStackViewCSo6UIView_`, `$`-mangled names.
  static func isClassCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "." || character == "$"
  }
}
