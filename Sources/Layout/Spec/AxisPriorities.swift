/// A priority for each axis (`"hugging": 251` or `{"horizontal": 251, "vertical": 750}`).
public struct AxisPriorities: Sendable, Equatable {
  public var horizontal: LayoutPriority
  public var vertical: LayoutPriority
  public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public init(both: LayoutPriority) {
    self.init(horizontal: both, vertical: both)
  }
  public subscript(axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? horizontal : vertical
  }
}
