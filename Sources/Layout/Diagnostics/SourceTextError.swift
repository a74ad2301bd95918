/// An error found inside one constraint string: a message in the user's terms and, when it can be
/// pointed at, the 0-based character offset in the string where parsing failed.
///
/// The spec layer adds the file, line and constraint index and prints the string with a caret.
public protocol SourceTextError: Error, Sendable {
  /// The human message. For VFL this is Apple's own wording, verbatim.
  var message: String { get }
  /// The 0-based offset of the caret in the constraint string, or `nil` when the error has none
  /// (Apple prints no caret for an empty string or for non-ASCII text).
  var position: Int? { get }
  /// An extra hint printed after the message (a did-you-mean), never part of Apple's wording.
  var note: String? { get }
}

extension SourceTextError {
  public var note: String? { nil }
}
