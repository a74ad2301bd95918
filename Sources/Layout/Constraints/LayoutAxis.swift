/// A layout direction: horizontal (x, width) or vertical (y, height).
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
}
