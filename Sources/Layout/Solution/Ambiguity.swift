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
  /// Equal-priority optional constraints that compete, when that is the cause: the first
  /// ``maximumListedCompeting`` in spec order (each cause holds the full count).
  public var competing: [LayoutConstraint]

  /// How many competing constraints an ambiguity lists at most: in a chain of n views that compete
  /// for space, each view competes with all n, and listing them all for every view made reports
  /// grow with n².
  public static let maximumListedCompeting = 10

  public init(
    view: String, attributes: [Attribute], causes: [Cause], competing: [LayoutConstraint] = []
  ) {
    self.view = view
    self.attributes = attributes
    self.causes = causes
    self.competing = competing
  }
}
