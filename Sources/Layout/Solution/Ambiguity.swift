/// A view whose frame is not uniquely determined, with the attributes that are free and why.
public struct Ambiguity: Sendable {
  public enum Attribute: String, Sendable, CaseIterable, Comparable {
    case x, y, width, height

    public static func < (lhs: Attribute, rhs: Attribute) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  public var view: String
  public var attributes: [Attribute]
  /// One sentence per cause, for people: "nothing determines its x position", …
  public var reasons: [String]
  /// Equal-priority optional constraints that compete, when that is the cause.
  public var competing: [LayoutConstraint]

  public init(
    view: String, attributes: [Attribute], reasons: [String], competing: [LayoutConstraint] = []
  ) {
    self.view = view
    self.attributes = attributes
    self.reasons = reasons
    self.competing = competing
  }
}
