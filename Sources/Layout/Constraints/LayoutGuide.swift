/// A rectangle inside a view that constraints can use like a view, as `UILayoutGuide`: the view's
/// layout margins, or the canvas's safe area.
///
/// A guide is fixed by its owner's frame and the spec's insets, so it adds no unknowns: the solver
/// sees the owner's attribute plus a constant. `card.margins.leading` is `card.leading + 8` with
/// UIKit's default margins.
public struct LayoutGuide: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Which rectangle of the owner.
  public enum Kind: String, Hashable, Sendable, Comparable, CaseIterable {
    /// `layoutMarginsGuide`: the owner inset by its `layoutMargins` (for the canvas, measured from
    /// the safe area, as a root view's `insetsLayoutMarginsFromSafeArea` does by default).
    case margins
    /// `safeAreaLayoutGuide` of the canvas: the canvas inset by the spec's `safeArea`.
    case safeArea

    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The view the guide belongs to; `nil` for the canvas.
  public var owner: String?
  public var kind: Kind

  public init(owner: String?, kind: Kind) {
    self.owner = owner
    self.kind = kind
  }

  /// The item the guide lies in.
  public var ownerItem: LayoutItem { owner.map { .view($0) } ?? .canvas }

  /// As an expression names it: `card.margins`, `superview.margins`, `safeArea`.
  public var description: String {
    switch kind {
    case .safeArea: return "safeArea"
    case .margins: return "\(owner ?? "superview").margins"
    }
  }

  public static func < (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool {
    (lhs.owner ?? "", lhs.kind) < (rhs.owner ?? "", rhs.kind)
  }
}
