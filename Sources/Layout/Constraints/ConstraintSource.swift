/// Where a ``LayoutConstraint`` came from: which entry of the spec's `constraints` array, the
/// source string, and the span of that string that generated it.
public struct ConstraintSource: Hashable, Sendable {
  /// What produced the constraint.
  public enum Kind: Hashable, Sendable {
    /// A VFL connection (`-`, `-20-`, `-(>=margin)-`, flush): the gap between two items.
    /// `metric` is the metric name when the constant came from one; `isStandard` when it is `-`.
    case vflConnection(metric: String?, isStandard: Bool)
    /// A VFL size predicate: `[a(100)]`, `[a(>=50,<=100)]`, `[a(==b)]`.
    case vflPredicate
    /// A constraint added by a VFL layout option (`alignAllTop` …) between two adjacent views.
    case vflAlignment
    /// A single linear expression.
    case expression
    /// A view's intrinsic content size (hugging or compression resistance) on one axis.
    case intrinsicSize(view: String, axis: LayoutAxis, hugging: Bool)
    /// `width >= 0` or `height >= 0` of a view, which Apple's engine enforces on every view and
    /// guide; added when the spec asks for it (`"nonNegativeSizes": true`, as imported logs do).
    case nonNegativeSize(view: String, axis: LayoutAxis)

    /// The view a constraint the tool adds itself belongs to; `nil` for the spec's own.
    public var impliedView: String? {
      switch self {
      case .intrinsicSize(let view, _, _), .nonNegativeSize(let view, _): return view
      default: return nil
      }
    }
  }

  public var kind: Kind
  /// The index in the spec's `constraints` array; `nil` for constraints the tool adds itself.
  public var index: Int?
  /// The user's `id`, when the constraint was given in object form with one.
  public var id: String?
  /// The source string (VFL or expression).
  public var text: String?
  /// The 0-based character offsets in ``text`` that generated this constraint.
  public var span: Range<Int>?
  /// `true` for an entry marked `"assumed": true`: not part of the layout described but a guess
  /// that makes it drawable (an imported console log gives no size for views it only relates).
  /// The picture draws no notation for it and lists the views it placed as partly unknown.
  public var isAssumed = false
  /// `true` for an entry marked `"brokenInLog": true`: the constraint a console log says UIKit or
  /// AppKit broke to recover, so the picture can say whether this engine broke the same one.
  public var isBrokenInLog = false

  public init(
    kind: Kind = .expression, index: Int? = nil, id: String? = nil, text: String? = nil,
    span: Range<Int>? = nil
  ) {
    self.kind = kind
    self.index = index
    self.id = id
    self.text = text
    self.span = span
  }
}
