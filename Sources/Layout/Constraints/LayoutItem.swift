/// One side of a constraint: a declared view, or the canvas (the root view of the spec).
///
/// VFL calls the canvas `|` (for views whose parent is the root) and expressions call it `superview`.
public enum LayoutItem: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The root view. Its frame is fixed by the spec's `canvas` size.
  case canvas
  /// A view declared in the spec's `views` dictionary.
  case view(String)

  /// The name used in Apple-style descriptions: the view's name, or `superview` for the canvas.
  public var description: String {
    switch self {
    case .canvas: return "superview"
    case .view(let name): return name
    }
  }

  /// The view name, or `nil` for the canvas.
  public var viewName: String? {
    if case .view(let name) = self { return name }
    return nil
  }
}
