/// A layout direction: horizontal (x, width) or vertical (y, height).
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// The VFL orientation prefix, `H` or `V`.
  public var vflPrefix: String { self == .horizontal ? "H" : "V" }
}
