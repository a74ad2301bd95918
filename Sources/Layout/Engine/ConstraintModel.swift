import VFLPreviewSupport

/// The bridge between the spec's vocabulary (views, attributes, priorities) and the solver's
/// (numbered variables, linear rows). Each view gets four variables in canvas coordinates: x, y,
/// width and height; the canvas's own attributes are constants.
struct ConstraintModel {
  let spec: LayoutSpec
  let viewIndex: [String: Int]
  let labelMetrics: [String: LabelMetrics]
  private(set) var constraints: [LayoutConstraint] = []

  /// A model for already expanded constraints: maps them onto variables without parsing anything.
  init(spec: LayoutSpec, textMeasurer: (any TextMeasuring)?, constraints: [LayoutConstraint]) {
    self.spec = spec
    (viewIndex, labelMetrics) = Self.index(spec, textMeasurer: textMeasurer)
    self.constraints = constraints
  }

  private static func index(_ spec: LayoutSpec, textMeasurer: (any TextMeasuring)?) -> (
    [String: Int], [String: LabelMetrics]
  ) {
    var index: [String: Int] = [:]
    index.reserveCapacity(spec.views.count)
    for (position, view) in spec.views.enumerated() { index[view.name] = position }
    var metrics: [String: LabelMetrics] = [:]
    if let textMeasurer {
      for view in spec.views {
        if let label = view.label { metrics[view.name] = textMeasurer.intrinsicSize(ofLabel: label) }
      }
    }
    return (index, metrics)
  }

  init(spec: LayoutSpec, textMeasurer: (any TextMeasuring)?) throws(SpecError) {
    self.spec = spec
    (viewIndex, labelMetrics) = Self.index(spec, textMeasurer: textMeasurer)

    var parents: [String: LayoutItem] = [:]
    parents.reserveCapacity(spec.views.count)
    for view in spec.views { parents[view.name] = view.parent.map { .view($0) } ?? .canvas }
    let context = ConstraintContext(
      parents: parents, metrics: spec.metrics, standardSpacing: spec.spacing.standard,
      superviewSpacing: spec.spacing.superview)

    let vflParser = VFLParser(context: context)
    let expressionParser = ExpressionParser(context: context)
    for (entryIndex, entry) in spec.constraints.enumerated() {
      let path = "constraints[\(entryIndex)]"
      let source = ConstraintSource(index: entryIndex, id: entry.id, text: entry.text)
      var generated: [LayoutConstraint]
      switch entry.body {
      case .vfl(let format, let optionNames):
        let options: VFLOptions
        do {
          options = try VFLOptions(names: optionNames)
        } catch {
          throw .invalidValue(
            path: "\(path).options", message: error.message, at: entry.offset,
            note: error.note.map { SpecNote(message: $0) })
        }
        do {
          generated = try vflParser.parse(format, options: options, source: source)
        } catch {
          throw Self.constraintError(error, entryIndex: entryIndex, entry: entry)
        }
      case .expression(let text):
        do {
          generated = [try expressionParser.parse(text, source: source)]
        } catch {
          throw Self.constraintError(error, entryIndex: entryIndex, entry: entry)
        }
      }
      for constraint in generated {
        try Self.checkMagnitudes(constraint, entryIndex: entryIndex, entry: entry)
      }
      if let priority = entry.priority {
        // The entry's priority applies to what the string left required; a priority written in
        // the string itself (`[a(100@750)]`, `… @750`) is more specific and wins.
        for position in generated.indices where generated[position].priority.isRequired {
          generated[position].priority = priority
        }
      }
      constraints.append(contentsOf: generated)
    }
    appendIntrinsicSizeConstraints()
  }

  /// Constants and multipliers obey the same ±1e9 limit as the spec's numbers
  /// (``SpecLimits/maximumMagnitude``). VFL reads numbers as `strtod` does, so `-1e300-` parses;
  /// beyond the limit the solver's tolerances lose all meaning, so it is refused here, with the
  /// caret on the part of the string that produced it.
  private static func checkMagnitudes(
    _ constraint: LayoutConstraint, entryIndex: Int, entry: ConstraintSpec
  ) throws(SpecError) {
    let limit = SpecLimits.maximumMagnitude
    // 12345678901 as digits; 1e+300 rather than three hundred of them.
    func text(_ value: Double) -> String {
      abs(value) < 1e15 ? NumberFormatting.format(value) : "\(value)"
    }
    let problem: String
    if !(abs(constraint.constant) <= limit) {
      problem = "the constant \(text(constraint.constant)) is too large (the limit is ±1e9)"
    } else if !(abs(constraint.multiplier) <= limit) {
      problem = "the multiplier \(text(constraint.multiplier)) is too large (the limit is ±1e9)"
    } else {
      return
    }
    throw .constraint(
      index: entryIndex, path: "constraints[\(entryIndex)]", text: entry.text, message: problem,
      position: constraint.source.span?.lowerBound, note: nil, at: entry.textOffset)
  }

