import VFLPreviewSupport

extension Solution {
  /// Refuses frames beyond ``SpecLimits/maximumMagnitude`` (±1e9 points) before anything is drawn
  /// or printed. Every constant and multiplier is within the limit, but multipliers compound
  /// (`a.width = b.width * 1000`, ten deep, is 1e30 wide); past the limit the solver's tolerances
  /// mean nothing and no picture can show the result. The error points at the view's declaration.
  func checkMagnitudes(of spec: LayoutSpec) throws(SpecError) {
    let limit = SpecLimits.maximumMagnitude
    for view in spec.views {
      guard let frame = frames[view.name] else { continue }
      let values = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
      guard let (name, value) = values.first(where: { !(abs($0.1) <= limit) }) else { continue }
      throw .limitExceeded(
        path: "views.\(view.name)",
        message:
          "the solved \(name) of '\(view.name)' is \(NumberFormatting.format(value)) points, beyond the limit of ±1e9; multipliers that compound (a.width = b.width * 1000 through several views) can do this",
        at: view.offset)
    }
  }
}
