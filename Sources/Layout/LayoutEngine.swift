/// Turns a ``LayoutSpec`` into a ``Solution``: parses every constraint string, adds intrinsic
/// content sizes, maps attributes onto frame variables, solves, and explains conflicts and
/// ambiguity in terms of the spec's own constraints.
public struct LayoutEngine: Sendable {
  /// Measures `label` text for intrinsic sizes. Without one, labels give no intrinsic size.
  public var textMeasurer: (any TextMeasuring)?

  public init(textMeasurer: (any TextMeasuring)? = nil) {
    self.textMeasurer = textMeasurer
  }

  /// The most layout passes a spec with wrapping labels gets (see ``solve(_:options:)``).
  public static let maximumLayoutPasses = 4

  /// Parses, solves and analyses a spec.
  ///
  /// Multi-line labels without a `preferredMaxLayoutWidth` are laid out as UIKit does, in passes:
  /// the first measures each as its unwrapped paragraphs; each further pass wraps it at the width
  /// the previous pass solved and solves again, until no label's size changes (a re-measured label
  /// that keeps its size leaves the layout as it is), at most ``maximumLayoutPasses`` times.
  public func solve(_ spec: LayoutSpec, options: SolveOptions = SolveOptions()) throws(LayoutError)
    -> Solution
  {
    var model = try Self.model(spec, textMeasurer: textMeasurer, wrapWidths: [:])
    var solution = try Self.solve(model, spec: spec, options: options)
    guard let textMeasurer else { return solution }
    let wrapping = spec.views.filter { view in
      view.label != nil && (view.lines ?? 1) != 1 && view.preferredMaxLayoutWidth == nil
    }
    guard !wrapping.isEmpty else { return solution }
    var wrapWidths: [String: Double] = [:]
    for _ in 1..<Self.maximumLayoutPasses {
      for view in wrapping {
        guard let frame = solution.frames[view.name] else { continue }
        wrapWidths[view.name] = max(0, abs(frame.width) - 2 * textMeasurer.labelPadding)
      }
      let next = try Self.model(spec, textMeasurer: textMeasurer, wrapWidths: wrapWidths)
      if next.labelMetrics == model.labelMetrics { break }
      model = next
      solution = try Self.solve(model, spec: spec, options: options)
    }
    return solution
  }

  private static func model(
    _ spec: LayoutSpec, textMeasurer: (any TextMeasuring)?, wrapWidths: [String: Double]
  ) throws(LayoutError) -> ConstraintModel {
    do {
      return try ConstraintModel(spec: spec, textMeasurer: textMeasurer, wrapWidths: wrapWidths)
    } catch {
      throw .spec(error)
    }
  }

  private static func solve(_ model: ConstraintModel, spec: LayoutSpec, options: SolveOptions)
    throws(LayoutError) -> Solution
  {
    let system = model.linearSystem()
    let linear: LinearSolution
    do {
      linear = try system.solve(options: options)
    } catch {
      throw .solver(error)
    }
    let solution = model.solution(from: linear)
    do {
      try solution.checkMagnitudes(of: spec, constraints: model.constraints)
    } catch {
      throw .spec(error)
    }
    return solution
  }

  /// Every constraint of the spec in the order it is added: each entry expanded (VFL in Apple's
  /// order), then the intrinsic-size constraints of each view.
  public func constraints(for spec: LayoutSpec) throws(SpecError) -> [LayoutConstraint] {
    try ConstraintModel(spec: spec, textMeasurer: textMeasurer).constraints
  }

  /// The linear system the solver is given for already expanded constraints (from
  /// ``constraints(for:)``): view *i*'s x, y, width and height are variables 4i … 4i+3 in canvas
  /// coordinates, and the canvas's attributes are constants. Benchmarks time exactly this against
  /// other solvers.
  public func linearSystem(for spec: LayoutSpec, constraints: [LayoutConstraint]) -> LinearSystem {
    ConstraintModel(spec: spec, textMeasurer: textMeasurer, constraints: constraints).linearSystem()
  }
}
