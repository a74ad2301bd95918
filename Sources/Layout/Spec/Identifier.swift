/// C-identifier character classes, as VFL parses view and metric names.
enum Identifier {
  static func isHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }
  static func isBody(_ byte: UInt8) -> Bool {
    isHead(byte) || (byte >= 0x30 && byte <= 0x39)
  }
}

extension Identifier {
  /// A view name made from free text or a class name, for imported documents and logs:
  /// `Sign In Button` → `signInButton`, `UILabel` → `label`, `SPUISearchView` → `spuiSearchView`.
  /// The words are the ASCII letters and digits, joined in lower camel case as Swift writes acronyms
  /// (`URLField` → `urlField`), without the first of `prefixes` that precedes a capital; a name that
  /// would start with a digit starts with `v`, the two names VFL reserves get `View`, and a name is
  /// at most 60 characters (a class name can be anything a log prints). `nil` when nothing is left.
  static func name(from text: String, droppingPrefixes prefixes: [String]) -> String? {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isASCII && (character.isLetter || character.isNumber) {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    var joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    for prefix in prefixes where joined.hasPrefix(prefix) && joined.count > prefix.count {
      let rest = joined.dropFirst(prefix.count)
      if rest.first?.isUppercase == true {
        joined = String(rest)
        break
      }
    }
    guard !joined.isEmpty else { return nil }
    let characters = Array(joined)
    var leadingCapitals = characters.prefix { $0.isUppercase }.count
    if leadingCapitals > 1, leadingCapitals < characters.count { leadingCapitals -= 1 }
    var name = String(characters.prefix(max(1, leadingCapitals))).lowercased()
      + String(characters.dropFirst(max(1, leadingCapitals)))
    if name.first?.isNumber == true { name = "v" + name }
    if ["superview", "safeArea"].contains(name) { name += "View" }
    return String(name.prefix(60))
  }
}
