/// Finds the declared name closest to a misspelt one, for did-you-mean notes.
enum NameSuggester {
  /// The candidate with the smallest edit distance to `name`, when that distance is small for the
  /// name's length (a third of it, at least 1 and at most 3, and less than the whole name), so
  /// unrelated names are not offered. A candidate equal to `name` is never offered. Ties go to the alphabetically first candidate,
  /// so the note does not depend on dictionary order.
  static func closest<S: Sequence<String>>(to name: String, among candidates: S) -> String? {
    let target = Array(name.utf8)
    let limit = min(3, max(1, target.count / 3), target.count - 1)
    guard limit >= 0 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let bytes = Array(candidate.utf8)
      // Lengths alone already bound the distance from below.
      if abs(bytes.count - target.count) > limit { continue }
      let distance = editDistance(target, bytes, caseInsensitiveSubstitution: true)
      guard distance <= limit else { continue }
      if let current = best,
        current.distance < distance || (current.distance == distance && current.name < candidate)
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// Levenshtein distance over bytes. With `caseInsensitiveSubstitution`, changing only the case of
  /// a letter costs nothing, so `Button` is suggested for `button`.
  static func editDistance(_ a: [UInt8], _ b: [UInt8], caseInsensitiveSubstitution: Bool = false)
    -> Int
  {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let same =
          a[i - 1] == b[j - 1]
          || (caseInsensitiveSubstitution && lowercased(a[i - 1]) == lowercased(b[j - 1]))
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (byte >= 65 && byte <= 90) ? byte + 32 : byte
  }
}