  private static func constraintError(
    _ error: some SourceTextError, entryIndex: Int, entry: ConstraintSpec
  ) -> SpecError {
    .constraint(
      index: entryIndex, path: "constraints[\(entryIndex)]", text: entry.text,
      message: error.message, position: error.position, note: error.note, at: entry.textOffset)
  }

  /// Per axis with an intrinsic size: `size <= i` at the hugging priority and `size >= i` at the
  /// compression-resistance priority, as UIKit's content-size constraints.
  private mutating func appendIntrinsicSizeConstraints() {
    for view in spec.views {
      let measured = labelMetrics[view.name]
      let sizes: [(LayoutAxis, Double?)] = [
        (.horizontal, view.intrinsicWidth ?? measured?.width),
        (.vertical, view.intrinsicHeight ?? measured?.height),
      ]
      for (axis, size) in sizes {
        guard let size else { continue }
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        for hugging in [true, false] {
          let priority = hugging ? view.hugging[axis] : view.compressionResistance[axis]
          var constraint = LayoutConstraint(
            firstItem: .view(view.name), firstAttribute: attribute,
            relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, constant: size,
            priority: priority,
            source: ConstraintSource(kind: .intrinsicSize(view: view.name, axis: axis, hugging: hugging)))
          constraint.appleDescription =
            constraint.equationDescription + (hugging ? " (content hugging)" : " (compression resistance)")
          constraints.append(constraint)
        }
      }
    }
  }

  // MARK: - Linear system

  func variable(_ view: Int, _ attribute: Ambiguity.Attribute) -> Int {
    switch attribute {
    case .x: return view * 4
    case .y: return view * 4 + 1
    case .width: return view * 4 + 2
    case .height: return view * 4 + 3
    }
  }

