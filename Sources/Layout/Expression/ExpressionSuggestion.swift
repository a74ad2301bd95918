/// Did-you-mean hints for misspelt view, metric and attribute names.
enum ExpressionSuggestion {
  /// `Did you mean 'view1'?` (or `'view1' or 'view2'?` on a tie) when some candidate is close to
  /// `name`, ignoring case; `nil` otherwise.
  static func note(for name: String, among candidates: some Sequence<String>) -> String? {
    let matches = closest(to: name, among: candidates)
    guard !matches.isEmpty else { return nil }
    return "Did you mean \(matches.map { "'\($0)'" }.joined(separator: " or "))?"
  }

  /// The candidates at the smallest edit distance from `name`, alphabetically, at most three. Short
  /// names only match case variants: `a` is not a typo of `b`.
  static func closest(to name: String, among candidates: some Sequence<String>) -> [String] {
    let lowered = Array(name.lowercased())
    let allowed = lowered.count <= 2 ? 0 : lowered.count <= 5 ? 1 : 2
    var best = Int.max
    var matches: [String] = []
    for candidate in Set(candidates) where candidate != name {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      guard distance <= allowed else { continue }
      if distance < best {
        best = distance
        matches = [candidate]
      } else if distance == best {
        matches.append(candidate)
      }
    }
    return Array(matches.sorted().prefix(3))
  }

  /// Levenshtein distance where swapping two neighbouring letters (`heigth`) counts as one edit.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
  }
}
