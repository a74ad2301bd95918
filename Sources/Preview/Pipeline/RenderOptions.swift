import Layout

/// How a solved spec is drawn: scale, theme, and what is shown. Build one with
/// ``RenderPipeline/options(for:scale:theme:showsAnnotations:showsGrid:)``, which applies the
/// precedence of the caller's choice over the spec's `appearance` over the defaults.
public struct RenderOptions: Sendable, Equatable {
  /// Device pixels per point.
  public var scale: DisplayScale
  public var theme: Theme
  public var showsAnnotations: Bool
  public var showsGrid: Bool

  public init(
    scale: DisplayScale = RenderPipeline.defaultScale, theme: Theme = .light,
    showsAnnotations: Bool = true, showsGrid: Bool = true
  ) {
    self.scale = scale
    self.theme = theme
    self.showsAnnotations = showsAnnotations
    self.showsGrid = showsGrid
  }
}
