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
  /// Why each free attribute is free, in the order the analysis found them.
  public var causes: [Cause]
  /// Equal-priority optional constraints that compete, when that is the cause.
  public var competing: [LayoutConstraint]

  public init(
    view: String, attributes: [Attribute], causes: [Cause], competing: [LayoutConstraint] = []
  ) {
    self.view = view
    self.attributes = attributes
    self.causes = causes
    self.competing = competing
  }
}
