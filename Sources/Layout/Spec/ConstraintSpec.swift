/// One entry of the spec's `constraints` array.
public struct ConstraintSpec: Sendable, Equatable {
  public enum Body: Sendable, Equatable {
    /// A VFL string and its layout options (`alignAllCenterY`, `directionRightToLeft`, …).
    case vfl(String, options: [String])
    /// A single linear expression.
    case expression(String)
  }
  public var body: Body
  /// A priority for every constraint the entry generates that does not set its own.
  public var priority: LayoutPriority?
  public var id: String?
  /// A guess that makes the layout drawable rather than part of it (see
  /// ``ConstraintSource/isAssumed``); must not be required.
  public var isAssumed = false
  /// The constraint an imported log says was broken (see ``ConstraintSource/isBrokenInLog``).
  public var isBrokenInLog = false
  /// Where the entry starts in the file, and where its string value starts.
  public var offset: Int
  public var textOffset: Int

  public init(
    body: Body, priority: LayoutPriority? = nil, id: String? = nil, offset: Int = 0,
    textOffset: Int = 0
  ) {
    self.body = body
    self.priority = priority
    self.id = id
    self.offset = offset
    self.textOffset = textOffset
  }

  /// The constraint string.
  public var text: String {
    switch body {
    case .vfl(let text, _): return text
    case .expression(let text): return text
    }
  }

  /// Whether a bare string is VFL: it starts with `H:`, `V:`, `|` or `[`.
  public static func looksLikeVFL(_ text: String) -> Bool {
    text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
      // `V|[box]|` is VFL with a typo; Apple reports "Expected ':' after 'V'", so must we.
      || text.hasPrefix("H|") || text.hasPrefix("V|") || text.hasPrefix("H[")
      || text.hasPrefix("V[")
  }
}
