/// The attributes of `NSLayoutConstraint.Attribute` that a spec can name.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
  case left, right, top, bottom, leading, trailing, width, height
  case centerX, centerY, baseline, firstBaseline, lastBaseline

  /// The axis the attribute measures along.
  public var axis: LayoutAxis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
    case .top, .bottom, .height, .centerY, .baseline, .firstBaseline, .lastBaseline: return .vertical
    }
  }

  /// `true` for `width` and `height`, the only attributes that may stand alone against a constant.
  public var isSize: Bool { self == .width || self == .height }

  /// The superview's attribute that this one pairs with when an expression gives it only a constant,
  /// as `constraintWithExpressionFormat:` does: `view.trailing >= 20` is
  /// `view.trailing >= superview.trailing + 20`, and a baseline is measured from the superview's top.
  /// `nil` for `width` and `height`, which stay constants.
  public var superviewPairing: LayoutAttribute? {
    switch self {
    case .width, .height: return nil
    case .baseline, .firstBaseline, .lastBaseline: return .top
    default: return self
    }
  }

  /// Looks an attribute up by name, ignoring case (`centerx` and `centerX` are the same), as the
  /// expression dialects allow.
  public init?(caseInsensitiveName name: String) {
    let lowered = name.lowercased()
    guard let match = LayoutAttribute.allCases.first(where: { $0.rawValue.lowercased() == lowered })
    else { return nil }
    self = match
  }

  /// `true` for the three baselines.
  public var isBaseline: Bool { self == .baseline || self == .firstBaseline || self == .lastBaseline }

  /// UIKit's margin attributes (`NSLayoutAttributeLeadingMargin`, `…CenterXWithinMargins`), ignoring
  /// case, as the attribute of the margins guide they stand for: `leadingMargin` is `leading`.
  public init?(marginAttributeName name: String) {
    let lowered = name.lowercased()
    let base: String
    if lowered.hasSuffix("withinmargins") {
      base = String(lowered.dropLast("withinmargins".count))
      guard base == "centerx" || base == "centery" else { return nil }
    } else if lowered.hasSuffix("margin") {
      base = String(lowered.dropLast("margin".count))
      guard !base.hasPrefix("center") else { return nil }
    } else {
      return nil
    }
    guard let attribute = LayoutAttribute(caseInsensitiveName: base), !attribute.isSize,
      !attribute.isBaseline
    else { return nil }
    self = attribute
  }

  /// UIKit's name for this attribute of a margins guide: `leadingMargin`, `centerXWithinMargins`.
  public var marginAttributeName: String {
    switch self {
    case .centerX, .centerY: return "\(rawValue)WithinMargins"
    default: return "\(rawValue)Margin"
    }
  }
}