  /// The value of an attribute as `Σ coefficient × variable + constant`.
  func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
    let rightToLeft = spec.layoutDirection == .rightToLeft
    guard case .view(let name) = item, let view = viewIndex[name] else {
      // The canvas: fixed at the origin with the spec's size.
      let width = spec.canvas.width
      let height = spec.canvas.height
      let value: Double
      switch attribute {
      case .left, .top: value = 0
      case .right: value = width
      case .bottom, .baseline, .firstBaseline, .lastBaseline: value = height
      case .width: value = width
      case .height: value = height
      case .centerX: value = width / 2
      case .centerY: value = height / 2
      // In right-to-left, leading is the right edge and distances along leading/trailing grow
      // towards the trailing (left) side, so both are measured as negated x.
      case .leading: value = rightToLeft ? -width : 0
      case .trailing: value = rightToLeft ? 0 : width
      }
      return LinearExpression(terms: [], constant: value)
    }
    let x = variable(view, .x)
    let y = variable(view, .y)
    let w = variable(view, .width)
    let h = variable(view, .height)
    switch attribute {
    case .left: return LinearExpression(terms: [(x, 1)])
    case .right: return LinearExpression(terms: [(x, 1), (w, 1)])
    case .top: return LinearExpression(terms: [(y, 1)])
    case .bottom: return LinearExpression(terms: [(y, 1), (h, 1)])
    case .width: return LinearExpression(terms: [(w, 1)])
    case .height: return LinearExpression(terms: [(h, 1)])
    case .centerX: return LinearExpression(terms: [(x, 1), (w, 0.5)])
    case .centerY: return LinearExpression(terms: [(y, 1), (h, 0.5)])
    case .leading:
      return rightToLeft
        ? LinearExpression(terms: [(x, -1), (w, -1)]) : LinearExpression(terms: [(x, 1)])
    case .trailing:
      return rightToLeft
        ? LinearExpression(terms: [(x, -1)]) : LinearExpression(terms: [(x, 1), (w, 1)])
    case .baseline, .firstBaseline, .lastBaseline:
      // A label's baseline sits where its centred text puts it; any other view's is its bottom.
      if let metrics = labelMetrics[name] {
        return LinearExpression(terms: [(y, 1), (h, 0.5)], constant: metrics.baselineFromCenter)
      }
      return LinearExpression(terms: [(y, 1), (h, 1)])
    }
  }

  func linearConstraint(_ constraint: LayoutConstraint) -> LinearConstraint {
    var expression = self.expression(constraint.firstItem, constraint.firstAttribute)
    if let secondItem = constraint.secondItem, let secondAttribute = constraint.secondAttribute {
      expression.add(self.expression(secondItem, secondAttribute), scaledBy: -constraint.multiplier)
    } else if !constraint.firstAttribute.isSize, case .view(let name) = constraint.firstItem {
      // `a.left = 10`, `a.trailing >= 20`: a position against a bare constant is a coordinate in
      // the parent's space (what PLXVisualAttributeConstraints' `* 0 + c` trick gives on Apple's
      // engine), so it is measured from the parent's origin: its left (or leading) edge or top.
      // viewIndex, not spec.view(named:): that searches the views, once per constraint.
      let parent = viewIndex[name].flatMap { spec.views[$0].parent }.map { LayoutItem.view($0) } ?? .canvas
      let origin: LayoutAttribute
      switch constraint.firstAttribute {
      case .leading, .trailing: origin = .leading
      case _ where constraint.firstAttribute.axis == .horizontal: origin = .left
      default: origin = .top
      }
      expression.add(self.expression(parent, origin), scaledBy: -1)
    }
    expression.constant -= constraint.constant
    return LinearConstraint(
      terms: expression.mergedTerms(), constant: expression.constant,
      relation: constraint.relation, priority: constraint.priority.value)
  }

  func linearSystem() -> LinearSystem {
    LinearSystem(
      variableCount: spec.views.count * 4, constraints: constraints.map(linearConstraint))
  }

  // MARK: - Back to views

  func solution(from linear: LinearSolution) -> Solution {
    var frames: [String: Frame] = [:]
    frames.reserveCapacity(spec.views.count)
    var parents: [String: String] = [:]
    for (position, view) in spec.views.enumerated() {
      func value(_ attribute: Ambiguity.Attribute) -> Double {
        let index = variable(position, attribute)
        return index < linear.values.count ? Self.clean(linear.values[index]) : 0
      }
      frames[view.name] = Frame(
        x: value(.x), y: value(.y), width: value(.width), height: value(.height))
      if let parent = view.parent { parents[view.name] = parent }
    }
    let conflicts = linear.conflicts.map { conflict in
      Conflict(
        broken: constraints[conflict.broken],
        conflicting: conflict.conflictingSet.map { constraints[$0] })
    }
    return Solution(
      canvas: spec.canvas, viewNames: spec.views.map(\.name), frames: frames, parents: parents,
      constraints: constraints, conflicts: conflicts, ambiguities: ambiguities(from: linear))
  }

  private func ambiguities(from linear: LinearSolution) -> [Ambiguity] {
    struct Entry {
      var attributes: Set<Ambiguity.Attribute> = []
      var reasons: [String] = []
      var competing: [Int] = []
    }
    var entries: [Int: Entry] = [:]
    for ambiguity in linear.ambiguities {
      let index = Int(ambiguity.variable.index)
      let view = index / 4
      guard view < spec.views.count else { continue }
      let attribute = Ambiguity.Attribute.allCases[index % 4]
      var entry = entries[view] ?? Entry()
      entry.attributes.insert(attribute)
      let noun = attribute == .x || attribute == .y ? "\(attribute.rawValue) position" : attribute.rawValue
      switch ambiguity.reason {
      case .unconstrained:
        entry.reasons.append("nothing constrains its \(noun)")
      case .underdetermined:
        entry.reasons.append("its \(noun) is not determined: the constraints on it leave it free")
      case .competingConstraints(let indices):
        let priority = indices.first.map { constraints[$0].priority.description } ?? "?"
        entry.reasons.append(
          "its \(noun) is decided by \(indices.count) competing constraints of equal priority \(priority)")
        for constraintIndex in indices where !entry.competing.contains(constraintIndex) {
          entry.competing.append(constraintIndex)
        }
      }
      entries[view] = entry
    }
    return entries.keys.sorted().map { view in
      let entry = entries[view]!
      return Ambiguity(
        view: spec.views[view].name, attributes: entry.attributes.sorted(),
        reasons: entry.reasons, competing: entry.competing.sorted().map { constraints[$0] })
    }
  }

  /// Solver noise such as 19.999999999997 reads as 20; exact pixel snapping happens at render time.
  static func clean(_ value: Double) -> Double {
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == 0 ? 0 : rounded
  }
}

/// `Σ coefficient × variable + constant`, built up attribute by attribute.
struct LinearExpression {
  var terms: [(Int, Double)]
  var constant: Double

  init(terms: [(Int, Double)], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  mutating func add(_ other: LinearExpression, scaledBy factor: Double) {
    for (variable, coefficient) in other.terms { terms.append((variable, coefficient * factor)) }
    constant += other.constant * factor
  }

  /// Terms with each variable once and zero coefficients dropped (`a.right == a.left + 10` is
  /// only about the width).
  func mergedTerms() -> [LinearTerm] {
    var merged: [(Int, Double)] = []
    for (variable, coefficient) in terms.sorted(by: { $0.0 < $1.0 }) {
      if let last = merged.last, last.0 == variable {
        merged[merged.count - 1].1 += coefficient
      } else {
        merged.append((variable, coefficient))
      }
    }
    return merged.filter { abs($0.1) > 1e-12 }.map { LinearTerm(Variable($0.0), $0.1) }
  }
}
