import Layout
import VFLPreviewSupport

/// Sizes: a constant width or height as an I-bar along the view, a size relative to another view's
/// as a badge naming the reference by a letter, an aspect ratio as a corner glyph.
extension SceneNotation {
  /// One bar for all the constant sizes of a view on one axis: `100`, `≥ 50`, `70…100 · 84`.
  mutating func addSize(_ indices: [Int], state: ConstraintState) {
    let constraint = solution.constraints[indices[0]]
    guard case .view(let name) = constraint.firstItem, let frame = solution.frames[name] else { return }
    let horizontal = constraint.firstAttribute.axis == .horizontal
    let rect = SceneGeometry.rect(of: frame)
    let actual = horizontal ? frame.width : frame.height
    var low: Double?
    var high: Double?
    var exact: Double?
    var optional: LayoutPriority?
    for index in indices {
      let c = solution.constraints[index]
      if !c.priority.isRequired { optional = c.priority }
      switch c.relation {
      case .equal: exact = c.constant
      case .greaterThanOrEqual: low = max(low ?? -.infinity, c.constant)
      case .lessThanOrEqual: high = min(high ?? .infinity, c.constant)
      }
    }
    func number(_ value: Double) -> String { NumberFormatting.format(value, maximumFractionDigits: 2) }
    var text: String
    if let exact {
      text = number(exact)
    } else if let low, let high {
      text = "\(number(low))…\(number(high)) · \(SceneContext.dimension(actual))"
    } else if let low {
      text = "≥ \(number(low))"
    } else {
      text = "≤ \(number(high ?? 0))"
    }
    if let optional { text += " @\(optional)" }
    let role = SceneRole.annotation(.size, indices[0])
    let inset = 5.0
    let (low0, high0) = horizontal ? (rect.x, rect.maxX) : (rect.y, rect.maxY)
    let crosses =
      horizontal ? [rect.maxY - inset, rect.y + inset] : [rect.maxX - inset, rect.x + inset]
    let thickEnough = horizontal ? rect.height >= 2 * inset + 2 : rect.width >= 2 * inset + 2
    // Outside the view, extension lines carry its edges out to the bar.
    let outsideExtensions: (Double) -> [(Double, Double)] = { cross in
      let inside = horizontal ? (cross > rect.y && cross < rect.maxY) : (cross > rect.x && cross < rect.maxX)
      guard !inside else { return [] }
      let edge = horizontal ? (cross > rect.maxY ? rect.maxY : rect.y) : (cross > rect.maxX ? rect.maxX : rect.x)
      return [(low0, edge), (high0, edge)]
    }
    var candidates = thickEnough ? Array(crosses.prefix(2)) : []
    if thickEnough {
      let range = horizontal ? (rect.y + inset, rect.maxY - inset) : (rect.x + inset, rect.maxX - inset)
      candidates += CandidateRects.spread((range.0 + range.1) / 2, within: range)
    }
    let outside = horizontal ? (rect.maxY, rect.y) : (rect.maxX, rect.x)
    candidates += [outside.0 + 7, outside.1 - 7, outside.0 + 19, outside.1 - 19, outside.0 + 31, outside.1 - 31]
    drawBar(
      from: low0, to: high0, cross: candidates[0], horizontal: horizontal,
      extensions: outsideExtensions, label: state.tag + text, state: state, role: role,
      constraints: context.entries(indices), crossCandidates: candidates)
  }

