/// How a spec is drawn: scale, theme, and what is shown.
public struct RenderOptions: Sendable, Equatable {
  /// Device pixels per point: 1, 2 or 3.
  public var scale: Int
  public var theme: Theme
  public var showsAnnotations: Bool
  public var showsGrid: Bool

  public init(scale: Int = 2, theme: Theme = .light, showsAnnotations: Bool = true, showsGrid: Bool = true) {
    self.scale = scale
    self.theme = theme
    self.showsAnnotations = showsAnnotations
    self.showsGrid = showsGrid
  }

  /// The scales `--scale` accepts.
  public static let supportedScales = 1...3
  /// The largest image the renderer will allocate, in pixels (256 MiB of RGBA).
  public static let maximumPixels = 64_000_000
}
