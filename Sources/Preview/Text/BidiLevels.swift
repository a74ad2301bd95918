import CFriBidi

/// The Unicode bidirectional algorithm (UAX #9, by FriBidi) for one paragraph: the embedding level
/// of each character, odd for right-to-left.
enum BidiLevels {
  /// The paragraph's base direction.
  enum Base {
    /// From the first strong character (rules P2 and P3), left-to-right when there is none.
    case automatic
    case leftToRight, rightToLeft
  }

  /// One level per scalar of `text`, or `nil` when the text is all level 0 (the common case of
  /// left-to-right text with nothing right-to-left in it, which needs no reordering).
  static func levels(of text: [UInt32], base: Base = .automatic) -> [UInt8]? {
    guard !text.isEmpty else { return nil }
    // Pure left-to-right text needs no FriBidi call: nothing right-to-left below U+0590, nor among
    // the dashes, quotes, arrows and symbols, once the explicit direction marks and embeddings
    // (U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) are left out.
    if base != .rightToLeft, text.allSatisfy(isNeutralOrLeftToRight) { return nil }
    let count = Int32(text.count)
    var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: text.count)
    var brackets = [FriBidiBracketType](repeating: 0, count: text.count)
    var levels = [FriBidiLevel](repeating: 0, count: text.count)
    var direction: FriBidiParType
    switch base {
    case .automatic: direction = vfl_fribidi_par_on()
    case .leftToRight: direction = vfl_fribidi_par_ltr()
    case .rightToLeft: direction = vfl_fribidi_par_rtl()
    }
    text.withUnsafeBufferPointer { scalars in
      fribidi_get_bidi_types(scalars.baseAddress, count, &types)
      fribidi_get_bracket_types(scalars.baseAddress, count, types, &brackets)
    }
    let maximum = fribidi_get_par_embedding_levels_ex(
      types, brackets, count, &direction, &levels)
    // 0 means FriBidi failed (out of memory): the text is then drawn in logical order.
    guard maximum > 0 else { return nil }
    let result = levels.map { UInt8(clamping: Int($0)) }
    return result.allSatisfy({ $0 == 0 }) ? nil : result
  }

  /// Whether a scalar can only be left-to-right or take the paragraph's direction, so that text made
  /// of such scalars in a left-to-right paragraph is all level 0.
  private static func isNeutralOrLeftToRight(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0..<0x0590: return true
    case 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: return false
    case 0x2000...0x206F, 0x2190...0x22FF, 0x2700...0x27BF: return true
    default: return false
    }
  }

  /// The order in which to draw runs with these levels, left to right (rule L2: from the highest
  /// level down to the lowest odd one, reverse every maximal sequence at that level or higher).
  static func visualOrder(ofRunLevels levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else {
      return order
    }
    var level = highest
    while level >= lowestOdd {
      var start = 0
      while start < order.count {
        guard levels[order[start]] >= level else {
          start += 1
          continue
        }
        var end = start
        while end < order.count, levels[order[end]] >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
      level -= 1
    }
    return order
  }
}
