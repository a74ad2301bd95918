/// One "Unable to simultaneously satisfy constraints" report of a log: the constraints UIKit or
/// AppKit listed, and the one it broke to recover.
public struct LogConflict: Hashable, Sendable {
  /// The listed constraints, in the log's order.
  public var listed: [LogConstraint]
  /// The address of the constraint the log says was broken; `nil` when the paste ends before it.
  public var broken: String?
  /// Where the report's header is: 1-based line.
  public var line: Int
  /// `true` when the paste ends inside the list: what was complete is kept.
  public var isTruncated: Bool

  public init(listed: [LogConstraint], broken: String?, line: Int, isTruncated: Bool = false) {
    self.listed = listed
    self.broken = broken
    self.line = line
    self.isTruncated = isTruncated
  }
}
