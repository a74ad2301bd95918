/// One line of a label as ``LineBreaker`` broke it.
public struct WrappedLine: Hashable, Sendable {
  /// The line's text, without the spaces it was broken at.
  public var text: String
  /// Whether the line ends a paragraph (a justified label stretches every line but these).
  public var endsParagraph: Bool
  /// Whether the line was cut short with "…".
  public var isTruncated: Bool

  public init(text: String, endsParagraph: Bool, isTruncated: Bool = false) {
    self.text = text
    self.endsParagraph = endsParagraph
    self.isTruncated = isTruncated
  }
}
