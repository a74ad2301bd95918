/// What a wireframe includes and how it looks.
public struct SceneOptions: Sendable, Equatable {
  public var theme: Theme
  /// Device pixels per point (1, 2 or 3). Layout decisions measure text at this scale.
  public var scale: Int
  public var showsAnnotations: Bool
  public var showsGrid: Bool
  public var layoutDirection: LayoutSpecDirection

  public init(
    theme: Theme = .light, scale: Int = 2, showsAnnotations: Bool = true, showsGrid: Bool = true,
    layoutDirection: LayoutSpecDirection = .leftToRight
  ) {
    self.theme = theme
    self.scale = scale
    self.showsAnnotations = showsAnnotations
    self.showsGrid = showsGrid
    self.layoutDirection = layoutDirection
  }
}

/// Which way `leading` points when an annotation is placed.
public enum LayoutSpecDirection: Sendable, Equatable {
  case leftToRight, rightToLeft
}
