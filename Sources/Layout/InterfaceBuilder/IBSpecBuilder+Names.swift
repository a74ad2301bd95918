/// Spec names and titles of the imported views: names are identifiers made from the user label,
/// the custom class or the class (`signInButton`, `label2`); titles are what the picture shows
/// (the user label, else the class and its text: `UILabel 'Sign in'`).
extension IBSpecBuilder {
  mutating func assignNames() {
    let bases = nodes.map { Self.baseName(of: $0.view) }
    var counts: [String: Int] = [:]
    for base in bases { counts[base, default: 0] += 1 }
    var numbers: [String: Int] = [:]
    for position in nodes.indices {
      let base = bases[position]
      var name = base
      if counts[base, default: 0] > 1 {
        numbers[base, default: 0] += 1
        name = "\(base)\(numbers[base] ?? 1)"
      }
      nodes[position].name = uniqueName(name)
    }
  }

  /// `name`, or `name_2`, `name_3` … when taken.
  mutating func uniqueName(_ name: String) -> String {
    var candidate = name
    var number = 2
    while usedNames.contains(candidate) {
      candidate = "\(name)_\(number)"
      number += 1
    }
    usedNames.insert(candidate)
    return candidate
  }

  /// An identifier from the user label, else the custom class, else the class without its
  /// prefix, in lower camel case.
  static func baseName(of view: IBView) -> String {
    if let label = view.userLabel, let name = identifier(from: label) { return name }
    if let custom = view.customClass, let name = identifier(from: custom) { return name }
    if view.element == "tableViewCellContentView" || view.element == "collectionViewCellContentView" {
      return "contentView"
    }
    return identifier(from: view.className) ?? "view"
  }

  /// `Sign In Button` → `signInButton`, `UILabel` → `label`, `SPUISearchView` → `spuiSearchView`;
  /// `nil` when nothing is left.
  static func identifier(from text: String) -> String? {
    Identifier.name(from: text, droppingPrefixes: ["UI", "NS", "MK", "WK"])
  }

  /// What the picture calls a view: its user label, else its class (the custom class when it has
  /// one) and its text.
  static func title(of view: IBView) -> String {
    if let label = view.userLabel, !label.isEmpty { return label }
    let className = view.customClass ?? view.className
    guard let text = view.text, !text.isEmpty else { return className }
    let head = text.prefix(41)
    var shown = String(head.prefix(head.count > 40 ? 39 : 40)).replacingNewlines()
    if head.count > 40 { shown += "…" }
    return "\(className) '\(shown)'"
  }
}

extension String {
  /// Line breaks as spaces, for one-line titles.
  fileprivate func replacingNewlines() -> String {
    String(map { $0.isNewline ? " " : $0 })
  }
}
