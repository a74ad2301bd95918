/// Turns a ``LayoutSpec`` into a ``Solution``: parses every constraint string, adds intrinsic
/// content sizes, maps attributes onto frame variables, solves, and explains conflicts and
/// ambiguity in terms of the spec's own constraints.
public struct LayoutEngine: Sendable {
  /// Measures `label` text for intrinsic sizes. Without one, labels give no intrinsic size.
  public var textMeasurer: (any TextMeasuring)?

  public init(textMeasurer: (any TextMeasuring)? = nil) {
    self.textMeasurer = textMeasurer
  }

  /// Parses, solves and analyses a spec.
  public func solve(_ spec: LayoutSpec, options: SolveOptions = SolveOptions()) throws(LayoutError)
    -> Solution
  {
    let model: ConstraintModel
    do {
      model = try ConstraintModel(spec: spec, textMeasurer: textMeasurer)
    } catch {
      throw .spec(error)
    }
    let system = model.linearSystem()
    let linear: LinearSolution
    do {
      linear = try system.solve(options: options)
    } catch {
      throw .solver(error)
    }
    let solution = model.solution(from: linear)
    do {
      try solution.checkMagnitudes(of: spec)
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
