/// The one did-you-mean of the package: which declared names a misspelt one was probably meant to
/// be, and the one wording of the note that offers them (`did you mean 'width'?`).
///
/// One rule everywhere, so the same typo gets the same hint in a spec key, a VFL view name, an
/// expression's attribute or a layout option:
/// - distance is the optimal-string-alignment distance ignoring case (insertions, deletions,
///   substitutions and swaps of two neighbouring characters cost 1, so `widht` is one step from
///   `width`);
/// - the distance allowed grows with the name's length, a third of it, at least 1 and at most 3;
///   names of one or two characters only match case variants, because `a` is not a typo of `b`;
/// - the closest names win; among them, those differing from the name only in case come first
///   (`Button` for `button`), then the alphabetical order, so the note does not depend on
///   dictionary order; the name itself is never offered.
///
/// The work is bounded whatever the input: a name over `maximumNameLength` characters gets no
/// suggestion, and a candidate whose length alone puts it out of reach is skipped before any
/// distance is computed, so a 100 KB name or 50,000 candidates cost next to nothing.
package enum DidYouMean {
  /// Longer names are not typos of a declared name worth a distance table.
  package static let maximumNameLength = 64

  /// How many names a note offers at most when several are equally close.
  package static let maximumSuggestions = 3

  /// The candidates closest to `name` within the allowed distance, best first, at most
  /// `maximumSuggestions`; empty when none is close enough.
  package static func suggestions(for name: String, among candidates: some Sequence<String>)
    -> [String]
  {
    // `utf8.count` is constant time on native strings: a huge name is rejected before it is read.
    guard !name.isEmpty, name.utf8.count <= 4 * maximumNameLength else { return [] }
    let target = Array(name.lowercased().unicodeScalars)
    guard target.count <= maximumNameLength else { return [] }
    let limit = allowedDistance(forLength: target.count)
    let exactTarget = Array(name.unicodeScalars)
    var rows = DistanceRows()
    var best: [(name: String, distance: Int, caseDistance: Int)] = []
    var seen: Set<String> = []
    for candidate in candidates where candidate != name {
      // A scalar takes at most 4 UTF-8 bytes: a huge candidate is skipped before it is read.
      guard candidate.utf8.count <= 4 * (target.count + limit) else { continue }
      let scalars = Array(candidate.lowercased().unicodeScalars)
      guard abs(scalars.count - target.count) <= limit else { continue }
      let distance = rows.distance(target, scalars)
      guard distance <= limit, distance <= (best.first?.distance ?? limit) else { continue }
      guard seen.insert(candidate).inserted else { continue }
      let caseDistance = rows.distance(exactTarget, Array(candidate.unicodeScalars))
      if let first = best.first, distance < first.distance { best.removeAll() }
      best.append((candidate, distance, caseDistance))
    }
    best.sort { ($0.caseDistance, $0.name) < ($1.caseDistance, $1.name) }
    return best.prefix(maximumSuggestions).map(\.name)
  }

  /// The closest candidate, or `nil`: the first of `suggestions(for:among:)`.
  package static func suggestion(for name: String, among candidates: some Sequence<String>)
    -> String?
  {
    suggestions(for: name, among: candidates).first
  }

  /// `did you mean 'width'?` for the candidates closest to `name`, or `nil` when none is close.
  package static func note(for name: String, among candidates: some Sequence<String>) -> String? {
    let names = suggestions(for: name, among: candidates)
    return names.isEmpty ? nil : note(offering: names)
  }

  /// The one wording of the hint: `did you mean 'a'?`, `did you mean 'a' or 'b'?`,
  /// `did you mean 'a', 'b' or 'c'?`. Also for fixed rewrites such as `did you mean '>='?`.
  package static func note(offering names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return "did you mean?" }
    let list =
      quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    return "did you mean \(list)?"
  }

  /// The edit distance allowed for a name of `length` characters.
  package static func allowedDistance(forLength length: Int) -> Int {
    length <= 2 ? 0 : min(3, max(1, length / 3))
  }

  /// The optimal-string-alignment distance between `a` and `b` (as given: lower-case both to
  /// ignore case).
  package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var rows = DistanceRows()
    return rows.distance(a, b)
  }
}

/// The three rows of the distance table, kept between candidates so that comparing a name with
/// thousands of candidates does not allocate three arrays for each.
private struct DistanceRows {
  private var twoBack: [Int] = []
  private var previous: [Int] = []
  private var current: [Int] = []

  /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
  /// adjacent characters each cost 1 (a swapped pair is not edited again).
  mutating func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    if previous.count < width {
      twoBack = [Int](repeating: 0, count: width)
      previous = [Int](repeating: 0, count: width)
      current = [Int](repeating: 0, count: width)
    }
    for j in 0..<width { previous[j] = j }
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], twoBack[j - 2] + 1)
        }
      }
      swap(&twoBack, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
