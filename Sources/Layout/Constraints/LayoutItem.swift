/// One side of a constraint: a declared view, the canvas (the root view of the spec), or a layout
/// guide of either.
///
/// VFL calls the canvas `|` (for views whose parent is the root) and expressions call it `superview`.
public enum LayoutItem: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The root view. Its frame is fixed by the spec's `canvas` size.
  case canvas
  /// A view declared in the spec's `views` dictionary.
  case view(String)
  /// A layout guide of a view or of the canvas (`card.margins`, `safeArea`).
  case guide(LayoutGuide)

  /// The name used in Apple-style descriptions: the view's name, or `superview` for the canvas.
  public var description: String {
    switch self {
    case .canvas: return "superview"
    case .view(let name): return name
    case .guide(let guide): return guide.description
    }
  }

  /// The view name, or `nil` for the canvas.
  public var viewName: String? {
    if case .view(let name) = self { return name }
    return nil
  }

  /// The view the item belongs to: the view itself, or a guide's owner; `nil` for the canvas and
  /// its guides.
  public var owningViewName: String? {
    switch self {
    case .canvas: return nil
    case .view(let name): return name
    case .guide(let guide): return guide.owner
    }
  }

  /// `true` for a layout guide.
  public var isGuide: Bool {
    if case .guide = self { return true }
    return false
  }

  /// The view or canvas the item is part of: the item itself, or a guide's owner.
  public var owningItem: LayoutItem {
    if case .guide(let guide) = self { return guide.ownerItem }
    return self
  }
}
