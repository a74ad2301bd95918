import Layout
import VFLPreviewSupport

/// The third pass: every constraint the spec wrote, drawn in its ``ConstraintNotation``, and what
/// went wrong, drawn where it happened. Colour says a constraint's state (blue holds, red in a
/// conflict, orange competes in an ambiguity, grey an optional constraint not met), solid is
/// required and dashed optional. Everything is placed in priority order — conflicts, ambiguity,
/// unmet optionals, then gaps, sizes, relative sizes, alignment and other marks — so the most telling
/// marks choose their places first; the legend's entries are numbered in the same order.
///
/// The glyphs of each kind are in extensions: `+Gaps` (bars and the notes of labels with no place),
/// `+Sizes` (size bars, relative sizes, aspect ratios), `+Guides` (alignment guides and marks),
/// `+Problems` (conflicts, ambiguity, unmet optionals, warnings).
struct SceneNotation {
  var placement: Placement
  var legend: LegendBook
  let context: SceneContext
  let geometry: SceneGeometry
  let solution: Solution
  let theme: Theme

  private init(placement: Placement, legend: LegendBook) {
    self.placement = placement
    self.legend = legend
    context = placement.context
    geometry = placement.context.geometry
    solution = placement.context.solution
    theme = placement.context.theme
  }

  /// What the picture says about one constraint of the solution.
  struct ConstraintState {
    var color: RGBAColor
    var style: SceneLine.Style
    /// `#1 ` for a member of conflict 1, so the legend entry is easy to find.
    var tag: String
    var isUnmet: Bool
  }

  /// Draws the constraints (or, without annotations, only what is wrong) on `placement`, numbering
  /// their legend entries after those `legend` already has.
  static func draw(
    on placement: consuming Placement, legend: consuming LegendBook
  ) -> (placement: Placement, legend: LegendBook) {
    var pass = SceneNotation(placement: consume placement, legend: consume legend)
    if pass.context.options.showsAnnotations {
      pass.addNotation()
    } else {
      // Without annotations (`--no-annotations`) the picture still shows what is wrong.
      pass.addConflicts(broken: [:])
      pass.addLogChoicesNotBroken()
      pass.addAmbiguities()
      pass.addWarningEntries()
      pass.addMisplacedViews()
    }
    return (pass.placement, pass.legend)
  }

  /// Identifies a constraint without hashing its (possibly long) source string.
  struct ConstraintKey: Hashable {
    var first: LayoutItem
    var firstAttribute: LayoutAttribute
    var second: LayoutItem?
    var secondAttribute: LayoutAttribute?
    var relation: LayoutRelation
    var multiplier: Double
    var constant: Double
    var priority: Double
    var index: Int?
    var span: Range<Int>?

    init(_ constraint: LayoutConstraint) {
      first = constraint.firstItem
      firstAttribute = constraint.firstAttribute
      second = constraint.secondItem
      secondAttribute = constraint.secondAttribute
      relation = constraint.relation
      multiplier = constraint.multiplier
      constant = constraint.constant
      priority = constraint.priority.value
      index = constraint.source.index
      span = constraint.source.span
    }
  }

  /// The constraints the spec wrote (not the intrinsic sizes the tool adds), by index.
  var userConstraintIndices: [Int] {
    let constraints = solution.constraints
    return constraints.indices.filter { index in
      let source = constraints[index].source
      if source.kind.impliedView != nil { return false }
      // An assumption is listed once, with the views it placed (``AssumedViews``).
      return source.index != nil && !source.isAssumed
    }
  }

  /// Draws every constraint in priority order: conflicts, ambiguity, unmet optionals, then gaps,
  /// sizes, relative sizes and alignment; the legend's sections are filled in the same order.
  private mutating func addNotation() {
    let indices = userConstraintIndices
    var states = [ConstraintState?](repeating: nil, count: solution.constraints.count)
    var broken: [Int: Int] = [:]
    if !solution.conflicts.isEmpty || !solution.ambiguities.isEmpty {
      var keyed: [ConstraintKey: [Int]] = [:]
      for index in indices { keyed[ConstraintKey(solution.constraints[index]), default: []].append(index) }
      func lookup(_ constraint: LayoutConstraint) -> [Int] { keyed[ConstraintKey(constraint)] ?? [] }
      for (conflictIndex, conflict) in solution.conflicts.enumerated() {
        for index in lookup(conflict.broken) { broken[index] = conflictIndex }
        for member in conflict.conflicting {
          for index in lookup(member) where states[index] == nil {
            states[index] = ConstraintState(
              color: theme.conflict, style: Self.style(member), tag: "#\(conflictIndex + 1) ", isUnmet: false)
          }
        }
      }
      for ambiguity in solution.ambiguities {
        for competitor in ambiguity.competing {
          for index in lookup(competitor) where states[index] == nil {
            states[index] = ConstraintState(color: theme.ambiguity, style: .dashed, tag: "", isUnmet: false)
          }
        }
      }
    }
    var unmet: [Int] = []
    for index in indices where broken[index] == nil && states[index] == nil {
      let constraint = solution.constraints[index]
      if !constraint.priority.isRequired, !geometry.isSatisfied(constraint) {
        unmet.append(index)
        states[index] = ConstraintState(color: theme.unmet, style: .dashed, tag: "", isUnmet: true)
      } else {
        states[index] = ConstraintState(
          color: theme.annotation, style: Self.style(constraint), tag: "", isUnmet: false)
      }
    }

    addConflicts(broken: broken)
    addLogChoicesNotBroken()
    addAmbiguities()
    for index in unmet { addUnmet(index) }
    addWarningEntries()
    addMisplacedViews()

    // The rest, each kind together so that the most telling marks choose their places first.
    var gaps: [(Int, ConstraintNotation)] = []
    var sizes: [String: [Int]] = [:]
    var sizeOrder: [String] = []
    var relative: [(Int, ConstraintNotation)] = []
    var guides: [(Int, ConstraintNotation)] = []
    var marks: [Int] = []
    for index in indices where broken[index] == nil && !(states[index]?.isUnmet ?? false) {
      let notation = geometry.notation(of: solution.constraints[index])
      switch notation {
      case .gap: gaps.append((index, notation))
      case .size(let view, let axis):
        // Bounds on one axis read as one range; each exact size (two that compete) has its own bar.
        let constraint = solution.constraints[index]
        let exact = constraint.relation == .equal ? "=\(constraint.constant)@\(constraint.priority)" : ""
        let key = view + (axis == .horizontal ? ".w" : ".h") + exact
        if sizes[key] == nil { sizeOrder.append(key) }
        sizes[key, default: []].append(index)
      case .relativeSize, .aspectRatio: relative.append((index, notation))
      case .alignment: guides.append((index, notation))
      case .mark: marks.append(index)
      }
    }
    for (index, notation) in gaps { addGap(index, notation, state: states[index]!) }
    for key in sizeOrder { addSize(sizes[key]!, state: states[sizes[key]![0]]!) }
    var letters: [String: String] = [:]
    for (index, notation) in relative { addRelativeSize(index, notation, state: states[index]!, letters: &letters) }
    for (index, notation) in guides { addGuide(index, notation, state: states[index]!) }
    for index in marks { addMark(index, state: states[index]!) }
  }

  static func style(_ constraint: LayoutConstraint) -> SceneLine.Style {
    constraint.priority.isRequired ? .solid : .dashed
  }
}
