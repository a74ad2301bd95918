/// "Did you mean …?": the closest candidate by edit distance, ignoring case, when it is close
/// enough to be a plausible typo.
public enum Suggestion {
  /// The closest candidate within a distance of about a third of the word's length, or `nil`.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let scalars = Array(candidate.lowercased().unicodeScalars)
      guard abs(scalars.count - target.count) <= limit else { continue }
      let distance = editDistance(target, scalars)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      } else if distance <= limit, distance == best?.distance, let current = best?.name,
        candidate < current
      {
        best = (candidate, distance)  // ties resolve alphabetically, for stable messages
      }
    }
    return best?.name
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost 1, so `widht` is one step from `width`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], twoBack[j - 2] + 1)
        }
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }
}