  /// A badge on the dependent view naming its reference by a letter (`w = A`, `w = 0.5·A + 10`), and
  /// the same letter on the reference; an aspect ratio as a corner glyph (`16:9`, `h = 0.56·w`).
  mutating func addRelativeSize(
    _ index: Int, _ notation: ConstraintNotation, state: ConstraintState, letters: inout [String: String]
  ) {
    let constraint = solution.constraints[index]
    let constraints = context.entries([index])
    let relation: String
    switch constraint.relation {
    case .equal: relation = "="
    case .greaterThanOrEqual: relation = "≥"
    case .lessThanOrEqual: relation = "≤"
    }
    let priority = constraint.priority.isRequired ? "" : " @\(constraint.priority)"
    switch notation {
    case .aspectRatio(let view):
      let role = SceneRole.annotation(.aspectRatio, index)
      let text = state.tag + Self.aspectText(constraint, relation: relation) + priority
      placeBadge(text, on: view, color: state.color, role: role, constraints: constraints)
    case .relativeSize(let view, let axis, let reference, let referenceAxis):
      let role = SceneRole.annotation(.relativeSize, index)
      let letterKey = "\(reference).\(referenceAxis == .horizontal ? "w" : "h")"
      let name: String
      if case .view(let referenceName) = reference {
        if let letter = letters[letterKey] {
          name = letter
        } else {
          name = Self.letter(letters.count)
          letters[letterKey] = name
          let referenceText = "\(referenceAxis == .horizontal ? "w" : "h") = \(name)"
          placeBadge(referenceText, on: referenceName, color: state.color, role: role, constraints: constraints)
        }
      } else {
        name = "superview." + (referenceAxis == .horizontal ? "w" : "h")
      }
      var expression = ""
      if constraint.multiplier != 1 { expression += NumberFormatting.format(constraint.multiplier, maximumFractionDigits: 3) + "·" }
      expression += name
      if constraint.constant > 0 { expression += " + " + NumberFormatting.format(constraint.constant) }
      if constraint.constant < 0 { expression += " − " + NumberFormatting.format(-constraint.constant) }
      let text = state.tag + "\(axis == .horizontal ? "w" : "h") \(relation) \(expression)\(priority)"
      placeBadge(text, on: view, color: state.color, role: role, constraints: constraints)
    default:
      return
    }
  }

  /// `A`, `B`, … `Z`, `AA`, …
  static func letter(_ index: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return index < 26 ? String(letters[index]) : letter(index / 26 - 1) + String(letters[index % 26])
  }

  /// `16:9` when the multiplier is a common ratio, else `h = 0.56·w`.
  static func aspectText(_ constraint: LayoutConstraint, relation: String) -> String {
    let first = constraint.firstAttribute == .width ? "w" : "h"
    let second = first == "w" ? "h" : "w"
    if constraint.constant == 0, relation == "=" {
      // h = (q/p)·w is p:q (width:height).
      let ratio = first == "h" ? constraint.multiplier : 1 / constraint.multiplier
      for (w, h) in [(1, 1), (4, 3), (3, 2), (16, 9), (16, 10), (21, 9), (2, 1), (3, 4), (2, 3), (9, 16)]
      where abs(Double(h) / Double(w) - ratio) < 0.002 {
        return "\(w):\(h)"
      }
    }
    var text = "\(first) \(relation) \(NumberFormatting.format(constraint.multiplier, maximumFractionDigits: 3))·\(second)"
    if constraint.constant > 0 { text += " + " + NumberFormatting.format(constraint.constant) }
    if constraint.constant < 0 { text += " − " + NumberFormatting.format(-constraint.constant) }
    return text
  }

  /// A badge inside a view's corner (then outside its corners), else a numbered note.
  mutating func placeBadge(
    _ text: String, on view: String, color: RGBAColor, role: SceneRole, constraints: [Int]
  ) {
    guard let frame = solution.frames[view] else { return }
    let rect = SceneGeometry.rect(of: frame)
    let size = context.pillSize(text)
    let w = size.width
    let h = size.height
    var candidates = [
      Rect(x: rect.maxX - w - 2, y: rect.y + 2, width: w, height: h),
      Rect(x: rect.x + 2, y: rect.y + 2, width: w, height: h),
      Rect(x: rect.maxX - w - 2, y: rect.maxY - h - 2, width: w, height: h),
      Rect(x: rect.x + 2, y: rect.maxY - h - 2, width: w, height: h),
      Rect(x: rect.maxX - w, y: rect.y - h - 2, width: w, height: h),
      Rect(x: rect.x, y: rect.maxY + 2, width: w, height: h),
      Rect(x: rect.maxX + 2, y: rect.y, width: w, height: h),
      Rect(x: rect.x - w - 2, y: rect.y, width: w, height: h),
    ]
    let limit = context.searchLimit(candidates.count + 3 * 8)
    candidates = Array(candidates.prefix(limit))
    CandidateRects.appendRing(to: &candidates, around: (rect.maxX, rect.y), width: w, height: h, steps: 3, limit: limit)
    let anchor = (x: rect.maxX - 1, y: rect.y + 1)
    if placement.placePill(
      text, candidates: candidates, anchor: anchor, color: color, role: role, constraints: constraints) == nil
    {
      addNote(text, anchor: anchor, color: color, role: role, constraints: constraints)
    }
  }
}
