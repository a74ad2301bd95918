import VFLPreviewSupport

/// An unknown name in a constraint's `options` list.
public struct VFLOptionError: SourceTextError, Hashable, CustomStringConvertible {
  /// The name as the spec spelled it.
  public var name: String
  /// The closest known option name, when one is close enough to be a likely typo.
  public var suggestion: String?

  public init(name: String, suggestion: String? = nil) {
    self.name = name
    self.suggestion = suggestion
  }

  /// `Unknown layout option 'alignAllCentreY'.`
  public var message: String { "Unknown layout option '\(name)'." }
  /// Option names are not located inside a constraint string, so there is no caret.
  public var position: Int? { nil }
  /// `did you mean 'alignAllCenterY'?` when a known name is close.
  public var note: String? { suggestion.map { DidYouMean.note(offering: [$0]) } }

  public var description: String {
    guard let note else { return message }
    return "\(message) (\(note))"
  }
}
