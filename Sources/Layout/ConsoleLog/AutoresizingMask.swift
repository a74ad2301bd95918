/// An autoresizing mask as a log prints it (`h=--& v=-&-`), read: for each axis the leading
/// margin, the size and the trailing margin, each `-` fixed or `&` flexible.
///
/// `h=--&` is a view pinned at its left with a fixed width whose right margin grows: what
/// `translatesAutoresizingMaskIntoConstraints` turned into the `minX`, `width` constraints listed.
public struct AutoresizingMask: Equatable, Sendable {
  /// Flexible or fixed, in the order left margin, width, right margin.
  public var horizontal: [Bool]
  /// Flexible or fixed, in the order top margin, height, bottom margin.
  public var vertical: [Bool]

  /// Reads `h=--& v=--&`; `nil` when it is not one.
  public init?(_ text: String) {
    let parts = text.split(separator: " ")
    guard parts.count == 2, parts[0].hasPrefix("h="), parts[1].hasPrefix("v=") else { return nil }
    func read(_ part: Substring) -> [Bool]? {
      let flags = part.dropFirst(2)
      guard flags.count == 3, flags.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
      return flags.map { $0 == "&" }
    }
    guard let horizontal = read(parts[0]), let vertical = read(parts[1]) else { return nil }
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `flexible right margin; flexible bottom margin`, or `all fixed`: the UIKit names of the
  /// flexible parts (`flexibleRightMargin`, `flexibleHeight` …) in words.
  public var summary: String {
    let names = [
      (horizontal[0], "left margin"), (horizontal[1], "width"), (horizontal[2], "right margin"),
      (vertical[0], "top margin"), (vertical[1], "height"), (vertical[2], "bottom margin"),
    ]
    let flexible = names.filter(\.0).map(\.1)
    return flexible.isEmpty ? "nothing flexible: the frame is fixed" : "flexible " + flexible.joined(separator: ", ")
  }
}
