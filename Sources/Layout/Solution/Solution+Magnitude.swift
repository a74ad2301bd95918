import VFLPreviewSupport

extension Solution {
  /// Refuses frames beyond ``SpecLimits/maximumMagnitude`` (±1e9 points) before anything is drawn
  /// or printed. Every constant and multiplier is within the limit, but multipliers compound
  /// (`a.width = b.width * 1000`, ten deep, is 1e30 wide) and constants add up (`|-1e9-[a]-1e9-[b]`);
  /// past the limit the solver's tolerances mean nothing and no picture can show the result. The
  /// error points at the view's declaration, and names the cause the spec has: multipliers only
  /// when one of `constraints` has a multiplier that enlarges.
  func checkMagnitudes(of spec: LayoutSpec, constraints: [LayoutConstraint]) throws(SpecError) {
    let limit = SpecLimits.maximumMagnitude
    for view in spec.views {
      guard let frame = frames[view.name] else { continue }
      let values = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
      guard let (name, value) = values.first(where: { !(abs($0.1) <= limit) }) else { continue }
      let enlarges = constraints.contains { $0.secondItem != nil && abs($0.multiplier) > 1 }
      let cause = enlarges
        ? "multipliers that compound (a.width = b.width * 1000 through several views) can do this"
        : "constants that add up along a chain of views (gaps, sizes and positions, each within the limit) can do this"
      throw .limitExceeded(
        path: "views.\(view.name)",
        message:
          "the solved \(name) of '\(view.name)' is \(NumberFormatting.format(value)) points, beyond the limit of ±1e9; \(cause)",
        at: view.offset)
    }
  }
}
