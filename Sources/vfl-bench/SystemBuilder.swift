import Layout

/// The solve stage's input: already expanded constraints mapped onto x/y/width/height variables by
/// the engine itself (``LayoutEngine/linearSystem(for:constraints:)``), so the stage times exactly
/// what kiwisolver is given: `item.attribute REL multiplier × item.attribute + constant @priority` →
/// linear system → values. (`kiwi_solve.py` does the same mapping in Python.)
struct SystemBuilder {
  let spec: LayoutSpec
  let engine: LayoutEngine

  init(spec: LayoutSpec, engine: LayoutEngine) {
    self.spec = spec
    self.engine = engine
  }

  func system(_ constraints: [LayoutConstraint]) -> LinearSystem {
    engine.linearSystem(for: spec, constraints: constraints)
  }

  /// Views whose solved frame differs from the engine's by more than 1e-6.
  func mismatches(_ solution: LinearSolution, _ frames: Solution) -> Int {
    var count = 0
    for (position, view) in spec.views.enumerated() {
      guard let frame = frames.frames[view.name] else { continue }
      let values = (0..<4).map { solution.values[position * 4 + $0] }
      let expected = [frame.x, frame.y, frame.width, frame.height]
      if zip(values, expected).contains(where: { abs($0 - $1) > 1e-6 * max(1, abs($1)) }) { count += 1 }
    }
    return count
  }
}
