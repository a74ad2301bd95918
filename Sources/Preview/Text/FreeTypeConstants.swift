import CFreeType

/// FreeType flags defined by function-like or typed macros that Swift does not import.
enum FreeTypeConstants {
  static let loadRender = FT_Int32(1 << 2)
  /// `FT_LOAD_TARGET_(FT_RENDER_MODE_LIGHT)`: the render mode in bits 16–19.
  static let loadTargetLight = FT_Int32((Int32(FT_RENDER_MODE_LIGHT.rawValue) & 15) << 16)
  static let faceFlagScalable = 1 << 0
}
