/// An error in a linear-expression constraint such as `view1.width = view2.width * 0.9 + 5`.
///
/// `message` says what is wrong in the user's terms (in Apple's words where Apple has some), `position`
/// is the 0-based character offset in the constraint string where the caret goes, and `note` is an
/// extra hint such as a did-you-mean.
public struct ExpressionError: SourceTextError, Hashable, CustomStringConvertible {
  /// The human message.
  public var message: String
  /// The 0-based character offset of the offending spot in the constraint string; `nil` when there is
  /// nothing to point at (an empty string).
  public var position: Int?
  /// An extra hint printed after the message, such as `did you mean 'view1'?`.
  public var note: String?

  /// Creates an error; `position` is a 0-based character offset in the constraint string.
  public init(message: String, position: Int?, note: String? = nil) {
    self.message = message
    self.position = position
    self.note = note
  }

  /// The message, followed by the note when there is one.
  public var description: String {
    guard let note else { return message }
    return "\(message) \(note)"
  }
}
