/// The bridge between the spec's vocabulary (views, attributes, priorities) and the solver's
/// (numbered variables, linear rows). Each view gets four variables in canvas coordinates: x, y,
/// width and height; the canvas's own attributes are constants.
struct ConstraintModel {
  let spec: LayoutSpec
  let viewIndex: [String: Int]
  let labelMetrics: [String: LabelMetrics]
  /// What each view with a label needs to show it, for the solution's warnings.
  let labelNeeds: [String: Solution.LabelNeeds]
  private(set) var constraints: [LayoutConstraint] = []

  /// A model for already expanded constraints: maps them onto variables without parsing anything.
  init(spec: LayoutSpec, textMeasurer: (any TextMeasuring)?, constraints: [LayoutConstraint]) {
    self.spec = spec
    (viewIndex, labelMetrics, labelNeeds) = Self.index(spec, textMeasurer: textMeasurer, wrapWidths: [:])
    self.constraints = constraints
  }

  private static func index(
    _ spec: LayoutSpec, textMeasurer: (any TextMeasuring)?, wrapWidths: [String: Double]
  ) -> ([String: Int], [String: LabelMetrics], [String: Solution.LabelNeeds]) {
    var index: [String: Int] = [:]
    index.reserveCapacity(spec.views.count)
    for (position, view) in spec.views.enumerated() { index[view.name] = position }
    var metrics: [String: LabelMetrics] = [:]
    var needs: [String: Solution.LabelNeeds] = [:]
    if let textMeasurer {
      for view in spec.views {
        guard let label = view.label else { continue }
        let style = LabelStyle(of: view, in: spec, defaultPointSize: textMeasurer.labelPointSize)
        // A multi-line label wraps at its preferred width, else at the width the previous layout
        // pass gave it (none in the first pass: it is measured as its paragraphs, unwrapped).
        let wrapWidth: Double? =
          style.isMultiline
          ? view.preferredMaxLayoutWidth.map { max(0, $0 - 2 * textMeasurer.labelPadding) }
            ?? wrapWidths[view.name]
          : nil
        let measured = textMeasurer.intrinsicSize(ofLabel: label, style: style, wrapWidth: wrapWidth)
        metrics[view.name] = measured
        // A multi-line label shows its text at any width by wrapping; only a single line can be
        // too narrow for its text.
        let widthForText: Double? =
          style.isMultiline
          ? nil
          : textMeasurer.width(of: label, pointSize: style.pointSize, bold: style.isBold)
            * (view.minimumScaleFactor ?? 1) + 2 * textMeasurer.textInset
        needs[view.name] = Solution.LabelNeeds(
          intrinsicWidth: view.intrinsicWidth ?? measured.width,
          intrinsicHeight: view.intrinsicHeight ?? measured.height,
          widthForText: widthForText)
      }
    }
    return (index, metrics, needs)
  }

  /// `wrapWidths`: the text width each multi-line label without a `preferredMaxLayoutWidth` wraps
  /// at, from the previous layout pass (see ``LayoutEngine/solve(_:options:)``).
  init(
    spec: LayoutSpec, textMeasurer: (any TextMeasuring)?, wrapWidths: [String: Double] = [:]
  ) throws(SpecError) {
    self.spec = spec
    (viewIndex, labelMetrics, labelNeeds) = Self.index(
      spec, textMeasurer: textMeasurer, wrapWidths: wrapWidths)
    var errors = SpecErrorList()
    let expanded = Self.expand(spec, indices: Array(spec.constraints.indices), errors: &errors)
    try errors.throwIfAny()
    // First, so that a constraint added later is the one broken: the engine's own rules hold.
    constraints = nonNegativeSizeConstraints() + expanded
    constraints.append(contentsOf: intrinsicSizeConstraints())
  }

  /// Parses the constraint strings of a spec that has other errors, adding theirs to `errors`, so
  /// that every problem is reported in one run. `indices` are the entries' places in the file's
  /// array (entries that could not be decoded are missing from the spec).
  static func checkEntries(of spec: LayoutSpec, indices: [Int], into errors: inout SpecErrorList) {
    _ = expand(spec, indices: indices, errors: &errors)
  }

  /// Every entry expanded in order; an entry with an error is recorded and left out, and the
  /// others are still parsed, since each string stands on its own.
  private static func expand(_ spec: LayoutSpec, indices: [Int], errors: inout SpecErrorList)
    -> [LayoutConstraint]
  {
    var parents: [String: LayoutItem] = [:]
    parents.reserveCapacity(spec.views.count)
    for view in spec.views { parents[view.name] = view.parent.map { .view($0) } ?? .canvas }
    let context = ConstraintContext(
      parents: parents, metrics: spec.metrics, standardSpacing: spec.spacing.standard,
      superviewSpacing: spec.spacing.superview)

    let vflParser = VFLParser(context: context)
    let expressionParser = ExpressionParser(context: context)
    var constraints: [LayoutConstraint] = []
    for (entryIndex, entry) in zip(indices, spec.constraints) {
      let generated = errors.attempt { () throws(SpecError) in
        try expand(entry, entryIndex: entryIndex, vflParser: vflParser, expressionParser: expressionParser)
      }
      constraints.append(contentsOf: generated ?? [])
    }
    return constraints
  }

  private static func expand(
    _ entry: ConstraintSpec, entryIndex: Int, vflParser: VFLParser, expressionParser: ExpressionParser
  ) throws(SpecError) -> [LayoutConstraint] {
    let path = "constraints[\(entryIndex)]"
    var source = ConstraintSource(index: entryIndex, id: entry.id, text: entry.text)
    source.isAssumed = entry.isAssumed
    source.isBrokenInLog = entry.isBrokenInLog
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
    if entry.isAssumed, entry.priority?.isRequired ?? true, generated.contains(where: \.priority.isRequired) {
      throw .invalidValue(
        path: "\(path).assumed",
        message:
          "an assumed constraint must be optional (a priority below 1000): a required guess could take part in a conflict",
        at: entry.offset)
    }
    if let priority = entry.priority {
      // The entry's priority applies to what the string left required; a priority written in
      // the string itself (`[a(100@750)]`, `… @750`) is more specific and wins.
      for position in generated.indices where generated[position].priority.isRequired {
        generated[position].priority = priority
      }
    }
    return generated
  }
}
